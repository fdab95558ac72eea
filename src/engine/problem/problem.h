/* A chess problem as the composer states it: position, stipulation,
 * conditions, options, twins and metadata.  This is the input of the
 * solver and of the writers; it holds no search state. */
#pragma once

#include <glib.h>

#include "board/geometry.h"
#include "pieces/piece-catalogue.h"
#include "problem/stipulation.h"

typedef enum
{
  FA_COLOUR_WHITE = 1,
  FA_COLOUR_BLACK = 2,
  FA_COLOUR_NEUTRAL = 3,
} FaColour;

/* Popeye's letter for a colour: w, b, n. */
static inline char
fa_colour_letter (FaColour c)
{
  return c == FA_COLOUR_WHITE ? 'w' : c == FA_COLOUR_BLACK ? 'b' : 'n';
}

/* Where something was written in the input, for messages: 1-based line
 * and column (in bytes); 0 and 0 when it was not read from a file (the
 * studio's editor, a twin's Move). */
typedef struct
{
  int line, column;
} FaSourcePos;

typedef struct
{
  const FaPieceSpec *spec; /* a catalogue entry or one of problem->user_pieces */
  FaColour colour;
  FaSquare square;
  FaSourcePos source;      /* the piece's token, "Kf5" in "Pieces White Kf5" */
  /* Popeye's attribute Royal (White Royal Qd4): the piece plays the king's
   * role (ROY-1). */
  bool royal;
  /* Popeye's attribute Paralysing (White Paralysing Bd7): the piece
   * takes nothing and paralyses the enemy units it observes
   * (rules/conditions/paralysing.h). */
  bool paralysing;
  /* Faerie's attribute MWU (White MWU Sc1): the Magic Wandering Unit
   * (Condition MWU, retractors-conditions.md section 3). */
  bool mwu;
} FaPlacedPiece;

typedef struct
{
  /* Popeye options, by their Popeye names. */
  bool try_play;       /* Try */
  bool set_play;       /* SetPlay */
  bool variation;      /* Variation */
  bool no_threat;      /* NoThreat */
  bool duplex;         /* Duplex */
  bool half_duplex;    /* HalfDuplex */
  bool no_wk, no_bk;   /* NoWk, NoBk: that side has no king, as Popeye is told (it only warns otherwise) */
  bool white_to_play;  /* WhiteToPlay */
  bool no_board;       /* NoBoard */
  bool intelligent;    /* Intelligent: may only speed up */
  int intelligent_max; /* Intelligent n: at most n solutions per final position
                          in help and series play; 0 = no limit */
  bool no_short_variations; /* NoShortVariations */
  int defence;         /* Defence n: 0 = not given */
  int threat;          /* Threat n: 0 = not given */
  int max_solutions;   /* MaxSolutions n: 0 = unlimited */
  double max_time;     /* MaxTime s: 0 = none */
  /* EnPassant: the last move was a pawn double step from ep_from over
   * ep_passed to ep_to; FA_NO_SQUARE when not given. */
  FaSquare ep_from, ep_passed, ep_to;
  /* NoCastling: squares whose pieces have lost their castling rights. */
  GArray *no_castling; /* of FaSquare */
} FaOptions;

/* Defensive retractors (retractors-conditions.md section 1): who chooses
 * the unit a retraction uncaptures (RET-8). */
typedef enum
{
  FA_RETRACTOR_NONE,
  FA_RETRACTOR_PROCA,   /* the retractor */
  FA_RETRACTOR_HOEG,    /* the opponent */
  FA_RETRACTOR_KLAN,    /* White, for both sides */
  FA_RETRACTOR_PACIFIC, /* nobody: no uncaptures */
} FaRetractorType;

/* Which retractions may not make a position occur a third time (RET-16). */
typedef enum
{
  FA_REPETITION_BLACK, /* Black's (the default) */
  FA_REPETITION_BOTH,
  FA_REPETITION_OFF,
} FaRepetitionRule;

/* Faerie's keyword "Retractor Proca [NoForwardDefence] [Repetition Both|Off]". */
typedef struct
{
  FaRetractorType type;
  bool no_forward_defence; /* RET-5: on unless NoForwardDefence */
  FaRepetitionRule repetition;
  FaSourcePos source;      /* where the keyword was written */
} FaRetractor;

/* "Proca", "Hoeg", "Klan", "Pacific" (the input keyword's word). */
const char *fa_retractor_name (FaRetractorType type);

typedef enum
{
  FA_TWIN_MOVE,        /* Move a1 b2 */
  FA_TWIN_EXCHANGE,    /* Exchange a1 b2 */
  FA_TWIN_REMOVE,      /* Remove a1 */
  FA_TWIN_ADD,         /* Add White Qa1 */
  FA_TWIN_ROTATE,      /* Rotate 90|180|270 */
  FA_TWIN_MIRROR,      /* Mirror a1<-->h1 | a1<-->a8 | a1<-->h8 | a8<-->h1 */
  FA_TWIN_SHIFT,       /* Shift a1 b2 */
  FA_TWIN_STIPULATION, /* Stipulation h#3 */
  FA_TWIN_CONDITION,   /* Condition ... */
  FA_TWIN_SUBSTITUTE,  /* Substitute Q ==> S */
  FA_TWIN_POLISH_TYPE, /* PolishType: swap colours */
} FaTwinKind;

typedef enum
{
  FA_MIRROR_HORIZONTAL, /* a1<-->h1: files reversed */
  FA_MIRROR_VERTICAL,   /* a1<-->a8: ranks reversed */
  FA_MIRROR_DIAGONAL,   /* a1<-->h8 */
  FA_MIRROR_ANTIDIAGONAL, /* a8<-->h1 */
} FaMirror;

typedef struct
{
  FaTwinKind kind;
  FaSquare from, to;          /* Move, Exchange, Shift; Remove uses from */
  FaPlacedPiece piece;        /* Add */
  int degrees;                /* Rotate */
  FaMirror mirror;            /* Mirror */
  FaStipulation stipulation;  /* Stipulation */
  char *condition;            /* Condition: the conditions, one per line, each as in
                                 problem->conditions ("Circe Mirror\nMadrasi") */
  const FaPieceSpec *substitute_from, *substitute_to; /* Substitute */
  /* Where the squares from and to (or the Add piece, the Condition's
   * first word) were written: a command that cannot apply names them. */
  FaSourcePos from_source, to_source;
} FaTwinCommand;

typedef struct
{
  gboolean continued;   /* Twin Continued: applies to the previous twin */
  GArray *commands;     /* of FaTwinCommand */
} FaTwin;

/* A collection entry's publication details beyond origin (the source's
 * name) and award (the distinction): what Olive's .olv files and YACPDB
 * entries hold field by field (io/yacpdb-entry.h).  All NULL for a
 * problem read from Popeye input, whose Origin line says it all. */
typedef struct
{
  char *date;         /* "1965", "1965-02", "1965-02-21", or years "1965-1967" */
  char *volume;
  char *issue;        /* "01-02" */
  char *round;        /* of a solving contest */
  char *problem_id;   /* the problem's number in the source: "7100", "H1234" */
  char *page;         /* the page number */
  char *tourney;      /* the award's tourney; "ditto": the source's */
  char *tourney_date; /* as date, when the tourney's differs */
  GPtrArray *judges;  /* of char*: the award's judges, "Family, Given" */
} FaPublication;

typedef struct FaProblem
{
  /* Metadata */
  char *author;   /* as given, several Author lines joined with "\n" */
  char *origin;
  char *title;
  char *award;
  GPtrArray *remarks; /* of char*, in input order */
  /* The intended solution, as the composer typed it (Faerie's keyword
   * Solution; several lines joined with "\n"), for the soundness report
   * (verify/); NULL when none is given.  solution_sources holds, per
   * line, where its text began in the file (FaSourcePos); empty when it
   * was not read from a file. */
  char *solution;
  GArray *solution_sources;
  /* What collections hold besides (see FaPublication): where and when
   * the problem was published, the keywords of its content ("Zilahi",
   * "Model mates") and how many solutions the author intended ("3",
   * "2.2.1.1"; NULL: one).  entry_extra keeps, as an a{sv} in the
   * entry's order, the fields of a collection entry Faerie does not read
   * (YACPDB's reprints, foreignids, version-of ...), to be written back
   * as they were; NULL when there are none. */
  FaPublication publication;
  GPtrArray *keywords; /* of char* */
  char *intended_solutions;
  GVariant *entry_extra;

  /* Board */
  int files, ranks;   /* 8x8 unless the problem says BoardSize */
  bool holes[FA_MAX_SQUARES];

  GArray *pieces;     /* of FaPlacedPiece, in input order */
  GPtrArray *user_pieces; /* of FaPieceSpec* owned by the problem (strings too) */

  FaStipulation stipulation;
  gboolean has_stipulation;
  GPtrArray *conditions; /* of char*: each condition line as given, normalised */
  /* Of FaSourcePos: where each condition's name was written, parallel to
   * conditions; empty when they were not read from a file or have been
   * edited since (see fa_problem_condition_source). */
  GArray *condition_sources;
  FaOptions options;
  FaRetractor retractor; /* FA_RETRACTOR_NONE unless the problem says Retractor */
  GPtrArray *twins;      /* of FaTwin* */

  /* Where the problem began in its file, for messages. */
  char *source_name;
  int source_line;
} FaProblem;

FaProblem *fa_problem_new (void);
void fa_problem_free (FaProblem *p);
FaProblem *fa_problem_copy (const FaProblem *p);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FaProblem, fa_problem_free)

/* The source as one line, the way an Origin line gives it: origin (the
 * source's name), then the issue and number ("01-02/7100") and the date
 * of the publication fields; origin alone when they are empty.  NULL
 * when there is nothing to say. */
char *fa_problem_citation (const FaProblem *p);

/* The award as one line: the distinction, then the tourney when the
 * publication names one other than the source ("1st Prize, Olympic
 * Tourney 1976"); NULL when there is none. */
char *fa_problem_award_text (const FaProblem *p);

/* Places a piece (replacing whatever stood there). */
void fa_problem_put (FaProblem *p, const FaPieceSpec *spec, FaColour colour, FaSquare sq);

/* The kind the solver plays the piece as: its spec, or the spec's royal
 * variant for a piece with the attribute Royal, and that one's
 * paralysing variant for a piece with the attribute Paralysing. */
static inline const FaPieceSpec *
fa_placed_piece_kind (const FaPlacedPiece *piece)
{
  const FaPieceSpec *spec = piece->royal ? fa_piece_royal_variant (piece->spec) : piece->spec;
  return piece->paralysing ? fa_piece_paralysing_variant (spec) : spec;
}
/* The same, remembering where the piece was written. */
void fa_problem_put_at (FaProblem *p, const FaPieceSpec *spec, FaColour colour, FaSquare sq,
                        FaSourcePos source);
/* Where condition number index was written; 0, 0 when unknown. */
FaSourcePos fa_problem_condition_source (const FaProblem *p, guint index);
void fa_problem_remove (FaProblem *p, FaSquare sq);
const FaPlacedPiece *fa_problem_piece_at (const FaProblem *p, FaSquare sq);

/* The problem of twin number index (0 = the diagram as given), with all
 * twin commands applied; NULL with *error set if a command cannot apply
 * (e.g. Move from an empty square). */
FaProblem *fa_problem_twin (const FaProblem *p, guint index, GError **error);
/* The same; *where (if not NULL) gets where the failing command's square
 * or piece was written, as fa_problem_apply_twin_at. */
FaProblem *fa_problem_twin_at (const FaProblem *p, guint index, FaSourcePos *where, GError **error);

/* Twin label as Popeye prints it: "a)", "b)", and "+c)" for continued. */
char *fa_problem_twin_label (const FaProblem *p, guint index);

/* Added with the Popeye reader (problem.c). */

#define FA_PROBLEM_ERROR (fa_problem_error_quark ())
GQuark fa_problem_error_quark (void);

typedef enum
{
  FA_PROBLEM_ERROR_TWIN,   /* a twin command cannot apply to its position */
} FaProblemError;

/* Defines a piece kind owned by the problem (user_pieces): code is 1-3
 * letters (stored in upper case), movement is Faerie's movement notation
 * (see movement.h; the caller validates it).  Every name is the code.
 * Returns the new spec; an earlier definition of the same code is replaced
 * in place, so pointers to it stay valid. */
const FaPieceSpec *fa_problem_define_piece (FaProblem *p, const char *code,
                                            const char *movement);

/* The kind with this code (case-insensitive, len bytes): a user piece of
 * the problem first (a DefinePiece shadows the catalogue), then the
 * catalogue.  NULL when unknown. */
const FaPieceSpec *fa_problem_lookup_piece (const FaProblem *p,
                                            const char *code, size_t len);

/* TRUE when a and b state the same problem: same metadata (the
 * publication, keywords and a collection's other fields included), board, pieces
 * (as a set: order does not matter; kinds compared by code and movement),
 * user pieces, stipulation, conditions, options and twins.  The source
 * name and line are not compared. */
gboolean fa_problem_equal (const FaProblem *a, const FaProblem *b);

/* Applies one twin command to p itself, as an edit (the studio's Rotate,
 * Mirror and Shift of the diagram), the squares its twins name following;
 * FALSE with *error set, p unchanged, when it cannot apply ("Shift moves
 * the piece on h8 off the board", a twin's square that would leave it). */
gboolean fa_problem_apply_command (FaProblem *p, const FaTwinCommand *command, GError **error);

/* Gives the board files x ranks squares, a1 staying where it is: the
 * pieces and holes beyond it go (*removed: how many pieces), the option
 * squares beyond it too; refused (FALSE, p unchanged) when a twin names a
 * square beyond it. */
gboolean fa_problem_set_board_size (FaProblem *p, int files, int ranks, int *removed, GError **error);

/* An empty twin whose commands array frees its conditions, as the
 * problem's twins array expects. */
FaTwin *fa_twin_new (void);

/* Applies the commands of twin number index (1-based, as in
 * fa_problem_twin) of p to position, which must be the position that twin
 * starts from (the diagram, or for a continued twin the twin before); what
 * fa_problem_twin does, one twin at a time, for callers that walk all the
 * twins.  FALSE with *error set when a command cannot apply. */
gboolean fa_problem_apply_twin (FaProblem *position, const FaProblem *p, guint index,
                                GError **error);
/* The same; when a command cannot apply, *where (if not NULL) gets where
 * the square or piece it fails on was written (0, 0 when unknown). */
gboolean fa_problem_apply_twin_at (FaProblem *position, const FaProblem *p, guint index,
                                   FaSourcePos *where, GError **error);
