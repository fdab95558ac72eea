#include "pieces/movement.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

typedef struct
{
  bool move_only, capture_only;
  bool forward, backward, sideways, vertical;
  bool absolute; /* u d: forward and backward as White's, for both sides */
  bool edge_crossing;
  FaShape hop; /* FA_SHAPE_LEAP when not a hopper */
} Modifiers;

static void
add_direction (FaMovementPart *part, int dx, int dy)
{
  for (int i = 0; i < part->n_directions; i++)
    if (part->directions[i][0] == dx && part->directions[i][1] == dy)
      return;
  if (part->n_directions < FA_MAX_PART_DIRECTIONS)
    {
      part->directions[part->n_directions][0] = (signed char) dx;
      part->directions[part->n_directions][1] = (signed char) dy;
      part->n_directions++;
    }
}

static bool
direction_allowed (const Modifiers *mods, int dx, int dy)
{
  if (!mods->forward && !mods->backward && !mods->sideways && !mods->vertical)
    return true;
  /* On an oblique leap, v and s are its narrow and wide directions (no
   * oblique leap is straight up or across): XBetza's reading. */
  int ax = abs (dx), ay = abs (dy);
  bool oblique = ax != 0 && ay != 0 && ax != ay;
  bool vertical = oblique ? ay > ax : dx == 0, sideways = oblique ? ax > ay : dy == 0;
  return (mods->forward && dy > 0) || (mods->backward && dy < 0)
         || (mods->sideways && sideways) || (mods->vertical && vertical);
}

/* All (+-x, +-y) and (+-y, +-x) that the modifiers allow. */
static void
add_leap_directions (FaMovementPart *part, const Modifiers *mods, int x, int y)
{
  static const int signs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  for (int s = 0; s < 4; s++)
    for (int swap = 0; swap < 2; swap++)
      {
        int dx = (swap ? y : x) * signs[s][0], dy = (swap ? x : y) * signs[s][1];
        if (direction_allowed (mods, dx, dy))
          add_direction (part, dx, dy);
      }
}

/* What a shortcut letter stands for (a doubled atom rides), NULL for
 * another letter. */
static const char *
shortcut_expansion (char c)
{
  switch (c)
    {
    case 'K': return "WF";
    case 'R': return "WW";
    case 'B': return "FF";
    case 'Q': return "WWFF";
    default: return NULL;
    }
}

/* The words of the notation that name a whole movement. */
typedef struct
{
  const char *word;
  FaShape shape;
  FaPathsKind paths; /* FA_SHAPE_PATHS */
  bool no_move;      /* "none" */
  FaRococoPower rococo; /* FA_SHAPE_ROCOCO */
  int range;            /* the part's range: FA_SHAPE_RADIAL's FaRadialMode, FA_SHAPE_ANGLE_HOP's turn in eighths */
} Special;

static const Special specials[] = {
  /* (before "eagle", which begins them) */
  { "eagleequihopper", FA_SHAPE_EQUIHOP, 0, false, FA_ROCOCO_NONE, FA_EQUIHOP_EAGLE },
  { "eaglenonstopequihopper", FA_SHAPE_EQUIHOP, 0, false, FA_ROCOCO_NONE, FA_EQUIHOP_EAGLE_NONSTOP },
  /* (before "rose", which begins them) */
  { "rosehopper", FA_SHAPE_ROSE_HOP, 0, false, FA_ROCOCO_NONE, FA_ROSE_HOP_HOPPER },
  { "roselion", FA_SHAPE_ROSE_HOP, 0, false, FA_ROCOCO_NONE, FA_ROSE_HOP_LION },
  { "rose", FA_SHAPE_ROSE, 0, false, FA_ROCOCO_NONE, 0 },
  { "knighthopper", FA_SHAPE_NEAR_HOP, 0, false, FA_ROCOCO_NONE, 1 },
  { "kinghopper", FA_SHAPE_NEAR_HOP, 0, false, FA_ROCOCO_NONE, 1 },
  { "querquisite", FA_SHAPE_QUERQUISITE, 0, false, FA_ROCOCO_NONE, 0 },
  { "maohopper", FA_SHAPE_MAO_HOP, 0, false, FA_ROCOCO_NONE, 1 },
  { "chinesepawn", FA_SHAPE_CHINESE_PAWN, 0, false, FA_ROCOCO_NONE, 0 },
  { "ubiubi", FA_SHAPE_BOUNCY_KNIGHT, 0, false, FA_ROCOCO_NONE, FA_UBIUBI },
  { "bouncyknight", FA_SHAPE_BOUNCY_KNIGHT, 0, false, FA_ROCOCO_NONE, 0 },
  { "bouncynightrider", FA_SHAPE_BOUNCY_KNIGHT, 0, false, FA_ROCOCO_NONE, FA_BOUNCY_NIGHTRIDER },
  /* (the lion first: "kangaroo" begins it) */
  { "kangaroolion", FA_SHAPE_KANGAROO, 0, false, FA_ROCOCO_NONE, FA_KANGAROO_LION },
  { "kangaroo", FA_SHAPE_KANGAROO, 0, false, FA_ROCOCO_NONE, FA_KANGAROO_HOP },
  { "bob", FA_SHAPE_KANGAROO, 0, false, FA_ROCOCO_NONE, FA_KANGAROO_BOB },
  { "moahopper", FA_SHAPE_MAO_HOP, 0, false, FA_ROCOCO_NONE, 2 },
  { "contragrasshopper", FA_SHAPE_NEAR_HOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "pawn", FA_SHAPE_PAWN, 0, false, FA_ROCOCO_NONE, 0 },
  { "reversepawn", FA_SHAPE_PAWN, 0, false, FA_ROCOCO_NONE, 0 },
  { "berolina", FA_SHAPE_BEROLINA, 0, false, FA_ROCOCO_NONE, 0 },
  { "orphan", FA_SHAPE_ORPHAN, 0, false, FA_ROCOCO_NONE, FA_BORROW_ORPHAN },
  { "friend", FA_SHAPE_ORPHAN, 0, false, FA_ROCOCO_NONE, FA_BORROW_FRIEND },
  { "sissa", FA_SHAPE_PATHS, FA_PATHS_SISSA, false, FA_ROCOCO_NONE, 0 },
  /* (before "spiralspringer", which begins them) */
  { "spiralspringer20", FA_SHAPE_PATHS, FA_PATHS_SPIRAL_20, false, FA_ROCOCO_NONE, 0 },
  { "spiralspringer40", FA_SHAPE_PATHS, FA_PATHS_SPIRAL_40, false, FA_ROCOCO_NONE, 0 },
  { "spiralspringer11", FA_SHAPE_PATHS, FA_PATHS_SPIRAL_11, false, FA_ROCOCO_NONE, 0 },
  { "spiralspringer33", FA_SHAPE_PATHS, FA_PATHS_SPIRAL_33, false, FA_ROCOCO_NONE, 0 },
  { "spiralspringer", FA_SHAPE_PATHS, FA_PATHS_SPIRAL, false, FA_ROCOCO_NONE, 0 },
  { "quintessence", FA_SHAPE_PATHS, FA_PATHS_QUINTESSENCE, false, FA_ROCOCO_NONE, 0 },
  { "boyscout", FA_SHAPE_PATHS, FA_PATHS_BOYSCOUT, false, FA_ROCOCO_NONE, 0 },
  { "girlscout", FA_SHAPE_PATHS, FA_PATHS_GIRLSCOUT, false, FA_ROCOCO_NONE, 0 },
  /* (the lions first: "maorider" and "moarider" begin them) */
  { "maoriderlion", FA_SHAPE_MAO_HOP, 0, false, FA_ROCOCO_NONE, FA_MAO_RIDER_LION },
  { "moariderlion", FA_SHAPE_MAO_HOP, 0, false, FA_ROCOCO_NONE, FA_MOA_RIDER_LION },
  { "maorider", FA_SHAPE_PATHS, FA_PATHS_MAORIDER, false, FA_ROCOCO_NONE, 0 },
  { "moarider", FA_SHAPE_PATHS, FA_PATHS_MOARIDER, false, FA_ROCOCO_NONE, 0 },
  { "diagonalspiralspringer", FA_SHAPE_PATHS, FA_PATHS_DIAGONAL_SPIRAL, false, FA_ROCOCO_NONE, 0 },
  { "falcon", FA_SHAPE_PATHS, FA_PATHS_FALCON, false, FA_ROCOCO_NONE, 0 },
  { "none", FA_SHAPE_LEAP, 0, true, FA_ROCOCO_NONE, 0 },
  { "chameleon", FA_SHAPE_ROCOCO, 0, false, FA_ROCOCO_CHAMELEON, 0 },
  { "longleaper", FA_SHAPE_ROCOCO, 0, false, FA_ROCOCO_LONG_LEAPER, 0 },
  { "swapper", FA_SHAPE_ROCOCO, 0, false, FA_ROCOCO_SWAPPER, 0 },
  { "withdrawer", FA_SHAPE_ROCOCO, 0, false, FA_ROCOCO_WITHDRAWER, 0 },
  { "advancer", FA_SHAPE_ROCOCO, 0, false, FA_ROCOCO_ADVANCER, 0 },
  { "immobilizer", FA_SHAPE_ROCOCO, 0, false, FA_ROCOCO_IMMOBILIZER, 0 },
  { "cannonpawn", FA_SHAPE_ROCOCO, 0, false, FA_ROCOCO_CANNON_PAWN, 0 },
  { "equistopper", FA_SHAPE_EQUIHOP, 0, false, FA_ROCOCO_NONE, FA_EQUIHOP_STOPPER },
  { "equihopper", FA_SHAPE_EQUIHOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "orix", FA_SHAPE_EQUIHOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "doublegrasshopper", FA_SHAPE_DOUBLE_HOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "moose", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 1 },
  { "eagle", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 2 },
  { "sparrow", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 3 },
  { "hamster", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 4 },
  { "scarabeus", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, FA_ANGLE_HOP_KNIGHT },
  { "rookmoose", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 1 },
  { "rookeagle", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 2 },
  { "rooksparrow", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 3 },
  { "bishopmoose", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 1 },
  { "bishopeagle", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 2 },
  { "bishopsparrow", FA_SHAPE_ANGLE_HOP, 0, false, FA_ROCOCO_NONE, 3 },
  { "treehopper", FA_SHAPE_RADIAL, 0, false, FA_ROCOCO_NONE, FA_RADIAL_TREEHOPPER },
  { "greatertreehopper", FA_SHAPE_RADIAL, 0, false, FA_ROCOCO_NONE, FA_RADIAL_GREATER_TREEHOPPER },
  { "leafhopper", FA_SHAPE_RADIAL, 0, false, FA_ROCOCO_NONE, FA_RADIAL_LEAFHOPPER },
  { "greaterleafhopper", FA_SHAPE_RADIAL, 0, false, FA_ROCOCO_NONE, FA_RADIAL_GREATER_LEAFHOPPER },
  { "radialknight", FA_SHAPE_RADIAL, 0, false, FA_ROCOCO_NONE, FA_RADIAL_KNIGHT },
  { "doublerookhopper", FA_SHAPE_DOUBLE_HOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "doublebishophopper", FA_SHAPE_DOUBLE_HOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "nonstopequihopper", FA_SHAPE_EQUIHOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "nonstoporix", FA_SHAPE_EQUIHOP, 0, false, FA_ROCOCO_NONE, 0 },
  { "marinepawn", FA_SHAPE_PAWN, 0, false, FA_ROCOCO_NONE, 0 },
  { "reflectingbishop", FA_SHAPE_REFLECT, 0, false, FA_ROCOCO_NONE, 4 },
  { "archbishop", FA_SHAPE_REFLECT, 0, false, FA_ROCOCO_NONE, 1 },
  { "bouncer", FA_SHAPE_BOUNCE, 0, false, FA_ROCOCO_NONE, 0 },
  { "rookbouncer", FA_SHAPE_BOUNCE, 0, false, FA_ROCOCO_NONE, 0 },
  { "bishopbouncer", FA_SHAPE_BOUNCE, 0, false, FA_ROCOCO_NONE, 0 },
};

static const Special *
special_at (const char *p)
{
  for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++)
    if (strncmp (p, specials[i].word, strlen (specials[i].word)) == 0)
      return &specials[i];
  return NULL;
}

/* l: a locust only captures; a leap's victim stands one leap away. */
static void
make_locust (FaMovementPart *part, bool ride)
{
  part->can_move = false;
  part->range = ride ? 0 : 1;
}

static bool
atom_vector (char c, int *x, int *y)
{
  switch (c)
    {
    case 'W': *x = 1; *y = 0; return true;
    case 'F': *x = 1; *y = 1; return true;
    case 'D': *x = 2; *y = 0; return true;
    case 'N': *x = 1; *y = 2; return true;
    case 'A': *x = 2; *y = 2; return true;
    case 'H': *x = 3; *y = 0; return true;
    case 'C': *x = 1; *y = 3; return true;
    case 'Z': *x = 2; *y = 3; return true;
    case 'G': *x = 3; *y = 3; return true;
    default: return false;
    }
}

/* Reads "(x,y)" at *p; advances *p past it.  When it has the form of a
 * leap but is none, *why (if not NULL) says which limit it breaks and *p
 * stays. */
static bool
parse_general_leap_why (const char **p, int *x, int *y, FaMovementError *why)
{
  const char *s = *p;
  if (*s != '(')
    return false;
  char *end;
  long a = strtol (s + 1, &end, 10);
  if (end == s + 1 || *end != ',')
    return false;
  const char *b_start = end + 1;
  long b = strtol (b_start, &end, 10);
  if (end == b_start || *end != ')')
    return false;
  FaMovementError error = a < 0 || b < 0        ? FA_MOVEMENT_ERROR_NEGATIVE_LEAP
                          : a > 15 || b > 15     ? FA_MOVEMENT_ERROR_LEAP_TOO_LONG
                          : a == 0 && b == 0     ? FA_MOVEMENT_ERROR_NULL_LEAP
                                                 : FA_MOVEMENT_ERROR_EXPECTED;
  if (error != FA_MOVEMENT_ERROR_EXPECTED)
    {
      if (why)
        *why = error;
      return false;
    }
  *x = (int) a;
  *y = (int) b;
  *p = end + 1;
  return true;
}

static bool
parse_general_leap (const char **p, int *x, int *y)
{
  return parse_general_leap_why (p, x, y, NULL);
}

static FaMovementPart *
new_part (FaMovement *out, FaShape shape, const Modifiers *mods)
{
  if (out->n_parts == FA_MAX_MOVEMENT_PARTS)
    return NULL;
  FaMovementPart *part = &out->parts[out->n_parts++];
  memset (part, 0, sizeof *part);
  part->shape = shape;
  part->can_move = !mods->capture_only;
  part->can_capture = !mods->move_only;
  part->absolute = mods->absolute;
  return part;
}

/* The equihopper's directions in Popeye's order (which sets the order its
 * moves are printed in): the queen's lines from down-left round, then
 * the knight's, zebra's and camel's leaps, each a part of its own. */
static const signed char equihopper_lines[8][2] = { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 },
                                                    { 0, -1 }, { -1, 0 }, { 0, 1 }, { 1, 0 } };
static const signed char equihopper_leaps[3][2] = { { 1, 2 }, { 2, 3 }, { 1, 3 } };

/* Fills the equihopper's parts from part on (the orix's: the lines
 * alone); false when they do not fit. */
static bool
add_equihopper (FaMovement *out, FaMovementPart *part, bool leaps_too)
{
  for (int i = 0; i < 8; i++)
    add_direction (part, equihopper_lines[i][0], equihopper_lines[i][1]);
  if (!leaps_too)
    return true;
  static const int turns[8][2] = { { -1, 1 }, { -1, 1 }, { 1, 1 }, { 1, 1 }, { 1, -1 }, { 1, -1 }, { -1, -1 }, { -1, -1 } };
  for (int l = 0; l < 3; l++)
    {
      Modifiers none = { 0 };
      FaMovementPart *leaps = new_part (out, FA_SHAPE_EQUIHOP, &none);
      if (!leaps)
        return false;
      int x = equihopper_leaps[l][0], y = equihopper_leaps[l][1];
      /* (-y, x), (-x, y), (x, y), (y, x), (y, -x), (x, -y), (-x, -y), (-y, -x) */
      for (int i = 0; i < 8; i++)
        {
          bool wide = i == 0 || i == 3 || i == 4 || i == 7;
          add_direction (leaps, turns[i][0] * (wide ? y : x), turns[i][1] * (wide ? x : y));
        }
    }
  return true;
}

/* Adds the directions of one leg of [X/Y] read at *p (atoms, (x,y) and
 * the shortcuts) to dirs, up to '/', '-' or ']'.  *rides says whether they
 * ride (doubled atoms, R B Q); mixing rides and leaps is refused.
 * Returns false with *p at the offending character. */
static bool
parse_leg (const char **p, signed char dirs[][2], int *n_dirs, int *rides)
{
  Modifiers none = { 0 };
  FaMovementPart scratch = { 0 };
  *rides = -1;
  while (**p && **p != '/' && **p != '-' && **p != ']')
    {
      const char *start = *p;
      const char *expansion = shortcut_expansion (**p);
      int x, y;
      bool ride;
      if (expansion)
        {
          (*p)++;
          ride = expansion[1] == expansion[0];
          for (const char *e = expansion; *e; e += ride ? 2 : 1)
            {
              atom_vector (*e, &x, &y);
              add_leap_directions (&scratch, &none, x, y);
            }
        }
      else
        {
          if (atom_vector (**p, &x, &y))
            (*p)++;
          else if (!parse_general_leap (p, &x, &y))
            return false;
          size_t len = (size_t) (*p - start);
          ride = strncmp (*p, start, len) == 0;
          if (ride)
            *p += len;
          add_leap_directions (&scratch, &none, x, y);
        }
      if (*rides >= 0 && *rides != ride)
        {
          *p = start;
          return false;
        }
      *rides = ride;
      if (scratch.n_directions == FA_MAX_PART_DIRECTIONS && **p && **p != '/' && **p != '-' && **p != ']')
        return false; /* more than 16 directions */
    }
  if (*rides < 0)
    return false;
  memcpy (dirs, scratch.directions, sizeof scratch.directions);
  *n_dirs = scratch.n_directions;
  return true;
}

/* Reads "[X/Y]" at *p into a new part of out. */
static bool
parse_legs (const char **p, FaMovement *out, const Modifiers *mods, const char **expected)
{
  FaMovementPart *part = new_part (out, FA_SHAPE_PATHS, mods);
  if (!part)
    {
      *expected = N_("at most 12 movement terms");
      return false;
    }
  part->paths = FA_PATHS_LEGS;
  (*p)++;
  int rides;
  /* Translators: [X/Y] is movement notation: a first leg X and a second
   * leg Y; keep the letters. */
  *expected = N_("the leaps of a first leg, as in [F/oR]");
  const char *leg = *p;
  if (!parse_leg (p, part->directions, &part->n_directions, &rides) || (**p != '/' && **p != '-'))
    return false;
  part->first_leg_stops = **p == '/';
  if (rides)
    {
      *p = leg; /* a first leg is one step or leap */
      return false;
    }
  (*p)++;
  part->turn = FA_LEG_ANY;
  if (**p == 'o' || **p == 't' || **p == 'z')
    {
      part->turn = **p == 'o' ? FA_LEG_OUTWARD : **p == 't' ? FA_LEG_STRAIGHT : FA_LEG_CROOKED;
      if (**p == 'o' && (*p)[1] == 'z')
        {
          part->turn = FA_LEG_CROOKED;
          (*p)++;
        }
      (*p)++;
    }
  /* Translators: keep the letters; o, t and z say how the second leg turns. */
  *expected = N_("a second leg of leaps or of rides, not both, as in [F/oR] or [W/ozF]");
  if (!parse_leg (p, part->second, &part->n_second, &rides) || **p != ']')
    return false;
  part->second_rides = rides || part->turn == FA_LEG_CROOKED;
  (*p)++;
  return true;
}

bool
fa_movement_parse (const char *text, FaMovement *out, int *error_pos, const char **expected)
{
  FaMovementError why;
  return fa_movement_parse_why (text, out, error_pos, expected, &why);
}

bool
fa_movement_parse_why (const char *text, FaMovement *out, int *error_pos, const char **expected,
                       FaMovementError *why)
{
  const char *p = text;
  bool no_move = false; /* "none": no part, and no error for it */
  memset (out, 0, sizeof *out);
  *why = FA_MOVEMENT_ERROR_EXPECTED;
#define FAIL(what)                                                             \
  do                                                                           \
    {                                                                          \
      *error_pos = (int) (p - text);                                           \
      *expected = (what);                                                      \
      return false;                                                            \
    }                                                                          \
  while (0)
/* A limit broken: *why says which; *expected still says what would do. */
#define FAIL_WHY(error, what)                                                  \
  do                                                                           \
    {                                                                          \
      *why = (error);                                                          \
      FAIL (what);                                                             \
    }                                                                          \
  while (0)

  while (*p)
    {
      if (*p == ' ' || *p == '\t')
        {
          p++;
          continue;
        }
      /* A word, or m or c and a word: its moves or its captures only
       * (mpawn: the pawn's steps). */
      const Special *special = special_at (p);
      Modifiers only = { 0 };
      if (!special && (*p == 'm' || *p == 'c') && special_at (p + 1) && !special_at (p + 1)->no_move)
        {
          only.move_only = *p == 'm';
          only.capture_only = *p == 'c';
          special = special_at (++p);
        }
      if (special)
        {
          p += strlen (special->word);
          if (special->no_move)
            {
              no_move = true; /* no part: the dummy has no move */
              continue;
            }
          Modifiers none = { 0 };
          FaMovementPart *part = new_part (out, special->shape, &only);
          if (!part)
            {
              p -= strlen (special->word); /* name the word */
              /* Translators: these descriptions complete "expected %s in the
               * movement of %s". */
              FAIL (N_("at most 12 movement terms"));
            }
          part->paths = special->paths;
          part->rococo = special->rococo;
          if (part->shape == FA_SHAPE_RADIAL || part->shape == FA_SHAPE_ANGLE_HOP || part->shape == FA_SHAPE_REFLECT
              || part->shape == FA_SHAPE_ROSE_HOP || part->shape == FA_SHAPE_NEAR_HOP || part->shape == FA_SHAPE_MAO_HOP
              || part->shape == FA_SHAPE_KANGAROO || part->shape == FA_SHAPE_ORPHAN
              || part->shape == FA_SHAPE_BOUNCY_KNIGHT)
            part->range = special->range;
          if (part->shape == FA_SHAPE_BOUNCY_KNIGHT)
            add_leap_directions (part, &none, 1, 2);
          if (part->shape == FA_SHAPE_CHINESE_PAWN)
            {
              /* forward first; right and left past the river */
              add_direction (part, 0, 1);
              add_direction (part, 1, 0);
              add_direction (part, -1, 0);
            }
          if (part->shape == FA_SHAPE_KANGAROO)
            {
              add_leap_directions (part, &none, 1, 0);
              add_leap_directions (part, &none, 1, 1);
            }
          if (part->shape == FA_SHAPE_MAO_HOP)
            add_leap_directions (part, &none, 1, 2);
          if (part->shape == FA_SHAPE_QUERQUISITE)
            {
              /* the queen's lines and the knight's leaps; its file says
               * which it takes */
              add_leap_directions (part, &none, 1, 0);
              add_leap_directions (part, &none, 1, 1);
              add_leap_directions (part, &none, 1, 2);
            }
          if (part->shape == FA_SHAPE_NEAR_HOP)
            {
              /* the knight's leaps (the knighthopper), or the queen's lines
           * (the kinghopper, the contragrasshopper) */
              if (special->word[1] == 'n')
                add_leap_directions (part, &none, 1, 2);
              else
                {
                  add_leap_directions (part, &none, 1, 0);
                  add_leap_directions (part, &none, 1, 1);
                }
            }
          part->marine = special->word[0] == 'm' && part->shape == FA_SHAPE_PAWN;
          part->reversed = special->word[0] == 'r' && part->shape == FA_SHAPE_PAWN;
          if (part->shape == FA_SHAPE_REFLECT)
            add_leap_directions (part, &none, 1, 1);
          if (part->shape == FA_SHAPE_BOUNCE)
            {
              /* the queen's lines, the rook's or the bishop's */
              if (special->word[1] != 'i')
                add_leap_directions (part, &none, 1, 0);
              if (special->word[0] != 'r')
                add_leap_directions (part, &none, 1, 1);
            }
          if (part->shape == FA_SHAPE_ROSE || part->shape == FA_SHAPE_ROSE_HOP)
            add_leap_directions (part, &none, 1, 2);
          /* The nonstop equihopper: range 1, every square a hurdle; the
           * nonstop orix: range 2, every square of the queen's lines. */
          if (part->shape == FA_SHAPE_EQUIHOP && special->range)
            part->range = special->range; /* the eagle equihoppers walk their own directions */
          else if (part->shape == FA_SHAPE_EQUIHOP && special->word[0] == 'n')
            part->range = strcmp (special->word, "nonstoporix") == 0 ? FA_EQUIHOP_NONSTOP_ORIX : FA_EQUIHOP_NONSTOP;
          else if (part->shape == FA_SHAPE_EQUIHOP && !add_equihopper (out, part, special->word[0] == 'e'))
            {
              p -= strlen (special->word);
              FAIL (N_("at most 12 movement terms"));
            }
          if (part->shape == FA_SHAPE_DOUBLE_HOP)
            {
              /* the grasshopper's lines, the rook's or the bishop's */
              if (special->word[6] != 'b')
                add_leap_directions (part, &none, 1, 0);
              if (special->word[6] != 'r')
                add_leap_directions (part, &none, 1, 1);
            }
          if (part->shape == FA_SHAPE_ROCOCO || part->shape == FA_SHAPE_ANGLE_HOP)
            {
              /* The queen's lines, along which each of them moves (the
               * angle hoppers to their hurdle; the rook's or the
               * bishop's alone for Popeye's rook and bishop moose, eagle
               * and sparrow). */
              if (strncmp (special->word, "bishop", 6) != 0)
                add_leap_directions (part, &none, 1, 0);
              if (strncmp (special->word, "rook", 4) != 0)
                add_leap_directions (part, &none, 1, 1);
            }
          continue;
        }

      Modifiers mods = { 0 };
      mods.hop = FA_SHAPE_LEAP;
      int term_first = out->n_parts;
      for (;; p++)
        {
          if (*p == 'm') mods.move_only = true;
          else if (*p == 'c') mods.capture_only = true;
          else if (*p == 'f') mods.forward = true;
          else if (*p == 'b') mods.backward = true;
          else if (*p == 'u') mods.forward = mods.absolute = true;
          else if (*p == 'd') mods.backward = mods.absolute = true;
          else if (*p == 's') mods.sideways = true;
          else if (*p == 'v') mods.vertical = true;
          else if (*p == 'e') mods.edge_crossing = true;
          else if (*p == 'g') mods.hop = FA_SHAPE_HOP;
          else if (*p == 'p') mods.hop = FA_SHAPE_LION_HOP;
          else if (*p == 'l') mods.hop = FA_SHAPE_LOCUST;
          else break;
        }
      if (mods.absolute && (mods.edge_crossing || mods.hop != FA_SHAPE_LEAP))
        /* Translators: u, d, e, g, p and l are letters of the movement
         * notation; keep them. */
        FAIL (N_("u or d only before leaps and rides, without e, g, p or l"));
      if (mods.move_only && mods.capture_only)
        /* Translators: m (moves only) and c (captures only) are letters of
         * the movement notation; keep them. */
        FAIL (N_("either m or c, not both"));

      if (*p == '[')
        {
          if (mods.forward || mods.backward || mods.sideways || mods.vertical || mods.edge_crossing
              || mods.hop != FA_SHAPE_LEAP)
            /* Translators: [X/Y] is movement notation, m and c letters of it. */
            FAIL (N_("only m or c before [X/Y]"));
          const char *expected_here;
          if (!parse_legs (&p, out, &mods, &expected_here))
            FAIL (expected_here);
          continue;
        }

      /* Shortcuts expand to leaps or rides of the basic atoms. */
      const char *expansion = shortcut_expansion (*p);
      if (expansion)
        {
          p++;
          for (const char *e = expansion; *e;)
            {
              int x, y;
              atom_vector (*e, &x, &y);
              bool ride = e[1] == e[0];
              FaShape shape = mods.hop != FA_SHAPE_LEAP ? mods.hop
                              : ride ? FA_SHAPE_RIDE : FA_SHAPE_LEAP;
              FaMovementPart *part = new_part (out, shape, &mods);
              if (!part)
                {
                  p--; /* name the shortcut letter */
                  FAIL (N_("at most 12 movement terms"));
                }
              add_leap_directions (part, &mods, x, y);
              if (shape == FA_SHAPE_LOCUST)
                make_locust (part, ride);
              if (part->n_directions == 0)
                out->n_parts--; /* sK is sW: no diagonal is sideways */
              e += ride ? 2 : 1;
            }
        }
      else
        {
          int x, y, x2, y2;
          const char *atom_start = p;
          if (atom_vector (*p, &x, &y))
            p++;
          else if (!parse_general_leap_why (&p, &x, &y, why))
            /* Translators: the letters, (x,y), [X/Y] and the quoted words
             * are movement notation and stay as they are. */
            FAIL (N_("a piece atom (W F D N A H C Z G K R B Q or (x,y)), [X/Y], \"rose\", \"pawn\", \"sissa\" or \"falcon\""));
          size_t atom_len = (size_t) (p - atom_start);
          bool ride = false;
          if (strncmp (p, atom_start, atom_len) == 0)
            {
              ride = true;
              p += atom_len;
            }
          else if (*p == '(')
            {
              const char *q = p;
              if (parse_general_leap (&q, &x2, &y2) && ((x2 == x && y2 == y) || (x2 == y && y2 == x)))
                {
                  ride = true;
                  p = q;
                }
            }
          if (mods.hop != FA_SHAPE_LEAP && mods.hop != FA_SHAPE_LOCUST)
            ride = true; /* a hopper always looks along its lines */
          FaMovementPart *part = new_part (out, mods.hop != FA_SHAPE_LEAP ? mods.hop
                                                : ride ? FA_SHAPE_RIDE : FA_SHAPE_LEAP, &mods);
          if (!part)
            {
              p = atom_start; /* name the atom, not what follows it */
              FAIL (N_("at most 12 movement terms"));
            }
          add_leap_directions (part, &mods, x, y);
          if (part->shape == FA_SHAPE_LOCUST)
            make_locust (part, ride);
        }

      if (out->n_parts == term_first || out->parts[out->n_parts - 1].n_directions == 0)
        FAIL (N_("a direction modifier that leaves some direction"));

      /* Range limit after a rider: R4, NN3; 1 to 15, the longest line of a
       * 16x16 board.  After a g hopper, how far beyond its hurdle it lands
       * (gQ2: Popeye's grasshopper-2). */
      if (*p >= '0' && *p <= '9')
        {
          FaMovementPart *last = &out->parts[out->n_parts - 1];
          if (last->shape != FA_SHAPE_RIDE && last->shape != FA_SHAPE_HOP)
            FAIL (N_("a range only after a rider or a g hopper"));
          const char *digits = p;
          int range = 0;
          for (; *p >= '0' && *p <= '9'; p++)
            range = MIN (range * 10 + (*p - '0'), 1000);
          if (range == 0 || range > 15)
            {
              p = digits;
              FAIL_WHY (range == 0 ? FA_MOVEMENT_ERROR_RANGE_ZERO : FA_MOVEMENT_ERROR_RANGE_TOO_LONG,
                        N_("a range from 1 to 15"));
            }
          /* Q4 expands to several parts: every ride of the term gets it. */
          for (int i = term_first; i < out->n_parts; i++)
            out->parts[i].range = range;
        }

      /* e: the term's leaps and rides become straight paths whose
       * destinations the edge rule sifts (rules/paths.c). */
      if (mods.edge_crossing)
        for (int i = term_first; i < out->n_parts; i++)
          {
            FaMovementPart *part = &out->parts[i];
            if (part->shape != FA_SHAPE_LEAP && part->shape != FA_SHAPE_RIDE)
              /* Translators: e is a letter of the movement notation. */
              FAIL (N_("e only before leaps and rides"));
            if (part->shape == FA_SHAPE_LEAP)
              part->range = 1;
            part->shape = FA_SHAPE_PATHS;
            part->paths = FA_PATHS_LINES;
            part->edge_crossing = true;
          }
    }
  if (out->n_parts == 0 && !no_move)
    /* Translators: N, NN, gQ and (1,4) are movement notation and stay as
     * they are. */
    FAIL (N_("a movement such as N, NN, gQ or (1,4)"));
  return true;
#undef FAIL_WHY
#undef FAIL
}
