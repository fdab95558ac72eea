#include "pieces/piece-catalogue.h"

#include "pieces/movement.h"

#include <glib.h>

#include <string.h>

/* Glyph conventions follow the fairy diagram fonts: a rotated orthodox
 * figure where problemists use one (inverted knight = nightrider, inverted
 * queen = grasshopper), otherwise the piece's own figure.  Kinds those
 * fonts have no figure of their own for, and the second and later kinds
 * of a shared figure and turn, take the nearest figure with their code
 * as a badge ("S+"): the figure of the lines they move on (a rider the
 * figure of its leaper, a locust its rider's), the hopper figure GH for
 * the hoppers beyond the grasshopper's family, the king for short-range
 * compounds and royal pieces.  No two kinds may look the same
 * (tests/test-diagram.c renders them all). */
static const FaPieceSpec catalogue[] = {
  /* code  English          Spanish              German               French               es    de    fr    movement     flags */
  { "K",  "king",          "rey",               "König",             "roi",               "R",  "K",  "R",  "K",         FA_PIECE_ROYAL | FA_PIECE_CASTLES | FA_PIECE_NO_PROMOTION, "K", 0 },
  { "Q",  "queen",         "dama",              "Dame",              "dame",              "D",  "D",  "D",  "Q",         0, "Q", 0 },
  { "R",  "rook",          "torre",             "Turm",              "tour",              "T",  "T",  "T",  "R",         FA_PIECE_CASTLING_PARTNER, "R", 0 },
  { "B",  "bishop",        "alfil",             "Läufer",            "fou",               "A",  "L",  "F",  "B",         0, "B", 0 },
  { "S",  "knight",        "caballo",           "Springer",          "cavalier",          "C",  "S",  "C",  "N",         0, "S", 0 },
  { "P",  "pawn",          "peón",              "Bauer",             "pion",              "P",  "B",  "P",  "pawn",      FA_PIECE_PAWN | FA_PIECE_NO_PROMOTION | FA_PIECE_PAWN_WALK, "P", 0 },
  { "N",  "nightrider",    "caballero nocturno","Nachtreiter",       "noctambule",        "CN", "N",  "NO", "NN",        0, "S", 180 },
  { "CA", "camel",         "camello",           "Kamel",             "chameau",           "CA", "KA", "CA", "C",         0, "S", 90 },
  { "Z",  "zebra",         "cebra",             "Zebra",             "zèbre",             "Z",  "Z",  "Z",  "Z",         0, "S", 270 },
  { "GI", "giraffe",       "jirafa",            "Giraffe",           "girafe",            "JI", "GI", "GI", "(1,4)",     0, "GI", 0 },
  { "AM", "amazon",        "amazona",           "Amazone",           "amazone",           "AM", "AM", "AM", "QN",        0, "AM", 0 },
  { "EM", "empress",       "emperatriz",        "Kaiserin",          "impératrice",       "EM", "KN", "IM", "RN",        0, "EM", 0 },
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
  { "NA", "nao",           "nao",               "Nao",               "nao",               "NA", "NA", "NA", "mNNcpNN",   0, "S+", 270 },
  { "GN", "gnu",           "ñu",                "Gnu",               "gnou",              "NU", "GN", "GN", "NC",        0, "S", 45 },
  { "AN", "antelope",      "antílope",          "Antilope",          "antilope",          "AN", "AN", "AN", "(3,4)",     0, "S", 135 },
  { "BI", "bison",         "bisonte",           "Bison",             "bison",             "BI", "BI", "BI", "CZ",        0, "S", 225 },
  { "OK", "okapi",         "okapi",             "Okapi",             "okapi",             "OK", "OK", "OK", "NZ",        0, "S", 315 },
  { "SQ", "squirrel",      "ardilla",           "Eichhörnchen",      "écureuil",          "AR", "EI", "EC", "NDA",       0, "S+", 45 },
  { "CR", "camelrider",    "camello jinete",    "Kamelreiter",       "chameau-cavalier",  "CJ", "KR", "CC", "CC",        0, "S+", 90 },
  { "ZR", "zebrarider",    "cebra jinete",      "Zebrareiter",       "zèbre-cavalier",    "ZJ", "ZR", "ZC", "ZZ",        0, "S+", 270 },
  { "GR", "gnurider",      "ñu jinete",         "Gnureiter",         "gnou-cavalier",     "NJ", "GR", "GC", "NNCC",      0, "S+", 45 },
  { "ET", "elephant",      "elefante",          "Elefant",           "éléphant",          "EL", "EL", "EL", "QNN",       0, "AM", 180 },
  { "WA", "waran",         "varano",            "Waran",             "varan",             "VR", "WA", "V", "RNN",       0, "EM", 180 },
  { "G2", "grasshopper-2", "saltamontes-2",     "Grashüpfer-2",      "sauterelle-2",      "SA2", "G2", "S2", "gQ2",     0, "Q+", 180 },
  { "G3", "grasshopper-3", "saltamontes-3",     "Grashüpfer-3",      "sauterelle-3",      "SA3", "G3", "S3", "gQ3",     0, "Q+", 180 },
  { "RH", "rookhopper",    "saltamontes torre", "Turmhüpfer",        "sauterelle-tour",   "ST", "TH", "ST", "gR",        0, "R", 180 },
  { "BH", "bishophopper",  "saltamontes alfil", "Läuferhüpfer",      "sauterelle-fou",    "SL", "LH", "SF", "gB",        0, "B", 180 },
  { "NH", "nightriderhopper", "saltamontes caballero nocturno", "Nachtreiterhüpfer", "sauterelle-noctambule", "SN", "NH", "SN", "gN", 0, "S+", 180 },
  { "ZH", "zebrarider hopper", "saltamontes cebra jinete", "Zebrareiterhüpfer", "sauterelle-zèbre", "SCJ", "ZH", "SZ", "gZ", 0, "S+", 270 },
  { "RL", "rooklion",      "león torre",        "Turmlöwe",          "lion-tour",         "LT", "TL", "TL", "pR",        0, "R+", 90 },
  { "BL", "bishoplion",    "león alfil",        "Läuferlöwe",        "lion-fou",          "LA", "LL", "FL", "pB",        0, "B+", 90 },
  { "NL", "nightriderlion","león caballero nocturno", "Nachtreiterlöwe", "lion-noctambule", "LN", "NL", "NL", "pN",     0, "S+", 90 },
  { "15", "1:5-leaper",    "saltador 1:5",      "1:5-Springer",      "sauteur 1:5",       "15", "15", "15", "(1,5)",     0, "S+", 45 },
  { "16", "1:6-leaper",    "saltador 1:6",      "1:6-Springer",      "sauteur 1:6",       "16", "16", "16", "(1,6)",     0, "S+", 45 },
  { "24", "2:4-leaper",    "saltador 2:4",      "2:4-Springer",      "sauteur 2:4",       "24", "24", "24", "(2,4)",     0, "S+", 45 },
  { "25", "2:5-leaper",    "saltador 2:5",      "2:5-Springer",      "sauteur 2:5",       "25", "25", "25", "(2,5)",     0, "S+", 45 },
  { "35", "3:5-leaper",    "saltador 3:5",      "3:5-Springer",      "sauteur 3:5",       "35", "35", "35", "(3,5)",     0, "S+", 45 },
  { "36", "3:6-leaper",    "saltador 3:6",      "3:6-Springer",      "sauteur 3:6",       "36", "36", "36", "(3,6)",     0, "S+", 45 },
  { "37", "3:7-leaper",    "saltador 3:7",      "3:7-Springer",      "sauteur 3:7",       "37", "37", "37", "(3,7)",     0, "S+", 45 },
  { "RF", "root-50-leaper","saltador raíz de 50","Wurzel-50-Springer","sauteur racine de 50","RF","WF","RF", "(1,7)(5,5)", 0, "S+", 45 },
  { "BU", "root-25-leaper","saltador raíz de 25","Wurzel-25-Springer","sauteur racine de 25","BU","BU","BU", "(3,4)(0,5)", 0, "S+", 45 },
  { "DU", "dummy",         "maniquí",           "Dummy",             "mannequin",         "DU", "DU", "DU", "none",      0, "P+", 0 },
  { "MA", "mao",           "mao",               "Mao",               "mao",               "MA", "MA", "MA", "[W-oF]",    0, "S+", 0 },
  { "MO", "moa",           "moa",               "Moa",               "moa",               "MO", "MO", "MO", "[F-oW]",    0, "S+", 0 },
  { "EH", "edgehog",       "erizo de borde",    "Randschwein",       "hérisson de bord",  "EH", "RA", "EH", "eQ",        0, "Q+", 0 },
  { "BP", "Berolina pawn", "peón Berolina",     "Berolinabauer",     "pion Berolina",     "PB", "BB", "PB", "berolina",  FA_PIECE_NO_PROMOTION | FA_PIECE_PAWN_WALK, "P+", 0 },
  { "L",  "locust",        "langosta",          "Heuschrecke",       "locuste",           "L",  "H", "L",  "lQ",        0, "Q+", 0 },
  { "LR", "rook locust",   "langosta torre",    "Turmheuschrecke",   "tour locuste",      "LGT", "HT", "LT", "lR",        0, "R+", 0 },
  { "LB", "bishop locust", "langosta alfil",    "Läuferheuschrecke", "fou locuste",       "LGA", "HL", "LF", "lB",        0, "B+", 0 },
  { "LN", "nightrider locust", "langosta caballero nocturno", "Nachtreiterheuschrecke", "noctambule locuste", "LGN", "HN", "LN", "lNN", 0, "S+", 180 },
  { "SI", "sirene",        "sirena",            "Sirene",            "sirène",            "SI", "SI", "SI", "mQlQ",      0, "Q+", 0 },
  { "TR", "triton",        "tritón",            "Triton",            "triton",            "TR", "TR", "TR", "mRlR",      0, "R+", 0 },
  { "ND", "nereide",       "nereida",           "Nereide",           "néréide",           "ND", "ND", "ND", "mBlB",      0, "B+", 0 },
  { "PO", "poseidon",      "poseidón",          "Poseidon",          "poséidon",          "PO", "PO", "PO", "mKlK",      FA_PIECE_ROYAL | FA_PIECE_NO_PROMOTION, "K+", 0 },
  { "MS", "marine knight", "caballo marino",    "Marinespringer",    "cavalier marin",    "MS", "MS", "MS", "mNlN",      0, "S+", 0 },
  /* Popeye's marine pawn: a pawn that captures as a locust, promoting
   * to the marine pieces; its marine ship: a triton and its captures */
  { "MP", "marine pawn",   "peón marino",       "mariner Bauer",     "pion marin",        "PM", "MB", "PM", "marinepawn", FA_PIECE_NO_PROMOTION | FA_PIECE_PAWN_WALK, "P+", 0 },
  { "MH", "marine ship",   "barco marino",      "marines Schiff",    "bateau marin",      "BM", "MC", "BM", "mRlRcmarinepawn", 0, "R+", 0 },
  /* Popeye's protean pawn: a pawn walking as the other side's, backward
   * (its double step from its seventh rank, its promotion on its first);
   * its figure a pawn upside down */
  { "PP", "protean pawn",  "peón proteico",     "Reversbauer",       "pion renversé",     "PPR", "RB", "PV", "reversepawn", FA_PIECE_NO_PROMOTION | FA_PIECE_PAWN_WALK, "P+", 180 },
  /* Popeye's superpawns: a pawn's step as a rook, its captures as a
   * bishop (the Berolina one the other way round), from any rank */
  { "SP", "superpawn",     "superpeón",         "Superbauer",        "superpion",         "SPP", "SB", "SP", "mfRcfB",  FA_PIECE_NO_PROMOTION | FA_PIECE_PROMOTES | FA_PIECE_PAWN_WALK, "P+", 0 },
  { "BS", "Berolina superpawn", "superpeón Berolina", "Superberolinabauer", "berolina superpion", "SPB", "BS", "BS", "mfBcfR", FA_PIECE_NO_PROMOTION | FA_PIECE_PROMOTES | FA_PIECE_PAWN_WALK, "P+", 0 },
  /* Popeye's reflecting bishop and archbishop: a bishop's line reflected
   * off the edges, four times at most or once */
  { "RB", "reflecting bishop", "alfil reflectante", "reflektierender Läufer", "fou rebondissant", "ARF", "RL", "FRE", "reflectingbishop", 0, "B+", 0 },
  { "AR", "archbishop",    "arzobispo",         "Erzbischof",        "archevêque",        "AZ", "ER", "AR", "archbishop", 0, "B+", 0 },
  /* Popeye's bouncers: as far along a line as the first unit or edge the
   * other way is */
  { "B1", "bouncer",       "rebotador",         "Bouncer",           "bouncer",           "RB1", "B1", "B1", "bouncer", 0, "Q+", 0 },
  { "B2", "rook bouncer",  "rebotador torre",   "Turmbouncer",       "tour bouncer",      "RB2", "B2", "B2", "rookbouncer", 0, "R+", 0 },
  { "B3", "bishop bouncer", "rebotador alfil",  "Läuferbouncer",     "fou bouncer",       "RB3", "B3", "B3", "bishopbouncer", 0, "B+", 0 },
  { "O",  "orphan",        "huérfano",          "Waise",             "orphelin",          "O",  "O",  "O",  "orphan",    0, "Q+", 0 },
  /* Popeye's friend: as the orphan, the kinds of its own side lending */
  { "F",  "friend",        "amigo",             "Freund",            "ami",               "AMG", "F", "A",  "friend",    0, "K+", 0 },
  { "WR", "wazirrider",    "visir jinete",      "Wesirreiter",       "vizir-cavalier",    "WR", "WR", "WR", "WW",        0, "R+", 45 },
  { "FR", "fersrider",     "alferza jinete",    "Fersreiter",        "fierce-cavalier",   "FR", "FR", "FR", "FF",        0, "B+", 45 },
  /* UC-73 (shared/spec/pieces-uc73.md, section 2): the pieces Popeye does
   * not have, with the spec's codes. */
  { "UN", "archbishoprider", "arzobispo jinete", "Erzbischofreiter", "archevêque-cavalier", "UN", "UN", "UN", "BNN", 0, "PR+", 0 },
  { "DRK", "dragon king", "rey dragón", "Drachenkönig", "roi dragon", "DRK", "DRK", "DRK", "RF", 0, "R+", 0 },
  { "DRH", "dragon horse", "caballo dragón", "Drachenpferd", "cheval dragon", "DRH", "DRH", "DRH", "BW", 0, "B+", 0 },
  { "HV", "harvestman", "segador", "Weberknecht", "faucheux", "HV", "HV", "HV", "[W/ozF]", 0, "S+", 0 },
  { "NW", "knight-wazir", "caballo-visir", "Springer-Wesir", "cavalier-vizir", "NW", "NW", "NW", "NW", 0, "S+", 0 },
  { "NF", "knight-fers", "caballo-alferza", "Springer-Fers", "cavalier-fierce", "NF", "NF", "NF", "NF", 0, "S+", 0 },
  { "NG", "centaur", "centauro", "Zentaur", "centaure", "NG", "NG", "NG", "NK", 0, "S+", 0 },
  { "GRY", "gryphon", "grifo", "Greif", "griffon", "GRY", "GRY", "GRY", "[F/oR]", 0, "R+", 0 },
  { "AAN", "aanca", "aanca", "Aanca", "aanca", "AAN", "AAN", "AAN", "[W/oB]", 0, "B+", 0 },
  { "SQN", "squeen", "squeen", "Squeen", "squeen", "SQN", "SQN", "SQN", "Qsissa", 0, "Q+", 0 },
  { "SIS", "sissa", "sissa", "Sissa", "sissa", "SIS", "SIS", "SIS", "sissa", 0, "Q+", 0 },
  { "NDB", "knight-dabbaba", "caballo-dabbaba", "Springer-Dabbaba", "cavalier-dabbaba", "NDB", "NDB", "NDB", "ND", 0, "S+", 0 },
  { "NAL", "knight-alfil", "caballo-alfil antiguo", "Springer-Alfil", "cavalier-alfil", "NAL", "NAL", "NAL", "NA", 0, "S+", 0 },
  { "CHS", "chainsaw dragon", "dragón motosierra", "Kettensägendrache", "dragon tronçonneuse", "CHS", "CHS", "CHS", "R[F/oDD]", 0, "R+", 0 },
  { "DH", "dancing horse", "caballo danzante", "Tanzpferd", "cheval dansant", "DH", "DH", "DH", "[N/N]", 0, "S+", 0 },
  { "WOR", "woody rook", "torre leñosa", "Holzturm", "tour de bois", "WOR", "WOR", "WOR", "WD", 0, "R+", 0 },
  { "WMF", "war machine-fers", "máquina de guerra-alferza", "Kriegsmaschine-Fers", "machine de guerre-fierce", "WMF", "WMF", "WMF", "FD", 0, "K+", 0 },
  { "WAF", "waffle", "gofre", "Waffel", "gaufre", "WAF", "WAF", "WAF", "WA", 0, "K+", 0 },
  { "EF", "elephant-fers", "elefante-alferza", "Elefant-Fers", "éléphant-fierce", "EF", "EF", "EF", "FA", 0, "B+", 0 },
  { "BD", "bede", "bede", "Bede", "bede", "BD", "BD", "BD", "BD", 0, "B+", 0 },
  { "CN", "charging knight", "caballo cargador", "Sturmspringer", "cavalier chargeur", "CCG", "CN", "CN", "fNsbK", 0, "S+", 0 },
  { "FN", "fibnif", "fibnif", "Fibnif", "fibnif", "FN", "FN", "FN", "FvN", 0, "S+", 0 },
  { "FAD", "fad", "fad", "Fad", "fad", "FAD", "FAD", "FAD", "FAD", 0, "K+", 0 },
  { "CO", "colonel", "coronel", "Oberst", "colonel", "CO", "CO", "CO", "fsRfNK", 0, "K+", 0 },
  { "HD", "half-duck", "medio pato", "Halbente", "demi-canard", "HD", "HD", "HD", "HFD", 0, "K+", 0 },
  { "CGR", "charging rook", "torre cargadora", "Sturmturm", "tour chargeuse", "CGR", "CGR", "CGR", "fsRbK", 0, "R+", 0 },
  { "SR", "short rook", "torre corta", "Kurzturm", "tour courte", "SR", "SR", "SR", "R4", 0, "R+", 0 },
  { "FLC", "falcon", "halcón", "Falke", "faucon", "FLC", "FLC", "FLC", "falcon", 0, "S+", 0 },
  { "SGE", "siege engine", "máquina de asedio", "Belagerungsmaschine", "engin de siège", "SGE", "SGE", "SGE", "WH", 0, "R+", 0 },
  { "ESE", "elephant-siege engine", "elefante-máquina de asedio", "Elefant-Belagerungsmaschine", "éléphant-engin de siège", "ESE", "ESE", "ESE", "WHA", 0, "R+", 0 },
  { "ED", "elephant-dabbaba", "elefante-dabbaba", "Elefant-Dabbaba", "éléphant-dabbaba", "ED", "ED", "ED", "AD", 0, "K+", 0 },
  { "DD", "dabbabarider", "dabbaba jinete", "Dabbabareiter", "dabbaba-cavalier", "DD", "DD", "DD", "DD", 0, "R+", 90 },
  { "AA", "alfilrider", "alfil antiguo jinete", "Alfilreiter", "alfil-cavalier", "AA", "AA", "AA", "AA", 0, "B+", 90 },
  { "FNQ", "knight forward, queen back", "caballo adelante, dama atrás", "vorwärts Springer, rückwärts Dame", "cavalier devant, dame derrière", "FNQ", "FNQ", "FNQ", "fNbQ", 0, "S+", 0 },
  { "FQN", "queen forward, knight back", "dama adelante, caballo atrás", "vorwärts Dame, rückwärts Springer", "dame devant, cavalier derrière", "FQN", "FQN", "FQN", "fQbN", 0, "Q+", 0 },
  { "FNR", "knight forward, rook back", "caballo adelante, torre atrás", "vorwärts Springer, rückwärts Turm", "cavalier devant, tour derrière", "FNR", "FNR", "FNR", "fNbR", 0, "S+", 0 },
  { "FRN", "rook forward, knight back", "torre adelante, caballo atrás", "vorwärts Turm, rückwärts Springer", "tour devant, cavalier derrière", "FRN", "FRN", "FRN", "fRbN", 0, "R+", 0 },
  { "FNB", "knight forward, bishop back", "caballo adelante, alfil atrás", "vorwärts Springer, rückwärts Läufer", "cavalier devant, fou derrière", "FNB", "FNB", "FNB", "fNbB", 0, "S+", 0 },
  { "FBN", "bishop forward, knight back", "alfil adelante, caballo atrás", "vorwärts Läufer, rückwärts Springer", "fou devant, cavalier derrière", "FBN", "FBN", "FBN", "fBbN", 0, "B+", 0 },
  { "FBR", "bishop forward, rook back", "alfil adelante, torre atrás", "vorwärts Läufer, rückwärts Turm", "fou devant, tour derrière", "FBR", "FBR", "FBR", "fBbR", 0, "B+", 0 },
  { "FRB", "rook forward, bishop back", "torre adelante, alfil atrás", "vorwärts Turm, rückwärts Läufer", "tour devant, fou derrière", "FRB", "FRB", "FRB", "fRbB", 0, "R+", 0 },
  { "WEL", "war elephant", "elefante de guerra", "Kriegselefant", "éléphant de guerre", "WEL", "WEL", "WEL", "[F/F]", 0, "B+", 0 },
  { "SHA", "shaman", "chamán", "Schamane", "chaman", "SHA", "SHA", "SHA", "[F/A][A/F]", 0, "B+", 0 },
  { "HE", "hero", "héroe", "Held", "héros", "HE", "HE", "HE", "[W/D][D/W]", 0, "K+", 0 },
  { "JG", "jumping general", "general saltador", "Springender General", "général sauteur", "JG", "JG", "JG", "KAD", 0, "K+", 0 },
  { "ZG", "zigzag general", "general zigzag", "Zickzack-General", "général zigzag", "ZG", "ZG", "ZG", "[KAD/KAD]", 0, "K+", 0 },
  { "MI", "minister", "ministro", "Minister", "ministre", "MI", "MI", "MI", "NWD", 0, "S+", 0 },
  { "HP", "high priestess", "suma sacerdotisa", "Hohepriesterin", "grande prêtresse", "HP", "HP", "HP", "NFA", 0, "S+", 0 },
  { "TN", "twisted knight", "caballo torcido", "Verdrehter Springer", "cavalier tordu", "TN", "TN", "TN", "[FA/FA]", 0, "S+", 0 },
  { "FK", "flexible knight", "caballo flexible", "Flexibler Springer", "cavalier flexible", "FK", "FK", "FK", "[WD/WD]", 0, "S+", 0 },
  { "OL", "oliphant", "olifante", "Olifant", "oliphant", "OL", "OL", "OL", "[FA/tFA]", 0, "B+", 0 },
  { "LW", "lightning war machine", "máquina de guerra relámpago", "Blitz-Kriegsmaschine", "machine de guerre éclair", "LW", "LW", "LW", "[WD/tWD]", 0, "R+", 0 },
  { "SG", "sliding general", "general deslizante", "Gleitender General", "général glissant", "SG", "SG", "SG", "[K/K]", 0, "K+", 0 },
  { "GU", "guard", "guardia", "Wache", "garde", "GU", "GU", "GU", "K", 0, "K+", 0 },
  /* Popeye's erlking: a king that is not royal */
  { "EK", "erlking", "rey de los elfos", "Erlkönig", "roi des elfes", "REL", "EK", "RE", "K", 0, "K+", 0 },
  /* Popeye's sting: a king's step or a grasshopper's hop, and royal, as
   * Popeye's is (it stands for the king) */
  { "ST", "sting", "aguijón", "Stachel", "dard", "AGU", "ST", "DRD", "gQK", FA_PIECE_ROYAL | FA_PIECE_NO_PROMOTION, "K+", 0 },
  /* Popeye's gryphon and ship: a pawn's steps and a bishop, a pawn's
   * captures and a rook (not the UC-73 gryphon GRY) */
  { "GY", "Popeye's gryphon", "grifo de Popeye", "Popeyes Greif", "griffon de Popeye", "GYP", "GY", "GY", "mpawnB", 0, "B+",
    0 },
  { "SH", "ship", "barco", "Schiff", "navire", "BAR", "SCH", "NAV", "cpawnR", 0, "R+", 0 },
  { "DR", "dragon", "dragón", "Drache", "dragon", "DR", "DR", "DR", "pawnN", 0, "S+", 0 },
  { "EQ", "equihopper", "equisaltador", "Equihopper", "équisauteur", "EQ", "EQ", "EQ", "equihopper", 0, "GH+", 0 },
  /* Popeye's eagle equihoppers: the equihopper's and the nonstop
   * equihopper's hops turned a quarter at the hurdle */
  { "EE", "eagle equihopper", "equisaltador águila", "Adler-Equihopper", "équisauteur aigle", "EQG", "AE", "AE",
    "eagleequihopper", 0, "GH+", 0 },
  { "EN", "eagle nonstop equihopper", "equisaltador águila sin parada", "Adler-Non-stop-Equihopper",
    "équisauteur aigle non-stop", "EQP", "AQ", "AQ", "eaglenonstopequihopper", 0, "GH+", 0 },
  /* Popeye's equistopper ("equi english"): halfway to a unit, or onto an
   * enemy halfway to one beyond */
  { "QE", "equi english", "equiinglés", "EquiEnglisch", "équi anglais", "EQI", "QE", "QA", "equistopper", 0, "GH+", 180 },
  { "DG", "double grasshopper", "saltamontes doble", "Doppelgrashüpfer", "double sauterelle", "DG", "DG", "DG",
    "doublegrasshopper", 0, "GH+", 0 },
  { "DK", "double rookhopper", "saltamontes torre doble", "Doppelturmhüpfer", "double sauterelle-tour", "DK", "DK", "DK",
    "doublerookhopper", 0, "R+", 180 },
  { "DB", "double bishophopper", "saltamontes alfil doble", "Doppelläuferhüpfer", "double sauterelle-fou", "DB", "DB",
    "DB", "doublebishophopper", 0, "B+", 180 },
  { "SS", "spiralspringer", "saltador espiral", "Spiralspringer", "sauteur spirale", "SS", "SS", "SS", "spiralspringer", 0,
    "S+", 0 },
  { "DS", "diagonal spiralspringer", "saltador espiral diagonal", "Diagonal-Spiralspringer", "sauteur spirale diagonal",
    "SSD", "DS", "DS", "diagonalspiralspringer", 0, "S+", 0 },
  /* Popeye's bouncy knight: a knight's leap, on from the empty edge
   * squares, three at most */
  { "BK", "bouncy knight", "caballo rebotador", "reflektierender Springer", "cavalier rebondissant", "CRB", "RS", "CR",
    "bouncyknight", 0, "S+", 0 },
  { "BN", "bouncy nightrider", "caballero nocturno rebotador", "reflektierender Nachtreiter", "noctambule rebondissant",
    "CNR", "NR", "NR", "bouncynightrider", 0, "S+", 180 },
  /* Popeye's other zigzags: spiralspringers of one sum of their two
   * leaps, the quintessence, the boy and girl scouts */
  { "S2", "spiralspringer (2,0)", "saltador espiral (2,0)", "Spiralspringer (2,0)", "sauteur spirale (2,0)", "SE2", "S2",
    "SP2", "spiralspringer20", 0, "S+", 0 },
  { "S4", "spiralspringer (4,0)", "saltador espiral (4,0)", "Spiralspringer (4,0)", "sauteur spirale (4,0)", "SE4", "S4",
    "SP4", "spiralspringer40", 0, "S+", 0 },
  { "S1", "diagonal spiralspringer (1,1)", "saltador espiral diagonal (1,1)", "Diagonal-Spiralspringer (1,1)",
    "sauteur spirale diagonal (1,1)", "SE1", "S1", "SP1", "spiralspringer11", 0, "S+", 0 },
  { "S3", "diagonal spiralspringer (3,3)", "saltador espiral diagonal (3,3)", "Diagonal-Spiralspringer (3,3)",
    "sauteur spirale diagonal (3,3)", "SE3", "S3", "SP3", "spiralspringer33", 0, "S+", 0 },
  { "QN", "quintessence", "quintaesencia", "Quintessenz", "quintessence", "QUI", "QN", "QN", "quintessence", 0, "S+", 0 },
  { "BT", "boyscout", "explorador", "Pfadfinder", "boy-scout", "EXP", "PF", "BT", "boyscout", 0, "B+", 0 },
  { "GT", "girlscout", "exploradora", "Pfadfinderin", "girl-scout", "EXA", "PN", "GT", "girlscout", 0, "R+", 0 },
  { "TH", "treehopper", "saltamontes árbol", "Baumhüpfer", "sauterelle-arbre", "TH", "BH1", "TH", "treehopper", 0, "GH+", 0 },
  { "GE", "greater treehopper", "gran saltamontes árbol", "großer Baumhüpfer", "grande sauterelle-arbre", "GE", "GBH", "GE",
    "greatertreehopper", 0, "GH+", 0 },
  { "LH", "leafhopper", "saltamontes hoja", "Blatthüpfer", "sauterelle-feuille", "LH", "BLH", "LH", "leafhopper", 0, "GH+",
    0 },
  { "GF", "greater leafhopper", "gran saltamontes hoja", "großer Blatthüpfer", "grande sauterelle-feuille", "GF", "GBL",
    "GF", "greaterleafhopper", 0, "GH+", 0 },
  { "RK", "radial knight", "caballo radial", "Radialspringer", "cavalier radial", "RK", "RK", "RK", "radialknight", 0, "S+",
    0 },
  { "AO", "maorider", "mao jinete", "Maoreiter", "mao-cavalier", "AO", "AO", "AO", "maorider", 0, "S+", 0 },
  { "OA", "moarider", "moa jinete", "Moareiter", "moa-cavalier", "OA", "OA", "OA", "moarider", 0, "S+", 0 },
  /* Popeye's lions along a maorider's and a moarider's line */
  { "ML", "maorider lion", "león mao jinete", "Maoreiterlöwe", "noctambule mao lion", "LMJ", "ML", "ML", "maoriderlion", 0, "S+", 90 },
  { "MM", "moarider lion", "león moa jinete", "Moareiterlöwe", "noctambule moa lion", "LMO", "MM", "MM", "moariderlion", 0, "S+", 90 },
  /* Popeye's UbiUbi: knight's leaps to empty squares, any number */
  { "UU", "UbiUbi", "UbiUbi", "UbiUbi", "UbiUbi", "UU", "UU", "UU", "ubiubi", 0, "S+", 0 },
  { "M", "moose", "alce", "Elch", "élan", "ALC", "ELC", "ELN", "moose", 0, "GH+", 0 },
  { "EA", "eagle", "águila", "Adler", "aigle", "AGL", "ADL", "AIG", "eagle", 0, "GH+", 0 },
  { "SW", "sparrow", "gorrión", "Spatz", "moineau", "GOR", "SPZ", "MOI", "sparrow", 0, "GH+", 0 },
  { "HA", "hamster", "hámster", "Hamster", "hamster", "HA", "HA", "HA", "hamster", 0, "GH+", 0 },
  { "MG", "marguerite", "margarita", "Margerite", "marguerite", "MG", "MG", "MG", "mooseeaglesparrowgQhamster", 0, "GH+", 0 },
  /* Popeye's hoppers on the rose's circles, and the rao: a rose's moves,
   * a rose lion's captures */
  { "RP", "rose hopper", "saltamontes rosa", "Rosenhüpfer", "rose sauteur", "SRO", "RH", "RS", "rosehopper", 0, "RO+", 0 },
  { "RN", "rose lion", "león rosa", "Rosenlöwe", "rose lion", "LRO", "RN", "RL", "roselion", 0, "RO+", 0 },
  { "RA", "rao", "rao", "Rao", "rao", "RA", "RAO", "RA", "mrosecroselion", 0, "RO+", 0 },
  /* Popeye's hoppers over a unit one step away: the knighthopper (a
   * knight's leap, then another), the kao (a knight's moves, the
   * knighthopper's captures) and the contragrasshopper (over the unit
   * next to it, as far beyond as a queen) */
  { "KP", "knighthopper", "saltamontes caballo", "Springerhüpfer", "sauterelle-cavalier", "SCB", "SH", "SV",
    "knighthopper", 0, "S+", 180 },
  { "KO", "kao", "kao", "Kao", "kao", "KAO", "KO", "KO", "mNcknighthopper", 0, "S+", 270 },
  { "CG", "contragrasshopper", "contrasaltamontes", "Kontragrashüpfer", "contre-sauterelle", "CSA", "KG", "CS",
    "contragrasshopper", 0, "GH+", 0 },
  /* the kinghopper: over the unit next to it on a queen's line to the
   * square just beyond */
  { "KH", "kinghopper", "saltamontes rey", "Königshüpfer", "roi sauteur", "SRY", "KH", "RSA", "kinghopper", 0, "GH+", 0 },
  /* Popeye's Chinese pawn: a step forward, across the river sideways too;
   * it never promotes */
  { "CP", "Chinese pawn", "peón chino", "chinesischer Bauer", "pion chinois", "PCH", "CB", "PC", "chinesepawn", 0, "P+",
    0 },
  /* Popeye's kangaroo and kangaroo lion: over the first two units of a
   * queen's line, to the square just beyond or any beyond */
  { "KA", "kangaroo", "canguro", "Känguruh", "kangourou", "CNG", "KNG", "KA", "kangaroo", 0, "GH+", 0 },
  { "KL", "kangaroo lion", "canguro león", "Känguruhlöwe", "kangourou lion", "CNL", "LK", "KL", "kangaroolion", 0, "GH+",
    0 },
  /* Popeye's rabbit moves as the kangaroo lion does (its own code and
   * name, as in Popeye's files); the bob over four units; the dolphin
   * a kangaroo and a grasshopper */
  { "RT", "rabbit", "conejo", "Hase", "lapin", "CON", "HS", "LA", "kangaroolion", 0, "GH+", 0 },
  { "BO", "bob", "bob", "Bob", "bob", "BOB", "BO", "BO", "bob", 0, "GH+", 0 },
  { "DO", "dolphin", "delfín", "Delphin", "dauphin", "DEL", "DE", "DN", "kangaroo gQ", 0, "GH+", 0 },
  /* Popeye's hunters: up the board as one piece, down as another, the
   * same way for both sides (a hunter of the problem's, X/Y, moves
   * forward as X and backward as Y: pieces/hunter.h) */
  { "RR", "rook/bishop hunter", "cazador torre/alfil", "Turm/Läufer-Jäger", "tour/fou chasseur", "CTA", "TJ", "TC",
    "uRdB", FA_PIECE_HUNTER, "R+", 0 },
  { "BR", "bishop/rook hunter", "cazador alfil/torre", "Läufer/Turm-Jäger", "fou/tour chasseur", "CAT", "LJ", "FC",
    "uBdR", FA_PIECE_HUNTER, "B+", 0 },
  /* Popeye's zebu: a camel's and a giraffe's leaps */
  { "ZE", "zebu", "cebú", "Zebu", "zébu", "CEB", "ZE", "ZE", "C(1,4)", 0, "S+", 0 },
  /* Popeye's maohopper and moahopper: a knight's leap over the square a
   * mao or a moa passes, occupied; the saltador moves as they do and
   * captures as a mao or a moa */
  { "AH", "maohopper", "saltamontes mao", "Maohüpfer", "mao sauteur", "SMA", "AH", "AS", "maohopper", 0, "S+", 0 },
  { "OH", "moahopper", "saltamontes moa", "Moahüpfer", "moa sauteur", "SMO", "OH", "OS", "moahopper", 0, "S+", 0 },
  { "SA", "saltador", "saltador", "Saltador", "saltador", "SAL", "SA", "SL", "mmaohoppermmoahopperc[W-oF]c[F-oW]", 0,
    "S+", 0 },
  /* Popeye's angle hoppers on the rook's or the bishop's lines alone */
  { "RM", "rook moose", "alce torre", "Turmelch", "élan tour", "ALT", "TC", "ET", "rookmoose", 0, "GH+", 0 },
  { "RE", "rook eagle", "águila torre", "Turmadler", "aigle tour", "AGT", "TA", "AT", "rookeagle", 0, "GH+", 0 },
  { "RW", "rook sparrow", "gorrión torre", "Turmspatz", "moineau tour", "GOT", "TS", "MT", "rooksparrow", 0, "GH+", 0 },
  { "BM", "bishop moose", "alce alfil", "Läuferelch", "élan fou", "ALA", "LC", "ELF", "bishopmoose", 0, "GH+", 0 },
  { "BE", "bishop eagle", "águila alfil", "Läuferadler", "aigle fou", "AGA", "LA", "AF", "bishopeagle", 0, "GH+", 0 },
  { "BW", "bishop sparrow", "gorrión alfil", "Läuferspatz", "moineau fou", "GOA", "LS", "MF", "bishopsparrow", 0, "GH+",
    0 },
  /* Popeye's scarabeus: over the first unit on a queen's line, then a
   * knight's leap turned from it by a little */
  { "SC", "scarabeus", "escarabajo", "Skarabäus", "scarabée", "ESC", "SKA", "SCA", "scarabeus", 0, "GH+", 0 },
  /* The Argentinian pieces: they capture as a queen, a rook or a bishop
   * and move only beyond the first unit on the line, as a lion does */
  { "SE", "senora", "señora", "Senora", "senora", "SE", "SE", "SE", "cQmpQ", 0, "Q+", 0 },
  { "FA", "faro", "faro", "Faro", "faro", "FA", "FA", "FA", "cRmpR", 0, "R+", 0 },
  { "LO", "loco", "loco", "Loco", "loco", "LOC", "LO", "LO", "cBmpB", 0, "B+", 0 },
  { "OR", "orix", "orix", "Orix", "orix", "OR", "OR", "OR", "orix", 0, "GH+", 0 },
  { "NE", "nonstop equihopper", "equisaltador sin parada", "Non-stop-Equihopper", "équisauteur non-stop", "NE", "NE", "NE",
    "nonstopequihopper", 0, "GH+", 0 },
  { "NO", "nonstop orix", "orix sin parada", "Non-stop-Orix", "orix non-stop", "ONS", "NO", "ON", "nonstoporix", 0,
    "GH+", 0 },
  { "QQ", "querquisite", "querquisita", "Querquisite", "querquisite", "QQ", "QQ", "QQ", "querquisite", 0, "Q+", 0 },
  /* The Rococo pieces (pieces-uc73.md section 4, rules/rococo.h). */
  { "CM", "chameleon", "camaleón", "Chamäleon", "caméléon", "CM", "CM", "CM", "chameleon", 0, "CM", 0 },
  { "LL", "long leaper", "saltador largo", "Weitspringer", "sauteur long", "LL", "WSP", "LL", "longleaper", 0, "LL", 0 },
  { "SWP", "swapper", "intercambiador", "Tauscher", "échangeur", "SWP", "SWP", "SWP", "swapper", 0, "Q+", 0 },
  { "WDR", "withdrawer", "retirador", "Rückzieher", "retireur", "WDR", "WDR", "WDR", "withdrawer", 0, "Q+", 0 },
  { "ADV", "advancer", "avanzador", "Vorrücker", "avanceur", "ADV", "ADV", "ADV", "advancer", 0, "Q+", 0 },
  { "IM", "immobilizer", "inmovilizador", "Immobilisierer", "immobiliseur", "IM", "IM", "IMM", "immobilizer", 0, "IM", 0 },
  { "CNP", "cannon pawn", "peón cañón", "Kanonenbauer", "pion canon", "CNP", "CNP", "CNP", "cannonpawn", 0, "P+", 0 },
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
      if (shape == FA_SHAPE_HOP || shape == FA_SHAPE_LION_HOP || shape == FA_SHAPE_EQUIHOP || shape == FA_SHAPE_DOUBLE_HOP
          || shape == FA_SHAPE_RADIAL || shape == FA_SHAPE_ANGLE_HOP || shape == FA_SHAPE_BOUNCE
          || shape == FA_SHAPE_ROSE_HOP || shape == FA_SHAPE_NEAR_HOP || shape == FA_SHAPE_MAO_HOP
          || shape == FA_SHAPE_KANGAROO)
        return FA_FAMILY_HOPPER;
      if (shape == FA_SHAPE_PATHS)
        return FA_FAMILY_BENT;
      if (shape == FA_SHAPE_ROCOCO)
        return FA_FAMILY_ROCOCO;
      if (shape == FA_SHAPE_RIDE || shape == FA_SHAPE_ROSE || shape == FA_SHAPE_REFLECT || shape == FA_SHAPE_QUERQUISITE
          || shape == FA_SHAPE_BOUNCY_KNIGHT)
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

/* The variants made so far (royal and paralysing, each kept apart):
 * base -> variant and variant -> base. */
typedef struct
{
  GHashTable *variants, *bases;
} VariantTable;

static GMutex variant_lock;
static VariantTable royal_table, paralysing_table;

/* base's variant in table, made on first use: its code with prefix
 * before it, its flags with set added and clear taken away. */
static const FaPieceSpec *
variant_of (VariantTable *table, const FaPieceSpec *base, const char *prefix, unsigned set, unsigned clear)
{
  g_mutex_lock (&variant_lock);
  if (!table->variants)
    {
      table->variants = g_hash_table_new (g_direct_hash, g_direct_equal);
      table->bases = g_hash_table_new (g_direct_hash, g_direct_equal);
    }
  FaPieceSpec *v = g_hash_table_lookup (table->variants, base);
  if (!v)
    {
      v = g_new (FaPieceSpec, 1);
      *v = *base;
      v->code = g_strdup_printf ("%s%s", prefix, base->code);
      v->flags = (base->flags | set) & ~clear;
      g_hash_table_insert (table->variants, (gpointer) base, v);
      g_hash_table_insert (table->bases, v, (gpointer) base);
    }
  g_mutex_unlock (&variant_lock);
  return v;
}

static const FaPieceSpec *
base_of (VariantTable *table, const FaPieceSpec *spec)
{
  g_mutex_lock (&variant_lock);
  const FaPieceSpec *base = table->bases ? g_hash_table_lookup (table->bases, spec) : NULL;
  g_mutex_unlock (&variant_lock);
  return base;
}

const FaPieceSpec *
fa_piece_royal_variant (const FaPieceSpec *base)
{
  return variant_of (&royal_table, base, "r", FA_PIECE_ROYAL | FA_PIECE_NO_PROMOTION,
                     FA_PIECE_CASTLES | FA_PIECE_CASTLING_PARTNER);
}

const FaPieceSpec *
fa_piece_royal_base (const FaPieceSpec *spec)
{
  return base_of (&royal_table, spec);
}

const FaPieceSpec *
fa_piece_paralysing_variant (const FaPieceSpec *base)
{
  return variant_of (&paralysing_table, base, "p", FA_PIECE_PARALYSING | FA_PIECE_NO_PROMOTION, 0);
}

const FaPieceSpec *
fa_piece_paralysing_base (const FaPieceSpec *spec)
{
  return base_of (&paralysing_table, spec);
}

const FaPieceSpec *
fa_piece_attribute_base (const FaPieceSpec *spec)
{
  for (;;)
    {
      const FaPieceSpec *base = fa_piece_royal_base (spec);
      if (!base)
        base = fa_piece_paralysing_base (spec);
      if (!base)
        return spec;
      spec = base;
    }
}
