/* The movement notation parser (movement.h): every atom, riders and
 * ranges, the modifiers, hoppers, the specials and the errors with the
 * offset they name. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "pieces/movement.h"

static FaMovement
parse_ok (const char *text)
{
  FaMovement m;
  int pos = -1;
  const char *expected = NULL;
  if (!fa_movement_parse (text, &m, &pos, &expected))
    g_error ("\"%s\" does not parse: at %d expected %s", text, pos, expected);
  return m;
}

static bool
has_direction (const FaMovementPart *part, int dx, int dy)
{
  for (int i = 0; i < part->n_directions; i++)
    if (part->directions[i][0] == dx && part->directions[i][1] == dy)
      return true;
  return false;
}

/* The part's directions are exactly the 8 (or 4) images of (x, y). */
static void
assert_all_orientations (const FaMovementPart *part, int x, int y)
{
  int expected = (x == 0 || y == 0 || x == y) ? 4 : 8;
  g_assert_cmpint (part->n_directions, ==, expected);
  for (int sx = -1; sx <= 1; sx += 2)
    for (int sy = -1; sy <= 1; sy += 2)
      {
        g_assert_true (has_direction (part, sx * x, sy * y));
        g_assert_true (has_direction (part, sx * y, sy * x));
      }
}

static void
test_atoms (void)
{
  static const struct { const char *text; int x, y; } atoms[] = {
    { "W", 1, 0 }, { "F", 1, 1 }, { "D", 2, 0 }, { "N", 1, 2 }, { "A", 2, 2 },
    { "H", 3, 0 }, { "C", 1, 3 }, { "Z", 2, 3 }, { "G", 3, 3 },
    { "(1,4)", 1, 4 }, { "(4,1)", 4, 1 }, { "(0,5)", 0, 5 }, { "(3,4)", 3, 4 },
    { "(15,15)", 15, 15 }, { "(2,0)", 2, 0 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (atoms); i++)
    {
      FaMovement m = parse_ok (atoms[i].text);
      g_assert_cmpint (m.n_parts, ==, 1);
      g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_LEAP);
      g_assert_true (m.parts[0].can_move && m.parts[0].can_capture);
      g_assert_cmpint (m.parts[0].range, ==, 0);
      assert_all_orientations (&m.parts[0], atoms[i].x, atoms[i].y);
    }
}

static void
test_shortcuts (void)
{
  FaMovement m = parse_ok ("K");
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_LEAP);
  assert_all_orientations (&m.parts[0], 1, 0);
  assert_all_orientations (&m.parts[1], 1, 1);

  m = parse_ok ("R");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
  assert_all_orientations (&m.parts[0], 1, 0);

  m = parse_ok ("B");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
  assert_all_orientations (&m.parts[0], 1, 1);

  m = parse_ok ("Q");
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
  g_assert_cmpint (m.parts[1].shape, ==, FA_SHAPE_RIDE);
  assert_all_orientations (&m.parts[0], 1, 0);
  assert_all_orientations (&m.parts[1], 1, 1);
}

static void
test_riders (void)
{
  static const struct { const char *text; int x, y; } riders[] = {
    { "WW", 1, 0 }, { "FF", 1, 1 }, { "NN", 1, 2 }, { "CC", 1, 3 }, { "ZZ", 2, 3 },
    { "DD", 2, 0 }, { "AA", 2, 2 }, { "(1,4)(1,4)", 1, 4 }, { "(1,4)(4,1)", 1, 4 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (riders); i++)
    {
      FaMovement m = parse_ok (riders[i].text);
      g_assert_cmpint (m.n_parts, ==, 1);
      g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
      g_assert_cmpint (m.parts[0].range, ==, 0);
      assert_all_orientations (&m.parts[0], riders[i].x, riders[i].y);
    }
  /* Two different general leaps one after the other are two leapers. */
  FaMovement m = parse_ok ("(1,7)(5,5)");
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_LEAP);
  g_assert_cmpint (m.parts[1].shape, ==, FA_SHAPE_LEAP);
  assert_all_orientations (&m.parts[0], 1, 7);
  assert_all_orientations (&m.parts[1], 5, 5);
}

static void
test_ranges (void)
{
  FaMovement m = parse_ok ("R4");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].range, ==, 4);
  m = parse_ok ("NN3");
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
  g_assert_cmpint (m.parts[0].range, ==, 3);
  m = parse_ok ("Q2");
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].range, ==, 2);
  g_assert_cmpint (m.parts[1].range, ==, 2);
  m = parse_ok ("R12");
  g_assert_cmpint (m.parts[0].range, ==, 12);
  /* A range belongs to its own term only. */
  m = parse_ok ("B2R");
  g_assert_cmpint (m.parts[0].range, ==, 2);
  g_assert_cmpint (m.parts[1].range, ==, 0);
}

static void
test_compounds (void)
{
  FaMovement m = parse_ok ("QN"); /* amazon */
  g_assert_cmpint (m.n_parts, ==, 3);
  g_assert_cmpint (m.parts[2].shape, ==, FA_SHAPE_LEAP);
  assert_all_orientations (&m.parts[2], 1, 2);

  m = parse_ok ("QNN"); /* elephant */
  g_assert_cmpint (m.n_parts, ==, 3);
  g_assert_cmpint (m.parts[2].shape, ==, FA_SHAPE_RIDE);

  m = parse_ok ("NC"); /* gnu: two leapers, not a rider */
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_LEAP);
  g_assert_cmpint (m.parts[1].shape, ==, FA_SHAPE_LEAP);
  assert_all_orientations (&m.parts[1], 1, 3);

  m = parse_ok ("NNCC"); /* gnurider */
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
  g_assert_cmpint (m.parts[1].shape, ==, FA_SHAPE_RIDE);

  m = parse_ok (" R N\t"); /* white space is ignored */
  g_assert_cmpint (m.n_parts, ==, 2);

  m = parse_ok ("(3,4)(0,5)");
  g_assert_cmpint (m.n_parts, ==, 2);
  assert_all_orientations (&m.parts[1], 0, 5);
}

static void
test_modifiers (void)
{
  FaMovement m = parse_ok ("mR");
  g_assert_true (m.parts[0].can_move);
  g_assert_false (m.parts[0].can_capture);
  m = parse_ok ("cN");
  g_assert_false (m.parts[0].can_move);
  g_assert_true (m.parts[0].can_capture);

  /* Modifiers apply to their own term only. */
  m = parse_ok ("mRcN");
  g_assert_true (m.parts[0].can_move && !m.parts[0].can_capture);
  g_assert_true (!m.parts[1].can_move && m.parts[1].can_capture);

  m = parse_ok ("fN");
  g_assert_cmpint (m.parts[0].n_directions, ==, 4);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (m.parts[0].directions[i][1], >, 0);

  m = parse_ok ("bN");
  g_assert_cmpint (m.parts[0].n_directions, ==, 4);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (m.parts[0].directions[i][1], <, 0);

  m = parse_ok ("sW");
  g_assert_cmpint (m.parts[0].n_directions, ==, 2);
  g_assert_true (has_direction (&m.parts[0], 1, 0) && has_direction (&m.parts[0], -1, 0));

  m = parse_ok ("vR");
  g_assert_cmpint (m.parts[0].n_directions, ==, 2);
  g_assert_true (has_direction (&m.parts[0], 0, 1) && has_direction (&m.parts[0], 0, -1));

  m = parse_ok ("fsR"); /* union: forward or sideways */
  g_assert_cmpint (m.parts[0].n_directions, ==, 3);
  g_assert_false (has_direction (&m.parts[0], 0, -1));

  m = parse_ok ("fbN"); /* all eight knight leaps have dy != 0 */
  g_assert_cmpint (m.parts[0].n_directions, ==, 8);

  m = parse_ok ("mfWcfF"); /* the pawn written out */
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].n_directions, ==, 1);
  g_assert_true (has_direction (&m.parts[0], 0, 1));
  g_assert_cmpint (m.parts[1].n_directions, ==, 2);
  g_assert_true (has_direction (&m.parts[1], 1, 1) && has_direction (&m.parts[1], -1, 1));

  m = parse_ok ("fK");
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].n_directions + m.parts[1].n_directions, ==, 3);
}

/* A shortcut expands into several parts; a direction modifier that empties
 * one of them (no diagonal is sideways) keeps the others: sK is sW. */
static void
test_modifiers_on_shortcuts (void)
{
  FaMovement m = parse_ok ("sK");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_LEAP);
  g_assert_cmpint (m.parts[0].n_directions, ==, 2);

  m = parse_ok ("vQ");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
  g_assert_cmpint (m.parts[0].n_directions, ==, 2);

  m = parse_ok ("sQ4");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].range, ==, 4);

  m = parse_ok ("fsRbK"); /* UC-73 charging rook */
  g_assert_cmpint (m.n_parts, ==, 3);
}

static void
test_hoppers (void)
{
  FaMovement m = parse_ok ("gQ"); /* grasshopper */
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_HOP);
  g_assert_cmpint (m.parts[1].shape, ==, FA_SHAPE_HOP);
  assert_all_orientations (&m.parts[0], 1, 0);
  assert_all_orientations (&m.parts[1], 1, 1);

  m = parse_ok ("gN"); /* nightriderhopper: a hopper looks along its lines */
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_HOP);

  m = parse_ok ("pQ"); /* lion */
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_LION_HOP);

  m = parse_ok ("mRcpR"); /* pao */
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_RIDE);
  g_assert_true (m.parts[0].can_move && !m.parts[0].can_capture);
  g_assert_cmpint (m.parts[1].shape, ==, FA_SHAPE_LION_HOP);
  g_assert_true (!m.parts[1].can_move && m.parts[1].can_capture);

  m = parse_ok ("mQcpQ"); /* leo */
  g_assert_cmpint (m.n_parts, ==, 4);
  g_assert_cmpint (m.parts[2].shape, ==, FA_SHAPE_LION_HOP);
  g_assert_cmpint (m.parts[3].shape, ==, FA_SHAPE_LION_HOP);

  m = parse_ok ("g(1,3)");
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_HOP);
  assert_all_orientations (&m.parts[0], 1, 3);
}

static void
test_specials (void)
{
  FaMovement m = parse_ok ("rose");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_ROSE);
  assert_all_orientations (&m.parts[0], 1, 2);

  m = parse_ok ("pawn");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_PAWN);

  m = parse_ok ("roseK");
  g_assert_cmpint (m.n_parts, ==, 3);

  m = parse_ok ("sissa");
  g_assert_cmpint (m.n_parts, ==, 1);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_PATHS);
  g_assert_cmpint (m.parts[0].paths, ==, FA_PATHS_SISSA);
  m = parse_ok ("Qsissa"); /* the squeen: the queen's rides, then the sissa */
  g_assert_cmpint (m.n_parts, ==, 3);
  g_assert_cmpint (m.parts[2].paths, ==, FA_PATHS_SISSA);
  m = parse_ok ("falcon");
  g_assert_cmpint (m.parts[0].paths, ==, FA_PATHS_FALCON);
}

/* Two legs, [X/Y]: the UC-73 bent pieces. */
static void
test_two_legs (void)
{
  FaMovement m = parse_ok ("[F/oR]"); /* gryphon */
  g_assert_cmpint (m.n_parts, ==, 1);
  const FaMovementPart *p = &m.parts[0];
  g_assert_cmpint (p->shape, ==, FA_SHAPE_PATHS);
  g_assert_cmpint (p->paths, ==, FA_PATHS_LEGS);
  g_assert_cmpint (p->turn, ==, FA_LEG_OUTWARD);
  g_assert_true (p->second_rides && p->can_move && p->can_capture);
  assert_all_orientations (p, 1, 1);
  g_assert_cmpint (p->n_second, ==, 4);

  m = parse_ok ("[W/ozF]"); /* harvestman: a crooked ride */
  g_assert_cmpint (m.parts[0].turn, ==, FA_LEG_CROOKED);
  g_assert_true (m.parts[0].second_rides);
  m = parse_ok ("[FA/tFA]"); /* oliphant: straight on, leaps */
  g_assert_cmpint (m.parts[0].turn, ==, FA_LEG_STRAIGHT);
  g_assert_false (m.parts[0].second_rides);
  g_assert_cmpint (m.parts[0].n_directions, ==, 8);
  m = parse_ok ("[KAD/KAD]"); /* zigzag general: 16 each */
  g_assert_cmpint (m.parts[0].turn, ==, FA_LEG_ANY);
  g_assert_cmpint (m.parts[0].n_directions, ==, 16);
  g_assert_cmpint (m.parts[0].n_second, ==, 16);
  m = parse_ok ("R[F/oDD]"); /* chainsaw: a rook and a spotted gryphon */
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_true (m.parts[1].second_rides);
  g_assert_true (has_direction (&m.parts[1], 1, 1));
  m = parse_ok ("c[N/N]");
  g_assert_false (m.parts[0].can_move);
  m = parse_ok ("[W-oF]"); /* mao: the first leg only passes */
  g_assert_false (m.parts[0].first_leg_stops);
  g_assert_true (parse_ok ("[W/oF]").parts[0].first_leg_stops);

  /* e: between the edge and the inside (the edgehog), as straight paths */
  m = parse_ok ("eQ");
  g_assert_cmpint (m.n_parts, ==, 2);
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_PATHS);
  g_assert_cmpint (m.parts[0].paths, ==, FA_PATHS_LINES);
  g_assert_true (m.parts[0].edge_crossing && m.parts[1].edge_crossing);
  g_assert_cmpint (parse_ok ("eN").parts[0].range, ==, 1); /* a leap: one step */
  /* l: locust-type captures only (the triton moves as a rook) */
  m = parse_ok ("mRlR");
  g_assert_cmpint (m.parts[1].shape, ==, FA_SHAPE_LOCUST);
  g_assert_true (!m.parts[1].can_move && m.parts[1].can_capture);
  g_assert_cmpint (m.parts[1].range, ==, 0);
  g_assert_cmpint (parse_ok ("lN").parts[0].range, ==, 1); /* a leap: the victim next to it */
  /* a number after a g hopper: how far beyond the hurdle it lands */
  m = parse_ok ("gQ2");
  g_assert_cmpint (m.parts[0].shape, ==, FA_SHAPE_HOP);
  g_assert_cmpint (m.parts[0].range, ==, 2);
  m = parse_ok ("none"); /* the dummy */
  g_assert_cmpint (m.n_parts, ==, 0);

  /* On an oblique atom v and s are its narrow and wide leaps. */
  m = parse_ok ("vN");
  g_assert_cmpint (m.parts[0].n_directions, ==, 4);
  g_assert_true (has_direction (&m.parts[0], 1, 2) && has_direction (&m.parts[0], -1, -2));
  m = parse_ok ("sN");
  g_assert_true (has_direction (&m.parts[0], 2, 1) && !has_direction (&m.parts[0], 1, 2));
  m = parse_ok ("fvN"); /* f or v: the union */
  g_assert_cmpint (m.parts[0].n_directions, ==, 6);
}

static void
test_part_limit (void)
{
  FaMovement m = parse_ok ("QQQQQQ"); /* 12 parts: the most there may be */
  g_assert_cmpint (m.n_parts, ==, FA_MAX_MOVEMENT_PARTS);
}

typedef struct
{
  const char *text;
  int error_pos;
} ErrorCase;

static void
test_errors (void)
{
  static const ErrorCase cases[] = {
    { "", 0 },            /* nothing to move with */
    { "   ", 3 },
    { "X", 0 },           /* no such atom */
    { "Nx", 1 },
    { "NN3Y", 3 },
    { "mcR", 2 },         /* m and c together */
    { "m", 1 },           /* a modifier with no atom */
    { "K4", 1 },          /* a range only after a rider: names the digit */
    { "N3", 1 },
    { "pQ3", 2 },         /* (a g hopper takes a landing distance: gQ3) */
    { "sF", 2 },          /* no diagonal is sideways */
    { "vF", 2 },          /* ... none vertical; vN is the narrow knight */
    { "[F/oR", 5 },       /* two legs: unfinished */
    { "[/R]", 1 },        /* no first leg */
    { "[R/F]", 1 },       /* a first leg does not ride */
    { "[F/xR]", 3 },      /* no such turn or atom */
    { "[F/WR]", 4 },      /* leaps and rides in one second leg */
    { "f[F/F]", 1 },      /* only m or c before two legs */
    { "[F]", 2 },         /* no second leg */
    { "egQ", 3 },         /* e only on leaps and rides */
    { "sB", 2 },
    { "(1,4", 0 },        /* unfinished general leap */
    { "(1;4)", 0 },
    { "(,4)", 0 },
    { "(-1,4)", 0 },
    { "(0,0)", 0 },       /* the null leap */
    { "(16,1)", 0 },      /* beyond 16x16 */
    { "N(0,0)", 1 },
    { "QQQQQQN", 6 },     /* the 13th part: names its atom */
    { "QQQQQQQ", 6 },
    { "R0", 1 },
    { "mnone", 1 },       /* "none" takes no modifier (m and c go before the other words: mpawn) */
    { "Rose", 1 },        /* ... and are lower case: R, then "ose" */
  };
  int wrong = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FaMovement m;
      int pos = -1;
      const char *expected = NULL;
      if (fa_movement_parse (cases[i].text, &m, &pos, &expected))
        g_error ("\"%s\" parsed, but it is not a movement", cases[i].text);
      g_assert_nonnull (expected);
      g_assert_cmpuint (strlen (expected), >, 0);
      if (pos != cases[i].error_pos)
        {
          g_printerr ("\"%s\": error at %d (%s), expected at %d\n", cases[i].text, pos, expected,
                      cases[i].error_pos);
          wrong++;
        }
    }
  g_assert_cmpint (wrong, ==, 0);
}

/* Every movement of the built-in catalogue parses (rules.c would refuse
 * the kind otherwise). */
#include "pieces/piece-catalogue.h"

static void
test_catalogue_parses (void)
{
  size_t n;
  const FaPieceSpec *cat = fa_piece_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    parse_ok (cat[i].movement);
}

/* In each language no two kinds share a code: the palette, the diagram
 * and the solution would show them alike. */
static void
test_catalogue_codes_unique (void)
{
  size_t n;
  const FaPieceSpec *cat = fa_piece_catalogue (&n);
  for (int language = 0; language < 4; language++)
    for (size_t i = 0; i < n; i++)
      for (size_t j = i + 1; j < n; j++)
        {
          const char *a[] = { cat[i].code, cat[i].code_es, cat[i].code_de, cat[i].code_fr };
          const char *b[] = { cat[j].code, cat[j].code_es, cat[j].code_de, cat[j].code_fr };
          if (g_ascii_strcasecmp (a[language], b[language]) == 0)
            g_error ("%s and %s share the code %s (language %d)", cat[i].code, cat[j].code, a[language], language);
        }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/movement/atoms", test_atoms);
  g_test_add_func ("/movement/shortcuts", test_shortcuts);
  g_test_add_func ("/movement/riders", test_riders);
  g_test_add_func ("/movement/ranges", test_ranges);
  g_test_add_func ("/movement/compounds", test_compounds);
  g_test_add_func ("/movement/modifiers", test_modifiers);
  g_test_add_func ("/movement/modifiers-on-shortcuts", test_modifiers_on_shortcuts);
  g_test_add_func ("/movement/hoppers", test_hoppers);
  g_test_add_func ("/movement/specials", test_specials);
  g_test_add_func ("/movement/two-legs", test_two_legs);
  g_test_add_func ("/movement/part-limit", test_part_limit);
  g_test_add_func ("/movement/errors", test_errors);
  g_test_add_func ("/movement/catalogue", test_catalogue_parses);
  g_test_add_func ("/movement/catalogue-codes-unique", test_catalogue_codes_unique);
  return g_test_run ();
}
