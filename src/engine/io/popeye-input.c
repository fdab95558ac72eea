/* The Popeye input reader: a hand-written scanner and recursive descent,
 * following Popeye's own input/plaintext/ readers closely enough that its
 * abbreviations and oddities read the same way.  See popeye-input.h. */
#include "io/popeye-input.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pieces/hunter.h"
#include "pieces/movement.h"
#include "rules/condition-catalogue.h"
#include "rules/rules.h"

/* More errors than this from one text is noise; stop recording. */
#define MAX_ERRORS 1000
/* Piece kinds one problem may define: no more than the solver can take
 * besides the six orthodox kinds it always has (rules.h). */
#define MAX_USER_PIECES (FA_MAX_KINDS - N_ORTHODOX_KINDS)
#define N_ORTHODOX_KINDS 6
/* A token can name at most this many squares (two characters each). */
#define MAX_SQUARES_PER_WORD (FA_POPEYE_MAX_WORD / 2 + 1)

/* ---- Keyword tables: Popeye's English tables, in Popeye's order ------- */

#define N_ELEMENTS(a) ((int) G_N_ELEMENTS (a))

enum
{
  KEY_REMARK,
  KEY_SSTIPULATION,
  KEY_AUTHOR,
  KEY_ORIGIN,
  KEY_PIECES,
  KEY_CONDITION,
  KEY_OPTION,
  KEY_STIPULATION,
  KEY_PROTOCOL,
  KEY_TITLE,
  KEY_LATEX,
  KEY_LATEX_PIECES,
  KEY_AWARD,
  KEY_INITIAL_GAME_ARRAY,
  KEY_FORSYTH,
  /* Faerie's own; no Popeye keyword starts with b, h or d, so adding them
   * changes no Popeye abbreviation. */
  KEY_BOARD_SIZE,
  KEY_HOLES,
  KEY_DEFINE_PIECE,
  /* Faerie's too, for retractors, which Popeye has not: "R" and "Re" no
   * longer abbreviate Remark ("Rem" does). */
  KEY_RETRACTOR,
  /* Faerie's: the intended solution, for the soundness report.  No Popeye
   * keyword starts with "So", so no abbreviation changes. */
  KEY_SOLUTION,
};

static const char *const problem_keywords[] = {
  "Remark", "SStipulation", "Author", "Origin", "Pieces", "Condition",
  "Option", "Stipulation", "Protocol", "Title", "LaTeX", "LaTeXPieces",
  "Award", "InitialGameArray", "Forsyth",
  "BoardSize", "Holes", "DefinePiece", "Retractor", "Solution",
};

enum { END_KEY_END_PROBLEM, END_KEY_NEXT_PROBLEM };
static const char *const end_keywords[] = { "EndProblem", "NextProblem" };

enum { TWIN_KEY_TWIN, TWIN_KEY_ZERO_POSITION };
static const char *const twin_keywords[] = { "Twin", "ZeroPosition" };

static const char *const begin_keywords[] = { "BeginProblem" };
static const char *const other_language_begin[] = { "DebutProbleme", "AnfangProblem" };

enum
{
  TWIN_MOVE,
  TWIN_EXCHANGE,
  TWIN_STIPULATION,
  TWIN_SSTIPULATION,
  TWIN_ADD,
  TWIN_REMOVE,
  TWIN_CONTINUED,
  TWIN_ROTATE,
  TWIN_CONDITION,
  TWIN_POLISH_TYPE,
  TWIN_MIRROR,
  TWIN_SHIFT,
  TWIN_SUBSTITUTE,
};

static const char *const twin_commands[] = {
  "Move", "Exchange", "Stipulation", "SStipulation", "Add", "Remove",
  "Continued", "Rotate", "Condition", "PolishType", "Mirror", "Shift",
  "Substitute",
};

static const char *const mirror_names[] = {
  "a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1",
};
static const FaMirror mirror_kinds[] = {
  FA_MIRROR_HORIZONTAL, FA_MIRROR_VERTICAL, FA_MIRROR_DIAGONAL, FA_MIRROR_ANTIDIAGONAL,
};

enum { COLOUR_WHITE, COLOUR_BLACK, COLOUR_NEUTRAL, COLOUR_TOTAL_INVISIBLE };
static const char *const colour_names[] = { "White", "Black", "Neutral", "TotalInvisible" };

static const char *const piece_attributes[] = {
  "Royal", "Kamikaze", "Paralysing", "Chameleon", "Jigger", "Volage",
  "Functionary", "HalfNeutral", "HurdleColourChanging", "Protean", "Magic",
  "Uncapturable", "Patrol", "Frischauf", "Bul", "Dob", "Anda", "AndaInverse",
  "AliceA", "AliceB",
};

enum
{
  OPT_DEFENCE, OPT_SET_PLAY, OPT_WHITE_TO_PLAY, OPT_VARIATIONS, OPT_MOVE_NUMBERS,
  OPT_START_MOVE_NUMBER, OPT_NO_WK, OPT_DUPLEX, OPT_NO_BK, OPT_THREAT,
  OPT_NO_THREAT, OPT_TRY, OPT_MAX_SOLUTIONS, OPT_MAX_FLIGHTSQUARES, OPT_SEARCH,
  OPT_MULTI_SOLUTIONS, OPT_NO_SYMMETRY, OPT_NON_TRIVIAL, OPT_KEEP_MATING_PIECE,
  OPT_EN_PASSANT, OPT_NO_BOARD, OPT_NO_SHORT_VARIATIONS, OPT_HALF_DUPLEX,
  OPT_POST_KEY_PLAY, OPT_INTELLIGENT, OPT_MAX_TIME, OPT_NO_CASTLING,
  OPT_QUODLIBET, OPT_STOP_ON_SHORT_SOLUTIONS, OPT_BEEP, OPT_SUPPRESS_GRID,
  OPT_WRITE_GRID, OPT_CASTLING_MUTUALLY_EXCLUSIVE, OPT_GOAL_IS_END,
  OPT_UNPUBLISHED, OPT_NULL_MOVES, OPT_UP_TO_MOVE_NUMBER,
  OPT_TRIVIAL_TRIES_AVOID, OPT_MATES_IN_1,
};

static const char *const option_names[] = {
  "Defence", "SetPlay", "WhiteToPlay", "Variations", "MoveNumbers",
  "StartMoveNumber", "NoWk", "Duplex", "NoBk", "Threat", "NoThreat", "Try",
  "MaxSolutions", "MaxFlightsquares", "Search", "MultiSolutions",
  "NoSymmetry", "NonTrivial", "KeepMatingPiece", "EnPassant", "NoBoard",
  "NoShortVariations", "HalfDuplex", "PostKeyPlay", "Intelligent", "MaxTime",
  "NoCastling", "Quodlibet", "StopOnShortSolutions", "Beep", "SuppressGrid",
  "WriteGrid", "CastlingMutuallyExclusive", "GoalIsEnd", "unpublishedoption",
  "NullMoves", "UpToMoveNumber", "TrivialTriesAvoid", "MatesIn1",
};

/* Popeye's English condition names (CondString), then the two "extra"
 * conditions it looks up when no condition matches. */
static const char *const condition_names[] = {
  "Circe", "MirrorCirce", "Madrasi", "Volage", "Hypervolage", "BichromChess",
  "MonochromChess", "GridChess", "KoeKo", "BlackEdgeMover", "WhiteEdgeMover",
  "Leofamily", "ChineseChess", "Patrouille", "PWC", "NoCapture", "ImmunChess",
  "MirrorImmunChess", "ContactGridChess", "Imitator", "CavalierMajeur",
  "HaanerChess", "ChameleonCirce", "CouscousCirce", "EquipollentsCirce",
  "FileCirce", "BlackMaximummer", "BlackMinimummer", "WhiteMaximummer",
  "WhiteMinimummer", "MagicSquares", "Sentinelles", "Tibet", "DoubleTibet",
  "DiagramCirce", "Hole", "BlackMustCapture", "WhiteMustCapture",
  "ReflectiveKings", "TransmutedKings", "BlackFollowMyLeader",
  "WhiteFollowMyLeader", "DuellistChess", "ParrainCirce", "NoIProm",
  "SymmetryCirce", "VogtlaenderChess", "EinsteinChess", "Bicolores",
  "NewKoeko", "CirceClone", "AntiCirce", "MirrorFileCirce", "AntipodeanCirce",
  "MirrorCirceClone", "MirrorAntiCirce", "DiagramAntiCirce", "FileAntiCirce",
  "SymmetryAntiCirce", "MirrorFileAntiCirce", "AntipodeanAntiCirce",
  "EquipollentsAntiCirce", "FileImmunChess", "DiagramImmunChess",
  "MirrorFileImmunChess", "SymmetryImmunChess", "AntipodeanImmunChess",
  "EquipollentsImmunChess", "ReversalEinsteinChess", "SuperCirce",
  "RelegationChess", "NorskSjakk", "TraitorChess", "AndernachChess",
  "WhiteForcedSquare", "WhiteConsequentForcedSquare", "BlackForcedSquare",
  "BlackConsequentForcedSquare", "ChameleonChess", "FunctionaryChess",
  "GlasgowChess", "AntiAndernachChess", "FrischAufCirce",
  "VerticalMirrorCirce", "Isardam", "ChecklessChess", "DiametralCirce",
  "PromOnly", "RankCirce", "ExclusiveChess", "MarsCirce", "MarsMirrorCirce",
  "PhantomChess", "WhiteReflectiveKing", "BlackReflectiveKing",
  "WhiteTransmutedKing", "BlackTransmutedKing", "AntiEinsteinChess",
  "MirrorCouscousCirce", "BlackRoyalSquare", "WhiteRoyalSquare",
  "BrunnerChess", "PlusChess", "CirceAssassin", "PatienceChess",
  "RepublicanChess", "ExtinctionChess", "CentralChess",
  "ActuatedRevolvingBoard", "MessignyChess", "Woozles", "BiWoozles",
  "Heffalumps", "BiHeffalumps", "WhitePromSquares", "BlackPromSquares",
  "NoWhitePromotion", "NoBlackPromotion", "EiffelChess",
  "BlackUltraSchachZwang", "WhiteUltraSchachZwang", "ActuatedRevolvingCentre",
  "ShieldedKings", "LineChameleonChess", "NoWhiteCapture",
  "NoBlackCapture", "AprilChess", "AlphabeticChess", "CirceTurncoats",
  "CirceDoubleAgents", "AMU", "SingleBox", "MAFF", "OWU",
  "WhiteOscillatingKings", "BlackOscillatingKings", "AntiKings",
  "AntiMarsCirce", "AntiMarsMirrorCirce", "AntiMarsAntipodeanCirce",
  "WhiteSuperTransmutingKing", "BlackSuperTransmutingKing", "AntiSuperCirce",
  "UltraPatrol", "SwappingKings", "RoyalDynasty", "SAT", "StrictSAT",
  "Take&MakeChess", "BlackSynchronMover", "WhiteSynchronMover",
  "BlackAntiSynchronMover", "WhiteAntiSynchronMover", "Masand", "BGL",
  "BlackChecks", "AnnanChess", "NormalPawn", "Lortap", "VaultingKings",
  "WhiteVaultingKing", "BlackVaultingKing", "ProteanChess", "GenevaChess",
  "ChameleonPursuit", "AntiKoeko", "CastlingChess", "LosingChess",
  "Disparate", "GhostChess", "HauntedChess", "ProvocationChess", "CageCirce",
  "Dummy", "Football", "ContraParrain", "KobulKings", "ExchangeCastling",
  "WhiteAlphabeticChess", "BlackAlphabeticChess", "CirceTake&Make",
  "SuperGuards", "Wormholes", "MarineChess", "UltramarineChess", "BackHome",
  "FaceToFace", "BackToBack", "CheekToCheek", "ChameleonSequence",
  "AntiCloneCirce", "SnekChess", "SnekCircleChess", "LastCapture",
  "ArgentinianChess", "LostPieces", "PartialParalysis",
  "VerticalSymmetryCirce", "HorizontalSymmetryCirce",
  "VerticalSymmetryAntiCirce", "HorizontalSymmetryAntiCirce",
  "ImmuneVerticalSymmetry", "ImmuneHorizontalSymmetry", "LeseMajeste",
  "Rokagogo", "Breton", "Make&TakeChess", "PointReflection", "NannaChess",
  "MasandGeneralised", "Bolero", "BoleroInverse", "Influencer",
  "RoleExchange", "BlackMaxDister", "BlackMinDister", "WhiteMaxDister",
  "WhiteMinDister", "SeriesCapture", "DarkSide", "Leffie", "Pepo",
  "CASTChess", "Bicaptures", "FuddledMen", "TransmissionMenace",
  "PowerTransfer", "MultiCaptures", "AntiGuards", "FrankfurtChess", "Anda",
  "AndaInverse", "HalfInChess", "AllInChess", "MainlyInChess", "AliceChess",
  "Immobilio", "PADChess", "DangerCirce", "#C",
  "Maximummer", "UltraSchachZwang",
};

int
fa_popeye_condition_rank (const char *keyword)
{
  /* The two extra conditions, last in the table, come first in Popeye's
   * header (Maximummer before Circe). */
  const int n_extra = 2, n = (int) G_N_ELEMENTS (condition_names);
  for (int i = 0; i < n; i++)
    if (g_ascii_strcasecmp (condition_names[i], keyword) == 0)
      return i >= n - n_extra ? i - n : i;
  return n;
}

/* The words Popeye accepts after a condition (its variant tables). */
static const char *const condition_variants[] = {
  "Transmuting", "TypeA", "TypeB", "TypeC", "TypeD", "Type1", "Type2", "TypeI", "TypeII",
  "Type3", "Calvet", "Cheylan", "PionPropre", "PionAdvers", "PionNeutre",
  "MaximumBlack", "MaximumWhite", "MaximumTotal", "ParaSentinelles",
  "Berolina", "VerticalShift", "HorizontalShift", "DiagonalShift",
  "Orthogonal", "Irregular", "GridLine", "White", "Black", "Neighbour",
  "RexInclusive", "RexExclusive", "Mirror", "Assassin", "Diametral",
  "VerticalMirror", "Clone", "Chameleon", "Turncoats", "Couscous",
  "LastMove", "Equipollents", "Parrain", "ContraParrain", "Cage", "Rank",
  "File", "Symmetry", "VerticalSymmetry", "HorizontalSymmetry", "Diagram",
  "PWC", "Antipodes", "Take&Make", "Super", "April", "Frischauf", "Strict",
  "Relaxed", "Volcanic", "Parachute", "Einstein", "ReversalEinstein",
  "WaitCapture", "CaptureSquare", "exact", "ultra", "Adverse", "Chromatic",
  "PY", "Inverse", "Absolute",
};

/* Conditions and variants followed by a list of piece kinds, where a
 * single letter is a piece (R is a rook) rather than an abbreviated
 * keyword (R is Remark). */
static const char *const piece_list_words[] = {
  "PromOnly", "ChameleonCirce", "ChameleonChess", "ChameleonSequence",
  "VaultingKings", "WhiteVaultingKing", "BlackVaultingKing", "Immobilio",
  "April", "AprilChess", "Football",
};

/* Popeye's GetUniqIndex: the first entry the word is a prefix of, if the
 * word is all of it or no later entry also starts with it.  n when there
 * is none, n + 1 when the word is ambiguous. */
static int
unique_index (const char *const *table, int n, const char *word)
{
  size_t length = strlen (word);
  if (length == 0)
    return n;
  int first = n;
  for (int i = 0; i < n; i++)
    if (g_ascii_strncasecmp (table[i], word, length) == 0)
      {
        if (first == n)
          {
            first = i;
            if (strlen (table[i]) == length)
              return i;
          }
        else
          return n + 1;
      }
  return first;
}

static int
exact_index (const char *const *table, int n, const char *word)
{
  for (int i = 0; i < n; i++)
    if (g_ascii_strcasecmp (table[i], word) == 0)
      return i;
  return n;
}

#define UNIQUE(table, word) unique_index ((table), N_ELEMENTS (table), (word))
#define FOUND(table, index) ((index) < N_ELEMENTS (table))

/* ---- Scanner ---------------------------------------------------------- */

typedef struct
{
  char text[FA_POPEYE_MAX_WORD + 1];
  size_t length;
  int line, column;
  gboolean at_end;
} Token;

typedef struct
{
  size_t pos;
  int line, column;
} ScanState;

typedef enum
{
  PROBLEM_ENDS_NEXT,
  PROBLEM_ENDS_END,
  PROBLEM_ENDS_INPUT,
} ProblemEnd;

typedef struct
{
  const char *text;      /* length bytes, then a NUL */
  size_t length;
  ScanState scan;
  const char *source_name;
  GPtrArray *errors;
  GPtrArray *warnings;   /* of FaInputError*: read on, but tell */
  Token token;           /* the current word */

  FaProblem *problem;    /* being read */
  gboolean failed;       /* the problem has an error: skip to its end */
  gboolean squares_named; /* BoardSize may no longer change the board */
  /* Board shape as the current twin command sees it. */
  int twin_files, twin_ranks;
  GArray *twin_lines, *twin_columns; /* where each Twin of the problem starts */
  GString *author, *origin, *title, *solution; /* of the problem, until it ends */
} Reader;

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == ',';
}

FaPopeyeWordKind
fa_popeye_word_kind (const char *line)
{
  g_return_val_if_fail (line != NULL, FA_POPEYE_WORD_CONDITION);

  static const char *const faerie_keywords[] = { "BoardSize", "Holes", "DefinePiece", "Retractor" };
  while (is_space (*line))
    line++;
  size_t length = 0;
  while (line[length] && !is_space (line[length]))
    length++;
  g_autofree char *word = g_strndup (line, length);
  if (FOUND (faerie_keywords, exact_index (faerie_keywords, N_ELEMENTS (faerie_keywords), word)))
    return FA_POPEYE_WORD_KEYWORD;
  if (FOUND (option_names, UNIQUE (option_names, word)))
    return FA_POPEYE_WORD_OPTION;
  return FA_POPEYE_WORD_CONDITION;
}

/* Letters beyond ASCII belong to words too ("Høeg"): the text is UTF-8
 * by the time it is scanned. */
static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || (unsigned char) c >= 0x80 || (c != '\0' && strchr ("#=+-%>!.<()~/&|:[]{}?", c) != NULL);
}

static void
report (Reader *r, int line, int column, const char *format, ...) G_GNUC_PRINTF (4, 5);

/* Records the first error of the current problem and marks it failed. */
static void
report (Reader *r, int line, int column, const char *format, ...)
{
  if (r->failed)
    return;
  r->failed = TRUE;
  if (r->errors->len >= MAX_ERRORS)
    return;

  va_list args;
  va_start (args, format);
  g_ptr_array_add (r->errors, fa_input_error_new (r->source_name, line, column, g_strdup_vprintf (format, args)));
  va_end (args);
}

static void
warn (Reader *r, int line, int column, const char *format, ...) G_GNUC_PRINTF (4, 5);

/* Records a warning: the input is read as Popeye reads it, but probably
 * not as the composer meant. */
static void
warn (Reader *r, int line, int column, const char *format, ...)
{
  if (r->warnings->len >= MAX_ERRORS)
    return;
  va_list args;
  va_start (args, format);
  g_ptr_array_add (r->warnings, fa_input_error_new (r->source_name, line, column, g_strdup_vprintf (format, args)));
  va_end (args);
}

/* Words go into messages; keep them short and printable. */
static char *
quote_word (const char *word)
{
  GString *s = g_string_new (NULL);
  for (const char *c = word; *c && s->len < 40; c++)
    {
      if (g_ascii_isprint (*c))
        g_string_append_c (s, *c);
      else
        g_string_append_printf (s, "\\x%02x", (unsigned char) *c);
    }
  if (strlen (word) > 40)
    g_string_append (s, "...");
  return g_string_free (s, FALSE);
}

static void
step_char (Reader *r)
{
  if (r->scan.pos >= r->length)
    return;
  char c = r->text[r->scan.pos];
  r->scan.pos++;
  if (c == '\n')
    {
      r->scan.line++;
      r->scan.column = 1;
    }
  else
    r->scan.column++;
}

/* Reads the next word into r->token.  A character that can start no word
 * is an error (as in Popeye) and is skipped. */
static void
advance (Reader *r)
{
  Token *t = &r->token;
  for (;;)
    {
      while (is_space (r->text[r->scan.pos]))
        step_char (r);

      char c = r->text[r->scan.pos];
      t->line = r->scan.line;
      t->column = r->scan.column;
      t->length = 0;
      t->text[0] = '\0';
      if (r->scan.pos >= r->length)
        {
          t->at_end = TRUE;
          return;
        }
      t->at_end = FALSE;

      if (is_word_char (c))
        {
          gboolean too_long = FALSE;
          while (is_word_char (r->text[r->scan.pos]))
            {
              if (t->length < FA_POPEYE_MAX_WORD)
                t->text[t->length++] = r->text[r->scan.pos];
              else
                too_long = TRUE;
              step_char (r);
            }
          t->text[t->length] = '\0';
          if (too_long)
            report (r, t->line, t->column,
                    /* Translators: %d is the longest word the reader takes. */
                    _("word too long (more than %d characters)"), FA_POPEYE_MAX_WORD);
          return;
        }

      if (c == '\0')
        /* A NUL byte ends no input here: it is one bad character. */
        report (r, t->line, t->column, _("NUL byte in the input"));
      else if (g_ascii_isprint (c))
        report (r, t->line, t->column, _("unexpected character '%c'"), c);
      else
        /* Translators: 0x%02x is the byte in hexadecimal, such as 0x07. */
        report (r, t->line, t->column, _("unexpected character (byte 0x%02x)"), (unsigned char) c);
      step_char (r);
    }
}

/* Latin-1 as UTF-8: each byte is the code point of the same number
 * (by hand: iconv's Latin-1 is a module that a static faerie-solve
 * could not load). */
static char *
latin1_to_utf8 (const char *text)
{
  GString *out = g_string_sized_new (strlen (text) * 2);
  for (const unsigned char *c = (const unsigned char *) text; *c; c++)
    if (*c < 0x80)
      g_string_append_c (out, (char) *c);
    else
      {
        g_string_append_c (out, (char) (0xC0 | (*c >> 6)));
        g_string_append_c (out, (char) (0x80 | (*c & 0x3F)));
      }
  return g_string_free (out, FALSE);
}

/* The rest of the current line after the current word, as Popeye's
 * ReadToEndOfLine: leading " \t;.," skipped, trailing blanks dropped.
 * Returns NULL for an empty rest; *column_out gets its first column. */
static char *
read_rest_of_line (Reader *r, int *column_out)
{
  /* Popeye skips " \t;.,"; form feeds and vertical tabs go too, so that
   * what the writer strips and what the reader keeps agree. */
  while (r->scan.pos < r->length && r->text[r->scan.pos] != '\0'
         && strchr (" \t\f\v;.,", r->text[r->scan.pos]))
    step_char (r);
  size_t start = r->scan.pos;
  if (column_out)
    *column_out = r->scan.column;
  while (r->scan.pos < r->length && r->text[r->scan.pos] != '\n' && r->text[r->scan.pos] != '\r')
    {
      /* Text lines are C strings: a NUL byte would cut this one short. */
      if (r->text[r->scan.pos] == '\0')
        report (r, r->scan.line, r->scan.column, _("NUL byte in the input"));
      step_char (r);
    }
  size_t end = r->scan.pos;
  while (end > start && g_ascii_isspace (r->text[end - 1]))
    end--;
  if (end == start)
    return NULL;

  char *line = g_strndup (r->text + start, end - start);
  if (!g_utf8_validate (line, -1, NULL))
    {
      /* Old Popeye files are mostly Latin-1. */
      char *converted = latin1_to_utf8 (line);
      g_free (line);
      line = converted;
    }
  return line;
}

/* The word after the current one, without consuming it. */
static gboolean
next_word_is (Reader *r, const char *const *table, int n)
{
  ScanState saved_scan = r->scan;
  Token *saved = g_memdup2 (&r->token, sizeof r->token);
  gboolean saved_failed = r->failed;
  guint saved_errors = r->errors->len;
  advance (r);
  gboolean found = !r->token.at_end && unique_index (table, n, r->token.text) < n;
  /* A bad character found by peeking is reported when it is read. */
  g_ptr_array_set_size (r->errors, saved_errors);
  r->failed = saved_failed;
  r->scan = saved_scan;
  r->token = *saved;
  g_free (saved);
  return found;
}

/* ---- Squares and pieces ------------------------------------------------ */

/* Parses text as squares of a files x ranks board, all of it.  Returns the
 * number of squares, or -1 with *fail_offset at the first character that
 * does not start a square. */
static int
parse_square_list (int files, int ranks, const char *text, FaSquare *out, int max,
                   size_t *fail_offset)
{
  int count = 0;
  size_t offset = 0;
  while (text[offset] != '\0')
    {
      FaSquare sq;
      int used = fa_square_parse (files, ranks, text + offset, &sq);
      if (used == 0 || count >= max)
        {
          if (fail_offset)
            *fail_offset = offset;
          return -1;
        }
      out[count++] = sq;
      offset += (size_t) used;
    }
  if (count == 0)
    {
      if (fail_offset)
        *fail_offset = 0;
      return -1;
    }
  return count;
}

static gboolean
is_square_list (int files, int ranks, const char *text)
{
  FaSquare squares[MAX_SQUARES_PER_WORD];
  return parse_square_list (files, ranks, text, squares, MAX_SQUARES_PER_WORD, NULL) > 0;
}

static gboolean
is_number (const char *text)
{
  if (*text == '\0')
    return FALSE;
  for (; *text; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

/* A bounded decimal number; FALSE when it is not one or exceeds max. */
static gboolean
parse_number (const char *text, long max, long *out)
{
  if (!is_number (text))
    return FALSE;
  long value = 0;
  for (; *text; text++)
    {
      value = value * 10 + (*text - '0');
      if (value > max)
        return FALSE;
    }
  *out = value;
  return TRUE;
}

/* Explains why the current word, from offset on, is not a square;
 * prefix_length bytes of the word are quoted as what came before. */
static void
report_bad_square (Reader *r, size_t offset, size_t prefix_length, int files, int ranks)
{
  const Token *t = &r->token;
  const char *at = t->text + offset;
  int column = t->column + (int) offset;

  /* A letter and digits that miss the board deserve a plainer message. */
  if (g_ascii_isalpha (at[0]) && g_ascii_isdigit (at[1]))
    {
      size_t length = 2;
      while (length < 4 && g_ascii_isdigit (at[length]))
        length++;
      g_autofree char *square = g_ascii_strdown (at, (gssize) length);
      /* Translators: %s is a square such as k9; %dx%d is the size of the
       * board, files by ranks, such as 8x8. */
      report (r, t->line, column, _("square '%s' is not on the %dx%d board"), square, files, ranks);
      return;
    }
  g_autofree char *before = g_strndup (t->text, prefix_length);
  g_autofree char *quoted = quote_word (before);
  /* Translators: %s is the word the square should follow, such as a piece
   * code (K) or a keyword (EnPassant). */
  report (r, t->line, column, _("expected a square after '%s'"), quoted);
}

typedef enum
{
  PIECE_WORD_PLACED,
  PIECE_WORD_NOT_A_PIECE,
  PIECE_WORD_ERROR,
} PieceWordResult;

typedef struct
{
  FaColour colour;
  FaTwin *twin;       /* NULL: place on the board; else add Add commands */
  bool royal;         /* the group's attribute Royal */
  bool paralysing;    /* the group's attribute Paralysing: every piece of it */
  bool mwu;           /* the group's attribute MWU (Faerie's) */
} PieceContext;

static gboolean
is_keyword (const char *word)
{
  return FOUND (problem_keywords, UNIQUE (problem_keywords, word))
         || FOUND (end_keywords, UNIQUE (end_keywords, word))
         || FOUND (twin_keywords, UNIQUE (twin_keywords, word));
}

static gboolean
place_pieces (Reader *r, PieceContext *context, const FaPieceSpec *spec,
              const FaSquare *squares, int n, int line, int column)
{
  FaProblem *p = r->problem;
  for (int i = 0; i < n; i++)
    {
      if (context->twin)
        {
          FaTwinCommand command = { .kind = FA_TWIN_ADD, .from_source = { line, column } };
          command.piece.spec = spec;
          command.piece.colour = context->colour;
          command.piece.square = squares[i];
          command.piece.royal = context->royal;
          command.piece.paralysing = context->paralysing;
          g_array_append_val (context->twin->commands, command);
          continue;
        }
      if (p->holes[squares[i]])
        {
          char name[8];
          /* Translators: %s is a square such as d4; a hole is a square cut
           * out of the board. */
          report (r, line, column, _("cannot place a piece on %s: it is a hole"),
                  fa_square_name_for (p->files, squares[i], name));
          return FALSE;
        }
      if (fa_problem_piece_at (p, squares[i]))
        {
          /* Popeye too keeps the last piece and warns. */
          char name[8];
          /* Translators: %s is a square such as d4. */
          warn (r, line, column, _("%s already holds a piece: the piece given before is replaced"),
                fa_square_name_for (p->files, squares[i], name));
        }
      fa_problem_put_at (p, spec, context->colour, squares[i], (FaSourcePos) { line, column });
      ((FaPlacedPiece *) fa_problem_piece_at (p, squares[i]))->royal = context->royal;
      ((FaPlacedPiece *) fa_problem_piece_at (p, squares[i]))->paralysing = context->paralysing;
      ((FaPlacedPiece *) fa_problem_piece_at (p, squares[i]))->mwu = context->mwu;
    }
  r->squares_named = TRUE;
  return TRUE;
}

/* A hunter's word, "S/Bb8": X/Y and squares.  The hunter joins the
 * problem's own pieces under its code X/Y, with the flag that orders its
 * moves as Popeye does. */
static PieceWordResult
read_hunter_word (Reader *r, PieceContext *context, int files, int ranks)
{
  const Token *t = &r->token;
  const char *slash = memchr (t->text, '/', t->length);
  if (!slash || slash == t->text || slash - t->text > 2)
    return PIECE_WORD_NOT_A_PIECE;
  const FaPieceSpec *away = fa_problem_lookup_piece (r->problem, t->text, (size_t) (slash - t->text));
  if (!away)
    return PIECE_WORD_NOT_A_PIECE;
  const char *rest = slash + 1;
  size_t rest_length = t->length - (size_t) (rest - t->text);
  for (size_t code_length = MIN (rest_length - 1, 2); code_length >= 1 && rest_length > 1; code_length--)
    {
      FaSquare squares[MAX_SQUARES_PER_WORD];
      const FaPieceSpec *home = fa_problem_lookup_piece (r->problem, rest, code_length);
      int n = home ? parse_square_list (files, ranks, rest + code_length, squares, MAX_SQUARES_PER_WORD, NULL) : -1;
      if (n <= 0)
        continue;
      g_autofree char *code = g_strdup_printf ("%s/%s", away->code, home->code);
      const FaPieceSpec *spec = fa_problem_lookup_piece (r->problem, code, strlen (code));
      if (!spec || !(spec->flags & FA_PIECE_HUNTER))
        {
          g_autofree char *movement = fa_hunter_movement (away, home);
          if (!movement)
            {
              /* Translators: %s is a hunter's code as written, such as
               * S/B: a piece moving forward as S and backward as B. */
              report (r, t->line, t->column, _("the hunter %s needs two pieces that leap or ride"), code);
              return PIECE_WORD_ERROR;
            }
          FaPieceSpec *made = (FaPieceSpec *) fa_problem_define_piece (r->problem, code, movement);
          made->flags |= FA_PIECE_HUNTER;
          spec = made;
        }
      if (!place_pieces (r, context, spec, squares, n, t->line, t->column))
        return PIECE_WORD_ERROR;
      advance (r);
      return PIECE_WORD_PLACED;
    }
  return PIECE_WORD_NOT_A_PIECE;
}

/* One word of a piece list: a code followed by squares ("Kf5", "Pg2h2",
 * "CAd4"), or a code alone with the squares in the next word ("K f5").
 * Codes are case-insensitive and may run into the squares, so every split
 * of the word is tried, longest code first; the one whose rest is all
 * squares wins (there is never more than one, since squares start with a
 * letter and end in a digit). */
static PieceWordResult
read_piece_word (Reader *r, PieceContext *context)
{
  FaProblem *p = r->problem;
  const Token *t = &r->token;
  int files = context->twin ? r->twin_files : p->files;
  int ranks = context->twin ? r->twin_ranks : p->ranks;
  FaSquare squares[MAX_SQUARES_PER_WORD];

  if (t->at_end)
    return PIECE_WORD_NOT_A_PIECE;

  size_t longest_code = 0;
  const FaPieceSpec *longest_spec = NULL;
  for (size_t code_length = MIN (t->length, 3); code_length >= 1; code_length--)
    {
      const FaPieceSpec *spec = fa_problem_lookup_piece (p, t->text, code_length);
      if (spec == NULL)
        continue;
      if (longest_code == 0)
        {
          longest_code = code_length;
          longest_spec = spec;
        }
      if (code_length == t->length)
        {
          /* The squares are the next word. */
          int line = t->line, column = t->column;
          g_autofree char *code = g_strndup (t->text, t->length);
          advance (r);
          if (r->failed)
            return PIECE_WORD_ERROR;
          int n = t->at_end ? -1
                  : parse_square_list (files, ranks, t->text, squares, MAX_SQUARES_PER_WORD, NULL);
          if (n < 0)
            {
              if (!t->at_end && g_ascii_isalpha (t->text[0]) && g_ascii_isdigit (t->text[1]))
                report_bad_square (r, 0, 0, files, ranks);
              else
                report (r, t->line, t->column, _("expected a square after '%s'"), code);
              return PIECE_WORD_ERROR;
            }
          if (!place_pieces (r, context, spec, squares, n, line, column))
            return PIECE_WORD_ERROR;
          advance (r);
          return PIECE_WORD_PLACED;
        }
      int n = parse_square_list (files, ranks, t->text + code_length, squares,
                                 MAX_SQUARES_PER_WORD, NULL);
      if (n > 0)
        {
          if (!place_pieces (r, context, spec, squares, n, t->line, t->column))
            return PIECE_WORD_ERROR;
          advance (r);
          return PIECE_WORD_PLACED;
        }
    }

  /* A hunter X/Y (pieces/hunter.h): "S/Bb8". */
  PieceWordResult hunter = read_hunter_word (r, context, files, ranks);
  if (hunter != PIECE_WORD_NOT_A_PIECE)
    return hunter;

  /* Not a piece.  Perhaps the next colour, or the next keyword ... */
  if (FOUND (colour_names, UNIQUE (colour_names, t->text))
      || FOUND (piece_attributes, UNIQUE (piece_attributes, t->text))
      || is_keyword (t->text)
      || (context->twin && FOUND (twin_commands, UNIQUE (twin_commands, t->text))))
    return PIECE_WORD_NOT_A_PIECE;

  /* ... or an unknown code in front of squares ("RKe7", "Le4") ... */
  for (size_t code_length = 1; code_length <= 3 && code_length < t->length; code_length++)
    if (is_square_list (files, ranks, t->text + code_length))
      {
        g_autofree char *code = g_strndup (t->text, code_length);
        g_autofree char *quoted = quote_word (code);
        /* Translators: %s is a piece code as written in the input, such as
         * RK. */
        report (r, t->line, t->column, _("unknown piece '%s'"), quoted);
        return PIECE_WORD_ERROR;
      }

  /* ... or a known piece with a bad square ("Ke9", "Kf5e"; but "Blak" is more
   * likely a misspelt word than a bishop) ... */
  if (longest_spec != NULL && t->length > longest_code
      && (strpbrk (t->text, "0123456789") != NULL || t->length == longest_code + 1))
    {
      size_t fail = 0;
      parse_square_list (files, ranks, t->text + longest_code, squares,
                         MAX_SQUARES_PER_WORD, &fail);
      report_bad_square (r, longest_code + fail, longest_code + fail, files, ranks);
      return PIECE_WORD_ERROR;
    }

  return PIECE_WORD_NOT_A_PIECE;
}

/* Colour groups: "White Kf5 Rg7 Black Ka1 ...".  The current word is the
 * first colour.  Stops at the first word that is neither. */
static void
read_piece_groups (Reader *r, FaTwin *twin, const char *after)
{
  int groups = 0;
  for (;;)
    {
      const Token *t = &r->token;
      int colour = t->at_end ? N_ELEMENTS (colour_names) : UNIQUE (colour_names, t->text);
      if (!FOUND (colour_names, colour))
        {
          if (groups == 0)
            {
              if (colour == N_ELEMENTS (colour_names) + 1)
                /* Translators: %s is an abbreviation, as written, that starts
                 * more than one colour keyword. */
                report (r, t->line, t->column, _("colour '%s' is ambiguous"), t->text);
              else
                /* Translators: White, Black and Neutral are Popeye keywords
                 * and stay in English; %s is the keyword before them, such as
                 * Pieces or Add. */
                report (r, t->line, t->column, _("expected White, Black or Neutral after '%s'"), after);
            }
          return;
        }
      if (colour == COLOUR_TOTAL_INVISIBLE)
        {
          /* Translators: TotalInvisible is a Popeye keyword; keep it in
           * English. */
          report (r, t->line, t->column, _("TotalInvisible pieces are not supported yet"));
          return;
        }
      const char *colour_word = colour_names[colour];
      PieceContext context = {
        .colour = colour == COLOUR_WHITE ? FA_COLOUR_WHITE
                  : colour == COLOUR_BLACK ? FA_COLOUR_BLACK : FA_COLOUR_NEUTRAL,
        .twin = twin,
      };
      advance (r);
      if (r->failed)
        return;
      /* Popeye's attributes follow the colour: Royal ("White Royal Qd4",
       * the first piece's alone) and Paralysing ("White Paralysing Bb7
       * Rc3", "black paral Gf8": every piece of the group) are read, in
       * either order; the others not yet (below).  A word that is also a
       * piece code stays a piece ("White K f5" is a king). */
      /* (A word given twice counts once, as Popeye reads it.) */
      while (!t->at_end)
        {
          int which = UNIQUE (piece_attributes, t->text);
          if (which == 2 && !fa_problem_lookup_piece (r->problem, t->text, t->length))
            context.paralysing = true;
          else if (which == 0 && g_ascii_strncasecmp (t->text, "Royal", 2) == 0
                   && !fa_problem_lookup_piece (r->problem, t->text, t->length))
            context.royal = true;
          else
            break;
          advance (r);
          if (r->failed)
            return;
        }
      /* Faerie's MWU ("White MWU Sc1"): the Magic Wandering Unit. */
      if (!t->at_end && g_ascii_strcasecmp (t->text, "MWU") == 0 && !fa_problem_lookup_piece (r->problem, t->text, t->length))
        {
          if (context.twin)
            {
              report (r, t->line, t->column, _("the Magic Wandering Unit is placed in the diagram, not by a twin"));
              return;
            }
          context.mwu = true;
          advance (r);
          if (r->failed)
            return;
        }

      int pieces = 0;
      for (;;)
        {
          PieceWordResult result = read_piece_word (r, &context);
          if (result == PIECE_WORD_ERROR || r->failed)
            return;
          if (result == PIECE_WORD_NOT_A_PIECE)
            break;
          pieces++;
          /* Royal is the first piece's alone ("Black Royal Se4 Pf5": the
           * knight), as Popeye reads it; MWU too. */
          context.royal = false;
          context.mwu = false;
        }
      /* Popeye reads attributes before the pieces; Faerie tries pieces
       * first, so that "White K f5" is a king, not a kamikaze. */
      int attribute = t->at_end ? -1 : UNIQUE (piece_attributes, t->text);
      if (attribute == 0 || attribute == 2)
        {
          /* Translators: %s is the attribute keyword Royal or Paralysing;
           * the example keeps the English keywords of Popeye's input. */
          report (r, t->line, t->column, _("%s goes right after the colour, as in: White %s Bb2"),
                  piece_attributes[attribute], piece_attributes[attribute]);
          return;
        }
      if (!t->at_end && FOUND (piece_attributes, attribute))
        {
          /* Translators: %s is a Popeye piece attribute keyword such as Royal
           * or Kamikaze. */
          report (r, t->line, t->column, _("piece attributes such as '%s' are not supported yet"),
                  piece_attributes[attribute]);
          return;
        }
      if (pieces == 0)
        {
          report (r, t->line, t->column,
                  /* Translators: Kf5 and Pg2h2 are Popeye input and stay as
                   * they are; %s is a colour keyword: White, Black or
                   * Neutral. */
                  _("expected a piece and its squares, such as Kf5 or Pg2h2, after '%s'"),
                  colour_word);
          return;
        }
      groups++;
    }
}

/* ---- Forsyth ------------------------------------------------------------ */

static void
read_forsyth (Reader *r)
{
  FaProblem *p = r->problem;
  const Token *t = &r->token;
  if (t->at_end)
    {
      /* Translators: 'Forsyth' in quotes is the Popeye keyword; keep it in
       * English. */
      report (r, t->line, t->column, _("expected a position in Forsyth notation after 'Forsyth'"));
      return;
    }

  /* Popeye fills the board from the top left, rank by rank; '/' is only
   * decoration, and blanks at the end may be left out. */
  int n_squares = p->files * p->ranks, index = 0;
  const char *text = t->text;
  size_t i = 0;
  while (text[i] != '\0')
    {
      int column = t->column + (int) i;
      if (text[i] == '/')
        {
          i++;
          continue;
        }
      if (g_ascii_isdigit (text[i]))
        {
          int count = 0, digits = 0;
          while (g_ascii_isdigit (text[i]) && digits < 3)
            {
              count = count * 10 + (text[i] - '0');
              i++;
              digits++;
            }
          index = MIN (index + count, n_squares);
          continue;
        }

      FaColour colour = 0;
      if (text[i] == '+' || text[i] == '-' || text[i] == '=')
        {
          colour = text[i] == '+' ? FA_COLOUR_WHITE
                   : text[i] == '-' ? FA_COLOUR_BLACK : FA_COLOUR_NEUTRAL;
          i++;
        }
      size_t code_start = i, code_length = 1;
      if (text[i] == '.')
        {
          code_start = i + 1;
          code_length = 2;
          if (!g_ascii_isalnum (text[i + 1]) || !g_ascii_isalnum (text[i + 2]))
            {
              report (r, t->line, t->column + (int) i,
                      _("expected two letters or digits after '.' in Forsyth"));
              return;
            }
        }
      else if (!g_ascii_isalpha (text[i]))
        {
          report (r, t->line, t->column + (int) i,
                  _("expected a piece letter, a number of empty squares or '/' in Forsyth"));
          return;
        }
      const FaPieceSpec *spec = fa_problem_lookup_piece (p, text + code_start, code_length);
      if (spec == NULL)
        {
          g_autofree char *code = g_strndup (text + code_start, code_length);
          g_autofree char *quoted = quote_word (code);
          report (r, t->line, t->column + (int) code_start, _("unknown piece '%s' in Forsyth"), quoted);
          return;
        }
      if (colour == 0)
        colour = g_ascii_islower (text[code_start]) ? FA_COLOUR_BLACK : FA_COLOUR_WHITE;
      if (index >= n_squares)
        {
          /* Translators: %dx%d is the size of the board, files by ranks, such
           * as 8x8. */
          report (r, t->line, column, _("Forsyth runs past the last square of the %dx%d board"),
                  p->files, p->ranks);
          return;
        }
      FaSquare sq = (FaSquare) ((p->ranks - 1 - index / p->files) * p->files + index % p->files);
      if (p->holes[sq])
        {
          char name[8];
          report (r, t->line, column, _("cannot place a piece on %s: it is a hole"),
                  fa_square_name_for (p->files, sq, name));
          return;
        }
      fa_problem_put_at (p, spec, colour, sq, (FaSourcePos) { t->line, column });
      index++;
      i = code_start + code_length;
    }
  r->squares_named = TRUE;
  advance (r);
}

static void
read_initial_game_array (Reader *r)
{
  FaProblem *p = r->problem;
  const Token *t = &r->token;
  if (p->files != 8 || p->ranks != 8)
    {
      /* Translators: InitialGameArray is a Popeye keyword; keep it in
       * English. */
      report (r, t->line, t->column, _("InitialGameArray needs the 8x8 board"));
      return;
    }
  static const char back_rank[] = "RSBQKBSR";
  for (int file = 0; file < 8; file++)
    for (int rank = 0; rank < 8; rank++)
      if ((rank < 2 || rank > 5) && p->holes[rank * 8 + file])
        {
          char name[8];
          report (r, t->line, t->column, _("cannot place a piece on %s: it is a hole"),
                  fa_square_name_for (8, (FaSquare) (rank * 8 + file), name));
          return;
        }
  for (int file = 0; file < 8; file++)
    {
      const FaPieceSpec *officer = fa_problem_lookup_piece (p, back_rank + file, 1);
      const FaPieceSpec *pawn = fa_problem_lookup_piece (p, "P", 1);
      if (officer == NULL || pawn == NULL)
        {
          report (r, t->line, t->column, _("the piece catalogue lacks orthodox pieces"));
          return;
        }
      fa_problem_put (p, officer, FA_COLOUR_WHITE, (FaSquare) file);
      fa_problem_put (p, pawn, FA_COLOUR_WHITE, (FaSquare) (8 + file));
      fa_problem_put (p, pawn, FA_COLOUR_BLACK, (FaSquare) (48 + file));
      fa_problem_put (p, officer, FA_COLOUR_BLACK, (FaSquare) (56 + file));
    }
  r->squares_named = TRUE;
  advance (r);
}

/* "Retractor Proca|Hoeg|Høeg|Klan|Pacific [NoForwardDefence]
 * [Repetition Black|Both|Off]": Faerie's own (Popeye has no retractors). */
static void
read_retractor (Reader *r)
{
  const Token *t = &r->token;
  FaProblem *p = r->problem;
  int line = t->line, column = t->column;
  advance (r);
  static const char *const types[] = { "Proca", "Hoeg", "H\xc3\xb8" "eg", "Klan", "Pacific" };
  static const FaRetractorType values[] = { FA_RETRACTOR_PROCA, FA_RETRACTOR_HOEG, FA_RETRACTOR_HOEG,
                                            FA_RETRACTOR_KLAN, FA_RETRACTOR_PACIFIC };
  int type = t->at_end ? N_ELEMENTS (types) : exact_index (types, N_ELEMENTS (types), t->text);
  if (type == N_ELEMENTS (types))
    {
      /* Translators: Retractor, Proca, Hoeg, Klan and Pacific are input
       * keywords; keep them in English. */
      report (r, t->at_end ? line : t->line, t->at_end ? column : t->column,
              _("expected Proca, Hoeg, Klan or Pacific after 'Retractor'"));
      return;
    }
  p->retractor.type = values[type];
  p->retractor.source = (FaSourcePos) { line, column };
  advance (r);
  while (!t->at_end && !r->failed && !is_keyword (t->text))
    {
      if (g_ascii_strcasecmp (t->text, "NoForwardDefence") == 0)
        {
          p->retractor.no_forward_defence = true;
          advance (r);
          continue;
        }
      if (g_ascii_strcasecmp (t->text, "Repetition") == 0)
        {
          advance (r);
          static const char *const rules[] = { "Black", "Both", "Off" };
          int rule = t->at_end ? N_ELEMENTS (rules) : exact_index (rules, N_ELEMENTS (rules), t->text);
          if (rule == N_ELEMENTS (rules))
            {
              report (r, t->line, t->column, _("expected Black, Both or Off after 'Repetition'"));
              return;
            }
          p->retractor.repetition = (FaRepetitionRule) rule;
          advance (r);
          continue;
        }
      report (r, t->line, t->column, _("expected NoForwardDefence or Repetition"));
      return;
    }
}

/* ---- Stipulation ------------------------------------------------------- */

/* A retractor stipulation written in words, "-7 & #1": the words joined
 * into one ("-7&#1") and read so.  FALSE (nothing read) for other text. */
static gboolean
read_retractor_stipulation (Reader *r, FaStipulation *out)
{
  const Token *t = &r->token;
  if (t->text[0] != '-')
    return FALSE;
  int line = t->line, column = t->column;
  GString *joined = g_string_new (t->text);
  /* The column each word starts at, to place an error in the words. */
  int starts[3] = { 0, -1, -1 }, columns[3] = { column, 0, 0 }, n = 1;
  advance (r);
  while (n < 3 && !r->failed && !t->at_end && !is_keyword (t->text) && t->line == line
         && (strchr (joined->str, '&') == NULL || joined->str[joined->len - 1] == '&'))
    {
      starts[n] = (int) joined->len;
      columns[n++] = t->column;
      g_string_append (joined, t->text);
      advance (r);
    }
  int error_pos = 0;
  const char *expected = NULL;
  if (!fa_stipulation_parse (joined->str, out, &error_pos, &expected))
    {
      int word = 0;
      while (word + 1 < n && error_pos >= starts[word + 1])
        word++;
      /* Translators: %s is what the stipulation lacks, such as
       * "the number of moves". */
      report (r, line, columns[word] + error_pos - starts[word], _("expected %s"), _(expected));
      g_string_free (joined, TRUE);
      return FALSE;
    }
  g_string_free (joined, TRUE);
  return TRUE;
}

static gboolean
read_stipulation (Reader *r, FaStipulation *out)
{
  const Token *t = &r->token;
  if (t->at_end || is_keyword (t->text))
    {
      report (r, t->line, t->column, _("expected a stipulation such as #2 or h#3"));
      return FALSE;
    }
  if (t->text[0] == '-')
    return read_retractor_stipulation (r, out);

  int error_pos = 0;
  const char *expected = NULL;
  if (fa_stipulation_parse (t->text, out, &error_pos, &expected))
    {
      advance (r);
      return TRUE;
    }

  /* Popeye allows the number as a word of its own: "h# 3". */
  if ((size_t) error_pos == t->length && t->length > 0
      && strchr ("#=+", t->text[t->length - 1]) != NULL)
    {
      int line = t->line, column = t->column;
      char *joined = g_strdup (t->text);
      advance (r);
      if (!r->failed && !t->at_end && g_ascii_isdigit (t->text[0])
          && strlen (joined) + t->length < 64)
        {
          char *both = g_strconcat (joined, t->text, NULL);
          int pos2 = 0;
          const char *expected2 = NULL;
          gboolean ok = fa_stipulation_parse (both, out, &pos2, &expected2);
          g_free (both);
          if (ok)
            {
              g_free (joined);
              advance (r);
              return TRUE;
            }
          int offset = pos2 - (int) strlen (joined);
          g_free (joined);
          /* Translators: %s is what the stipulation lacks, such as
           * "the number of moves". */
          report (r, t->line, t->column + MAX (offset, 0), _("expected %s"), _(expected2));
          return FALSE;
        }
      g_free (joined);
      /* Translators: %s is what the stipulation lacks, such as
       * "the number of moves". */
      report (r, line, column + error_pos, _("expected %s"), _(expected));
      return FALSE;
    }

  /* Translators: %s is what the stipulation lacks, such as
   * "the number of moves". */
  report (r, t->line, t->column + error_pos, _("expected %s"), _(expected));
  return FALSE;
}

/* ---- Conditions -------------------------------------------------------- */

static gboolean
is_piece_list_word (const char *word)
{
  return exact_index (piece_list_words, N_ELEMENTS (piece_list_words), word)
         < N_ELEMENTS (piece_list_words);
}

/* Conditions of Faerie's own, which Popeye does not have: read by their
 * whole name only, so that no abbreviation of Popeye's becomes ambiguous. */
static const char *
faerie_condition (const char *word)
{
  static const char *const names[] = { "GravitationalChess", "RexMultiplex", "MWU" };
  for (size_t i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (word, names[i]) == 0)
      return names[i];
  return NULL;
}

/* Conditions up to the first word that belongs to none: each condition
 * with its arguments as one string, appended to out.  in_twin: twin
 * commands end the list too. */
/* Does the condition line take the Circe family's words (Parrain,
 * Mirror, ...)?  After another condition such a word that names a
 * condition starts it, as in Popeye: "KoeKo Parrain" is KöKo and
 * Parrain Circe. */
static gboolean
takes_circe_words (const char *line)
{
  size_t n = strcspn (line, " ");
  for (size_t i = 0; i + 5 <= n; i++)
    if (g_ascii_strncasecmp (line + i, "Circe", 5) == 0)
      return TRUE;
  return n == 3 && g_ascii_strncasecmp (line, "PWC", 3) == 0;
}

/* The current word does not fit the condition line read so far. */
static void
report_condition_word (Reader *r, const char *line)
{
  const Token *t = &r->token;
  g_autofree char *quoted = quote_word (t->text);
  const FaConditionSpec *spec = fa_condition_of_line (line);
  g_autofree char *keyword = g_strndup (line, strcspn (line, " "));
  /* Translators: the code of this translation's language ("es"), for the
   * texts the condition catalogue keeps in its own tables. */
  const char *language = _("en");
  const char *words = spec ? fa_condition_parameters_in (spec, language) : NULL;
  if (words)
    /* Translators: the first %s is the word as written, the second a
     * condition keyword, the third what the condition takes after it. */
    report (r, t->line, t->column, _("'%s' does not fit the condition %s, which takes: %s"), quoted, keyword, words);
  else
    /* Translators: %s is the word as written, the second a condition
     * keyword. */
    report (r, t->line, t->column, _("'%s' does not fit the condition %s: expected another condition or a keyword"),
            quoted, keyword);
}

static void
read_conditions (Reader *r, GPtrArray *out, GArray *sources, gboolean in_twin)
{
  const Token *t = &r->token;
  GString *current = NULL;
  gboolean last_was_squares = FALSE;
  gboolean takes_pieces = FALSE; /* the current condition lists piece kinds */

  for (;;)
    {
      if (t->at_end || r->failed)
        break;
      gboolean squares_before = last_was_squares;
      last_was_squares = FALSE;
      const char *word = t->text;
      int variant_exact = exact_index (condition_variants, N_ELEMENTS (condition_variants), word);
      int condition = UNIQUE (condition_names, word);
      gboolean pieces_first = current != NULL && takes_pieces;
      const FaPieceSpec *piece = t->length <= 3
                                 ? fa_problem_lookup_piece (r->problem, word, t->length) : NULL;

      if (in_twin && UNIQUE (twin_commands, word) == TWIN_MIRROR
          && next_word_is (r, mirror_names, N_ELEMENTS (mirror_names)))
        {
          /* "Mirror a1<-->h1" after a twin's conditions is the twin
           * command, not Circe's Mirror. */
          break;
        }
      else if (current && variant_exact < N_ELEMENTS (condition_variants)
               && !(FOUND (condition_names, condition) && !takes_circe_words (current->str)))
        {
          g_string_append_printf (current, " %s", condition_variants[variant_exact]);
          takes_pieces |= is_piece_list_word (condition_variants[variant_exact]);
        }
      else if (current && pieces_first && piece != NULL && !FOUND (condition_names, condition))
        {
          g_string_append_printf (current, " %s", piece->code);
        }
      else if (FOUND (condition_names, condition) || faerie_condition (word))
        {
          if (current)
            g_ptr_array_add (out, g_string_free (current, FALSE));
          const char *name = FOUND (condition_names, condition) ? condition_names[condition] : faerie_condition (word);
          current = g_string_new (name);
          if (sources)
            g_array_append_val (sources, ((FaSourcePos) { t->line, t->column }));
          takes_pieces = is_piece_list_word (name);
        }
      else if (is_keyword (word)
               || (in_twin && FOUND (twin_commands, UNIQUE (twin_commands, word))))
        {
          break;
        }
      else if (current && FOUND (condition_variants, UNIQUE (condition_variants, word)))
        {
          const char *variant = condition_variants[UNIQUE (condition_variants, word)];
          g_string_append_printf (current, " %s", variant);
          takes_pieces |= is_piece_list_word (variant);
        }
      else if (current && strpbrk (word, "0123456789") != NULL)
        {
          /* Squares, numbers, grid lines: no keyword has a digit. */
          if (is_square_list (r->problem->files, r->problem->ranks, word))
            {
              /* Popeye wants a square list as one word: "a1 b2" is
               * written "a1b2". */
              char *lower = g_ascii_strdown (word, -1);
              g_string_append_printf (current, "%s%s", squares_before ? "" : " ", lower);
              g_free (lower);
              advance (r);
              last_was_squares = TRUE;
              continue;
            }
          g_string_append_printf (current, " %s", word);
        }
      else if (current && piece != NULL)
        {
          g_string_append_printf (current, " %s", piece->code);
        }
      else if (condition == N_ELEMENTS (condition_names) + 1)
        {
          g_autofree char *quoted = quote_word (word);
          /* Translators: %s is an abbreviation, as written, that starts more
           * than one condition name. */
          report (r, t->line, t->column, _("condition '%s' is ambiguous"), quoted);
          break;
        }
      else if (current && !in_twin)
        {
          /* A word that is no keyword after a condition: say what the
           * condition takes (the catalogue's words, in the language of
           * the messages). */
          report_condition_word (r, current->str);
          break;
        }
      else
        break;
      advance (r);
    }

  if (current)
    g_ptr_array_add (out, g_string_free (current, FALSE));
}

/* ---- Options ----------------------------------------------------------- */

static gboolean
read_option_number (Reader *r, const char *option, long min, long max, long *out)
{
  const Token *t = &r->token;
  advance (r);
  if (r->failed)
    return FALSE;
  if (t->at_end || !parse_number (t->text, max, out) || *out < min)
    {
      /* Translators: %ld and %ld are the smallest and the largest number
       * allowed; %s is an option keyword such as MaxSolutions. */
      report (r, t->line, t->column, _("expected a number from %ld to %ld after '%s'"),
              min, max, option);
      return FALSE;
    }
  advance (r);
  return TRUE;
}

/* Squares given in one word ("d7d6d5", Popeye's way) or in several;
 * reads words while they are square lists, up to max squares. */
/* Squares in one or more words, up to max; where (if not NULL) gets the
 * position each square was written at, for messages about it later. */
static int
read_square_words_at (Reader *r, int files, int ranks, FaSquare *out, FaSourcePos *where, int max,
                      const char *after)
{
  const Token *t = &r->token;
  int count = 0;
  for (;;)
    {
      FaSquare squares[MAX_SQUARES_PER_WORD];
      int n = t->at_end ? -1
              : parse_square_list (files, ranks, t->text, squares, MAX_SQUARES_PER_WORD, NULL);
      if (n < 0)
        break;
      if (count + n > max)
        {
          /* Translators: %s is a keyword such as Holes or NoCastling; %d is
           * the largest number of squares it takes. */
          report (r, t->line, t->column, _("too many squares after '%s' (at most %d)"), after, max);
          return -1;
        }
      memcpy (out + count, squares, (size_t) n * sizeof *squares);
      for (int i = 0, offset = 0; where && i < n; i++)
        {
          where[count + i] = (FaSourcePos) { t->line, t->column + offset };
          FaSquare unused;
          offset += fa_square_parse (files, ranks, t->text + offset, &unused);
        }
      count += n;
      advance (r);
      if (r->failed)
        return -1;
      if (count == max)
        break;
    }
  if (count == 0)
    {
      if (!t->at_end && g_ascii_isalpha (t->text[0]) && g_ascii_isdigit (t->text[1]))
        report_bad_square (r, 0, 0, files, ranks);
      else
        report (r, t->line, t->column, _("expected a square after '%s'"), after);
      return -1;
    }
  return count;
}

static int
read_square_words (Reader *r, int files, int ranks, FaSquare *out, int max, const char *after)
{
  return read_square_words_at (r, files, ranks, out, NULL, max, after);
}

static void
report_unsupported_option (Reader *r, int option)
{
  const Token *t = &r->token;
  /* Translators: %s is a Popeye option keyword such as NoBoard. */
  report (r, t->line, t->column, _("option '%s' is not supported yet"), option_names[option]);
}

static void
read_options (Reader *r)
{
  FaProblem *p = r->problem;
  FaOptions *o = &p->options;
  const Token *t = &r->token;
  int n_read = 0;

  for (;;)
    {
      if (t->at_end || r->failed)
        break;
      int option = UNIQUE (option_names, t->text);
      if (option == N_ELEMENTS (option_names) + 1)
        {
          /* Translators: %s is an abbreviation, as written, that starts more
           * than one option keyword. */
          report (r, t->line, t->column, _("option '%s' is ambiguous"), t->text);
          return;
        }
      if (!FOUND (option_names, option))
        break;
      n_read++;
      long value = 0;

      switch (option)
        {
        case OPT_DEFENCE:
          if (read_option_number (r, "Defence", 0, 9999, &value))
            o->defence = (int) value;
          continue;
        case OPT_THREAT:
          if (read_option_number (r, "Threat", 0, 9999, &value))
            o->threat = (int) value;
          continue;
        case OPT_MAX_SOLUTIONS:
          if (read_option_number (r, "MaxSolutions", 1, 1000000000, &value))
            o->max_solutions = (int) value;
          continue;
        case OPT_MAX_TIME:
          if (read_option_number (r, "MaxTime", 1, 1000000000, &value))
            o->max_time = (double) value;
          continue;
        case OPT_START_MOVE_NUMBER:
        case OPT_UP_TO_MOVE_NUMBER:
          /* Only where Popeye starts or stops printing progress: a move
           * number such as 27 or 27:11, read and ignored. */
          advance (r);
          if (!r->failed && (t->at_end || !g_ascii_isdigit (t->text[0])))
            {
              /* Translators: %s is an option keyword such as StartMoveNumber. */
              report (r, t->line, t->column, _("expected a move number after '%s'"),
                      option_names[option]);
              return;
            }
          advance (r);
          continue;
        case OPT_SET_PLAY:
          o->set_play = TRUE;
          break;
        case OPT_WHITE_TO_PLAY:
          o->white_to_play = TRUE;
          break;
        case OPT_VARIATIONS:
          o->variation = TRUE;
          break;
        case OPT_DUPLEX:
          o->duplex = TRUE;
          break;
        case OPT_HALF_DUPLEX:
          o->half_duplex = TRUE;
          break;
        case OPT_NO_WK:
          o->no_wk = TRUE;
          break;
        case OPT_NO_BK:
          o->no_bk = TRUE;
          break;
        case OPT_NO_THREAT:
          o->no_threat = TRUE;
          break;
        case OPT_TRY:
          o->try_play = TRUE;
          break;
        case OPT_NO_BOARD:
          o->no_board = TRUE;
          break;
        case OPT_NO_SHORT_VARIATIONS:
          o->no_short_variations = TRUE;
          break;
        case OPT_INTELLIGENT:
        case OPT_BEEP:
          if (option == OPT_INTELLIGENT)
            o->intelligent = TRUE;
          /* An optional number follows: for Intelligent, the most
           * solutions per final position; Beep's count is not used. */
          advance (r);
          if (!t->at_end && is_number (t->text))
            {
              if (option == OPT_INTELLIGENT)
                o->intelligent_max = (int) MIN (g_ascii_strtoll (t->text, NULL, 10), G_MAXINT);
              advance (r);
            }
          continue;
        case OPT_MOVE_NUMBERS:
        case OPT_NO_SYMMETRY:
        case OPT_SUPPRESS_GRID:
        case OPT_WRITE_GRID:
          /* Display only. */
          break;
        case OPT_EN_PASSANT:
          {
            FaSquare squares[3];
            int line = t->line, column = t->column;
            advance (r);
            int n = read_square_words (r, p->files, p->ranks, squares, 3, "EnPassant");
            if (n < 0)
              return;
            if (n != 3)
              {
                report (r, line, column,
                        /* Translators: EnPassant is a Popeye keyword and
                         * d7d6d5 Popeye input; keep both as they are. */
                        _("expected three squares after 'EnPassant': from, passed and to, such as d7d6d5"));
                return;
              }
            o->ep_from = squares[0];
            o->ep_passed = squares[1];
            o->ep_to = squares[2];
            r->squares_named = TRUE;
            continue;
          }
        case OPT_NO_CASTLING:
          {
            FaSquare squares[FA_MAX_SQUARES];
            advance (r);
            int n = read_square_words (r, p->files, p->ranks, squares, FA_MAX_SQUARES, "NoCastling");
            if (n < 0)
              return;
            for (int i = 0; i < n; i++)
              {
                gboolean known = FALSE;
                for (guint j = 0; j < o->no_castling->len; j++)
                  known |= g_array_index (o->no_castling, FaSquare, j) == squares[i];
                if (!known)
                  g_array_append_val (o->no_castling, squares[i]);
              }
            r->squares_named = TRUE;
            continue;
          }
        default:
          report_unsupported_option (r, option);
          return;
        }
      advance (r);
    }

  if (n_read == 0 && !r->failed)
    report (r, t->line, t->column,
            /* Translators: The option names are Popeye keywords and stay in
             * English. */
            _("expected an option such as Try, SetPlay, Variation or Defence 2"));
}

/* ---- Faerie extensions ------------------------------------------------- */

static void
read_board_size (Reader *r)
{
  FaProblem *p = r->problem;
  const Token *keyword_token = &r->token;
  int line = keyword_token->line, column = keyword_token->column;
  if (r->squares_named || p->pieces->len > 0)
    {
      report (r, line, column,
              /* Translators: BoardSize, Pieces, Forsyth and Holes are
               * keywords and stay in English. */
              _("BoardSize must come before Pieces, Forsyth, Holes and options that name squares"));
      return;
    }
  advance (r);
  const Token *t = &r->token;
  long files = 0, ranks = 0;
  char *x = t->at_end ? NULL : strpbrk (t->text, "xX");
  if (x != NULL)
    {
      *x = '\0';
      gboolean ok = parse_number (t->text, 99, &files) && parse_number (x + 1, 99, &ranks);
      *x = 'x';
      if (ok && files >= 1 && files <= FA_MAX_FILES && ranks >= 1 && ranks <= FA_MAX_RANKS)
        {
          p->files = (int) files;
          p->ranks = (int) ranks;
          memset (p->holes, 0, sizeof p->holes);
          advance (r);
          return;
        }
    }
  report (r, t->line, t->column,
          /* Translators: BoardSize is a keyword and 10x12 input; keep both as
           * they are. */
          _("expected a board size such as 10x12 (files x ranks, each 1 to 16) after 'BoardSize'"));
}

/* Cuts squares[0..n) out of the board (Holes, Popeye's Condition Hole),
 * written at line:column; FALSE, reported, when a piece stands on one. */
static gboolean
make_holes (Reader *r, const FaSquare *squares, int n, int line, int column)
{
  FaProblem *p = r->problem;
  for (int i = 0; i < n; i++)
    {
      if (fa_problem_piece_at (p, squares[i]) != NULL)
        {
          char name[8];
          /* Translators: %s is a square such as d4; a hole is a square cut
           * out of the board. */
          report (r, line, column, _("cannot make %s a hole: a piece stands there"),
                  fa_square_name_for (p->files, squares[i], name));
          return FALSE;
        }
      p->holes[squares[i]] = true;
    }
  if (n > 0)
    r->squares_named = TRUE;
  return TRUE;
}

static void
read_holes (Reader *r)
{
  FaProblem *p = r->problem;
  advance (r);
  FaSquare squares[FA_MAX_SQUARES];
  const Token *t = &r->token;
  int line = t->line, column = t->column;
  int n = read_square_words (r, p->files, p->ranks, squares, FA_MAX_SQUARES, "Holes");
  make_holes (r, squares, n, line, column);
}

/* Popeye's "Condition Hole e4f5" cuts squares out of the board, as
 * Faerie's Holes does: the conditions read from index `first` on that are
 * Hole become holes and leave the list (Popeye draws them in the diagram
 * and lists no condition for them either). */
static void
take_hole_conditions (Reader *r, guint first)
{
  FaProblem *p = r->problem;
  for (guint i = first; i < p->conditions->len;)
    {
      const char *text = g_ptr_array_index (p->conditions, i);
      if (strcmp (text, "Hole") != 0 && !g_str_has_prefix (text, "Hole "))
        {
          i++;
          continue;
        }
      FaSourcePos at = g_array_index (p->condition_sources, FaSourcePos, i);
      FaSquare squares[FA_MAX_SQUARES];
      int n = text[4] ? parse_square_list (p->files, p->ranks, text + 5, squares, FA_MAX_SQUARES, NULL) : -1;
      if (n <= 0)
        {
          /* Translators: Hole is a condition keyword and e4f5 input; keep
           * both as they are. */
          report (r, at.line, at.column, _("expected the squares of the holes after 'Hole', such as e4f5"));
          return;
        }
      if (!make_holes (r, squares, n, at.line, at.column))
        return;
      g_ptr_array_remove_index (p->conditions, i);
      g_array_remove_index (p->condition_sources, i);
    }
}

static void
read_define_piece (Reader *r)
{
  FaProblem *p = r->problem;
  advance (r);
  const Token *t = &r->token;
  /* As Popeye's codes (G2, B1, 37): letters and digits; a letter first,
   * so that a code is never read as a number of squares in Forsyth. */
  gboolean good = t->length >= 1 && t->length <= 3 && g_ascii_isalpha (t->text[0]);
  for (size_t i = 1; i < t->length && good; i++)
    good = g_ascii_isalnum (t->text[i]);
  if (t->at_end || !good)
    {
      /* Translators: DefinePiece is a keyword; keep it in English. */
      report (r, t->line, t->column, _("expected a piece code of 1 to 3 letters or digits, "
                                       "a letter first, after 'DefinePiece'"));
      return;
    }
  g_autofree char *code = g_ascii_strup (t->text, -1);
  int code_line = t->line, code_column = t->column;

  /* A composer who writes DefinePiece Q means a new piece, not a queen
   * that moves otherwise: the orthodox codes cannot be redefined.  Fairy
   * codes may be (a problem's own reading of a piece), with a warning. */
  const FaPieceSpec *catalogue = fa_piece_lookup_code (code, strlen (code));
  if (catalogue && fa_piece_popeye_rank (catalogue) < N_ORTHODOX_KINDS)
    {
      /* Translators: DefinePiece is a keyword; %s is an orthodox piece code
       * such as Q. */
      report (r, code_line, code_column, _("%s is an orthodox piece: DefinePiece cannot redefine it; "
                                           "choose another code"), code);
      return;
    }
  if (catalogue)
    /* Translators: DefinePiece is a keyword; the first %s is a piece code
     * such as NN, the second the catalogue's name of it, such as
     * nightrider. */
    warn (r, code_line, code_column, _("DefinePiece %s replaces the catalogue's %s in this problem"), code,
          catalogue->name_en);

  for (guint i = 0; i < p->user_pieces->len; i++)
    if (g_ascii_strcasecmp (((FaPieceSpec *) g_ptr_array_index (p->user_pieces, i))->code, code) == 0)
      {
        /* Translators: %s is a piece code such as ZZ. */
        report (r, code_line, code_column, _("piece %s is already defined in this problem"), code);
        return;
      }
  for (guint i = 0; i < p->pieces->len; i++)
    if (g_ascii_strcasecmp (g_array_index (p->pieces, FaPlacedPiece, i).spec->code, code) == 0)
      {
        report (r, code_line, code_column,
                /* Translators: DefinePiece is a keyword; both %s are the same
                 * piece code, such as ZZ. */
                _("DefinePiece %s must come before the pieces that use the code %s"), code, code);
        return;
      }

  if (p->user_pieces->len >= MAX_USER_PIECES)
    {
      /* Translators: DefinePiece is a keyword; %d is the largest number of
       * pieces a problem may define. */
      report (r, code_line, code_column, _("too many DefinePiece in one problem (at most %d)"),
              MAX_USER_PIECES);
      return;
    }

  int movement_column = 0;
  g_autofree char *movement = read_rest_of_line (r, &movement_column);
  if (movement == NULL)
    {
      report (r, code_line, code_column + (int) strlen (code),
              /* Translators: NN and mRcpR are movement notations and
               * DefinePiece a keyword; keep them as they are. %s is the code
               * of the piece being defined, such as ZZ. */
              _("expected a movement such as NN or mRcpR after 'DefinePiece %s'"), code);
      return;
    }
  FaMovement parsed;
  int error_pos = 0;
  const char *expected = NULL;
  FaMovementError why = FA_MOVEMENT_ERROR_EXPECTED;
  if (!fa_movement_parse_why (movement, &parsed, &error_pos, &expected, &why))
    {
      /* A limit broken: say which, quoting the leap or range. */
      const char *at = movement + MAX (error_pos, 0);
      size_t length = why == FA_MOVEMENT_ERROR_RANGE_ZERO || why == FA_MOVEMENT_ERROR_RANGE_TOO_LONG
                          ? strspn (at, "0123456789") : strcspn (at, ")") + 1;
      g_autofree char *quoted_limit = g_strndup (at, MIN (length, 20));
      int column = movement_column + MAX (error_pos, 0);
      switch (why)
        {
        case FA_MOVEMENT_ERROR_LEAP_TOO_LONG:
          /* Translators: the first %s is a leap such as (16,0), the second
           * the code of the piece being defined. */
          report (r, code_line, column, _("leap %s of %s is longer than the largest board (16x16) allows: "
                                          "each number is at most 15"), quoted_limit, code);
          return;
        case FA_MOVEMENT_ERROR_NULL_LEAP:
          /* Translators: %s is the code of the piece being defined. */
          report (r, code_line, column, _("(0,0) in the movement of %s is not a move"), code);
          return;
        case FA_MOVEMENT_ERROR_NEGATIVE_LEAP:
          report (r, code_line, column,
                  /* Translators: the first %s is a leap such as (-1,2), the
                   * second the code of the piece being defined; (1,2) is
                   * movement notation. */
                  _("leap %s of %s: a leap is given by its distances, 0 to 15, such as (1,2), "
                    "and goes in all its directions"), quoted_limit, code);
          return;
        case FA_MOVEMENT_ERROR_RANGE_ZERO:
          /* Translators: %s is the code of the piece being defined. */
          report (r, code_line, column, _("range 0 in the movement of %s: a rider's range is 1 to 15"), code);
          return;
        case FA_MOVEMENT_ERROR_RANGE_TOO_LONG:
          report (r, code_line, column,
                  /* Translators: the first %s is a range such as 20, the
                   * second the code of the piece being defined. */
                  _("range %s in the movement of %s is longer than the largest board (16x16) allows: "
                    "at most 15"), quoted_limit, code);
          return;
        case FA_MOVEMENT_ERROR_EXPECTED:
        default:
          break;
        }
      /* Translators: the first %s is what the movement notation lacks,
       * such as "a range only after a rider"; the second is the code of
       * the piece being defined, such as ZZ. */
      report (r, code_line, movement_column + MAX (error_pos, 0), _("expected %s in the movement of %s"),
              expected ? _(expected) : _("a valid movement"), code);
      return;
    }
  fa_problem_define_piece (p, code, movement);
  advance (r);
}

/* ---- Twins ------------------------------------------------------------- */

static void
add_command (FaTwin *twin, FaTwinCommand command)
{
  g_array_append_val (twin->commands, command);
}

static gboolean
read_substitute_piece (Reader *r, const FaPieceSpec **out)
{
  const Token *t = &r->token;
  if (!t->at_end && t->length <= 3)
    *out = fa_problem_lookup_piece (r->problem, t->text, t->length);
  else
    *out = NULL;
  if (*out == NULL)
    {
      /* Translators: Q and CA are Popeye piece codes and Substitute a
       * keyword; keep them as they are. */
      report (r, t->line, t->column, _("expected a piece code such as Q or CA after 'Substitute'"));
      return FALSE;
    }
  advance (r);
  return TRUE;
}

/* One twin command; the current word is its name. */
static void
read_twin_command (Reader *r, FaTwin *twin, int command)
{
  const Token *t = &r->token;
  int line = t->line, column = t->column;
  FaTwinCommand c = { 0 };
  FaSquare squares[2];

  switch (command)
    {
    case TWIN_MOVE:
    case TWIN_EXCHANGE:
    case TWIN_SHIFT:
      {
        const char *name = twin_commands[command];
        FaSourcePos where[2];
        advance (r);
        int n = read_square_words_at (r, r->twin_files, r->twin_ranks, squares, where, 2, name);
        if (n < 0)
          return;
        if (n != 2)
          {
            /* Translators: %s is a twin command such as Move or Exchange. */
            report (r, t->line, t->column, _("expected a second square after '%s'"), name);
            return;
          }
        c.kind = command == TWIN_MOVE ? FA_TWIN_MOVE
                 : command == TWIN_EXCHANGE ? FA_TWIN_EXCHANGE : FA_TWIN_SHIFT;
        c.from = squares[0];
        c.to = squares[1];
        c.from_source = where[0];
        c.to_source = where[1];
        add_command (twin, c);
        return;
      }

    case TWIN_REMOVE:
      {
        FaSquare removed[FA_MAX_SQUARES];
        FaSourcePos where[FA_MAX_SQUARES];
        advance (r);
        int n = read_square_words_at (r, r->twin_files, r->twin_ranks, removed, where, FA_MAX_SQUARES,
                                      "Remove");
        for (int i = 0; i < n; i++)
          {
            FaTwinCommand remove = { .kind = FA_TWIN_REMOVE, .from = removed[i], .to = FA_NO_SQUARE,
                                     .from_source = where[i] };
            add_command (twin, remove);
          }
        return;
      }

    case TWIN_ADD:
      advance (r);
      if (!r->failed)
        read_piece_groups (r, twin, "Add");
      return;

    case TWIN_ROTATE:
      advance (r);
      if (r->failed)
        return;
      c.kind = FA_TWIN_ROTATE;
      c.degrees = t->at_end ? 0 : g_str_equal (t->text, "90") ? 90
                  : g_str_equal (t->text, "180") ? 180
                  : g_str_equal (t->text, "270") ? 270 : 0;
      if (c.degrees == 0)
        {
          /* Translators: Rotate is a Popeye twin command; keep it in English. */
          report (r, t->line, t->column, _("expected 90, 180 or 270 after 'Rotate'"));
          return;
        }
      if (c.degrees != 180)
        {
          int files = r->twin_files;
          r->twin_files = r->twin_ranks;
          r->twin_ranks = files;
        }
      add_command (twin, c);
      advance (r);
      return;

    case TWIN_MIRROR:
      {
        advance (r);
        if (r->failed)
          return;
        int mirror = t->at_end ? N_ELEMENTS (mirror_names) : UNIQUE (mirror_names, t->text);
        if (!FOUND (mirror_names, mirror))
          {
            report (r, t->line, t->column,
                    /* Translators: a1<-->h1 and the like are Popeye input and
                     * Mirror a twin command; keep them as they are. */
                    _("expected a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 after 'Mirror'"));
            return;
          }
        c.kind = FA_TWIN_MIRROR;
        c.mirror = mirror_kinds[mirror];
        if (c.mirror == FA_MIRROR_DIAGONAL || c.mirror == FA_MIRROR_ANTIDIAGONAL)
          {
            int files = r->twin_files;
            r->twin_files = r->twin_ranks;
            r->twin_ranks = files;
          }
        add_command (twin, c);
        advance (r);
        return;
      }

    case TWIN_STIPULATION:
      advance (r);
      if (r->failed)
        return;
      c.kind = FA_TWIN_STIPULATION;
      if (read_stipulation (r, &c.stipulation))
        add_command (twin, c);
      return;

    case TWIN_CONDITION:
      {
        advance (r);
        if (r->failed)
          return;
        g_autoptr (GPtrArray) conditions = g_ptr_array_new_with_free_func (g_free);
        int condition_line = t->line, condition_column = t->column;
        read_conditions (r, conditions, NULL, TRUE);
        if (r->failed)
          return;
        if (conditions->len == 0)
          {
            report (r, condition_line, condition_column,
                    /* Translators: Circe and Madrasi are Popeye condition
                     * names and Condition a keyword; keep them in English. */
                    _("expected a condition such as Circe or Madrasi after 'Condition'"));
            return;
          }
        g_ptr_array_add (conditions, NULL);
        c.kind = FA_TWIN_CONDITION;
        c.condition = g_strjoinv ("\n", (char **) conditions->pdata);
        c.from_source = (FaSourcePos) { condition_line, condition_column };
        add_command (twin, c);
        return;
      }

    case TWIN_SUBSTITUTE:
      advance (r);
      if (r->failed)
        return;
      c.kind = FA_TWIN_SUBSTITUTE;
      if (!read_substitute_piece (r, &c.substitute_from))
        return;
      /* "Substitute Q ==> S" reads as well as Popeye's "Substitute Q S". */
      if (!t->at_end && g_str_equal (t->text, "==>"))
        advance (r);
      c.to_source = (FaSourcePos) { t->line, t->column };
      if (!read_substitute_piece (r, &c.substitute_to))
        return;
      add_command (twin, c);
      return;

    case TWIN_POLISH_TYPE:
      c.kind = FA_TWIN_POLISH_TYPE;
      add_command (twin, c);
      advance (r);
      return;

    case TWIN_SSTIPULATION:
      /* Translators: SStipulation is a Popeye keyword; keep it in English. */
      report (r, line, column, _("structured stipulations (SStipulation) are not supported yet"));
      return;

    case TWIN_CONTINUED:
    default:
      /* Translators: Continued and Twin are Popeye keywords; keep them in
       * English. */
      report (r, line, column, _("'Continued' must come directly after 'Twin'"));
      return;
    }
}

static void read_solution_line (Reader *r, FaProblem *p);

static ProblemEnd
read_twins (Reader *r)
{
  FaProblem *p = r->problem;
  const Token *t = &r->token;

  for (;;)
    {
      /* The current word is Twin. */
      g_array_append_val (r->twin_lines, t->line);
      g_array_append_val (r->twin_columns, t->column);
      FaTwin *twin = fa_twin_new ();
      g_ptr_array_add (p->twins, twin);
      advance (r);
      if (r->failed)
        return PROBLEM_ENDS_INPUT;

      if (!t->at_end && UNIQUE (twin_commands, t->text) == TWIN_CONTINUED)
        {
          twin->continued = TRUE;
          advance (r);
        }
      else
        {
          r->twin_files = p->files;
          r->twin_ranks = p->ranks;
        }

      int n_commands = 0;
      while (!r->failed && !t->at_end)
        {
          int command = UNIQUE (twin_commands, t->text);
          if (command == N_ELEMENTS (twin_commands) + 1)
            {
              /* Translators: %s is an abbreviation, as written, that starts
               * more than one twin command. */
              report (r, t->line, t->column, _("twin command '%s' is ambiguous"), t->text);
              break;
            }
          if (!FOUND (twin_commands, command))
            break;
          read_twin_command (r, twin, command);
          n_commands++;
        }
      if (r->failed)
        return PROBLEM_ENDS_INPUT;
      if (n_commands == 0)
        {
          report (r, t->line, t->column,
                  /* Translators: The twin commands are Popeye keywords and
                   * stay in English. */
                  _("expected a twin command such as Move, Exchange, Remove, Add, Rotate, Mirror, "
                  "Shift, Stipulation, Condition, Substitute or PolishType"));
          return PROBLEM_ENDS_INPUT;
        }

      /* Popeye allows remarks between twins; the intended solution of the
       * twins is written after them as often as before. */
      for (int key; !t->at_end && ((key = UNIQUE (problem_keywords, t->text)) == KEY_REMARK || key == KEY_SOLUTION);)
        {
          if (key == KEY_SOLUTION)
            {
              read_solution_line (r, p);
              continue;
            }
          char *remark = read_rest_of_line (r, NULL);
          if (remark)
            g_ptr_array_add (p->remarks, remark);
          advance (r);
        }
      if (r->failed)
        return PROBLEM_ENDS_INPUT;

      if (t->at_end)
        {
          /* Translators: EndProblem is a Popeye keyword; keep it in English. */
          report (r, t->line, t->column, _("expected EndProblem at the end of the input"));
          return PROBLEM_ENDS_INPUT;
        }
      int end = UNIQUE (end_keywords, t->text);
      if (end == END_KEY_END_PROBLEM)
        return PROBLEM_ENDS_END;
      if (end == END_KEY_NEXT_PROBLEM)
        return PROBLEM_ENDS_NEXT;
      if (UNIQUE (twin_keywords, t->text) == TWIN_KEY_TWIN)
        continue;
      g_autofree char *quoted = quote_word (t->text);
      report (r, t->line, t->column,
              /* Translators: Twin, NextProblem and EndProblem are Popeye
               * keywords and stay in English; %s is the word found instead. */
              _("expected a twin command, Twin, NextProblem or EndProblem, not '%s'"), quoted);
      return PROBLEM_ENDS_INPUT;
    }
}

/* ---- Problems ---------------------------------------------------------- */

/* Several Author (Origin, Title) lines are joined with "\n"; a GString
 * per field keeps many of them linear. */
static void
append_line (GString **field, const char *line)
{
  if (line == NULL)
    return;
  if (*field == NULL)
    *field = g_string_new (line);
  else
    g_string_append_printf (*field, "\n%s", line);
}

static char *
take_text (GString **field)
{
  if (*field == NULL)
    return NULL;
  char *text = g_string_free (*field, FALSE);
  *field = NULL;
  return text;
}

/* A line of the intended solution (Faerie's Solution): its text and
 * where it began. */
static void
read_solution_line (Reader *r, FaProblem *p)
{
  FaSourcePos at = { r->token.line, 0 };
  g_autofree char *line = read_rest_of_line (r, &at.column);
  if (line)
    {
      append_line (&r->solution, line);
      at.line = r->scan.line;
      g_array_append_val (p->solution_sources, at);
    }
  advance (r);
}

/* After an error: skip to the end of the problem, reading text lines as
 * lines so that a word in an Author line does not end the problem. */
static ProblemEnd
skip_problem (Reader *r)
{
  const Token *t = &r->token;
  for (; !t->at_end; advance (r))
    {
      int end = UNIQUE (end_keywords, t->text);
      if (end == END_KEY_END_PROBLEM)
        return PROBLEM_ENDS_END;
      if (end == END_KEY_NEXT_PROBLEM)
        return PROBLEM_ENDS_NEXT;
      switch (UNIQUE (problem_keywords, t->text))
        {
        case KEY_REMARK:
        case KEY_AUTHOR:
        case KEY_ORIGIN:
        case KEY_TITLE:
        case KEY_AWARD:
        case KEY_PROTOCOL:
        case KEY_DEFINE_PIECE:
          g_free (read_rest_of_line (r, NULL));
          break;
        default:
          break;
        }
    }
  return PROBLEM_ENDS_INPUT;
}

static void
report_unknown_word (Reader *r)
{
  const Token *t = &r->token;
  g_autofree char *quoted = quote_word (t->text);
  if (UNIQUE (problem_keywords, t->text) == N_ELEMENTS (problem_keywords) + 1)
    /* Translators: %s is an abbreviation, as written, that starts more than
     * one keyword. */
    report (r, t->line, t->column, _("keyword '%s' is ambiguous"), quoted);
  else
    /* Translators: %s is the word as written in the input. */
    report (r, t->line, t->column, _("unknown keyword '%s'"), quoted);
}

/* Every twin must apply; Popeye checks this while reading too.  One twin
 * at a time, so that n twins cost n, not n². */
static void
check_twins (Reader *r)
{
  FaProblem *p = r->problem;
  if (p->twins->len == 0)
    return;
  /* The diagram without what no twin command looks at, copied afresh for
   * every twin that starts from it. */
  FaProblem *diagram = fa_problem_twin (p, 0, NULL);
  g_ptr_array_set_size (diagram->remarks, 0);
  g_ptr_array_set_size (diagram->conditions, 0);
  g_clear_pointer (&diagram->author, g_free);
  g_clear_pointer (&diagram->origin, g_free);
  g_clear_pointer (&diagram->title, g_free);
  g_clear_pointer (&diagram->award, g_free);
  g_clear_pointer (&diagram->solution, g_free);
  FaProblem *position = NULL;
  for (guint i = 1; i <= p->twins->len && !r->failed; i++)
    {
      const FaTwin *twin = g_ptr_array_index (p->twins, i - 1);
      if (position == NULL || !twin->continued)
        {
          g_clear_pointer (&position, fa_problem_free);
          position = fa_problem_copy (diagram);
        }
      GError *error = NULL;
      FaSourcePos where = { 0, 0 };
      if (!fa_problem_apply_twin_at (position, p, i, &where, &error))
        {
          /* At the square or piece the command fails on; at the Twin when
           * the command has none. */
          if (where.line == 0)
            where = (FaSourcePos) { g_array_index (r->twin_lines, int, i - 1),
                                    g_array_index (r->twin_columns, int, i - 1) };
          report (r, where.line, where.column, "%s", error->message);
          g_error_free (error);
        }
    }
  g_clear_pointer (&position, fa_problem_free);
  fa_problem_free (diagram);
}

/* Counts spec among the kinds seen; reports it, at where, when it is one
 * more than the solver takes. */
static void
count_kind (Reader *r, GPtrArray *kinds, const FaPieceSpec *spec, FaSourcePos where)
{
  if (spec == NULL || r->failed || g_ptr_array_find (kinds, spec, NULL))
    return;
  g_ptr_array_add (kinds, (gpointer) spec);
  if (kinds->len > FA_MAX_KINDS)
    report (r, where.line, where.column,
            /* Translators: %d is the largest number of piece kinds, such as
             * 127; %s the code of the kind that is one too many. */
            _("more than %d kinds of piece in one problem, the six orthodox ones included: "
              "%s is one too many"), FA_MAX_KINDS, spec->code);
}

/* The solver takes at most FA_MAX_KINDS kinds (rules.h): the orthodox
 * ones, which it always has, and every kind the diagram or a twin puts on
 * the board.  Checked here so that the error names the piece. */
static void
check_kinds (Reader *r)
{
  const FaProblem *p = r->problem;
  g_autoptr (GPtrArray) kinds = g_ptr_array_new ();
  const FaPieceSpec *orthodox[] = { fa_piece_king (), fa_piece_pawn (), fa_piece_queen (),
                                    fa_piece_knight (), fa_piece_rook (), fa_piece_bishop () };
  for (gsize i = 0; i < G_N_ELEMENTS (orthodox); i++)
    g_ptr_array_add (kinds, (gpointer) orthodox[i]);
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *piece = &g_array_index (p->pieces, FaPlacedPiece, i);
      count_kind (r, kinds, piece->spec, piece->source);
    }
  for (guint t = 0; t < p->twins->len; t++)
    {
      const FaTwin *twin = g_ptr_array_index (p->twins, t);
      for (guint c = 0; c < twin->commands->len; c++)
        {
          const FaTwinCommand *command = &g_array_index (twin->commands, FaTwinCommand, c);
          if (command->kind == FA_TWIN_ADD)
            count_kind (r, kinds, command->piece.spec, command->from_source);
          else if (command->kind == FA_TWIN_SUBSTITUTE)
            count_kind (r, kinds, command->substitute_to, command->to_source);
        }
    }
}

static ProblemEnd
read_problem_body (Reader *r)
{
  FaProblem *p = r->problem;
  const Token *t = &r->token;

  /* Tolerate a BeginProblem after NextProblem. */
  if (!t->at_end && UNIQUE (begin_keywords, t->text) == 0)
    advance (r);

  for (;;)
    {
      if (r->failed)
        return skip_problem (r);
      if (t->at_end)
        {
          report (r, t->line, t->column, _("expected EndProblem at the end of the input"));
          return PROBLEM_ENDS_INPUT;
        }

      int keyword = UNIQUE (problem_keywords, t->text);
      if (!FOUND (problem_keywords, keyword))
        {
          int end = UNIQUE (end_keywords, t->text);
          if (end == END_KEY_END_PROBLEM)
            return PROBLEM_ENDS_END;
          if (end == END_KEY_NEXT_PROBLEM)
            return PROBLEM_ENDS_NEXT;
          int twin = UNIQUE (twin_keywords, t->text);
          if (twin == TWIN_KEY_TWIN && keyword == N_ELEMENTS (problem_keywords))
            {
              ProblemEnd result = read_twins (r);
              if (r->failed)
                return result == PROBLEM_ENDS_INPUT ? skip_problem (r) : result;
              return result;
            }
          if (twin == TWIN_KEY_ZERO_POSITION && keyword == N_ELEMENTS (problem_keywords))
            {
              /* Translators: ZeroPosition is a Popeye keyword; keep it in
               * English. */
              report (r, t->line, t->column, _("ZeroPosition is not supported yet"));
              continue;
            }
          report_unknown_word (r);
          continue;
        }

      switch (keyword)
        {
        case KEY_REMARK:
          {
            char *remark = read_rest_of_line (r, NULL);
            if (remark)
              g_ptr_array_add (p->remarks, remark);
            advance (r);
            break;
          }
        case KEY_AUTHOR:
        case KEY_ORIGIN:
        case KEY_TITLE:
          {
            g_autofree char *line = read_rest_of_line (r, NULL);
            append_line (keyword == KEY_AUTHOR ? &r->author
                         : keyword == KEY_ORIGIN ? &r->origin : &r->title, line);
            advance (r);
            break;
          }
        case KEY_SOLUTION:
          read_solution_line (r, p);
          break;
        case KEY_AWARD:
          {
            char *line = read_rest_of_line (r, NULL);
            if (line)
              {
                g_free (p->award);
                p->award = line;
              }
            advance (r);
            break;
          }
        case KEY_PROTOCOL:
          /* The name of Popeye's log file: nothing for Faerie to do. */
          g_free (read_rest_of_line (r, NULL));
          advance (r);
          break;
        case KEY_STIPULATION:
          advance (r);
          if (!r->failed && read_stipulation (r, &p->stipulation))
            p->has_stipulation = TRUE;
          break;
        case KEY_CONDITION:
          {
            int line = t->line, column = t->column;
            guint before = p->conditions->len;
            advance (r);
            read_conditions (r, p->conditions, p->condition_sources, FALSE);
            if (!r->failed && p->conditions->len == before)
              report (r, t->at_end ? line : t->line, t->at_end ? column : t->column,
                      _("expected a condition such as Circe or Madrasi after 'Condition'"));
            if (!r->failed)
              take_hole_conditions (r, before);
            break;
          }
        case KEY_OPTION:
          advance (r);
          read_options (r);
          break;
        case KEY_PIECES:
          advance (r);
          if (!r->failed)
            read_piece_groups (r, NULL, "Pieces");
          break;
        case KEY_FORSYTH:
          advance (r);
          if (!r->failed)
            read_forsyth (r);
          break;
        case KEY_INITIAL_GAME_ARRAY:
          read_initial_game_array (r);
          break;
        case KEY_BOARD_SIZE:
          read_board_size (r);
          break;
        case KEY_HOLES:
          read_holes (r);
          break;
        case KEY_DEFINE_PIECE:
          read_define_piece (r);
          break;
        case KEY_RETRACTOR:
          read_retractor (r);
          break;
        case KEY_SSTIPULATION:
          report (r, t->line, t->column, _("structured stipulations (SStipulation) are not supported yet"));
          break;
        case KEY_LATEX:
        case KEY_LATEX_PIECES:
          report (r, t->line, t->column, _("LaTeX output is not supported"));
          break;
        default:
          report_unknown_word (r);
          break;
        }
    }
}

static void
start_problem (Reader *r, int line)
{
  r->problem = fa_problem_new ();
  r->problem->source_name = g_strdup (r->source_name);
  r->problem->source_line = line;
  r->failed = FALSE;
  r->squares_named = FALSE;
  r->twin_files = r->problem->files;
  r->twin_ranks = r->problem->ranks;
  g_array_set_size (r->twin_lines, 0);
  g_array_set_size (r->twin_columns, 0);
}

/* TRUE when word is, case-insensitively, one of Popeye's French or German
 * words for BeginProblem or an abbreviation of one that no English reader
 * would take for something else: at least "Anfan" or "Debut". */
static gboolean
is_other_language_begin (const char *word)
{
  size_t length = strlen (word);
  for (int i = 0; i < N_ELEMENTS (other_language_begin); i++)
    if (length >= 5 && length <= strlen (other_language_begin[i])
        && g_ascii_strncasecmp (word, other_language_begin[i], length) == 0)
      return TRUE;
  return FALSE;
}

/* After the EndProblem that ends reading: Popeye reads nothing more, and
 * neither does Faerie, but a second BeginProblem ... EndProblem there is
 * more likely a mistake than a note, so say where the ignored text starts. */
static void
warn_text_after_end (Reader *r)
{
  ScanState scan = r->scan;
  while (r->scan.pos < r->length && (is_space (r->text[r->scan.pos])
                                     || g_ascii_isspace (r->text[r->scan.pos])))
    step_char (r);
  if (r->scan.pos < r->length)
    warn (r, r->scan.line, r->scan.column,
          /* Translators: EndProblem, NextProblem and BeginProblem are Popeye
           * keywords; keep them in English. */
          _("text after EndProblem is ignored (problems are separated by NextProblem, "
            "not by EndProblem and BeginProblem)"));
  r->scan = scan;
}

GPtrArray *
fa_popeye_read (const char *text, const char *source_name, GPtrArray **errors_out)
{
  return fa_popeye_read_full (text, text ? strlen (text) : 0, source_name, errors_out, NULL);
}

GPtrArray *
fa_popeye_read_full (const char *text, gsize length, const char *source_name,
                     GPtrArray **errors_out, GPtrArray **warnings_out)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_problem_free);
  Reader *r = g_new0 (Reader, 1);
  r->text = text ? text : "";
  r->length = text ? length : 0;
  r->warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_input_error_free);
  r->source_name = source_name ? source_name : "<input>";
  r->errors = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_input_error_free);
  r->scan.line = 1;
  r->scan.column = 1;
  r->twin_lines = g_array_new (FALSE, FALSE, sizeof (int));
  r->twin_columns = g_array_new (FALSE, FALSE, sizeof (int));
  if (r->length >= 3 && g_str_has_prefix (r->text, "\xEF\xBB\xBF"))
    r->scan.pos = 3;

  const Token *t = &r->token;
  advance (r);

  /* Find BeginProblem; anything before it is one error.  A file in
   * another of Popeye's languages is not read at all, and after junk only
   * a clear "Begin..." (not any word starting with B) starts a problem. */
  if (!t->at_end && UNIQUE (begin_keywords, t->text) != 0 && is_other_language_begin (t->text))
    {
      /* Translators: Popeye also reads French and German keywords
       * (DebutProbleme, AnfangProblem); Faerie reads only the English ones.
       * BeginProblem stays in English. */
      report (r, t->line, t->column, _("only English Popeye input is supported (BeginProblem)"));
      while (!t->at_end)
        advance (r);
    }
  else if (!t->at_end && UNIQUE (begin_keywords, t->text) != 0)
    {
      g_autofree char *quoted = quote_word (t->text);
      /* Translators: BeginProblem is a Popeye keyword; %s is the word found
       * instead. */
      report (r, t->line, t->column, _("expected BeginProblem, not '%s'"), quoted);
      while (!t->at_end && (t->length < 5 || UNIQUE (begin_keywords, t->text) != 0))
        advance (r);
    }
  if (t->at_end && problems->len == 0 && !r->failed)
    /* Translators: BeginProblem is a Popeye keyword; keep it in English. */
    report (r, t->line, t->column, _("expected BeginProblem: the input has no problem"));

  if (!t->at_end)
    {
      /* The first problem begins at BeginProblem, the others right after
       * NextProblem. */
      int line = t->line;
      advance (r);
      for (;;)
        {
          start_problem (r, line);
          ProblemEnd end = read_problem_body (r);
          r->problem->author = take_text (&r->author);
          r->problem->origin = take_text (&r->origin);
          r->problem->title = take_text (&r->title);
          r->problem->solution = take_text (&r->solution);
          if (!r->failed)
            check_twins (r);
          if (!r->failed)
            check_kinds (r);
          if (r->failed)
            fa_problem_free (r->problem);
          else
            g_ptr_array_add (problems, r->problem);
          r->problem = NULL;
          if (end == PROBLEM_ENDS_END)
            warn_text_after_end (r);
          if (end != PROBLEM_ENDS_NEXT)
            break;
          /* Reading goes on after NextProblem, even after an error; a
           * NextProblem at the very end announces nothing. */
          r->failed = FALSE;
          advance (r);
          if (t->at_end)
            break;
          line = t->line;
        }
    }

  g_array_unref (r->twin_lines);
  g_array_unref (r->twin_columns);
  if (errors_out)
    *errors_out = r->errors;
  else
    g_ptr_array_unref (r->errors);
  if (warnings_out)
    *warnings_out = r->warnings;
  else
    g_ptr_array_unref (r->warnings);
  g_free (r);
  return problems;
}

GPtrArray *
fa_popeye_read_file (const char *path, GPtrArray **errors_out, GError **error)
{
  char *contents = NULL;
  gsize length = 0;
  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  GPtrArray *problems = fa_popeye_read_full (contents, length, path, errors_out, NULL);
  g_free (contents);
  return problems;
}

FaInputError *
fa_input_error_new (const char *file, int line, int column, char *message)
{
  FaInputError *error = g_new0 (FaInputError, 1);
  error->file = g_strdup (file);
  error->line = line;
  error->column = column;
  error->message = message;
  return error;
}

void
fa_input_error_free (FaInputError *error)
{
  if (error == NULL)
    return;
  g_free (error->file);
  g_free (error->message);
  g_free (error);
}

char *
fa_input_error_to_string (const FaInputError *error)
{
  return g_strdup_printf ("%s:%d:%d: %s", error->file, error->line, error->column, error->message);
}

char *
fa_popeye_display_text (const char *text)
{
  /* The accent after the backslash, and the combining mark it stands for. */
  static const struct
  {
    char accent;
    const char *mark;
  } accents[] = { { '\'', "\xcc\x81" }, { '`', "\xcc\x80" }, { '^', "\xcc\x82" }, { '"', "\xcc\x88" },
                  { '~', "\xcc\x83" },  { 'v', "\xcc\x8c" }, { 'c', "\xcc\xa7" }, { '=', "\xcc\x84" },
                  { 'u', "\xcc\x86" },  { 'H', "\xcc\x8b" }, { '.', "\xcc\x87" } };
  if (!text)
    return NULL;
  GString *out = g_string_new (NULL);
  for (const char *c = text; *c; c++)
    {
      const char *mark = NULL;
      for (gsize i = 0; c[0] == '\\' && i < G_N_ELEMENTS (accents); i++)
        if (c[1] == accents[i].accent)
          mark = accents[i].mark;
      if (mark)
        {
          /* \'c, \'{c}, \v{C}, and \v C as TeX reads them. */
          const char *letter = c + 2;
          gboolean braced = *letter == '{';
          if (braced || *letter == ' ')
            letter++;
          if (g_ascii_isalpha (*letter) && (!braced || letter[1] == '}'))
            {
              g_string_append_c (out, *letter);
              g_string_append (out, mark);
              c = letter + (braced ? 1 : 0);
              continue;
            }
        }
      g_string_append_c (out, *c);
    }
  g_autofree char *decomposed = g_string_free (out, FALSE);
  char *composed = g_utf8_normalize (decomposed, -1, G_NORMALIZE_DEFAULT_COMPOSE);
  return composed ? composed : g_strdup (text);
}
