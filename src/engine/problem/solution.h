/* The solution of a problem as a typed tree.  Every node but the root and
 * the phase nodes holds one move and its role; printers (Popeye text,
 * JSON) and the app read the tree, nothing parses text output. */
#pragma once

#include <glib.h>

#include "board/geometry.h"
#include "pieces/piece-catalogue.h"
#include "problem/problem.h"

typedef enum
{
  FA_NODE_ROOT,
  FA_NODE_PHASE,        /* a block of play: set play, the solution, a duplex half */
  FA_NODE_KEY,          /* 1.Rh1-h8 ! */
  FA_NODE_TRY,          /* 1.Qd1-d5 ? */
  FA_NODE_THREAT,       /* threat: 2.Qe4 # */
  FA_NODE_DEFENCE,      /* 1...Kf4-e3 */
  FA_NODE_REFUTATION,   /* but 1...Kf4*e3 ! */
  FA_NODE_CONTINUATION, /* 2.Qd5-e4 # after a defence */
  FA_NODE_HELP_MOVE,    /* one move of a help or series line */
  FA_NODE_OBLIGED_GOAL, /* reflex play: the attacker must reach the goal itself ("?!?") */
} FaNodeRole;

typedef enum
{
  FA_PHASE_SET_PLAY,
  FA_PHASE_SOLUTION,
  FA_PHASE_DUPLEX,      /* colours swapped (Duplex, HalfDuplex) */
} FaPhaseKind;

typedef enum
{
  FA_MARK_CHECK = 1 << 0,
  FA_MARK_MATE = 1 << 1,
  FA_MARK_STALEMATE = 1 << 2,
  FA_MARK_DOUBLE_STALEMATE = 1 << 3,
  FA_MARK_AUTO_STALEMATE = 1 << 7, /* != */
  FA_MARK_THREAT_FOLLOWS = 1 << 4, /* "threat:" is printed after the move */
  FA_MARK_ZUGZWANG = 1 << 5,       /* "zugzwang." is printed after the move */
  FA_MARK_NOT_APPLICABLE = 1 << 6, /* a set play phase that the stipulation has
                                      not (ser-#, h#0.5): it stays empty */
} FaMarks;

typedef enum
{
  FA_RECORD_CASTLE_SHORT = 1,
  FA_RECORD_CASTLE_LONG = 2,
  FA_RECORD_EN_PASSANT = 4,
  FA_RECORD_VIA = 8, /* Mars Circe: the move starts from via (Rd4-a1*a7) */
  /* A retractor's retraction: the move taken back, written as the move
   * ("-1.Kd2xBe1"), the unit it uncaptures as captured (RET-23). */
  FA_RECORD_RETRACTION = 16,
  /* A retractor's forward move after the retractions ("& 1.b5-b6 #"). */
  FA_RECORD_FORWARD = 32,
  /* Short notation: another unit of the kind could go to the square too;
   * the departure's file, or rank, or both tell them apart (Rfd1, R1d2). */
  FA_RECORD_NAME_FILE = 64,
  FA_RECORD_NAME_RANK = 128,
  /* A swapper's swap: the unit it swaps with is the effect
   * FA_RECORD_EFFECT_SWAPPED ("SWPd4<->bQd7"). */
  FA_RECORD_SWAP = 256,
  /* A frozen unit removes itself (Rococo): the move is its removal
   * ("Se4[-wSe4]"). */
  FA_RECORD_SUICIDE = 512,
  /* Mars Circe's castling from the king's game-array square (the
   * effects FA_RECORD_EFFECT_ARRAY_START say who went there first); via
   * is the square of Anti-Mars Circe's second rook, FA_NO_SQUARE if
   * none (board/position.h FaCastlingVariant), which sets the order. */
  FA_RECORD_CASTLE_FROM_ARRAY = 1024,
} FaRecordFlags;

/* What a condition did besides the move (board/position.h FaEffect), as
 * it is written: a rebirth "[+bSg8]", a relocation "[wQb8->d1]", a
 * change of colour "=b". */
typedef enum
{
  FA_RECORD_EFFECT_REBIRTH = 1,
  FA_RECORD_EFFECT_RELOCATION,
  FA_RECORD_EFFECT_RECOLOUR, /* "=b": the unit on square is now of colour */
  FA_RECORD_EFFECT_ADDITION, /* "[+wPd4]" as a rebirth: a unit appears (Sentinelles) */
  FA_RECORD_EFFECT_REBIRTH_PROMOTION, /* "[+bPd1=S]": a pawn reborn on its last rank as piece */
  FA_RECORD_EFFECT_REMOVAL,  /* "[-bPa3]": a unit captured on square, besides the move's capture */
  FA_RECORD_EFFECT_ASSASSINATION, /* Circe Assassin: the unit a rebirth removed (Popeye writes nothing) */
  FA_RECORD_EFFECT_SWAPPED, /* the unit a swap brought to square, from from (written in the move) */
  /* "[wKd1->e1]" before the move: a unit went from from to its
   * game-array square square first (Mars Circe's castling) */
  FA_RECORD_EFFECT_ARRAY_START,
} FaRecordEffectKind;

/* Sixteen bytes. */
typedef struct
{
  const FaPieceSpec *piece;
  uint8_t kind;         /* FaRecordEffectKind */
  uint8_t colour;       /* FaColour */
  FaSquare square;      /* where the unit stands after the effect */
  FaSquare from;        /* a relocation: where it stood before */
} FaEffectRecord;

/* A rebirth and a relocation (Circe with Anti-Circe); a chameleon's long
 * leap over seven enemy long leapers on a 16x16 board and its two side
 * captures, under Circe each one reborn: as many as the position's
 * effects (FA_MAX_EFFECTS), the swap written besides. */
#define FA_MAX_RECORD_EFFECTS 21 /* FA_MAX_EFFECTS + 1, checked in play/search.c */

/* A move as it is written, independent of any search state. */
typedef struct
{
  const FaPieceSpec *piece;
  FaColour colour;          /* of the moving piece */
  int side;                 /* who played it: 0 White, 1 Black */
  int number;               /* move number as printed */
  FaSquare from, to;
  FaSquare via;             /* with FA_RECORD_VIA: the square the move starts from */
  const FaPieceSpec *captured; /* NULL if none */
  FaSquare capture_square;
  const FaPieceSpec *promotion; /* NULL if none */
  unsigned flags;           /* FaRecordFlags */
  uint8_t n_effects;
  /* Shared by every record with the same effects, never freed
   * (fa_move_record_set_effects): a record is copied by value, and a
   * solution tree's nodes keep no room for effects that most moves do not
   * have (a random h#3 of the bench prints 92,000 lines; with room for 21
   * effects a node took 424 bytes, and faulting in their pages a tenth of
   * the time). */
  const FaEffectRecord *effects;
} FaMoveRecord;

/* Makes rec's effects the n of effects (n <= FA_MAX_RECORD_EFFECTS). */
void fa_move_record_set_effects (FaMoveRecord *rec, const FaEffectRecord *effects, int n);
/* Adds one effect after rec's. */
void fa_move_record_add_effect (FaMoveRecord *rec, FaEffectRecord effect);

/* Are a and b the same move, made by the same side (the same squares,
 * promotion, marks of the record, effects)?  Lines that share their
 * beginning share these nodes. */
gboolean fa_move_record_same (const FaMoveRecord *a, const FaMoveRecord *b);

typedef struct FaSolutionNode FaSolutionNode;
struct FaSolutionNode
{
  FaNodeRole role;
  FaPhaseKind phase;        /* FA_NODE_PHASE only */
  FaMoveRecord move;        /* move nodes only */
  unsigned marks;           /* FaMarks */
  GPtrArray *children;      /* of FaSolutionNode*, owned; NULL when none */
};

FaSolutionNode *fa_solution_node_new (FaNodeRole role);
FaSolutionNode *fa_solution_node_add (FaSolutionNode *parent, FaNodeRole role);
void fa_solution_node_free (FaSolutionNode *node);
/* A deep copy of node and everything under it. */
FaSolutionNode *fa_solution_node_copy (const FaSolutionNode *node);
guint fa_solution_node_n_children (const FaSolutionNode *node);
FaSolutionNode *fa_solution_node_child (const FaSolutionNode *node, guint i);

typedef enum
{
  FA_SOLVE_COMPLETE,
  FA_SOLVE_PARTIAL,    /* stopped at MaxSolutions */
  FA_SOLVE_CANCELLED,
  FA_SOLVE_TIMED_OUT,
} FaSolveStatus;

/* The solution of one twin. */
typedef struct
{
  char *twin_label;        /* "a)", "+b)": NULL when the problem has no twins */
  FaSolutionNode *root;    /* children: FA_NODE_PHASE nodes */
  FaSolveStatus status;
  gboolean solution_limit_reached; /* partial: stopped at the solution limit */
  guint64 nodes;           /* positions visited */
  guint solutions;         /* keys, or help and series lines */
  double seconds;
  int files, ranks;        /* for square names */
  FaPlay play;             /* tree (direct, self, reflex) or lines (help, series) */
  gboolean series;
  gboolean double_series;  /* n->ser-#m: every move of a line is numbered */
  int double_series_moves; /* and its m (a series of m = 1 is not) */
  char *error;             /* set when the twin could not be solved */
  /* What Popeye says of the twin before its solution, solved all the
   * same ("Option "Threat" not applicable ..."), in English (a msgid: the
   * studio shows its translation); NULL when nothing. */
  char *warning;
  FaSourcePos error_at;    /* the piece or condition error is about; 0, 0 when
                              none is (no stipulation, a king in check) */
  char *check_report;      /* FaSolveOptions.check_line: the check's report */
  gboolean check_holds;    /* and whether the line holds */
} FaSolution;

void fa_solution_free (FaSolution *s);
/* Fills in what the printers need from the problem solved: board size,
 * play, series. */
void fa_solution_set_play (FaSolution *s, const FaProblem *p);
/* Help and series play are written as lines, the others as trees. */
gboolean fa_solution_in_lines (const FaSolution *s);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FaSolution, fa_solution_free)

/* Plays a recorded move on a problem's diagram (for showing the position
 * after a line): moves the piece, removes what it takes, promotes, and
 * moves the rook of castling; a retraction is taken back (the unit back
 * to its departure, the unit it took put back, a pawn again). */
void fa_problem_play_record (FaProblem *p, const FaMoveRecord *move);

/* Popeye notation of one move: "Rh1-h8", "b7*c8=Q", "0-0", "e5*d6 ep."
 * (marks not included); problem/notation.h writes the others. */
char *fa_move_record_format (const FaMoveRecord *move, int files, int ranks);
