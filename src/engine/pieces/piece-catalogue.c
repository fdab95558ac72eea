#include "pieces/piece-catalogue.h"

#include "pieces/movement.h"

#include <glib.h>

#include <string.h>

/* Glyph conventions follow the fairy diagram fonts: a rotated orthodox
 * figure where problemists use one (inverted knight = nightrider, inverted
 * queen = grasshopper), otherwise the piece's own figure. */
static const FaPieceSpec catalogue[] = {
  /* code  English          Spanish              German               French               es    de    fr    movement     flags */
  { "K",  "king",          "rey",               "König",             "roi",               "R",  "K",  "R",  "K",         FA_PIECE_ROYAL | FA_PIECE_CASTLES | FA_PIECE_NO_PROMOTION, "K", 0 },
  { "Q",  "queen",         "dama",              "Dame",              "dame",              "D",  "D",  "D",  "Q",         0, "Q", 0 },
  { "R",  "rook",          "torre",             "Turm",              "tour",              "T",  "T",  "T",  "R",         FA_PIECE_CASTLING_PARTNER, "R", 0 },
  { "B",  "bishop",        "alfil",             "Läufer",            "fou",               "A",  "L",  "F",  "B",         0, "B", 0 },
  { "S",  "knight",        "caballo",           "Springer",          "cavalier",          "C",  "S",  "C",  "N",         0, "S", 0 },
  { "P",  "pawn",          "peón",              "Bauer",             "pion",              "P",  "B",  "P",  "pawn",      FA_PIECE_PAWN | FA_PIECE_NO_PROMOTION, "P", 0 },
  { "N",  "nightrider",    "caballero nocturno","Nachtreiter",       "noctambule",        "CN", "N",  "NO", "NN",        0, "S", 180 },
  { "CA", "camel",         "camello",           "Kamel",             "chameau",           "CA", "KA", "CA", "C",         0, "S", 90 },
  { "Z",  "zebra",         "cebra",             "Zebra",             "zèbre",             "Z",  "Z",  "Z",  "Z",         0, "S", 270 },
  { "GI", "giraffe",       "jirafa",            "Giraffe",           "girafe",            "JI", "GI", "GI", "(1,4)",     0, "GI", 0 },
  { "AM", "amazon",        "amazona",           "Amazone",           "amazone",           "AM", "AM", "AM", "QN",        0, "AM", 0 },
  { "EM", "empress",       "emperatriz",        "Kaiserin",          "impératrice",       "EM", "KA", "IM", "RN",        0, "EM", 0 },
  { "PR", "princess",      "princesa",          "Prinzessin",        "princesse",         "PR", "PR", "PR", "BN",        0, "PR", 0 },
  { "G",  "grasshopper",   "saltamontes",       "Grashüpfer",        "sauterelle",        "SA", "G",  "S",  "gQ",        0, "Q", 180 },
  { "LI", "lion",          "león",              "Löwe",              "lion",              "LE", "LI", "LI", "pQ",        0, "Q", 90 },
  { "RO", "rose",          "rosa",              "Rose",              "rose",              "RO", "RO", "RO", "rose",      0, "RO", 0 },
  { "DA", "dabbaba",       "dabbaba",           "Dabbaba",           "dabbaba",           "DA", "DA", "DA", "D",         0, "R", 90 },
  { "AL", "alfil",         "alfil antiguo",     "Alfil",             "alfil",             "AL", "AL", "AL", "A",         0, "B", 90 },
  { "WE", "wazir",         "visir",             "Wesir",             "vizir",             "VI", "WE", "VI", "W",         0, "R", 45 },
  { "FE", "fers",          "alferza",           "Fers",              "fierce",            "AF", "FE", "FI", "F",         0, "B", 45 },
  { "LE", "leo",           "leo",               "Leo",               "leo",               "LO", "LE", "LE", "mQcpQ",     0, "Q", 270 },
  { "PA", "pao",           "pao",               "Pao",               "pao",               "PA", "PA", "PA", "mRcpR",     0, "R", 270 },
  { "VA", "vao",           "vao",               "Vao",               "vao",               "VA", "VA", "VA", "mBcpB",     0, "B", 270 },
  { "GN", "gnu",           "ñu",                "Gnu",               "gnou",              "NU", "GN", "GN", "NC",        0, "S", 45 },
  { "AN", "antelope",      "antílope",          "Antilope",          "antilope",          "AN", "AN", "AN", "(3,4)",     0, "S", 135 },
  { "BI", "bison",         "bisonte",           "Bison",             "bison",             "BI", "BI", "BI", "CZ",        0, "S", 225 },
  { "OK", "okapi",         "okapi",             "Okapi",             "okapi",             "OK", "OK", "OK", "NZ",        0, "S", 315 },
  { "SQ", "squirrel",      "ardilla",           "Eichhörnchen",      "écureuil",          "AR", "EI", "EC", "NDA",       0, "S", 45 },
  { "CR", "camelrider",    "camello jinete",    "Kamelreiter",       "chameau-cavalier",  "CJ", "KR", "CC", "CC",        0, "S", 90 },
  { "ZR", "zebrarider",    "cebra jinete",      "Zebrareiter",       "zèbre-cavalier",    "ZJ", "ZR", "ZC", "ZZ",        0, "S", 270 },
  { "GR", "gnurider",      "ñu jinete",         "Gnureiter",         "gnou-cavalier",     "NJ", "GR", "GC", "NNCC",      0, "S", 45 },
  { "ET", "elephant",      "elefante",          "Elefant",           "éléphant",          "EL", "EL", "EL", "QNN",       0, "AM", 180 },
  { "WA", "waran",         "varano",            "Waran",             "varan",             "VR", "WA", "VA", "RNN",       0, "EM", 180 },
  { "RH", "rookhopper",    "saltamontes torre", "Turmhüpfer",        "sauterelle-tour",   "ST", "TH", "ST", "gR",        0, "R", 180 },
  { "BH", "bishophopper",  "saltamontes alfil", "Läuferhüpfer",      "sauterelle-fou",    "SL", "LH", "SF", "gB",        0, "B", 180 },
  { "NH", "nightriderhopper", "saltamontes caballero nocturno", "Nachtreiterhüpfer", "sauterelle-noctambule", "SN", "NH", "SN", "gN", 0, "S", 180 },
  { "RL", "rooklion",      "león torre",        "Turmlöwe",          "lion-tour",         "LT", "TL", "LT", "pR",        0, "R", 90 },
  { "BL", "bishoplion",    "león alfil",        "Läuferlöwe",        "lion-fou",          "LA", "LL", "LF", "pB",        0, "B", 90 },
  { "NL", "nightriderlion","león caballero nocturno", "Nachtreiterlöwe", "lion-noctambule", "LN", "NL", "LN", "pN",     0, "S", 90 },
  { "15", "1:5-leaper",    "saltador 1:5",      "1:5-Springer",      "sauteur 1:5",       "15", "15", "15", "(1,5)",     0, "S", 45 },
  { "16", "1:6-leaper",    "saltador 1:6",      "1:6-Springer",      "sauteur 1:6",       "16", "16", "16", "(1,6)",     0, "S", 45 },
  { "24", "2:4-leaper",    "saltador 2:4",      "2:4-Springer",      "sauteur 2:4",       "24", "24", "24", "(2,4)",     0, "S", 45 },
  { "25", "2:5-leaper",    "saltador 2:5",      "2:5-Springer",      "sauteur 2:5",       "25", "25", "25", "(2,5)",     0, "S", 45 },
  { "35", "3:5-leaper",    "saltador 3:5",      "3:5-Springer",      "sauteur 3:5",       "35", "35", "35", "(3,5)",     0, "S", 45 },
  { "36", "3:6-leaper",    "saltador 3:6",      "3:6-Springer",      "sauteur 3:6",       "36", "36", "36", "(3,6)",     0, "S", 45 },
  { "37", "3:7-leaper",    "saltador 3:7",      "3:7-Springer",      "sauteur 3:7",       "37", "37", "37", "(3,7)",     0, "S", 45 },
  { "RF", "root-50-leaper","saltador raíz de 50","Wurzel-50-Springer","sauteur racine de 50","RF","WF","RF", "(1,7)(5,5)", 0, "S", 45 },
  { "BU", "root-25-leaper","saltador raíz de 25","Wurzel-25-Springer","sauteur racine de 25","BU","BU","BU", "(3,4)(0,5)", 0, "S", 45 },
};

const FaPieceSpec *
fa_piece_catalogue (size_t *n_out)
{
  *n_out = sizeof catalogue / sizeof catalogue[0];
  return catalogue;
}

const FaPieceSpec *fa_piece_king (void) { return &catalogue[0]; }
const FaPieceSpec *fa_piece_queen (void) { return &catalogue[1]; }
const FaPieceSpec *fa_piece_rook (void) { return &catalogue[2]; }
const FaPieceSpec *fa_piece_bishop (void) { return &catalogue[3]; }
const FaPieceSpec *fa_piece_knight (void) { return &catalogue[4]; }
const FaPieceSpec *fa_piece_pawn (void) { return &catalogue[5]; }

FaPieceFamily
fa_piece_family (const FaPieceSpec *spec)
{
  if (spec >= &catalogue[0] && spec <= &catalogue[5])
    return FA_FAMILY_ORTHODOX;
  FaMovement movement;
  int at;
  const char *expected;
  if (!fa_movement_parse (spec->movement, &movement, &at, &expected))
    return FA_FAMILY_LEAPER;
  FaPieceFamily family = FA_FAMILY_LEAPER;
  for (int i = 0; i < movement.n_parts; i++)
    {
      FaShape shape = movement.parts[i].shape;
      /* A hop anywhere makes a hopper (the lion, the Chinese pieces); a
       * ride otherwise a rider (the amazon rides as a queen). */
      if (shape == FA_SHAPE_HOP || shape == FA_SHAPE_LION_HOP)
        return FA_FAMILY_HOPPER;
      if (shape == FA_SHAPE_RIDE || shape == FA_SHAPE_ROSE)
        family = FA_FAMILY_RIDER;
    }
  return family;
}

static char
upper (char c)
{
  return (c >= 'a' && c <= 'z') ? (char) (c - 'a' + 'A') : c;
}

const FaPieceSpec *
fa_piece_lookup_code (const char *code, size_t len)
{
  for (size_t i = 0; i < sizeof catalogue / sizeof catalogue[0]; i++)
    {
      const char *c = catalogue[i].code;
      if (strlen (c) != len)
        continue;
      size_t j = 0;
      while (j < len && upper (code[j]) == c[j])
        j++;
      if (j == len)
        return &catalogue[i];
    }
  return NULL;
}

static bool
square_follows (const char *text)
{
  return text[0] >= 'a' && text[0] <= 'p' && text[1] >= '1' && text[1] <= '9';
}

size_t
fa_piece_match_code (const char *text, const FaPieceSpec **out)
{
  /* Codes are case-insensitive, so "Bh4" could read as BH (bishophopper)
   * without a square after it.  The longest code that a square follows
   * wins; failing that, the longest code. */
  size_t best = 0, best_before_square = 0;
  const FaPieceSpec *any = NULL, *before_square = NULL;
  for (size_t i = 0; i < sizeof catalogue / sizeof catalogue[0]; i++)
    {
      const char *c = catalogue[i].code;
      size_t len = strlen (c), j = 0;
      while (j < len && text[j] && upper (text[j]) == c[j])
        j++;
      if (j != len)
        continue;
      if (len > best)
        {
          best = len;
          any = &catalogue[i];
        }
      if (len > best_before_square && square_follows (text + len))
        {
          best_before_square = len;
          before_square = &catalogue[i];
        }
    }
  *out = before_square ? before_square : any;
  return before_square ? best_before_square : best;
}

/* Popeye's own order of piece kinds (its piece table), which decides the
 * order of promotion choices and so the order solutions are printed in. */
static const char *const popeye_order[] = {
  "K", "P", "Q", "S", "R", "B", "LE", "MA", "PA", "VA", "RO", "G", "N", "Z", "CA", "GI",
  "RF", "BU", "WE", "AL", "FE", "DA", "LI", "NE", "L", "BP", "AM", "EM", "PR", "GN",
  "AN", "SQ", "WA", "DR", "KA", "SS", "UU", "HA", "M", "EA", "SW", "AR", "RB", "C", "NH",
  "DU", "CR", "ZR", "GR", "CH", "ZH", "GH", "DS", "BK", "EQ", "CT", "BS", "SP", "RL",
  "BL", "SI", "TR", "ND", "O", "EH", "MO", "RR", "BR", "AO", "OA", "RH", "BH", "EK",
  "BT", "GT", "SK", "CY", "CG", "RN", "RP", "OK", "37", "G2", "G3", "16", "24", "35",
  "DG", "KH", "OR", "15", "25", "GL", "LR", "LB", "LN", "WR", "FR", "BI", "ET", "NA",
  "RM", "RE", "RW", "BM", "BE", "BW", "RA", "SO", "MG", "36", "NL", "ML", "MM", "AG",
  "F", "DO", "RT", "BO", "QE", "QF", "QQ", "B1", "B2", "B3", "CP", "RK", "PP", "LS",
  "ZE", "BN", "S2", "S4", "S1", "S3", "QN", "DK", "DB", "NO", "TH", "LH", "GE", "GF",
  "KL", "KO", "KP", "SH", "GY", "MS", "PO", "MP", "MH", "ST", "AH", "OH", "SE", "FA",
  "LO", "SA", "HC",
};

int
fa_piece_popeye_rank (const FaPieceSpec *spec)
{
  for (size_t i = 0; i < sizeof popeye_order / sizeof popeye_order[0]; i++)
    if (strcmp (popeye_order[i], spec->code) == 0)
      return (int) i;
  return 10000; /* pieces Popeye does not know come last */
}

/* The royal variants made so far: base -> variant and variant -> base. */
static GMutex royal_lock;
static GHashTable *royal_variants, *royal_bases;

const FaPieceSpec *
fa_piece_royal_variant (const FaPieceSpec *base)
{
  g_mutex_lock (&royal_lock);
  if (!royal_variants)
    {
      royal_variants = g_hash_table_new (g_direct_hash, g_direct_equal);
      royal_bases = g_hash_table_new (g_direct_hash, g_direct_equal);
    }
  FaPieceSpec *v = g_hash_table_lookup (royal_variants, base);
  if (!v)
    {
      v = g_new (FaPieceSpec, 1);
      *v = *base;
      v->code = g_strdup_printf ("r%s", base->code);
      v->flags = (base->flags | FA_PIECE_ROYAL | FA_PIECE_NO_PROMOTION) & ~(unsigned) (FA_PIECE_CASTLES | FA_PIECE_CASTLING_PARTNER);
      g_hash_table_insert (royal_variants, (gpointer) base, v);
      g_hash_table_insert (royal_bases, v, (gpointer) base);
    }
  g_mutex_unlock (&royal_lock);
  return v;
}

const FaPieceSpec *
fa_piece_royal_base (const FaPieceSpec *spec)
{
  g_mutex_lock (&royal_lock);
  const FaPieceSpec *base = royal_bases ? g_hash_table_lookup (royal_bases, spec) : NULL;
  g_mutex_unlock (&royal_lock);
  return base;
}
