/* The catalogue of piece kinds: pieces are data.  Each entry names a kind
 * in four languages, gives its Popeye code and its movement in Faerie's
 * movement notation (see movement.h). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef enum
{
  FA_PIECE_ROYAL = 1 << 0,      /* capture of it ends the game: the king */
  FA_PIECE_PAWN = 1 << 1,       /* orthodox pawn rules: double step, e.p., promotion */
  FA_PIECE_CASTLES = 1 << 2,    /* a king that may castle */
  FA_PIECE_CASTLING_PARTNER = 1 << 3, /* the rook of castling */
  FA_PIECE_NO_PROMOTION = 1 << 4,     /* never a promotion choice */
  /* its leaps and rides promote on its last rank, as a pawn's moves do
   * (Popeye's superpawns) */
  FA_PIECE_PROMOTES = 1 << 5,
  /* a pawn where a rule asks for one (Circe reborn on the second rank):
   * the orthodox, Berolina, marine and super pawns, Popeye's pawn walks */
  FA_PIECE_PAWN_WALK = 1 << 6,
  /* Popeye's hunters: one piece's moves up the board, another's down;
   * Popeye lists the moves up first (rules/rules.h, FaPopeyeOrder) */
  FA_PIECE_HUNTER = 1 << 7,
  /* Popeye's attribute Paralysing (fa_piece_paralysing_variant) */
  FA_PIECE_PARALYSING = 1 << 8,
} FaPieceFlags;

typedef struct FaPieceSpec
{
  const char *code;     /* Popeye's English code, upper case: "S", "N", "CA" */
  const char *name_en;
  const char *name_es;
  const char *name_de;
  const char *name_fr;
  const char *code_es;  /* the code problemists use in Spanish (R D T A C P) */
  const char *code_de;
  const char *code_fr;
  const char *movement; /* movement notation, see movement.h */
  unsigned flags;
  /* Diagram glyph: a figure of icons/pieces, orthodox ("K","Q","R","B",
   * "S","P") or fairy ("AM","GH", ...), and its rotation in degrees
   * (fairy-font convention).  A '+' after the figure ("S+") adds the
   * kind's code as a badge: how kinds that share a figure each look
   * different (src/diagram/fa-piece-glyph.h, icons/README.md). */
  const char *glyph;
  int glyph_rotation;
} FaPieceSpec;

/* The built-in catalogue, in a fixed order (orthodox pieces first). */
const FaPieceSpec *fa_piece_catalogue (size_t *n_out);

/* Looks up a built-in kind by its English Popeye code (case-insensitive,
 * len bytes of code).  NULL when unknown. */
const FaPieceSpec *fa_piece_lookup_code (const char *code, size_t len);

/* The orthodox kinds, for rules that need them by name. */
const FaPieceSpec *fa_piece_king (void);
const FaPieceSpec *fa_piece_queen (void);
const FaPieceSpec *fa_piece_rook (void);
const FaPieceSpec *fa_piece_bishop (void);
const FaPieceSpec *fa_piece_knight (void);
const FaPieceSpec *fa_piece_pawn (void);

/* The families a palette groups kinds by. */
typedef enum
{
  FA_FAMILY_ORTHODOX,
  FA_FAMILY_LEAPER,  /* every move one leap: camel, zebra, giraffe, ... */
  FA_FAMILY_RIDER,   /* a ride in some direction: nightrider, amazon, rose, ... */
  FA_FAMILY_HOPPER,  /* a hop over a unit: grasshopper, lion, pao, ... */
  FA_FAMILY_BENT,    /* along paths of several steps: gryphon, sissa, falcon, ... */
  FA_FAMILY_ROCOCO,  /* capture by withdrawal, approach, mimicry, ...: chameleon, immobilizer, ... */
} FaPieceFamily;

FaPieceFamily fa_piece_family (const FaPieceSpec *spec);

/* The royal variant of base (Popeye's attribute Royal, ROY-1): the same
 * movement, playing the king's role; it never castles, nor is it a
 * promotion choice.  Its code is base's with an r before it ("rQ", as
 * Popeye writes its moves).  Made once per kind, for the whole process. */
const FaPieceSpec *fa_piece_royal_variant (const FaPieceSpec *base);

/* The kind a royal variant is royal of; NULL for any other kind. */
const FaPieceSpec *fa_piece_royal_base (const FaPieceSpec *spec);

/* The paralysing variant of base (Popeye's attribute Paralysing,
 * rules/conditions/paralysing.h): the same movement, but it takes
 * nothing and paralyses the enemy units it observes; a paralysing pawn
 * promotes to paralysing pieces, so the variant is no promotion choice
 * of other pawns.  Its code is base's with a p before it ("pB", as
 * Popeye writes its moves).  Made once per kind, for the whole process. */
const FaPieceSpec *fa_piece_paralysing_variant (const FaPieceSpec *base);

/* The kind a paralysing variant is of; NULL for any other kind. */
const FaPieceSpec *fa_piece_paralysing_base (const FaPieceSpec *spec);

/* spec without its attributes (royal, paralysing): the kind whose place
 * in the game array, promotion order and name it has. */
const FaPieceSpec *fa_piece_attribute_base (const FaPieceSpec *spec);

/* Position of spec's code in Popeye's piece table (promotion order);
 * large for kinds Popeye does not have. */
int fa_piece_popeye_rank (const FaPieceSpec *spec);

/* Length of the catalogue code at the start of text (case-insensitive),
 * 0 if none.  The longest code that a square follows wins, so "CAd4" is a
 * camel on d4 and "Bh4" a bishop on h4 (not a bishophopper); without a
 * square after any code, the longest code. */
size_t fa_piece_match_code (const char *text, const FaPieceSpec **out);
