/* The Popeye reader and writer: every keyword, abbreviations, twins,
 * Faerie's extensions, round trips and error messages. */
#include <glib.h>
#include <string.h>
#include <time.h>

#include "io/popeye-input.h"
#include "io/popeye-output.h"
#include "rules/kind-set.h"

/* ---- Helpers ---------------------------------------------------------- */

static FaSquare
square (const FaProblem *p, const char *name)
{
  FaSquare sq = FA_NO_SQUARE;
  int used = fa_square_parse (p->files, p->ranks, name, &sq);
  g_assert_cmpint (used, ==, (int) strlen (name));
  return sq;
}

static void
print_errors (GPtrArray *errors)
{
  for (guint i = 0; i < errors->len; i++)
    {
      g_autofree char *text = fa_input_error_to_string (g_ptr_array_index (errors, i));
      g_test_message ("%s", text);
    }
}

/* Reads text that must hold exactly n good problems. */
static GPtrArray *
read_good (const char *text, guint n)
{
  GPtrArray *errors = NULL;
  GPtrArray *problems = fa_popeye_read (text, "test.inp", &errors);
  print_errors (errors);
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, n);
  g_ptr_array_unref (errors);
  return problems;
}

static FaProblem *
read_one (const char *text)
{
  GPtrArray *problems = read_good (text, 1);
  FaProblem *p = fa_problem_copy (g_ptr_array_index (problems, 0));
  g_ptr_array_unref (problems);
  return p;
}

static void
assert_piece (const FaProblem *p, const char *sq, const char *code, FaColour colour)
{
  const FaPlacedPiece *piece = fa_problem_piece_at (p, square (p, sq));
  if (piece == NULL)
    g_error ("no piece on %s", sq);
  g_assert_cmpstr (piece->spec->code, ==, code);
  g_assert_cmpint (piece->colour, ==, colour);
}

/* "Ke1 Qd1 ..." for comparisons: the pieces of p in square order. */
static char *
describe_pieces (const FaProblem *p)
{
  GString *s = g_string_new (NULL);
  for (FaSquare sq = 0; sq < p->files * p->ranks; sq++)
    {
      const FaPlacedPiece *piece = fa_problem_piece_at (p, sq);
      if (piece == NULL)
        continue;
      char name[8];
      g_string_append_printf (s, "%s%c%s%s", s->len ? " " : "",
                              piece->colour == FA_COLOUR_WHITE ? 'w'
                              : piece->colour == FA_COLOUR_BLACK ? 'b' : 'n',
                              piece->spec->code, fa_square_name_for (p->files, sq, name));
    }
  return g_string_free (s, FALSE);
}

static void
assert_twin_pieces (const FaProblem *p, guint index, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FaProblem) twin = fa_problem_twin (p, index, &error);
  g_assert_no_error (error);
  g_assert_nonnull (twin);
  g_autofree char *pieces = describe_pieces (twin);
  g_assert_cmpstr (pieces, ==, expected);
}

/* ---- Keywords ----------------------------------------------------------- */

static void
test_every_keyword (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "Author   A. Composer\n"
    "Author   B. Helper\n"
    "Origin   Die Schwalbe 2024\n"
    "Title    A title; with separators, inside\n"
    "Award    1st Prize\n"
    "Solution 1.Rg7-g8+ ! Kh8-h7\n"
    "  So     2.Rg8-h8 #\n"
    "Remark   first remark\n"
    "Remark   second remark\n"
    "Protocol out.log\n"
    "Stipulation #2\n"
    "Condition Circe\n"
    "Option Try Defence 2 SetPlay Variation Threat 1\n"
    "Option NoThreat MaxSolutions 5 Duplex HalfDuplex WhiteToPlay NoBoard\n"
    "Option EnPassant d7d6d5 NoCastling a1 h8 MaxTime 60 Intelligent NoShortVariations\n"
    "Pieces White Kf5 Rg7 Se1 Pg2h2\n"
    "       Black Kh8 Bb8\n"
    "       Neutral Pd4\n"
    "EndProblem\n");

  g_assert_cmpstr (p->author, ==, "A. Composer\nB. Helper");
  g_assert_cmpstr (p->origin, ==, "Die Schwalbe 2024");
  g_assert_cmpstr (p->title, ==, "A title; with separators, inside");
  g_assert_cmpstr (p->award, ==, "1st Prize");
  /* Faerie's Solution: lines joined, each one's place kept for messages. */
  g_assert_cmpstr (p->solution, ==, "1.Rg7-g8+ ! Kh8-h7\n2.Rg8-h8 #");
  g_assert_cmpuint (p->solution_sources->len, ==, 2);
  g_assert_cmpint (g_array_index (p->solution_sources, FaSourcePos, 0).line, ==, 7);
  g_assert_cmpint (g_array_index (p->solution_sources, FaSourcePos, 0).column, ==, 10);
  g_assert_cmpint (g_array_index (p->solution_sources, FaSourcePos, 1).line, ==, 8);
  g_assert_cmpint (g_array_index (p->solution_sources, FaSourcePos, 1).column, ==, 10);
  g_assert_cmpuint (p->remarks->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (p->remarks, 1), ==, "second remark");
  g_assert_cmpstr (p->source_name, ==, "test.inp");
  g_assert_cmpint (p->source_line, ==, 1);

  g_assert_true (p->has_stipulation);
  g_assert_cmpint (p->stipulation.moves, ==, 2);
  g_assert_cmpuint (p->conditions->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (p->conditions, 0), ==, "Circe");

  const FaOptions *o = &p->options;
  g_assert_true (o->try_play && o->set_play && o->variation && o->no_threat);
  g_assert_true (o->duplex && o->half_duplex && o->white_to_play && o->no_board);
  g_assert_true (o->intelligent && o->no_short_variations);
  g_assert_cmpint (o->defence, ==, 2);
  g_assert_cmpint (o->threat, ==, 1);
  g_assert_cmpint (o->max_solutions, ==, 5);
  g_assert_cmpfloat (o->max_time, ==, 60);
  g_assert_cmpint (o->ep_from, ==, square (p, "d7"));
  g_assert_cmpint (o->ep_passed, ==, square (p, "d6"));
  g_assert_cmpint (o->ep_to, ==, square (p, "d5"));
  g_assert_cmpuint (o->no_castling->len, ==, 2);
  g_assert_cmpint (g_array_index (o->no_castling, FaSquare, 1), ==, square (p, "h8"));

  g_assert_cmpuint (p->pieces->len, ==, 8);
  assert_piece (p, "f5", "K", FA_COLOUR_WHITE);
  assert_piece (p, "g7", "R", FA_COLOUR_WHITE);
  assert_piece (p, "e1", "S", FA_COLOUR_WHITE);
  assert_piece (p, "g2", "P", FA_COLOUR_WHITE);
  assert_piece (p, "h2", "P", FA_COLOUR_WHITE);
  assert_piece (p, "h8", "K", FA_COLOUR_BLACK);
  assert_piece (p, "b8", "B", FA_COLOUR_BLACK);
  assert_piece (p, "d4", "P", FA_COLOUR_NEUTRAL);
}

/* The sample of py-engl.txt, abbreviated as it shows. */
static void
test_abbreviations (void)
{
  g_autoptr (FaProblem) p = read_one (
    "Begi\n"
    "Auth    Unknown\n"
    "Orig    Also Unkown\n"
    "Stip    #2\n"
    "Piec    Whit Ka3 Ra8\n"
    "        Blac Kb1\n"
    "Opti    Move Try Set Vari\n"
    "Endp\n");
  g_assert_cmpstr (p->author, ==, "Unknown");
  g_assert_cmpstr (p->origin, ==, "Also Unkown");
  g_assert_true (p->options.try_play && p->options.set_play && p->options.variation);
  assert_piece (p, "a3", "K", FA_COLOUR_WHITE);
  assert_piece (p, "b1", "K", FA_COLOUR_BLACK);

  /* Case does not matter, separators ; and , are blanks, one-letter
   * abbreviations work where they are unique in Popeye's tables. */
  g_autoptr (FaProblem) q = read_one (
    "beginproblem\n"
    "STIPULATION H#2.5; PIECES WHITE KA1,QB2 BLACK KH8\n"
    "ti My title\n"
    "f 8/8/8/8/8/8/8/7R\n"
    "cond madrasi\n"
    "opti vari\n"
    "end\n");
  g_assert_cmpint (q->stipulation.play, ==, FA_PLAY_HELP);
  g_assert_true (q->stipulation.half);
  g_assert_cmpstr (q->title, ==, "My title");
  assert_piece (q, "b2", "Q", FA_COLOUR_WHITE);
  assert_piece (q, "h1", "R", FA_COLOUR_WHITE);
  g_assert_cmpstr (g_ptr_array_index (q->conditions, 0), ==, "Madrasi");
}

static void
test_piece_codes_greedy (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "Pieces White CAd4 Be4 Bh4 BHa1 Nc3 Gg1 K f5 GIb2 AMc2 EMd2 PRe2 LIf2 ROg2 DAh2 ALa3\n"
    "Black Kh8 pa7b7 15c5 ca b8\n"
    "EndProblem\n");
  assert_piece (p, "d4", "CA", FA_COLOUR_WHITE);
  assert_piece (p, "e4", "B", FA_COLOUR_WHITE);   /* not BE */
  assert_piece (p, "h4", "B", FA_COLOUR_WHITE);   /* not BH + "4" */
  assert_piece (p, "a1", "BH", FA_COLOUR_WHITE);
  assert_piece (p, "c3", "N", FA_COLOUR_WHITE);
  assert_piece (p, "g1", "G", FA_COLOUR_WHITE);
  assert_piece (p, "f5", "K", FA_COLOUR_WHITE);
  assert_piece (p, "b2", "GI", FA_COLOUR_WHITE);
  assert_piece (p, "c2", "AM", FA_COLOUR_WHITE);
  assert_piece (p, "d2", "EM", FA_COLOUR_WHITE);
  assert_piece (p, "e2", "PR", FA_COLOUR_WHITE);
  assert_piece (p, "f2", "LI", FA_COLOUR_WHITE);
  assert_piece (p, "g2", "RO", FA_COLOUR_WHITE);
  assert_piece (p, "h2", "DA", FA_COLOUR_WHITE);
  assert_piece (p, "a3", "AL", FA_COLOUR_WHITE);
  assert_piece (p, "a7", "P", FA_COLOUR_BLACK);
  assert_piece (p, "b7", "P", FA_COLOUR_BLACK);
  assert_piece (p, "c5", "15", FA_COLOUR_BLACK);
  assert_piece (p, "b8", "CA", FA_COLOUR_BLACK);

  /* A second Pieces adds; a piece on an occupied square replaces. */
  g_autoptr (FaProblem) q = read_one (
    "BeginProblem\nPieces White Ka1 Qd1\nPieces Black Qd1 Neutral Se5\nEndProblem\n");
  assert_piece (q, "d1", "Q", FA_COLOUR_BLACK);
  assert_piece (q, "e5", "S", FA_COLOUR_NEUTRAL);
  g_assert_cmpuint (q->pieces->len, ==, 3);
}

/* Popeye's attribute Royal, after the colour, for the group's first piece
 * (ROY-1), written back as a group of its own. */
static void
test_royal_attribute (void)
{
  g_autoptr (FaProblem) p = read_one ("BeginProblem\nPieces White Kh1 Black Royal Se4 Pf5\nStipulation #2\nEndProblem\n");
  FaSquare e4, f5;
  g_assert_cmpint (fa_square_parse (8, 8, "e4", &e4), >, 0);
  g_assert_cmpint (fa_square_parse (8, 8, "f5", &f5), >, 0);
  g_assert_true (fa_problem_piece_at (p, e4)->royal);
  g_assert_false (fa_problem_piece_at (p, f5)->royal);
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  g_ptr_array_add (list, p);
  g_autofree char *written = fa_popeye_write (list);
  g_assert_nonnull (strstr (written, "Black Royal Se4"));
  g_autoptr (FaProblem) again = read_one (written);
  g_assert_true (fa_problem_piece_at (again, e4)->royal);
  g_assert_false (fa_problem_piece_at (again, f5)->royal);
}

/* Popeye's attribute Paralysing, after the colour, for every piece of the
 * group ("black paral Gf8" abbreviated, as Popeye's files write it), with
 * Royal in either order; written back as a group of its own, and in a
 * twin's Add. */
static void
test_paralysing_attribute (void)
{
  g_autoptr (FaProblem) p = read_one ("BeginProblem\nPieces White Kh1 White Paralysing Bb7 Rc3 Black Kd3\n"
                                      "  black paral Gf8 Black Royal Paralysing Qa1 Sb1\nStipulation #2\n"
                                      "Twin Add White Paralysing Sh8\nEndProblem\n");
  const char *paralysing[] = { "b7", "c3", "f8", "a1", "b1" }, *plain[] = { "h1", "d3" };
  for (gsize i = 0; i < G_N_ELEMENTS (paralysing); i++)
    {
      FaSquare sq;
      g_assert_cmpint (fa_square_parse (8, 8, paralysing[i], &sq), >, 0);
      g_assert_true (fa_problem_piece_at (p, sq)->paralysing);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (plain); i++)
    {
      FaSquare sq;
      g_assert_cmpint (fa_square_parse (8, 8, plain[i], &sq), >, 0);
      g_assert_false (fa_problem_piece_at (p, sq)->paralysing);
    }
  FaSquare a1, b1;
  g_assert_cmpint (fa_square_parse (8, 8, "a1", &a1), >, 0);
  g_assert_cmpint (fa_square_parse (8, 8, "b1", &b1), >, 0);
  g_assert_true (fa_problem_piece_at (p, a1)->royal); /* Royal: the first piece's alone */
  g_assert_false (fa_problem_piece_at (p, b1)->royal);
  g_assert_cmpstr (fa_placed_piece_kind (fa_problem_piece_at (p, b1))->code, ==, "pS");
  g_assert_true (fa_placed_piece_kind (fa_problem_piece_at (p, b1))->flags & FA_PIECE_PARALYSING);
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  g_ptr_array_add (list, p);
  g_autofree char *written = fa_popeye_write (list);
  g_assert_nonnull (strstr (written, "White Paralysing Rc3 Bb7"));
  g_assert_nonnull (strstr (written, "Add White Paralysing Sh8"));
  g_autoptr (FaProblem) again = read_one (written);
  g_assert_true (fa_problem_equal (p, again));
}

static void
test_forsyth (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\nForsyth rsbqkbsr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBSR\nEndProblem\n");
  g_assert_cmpuint (p->pieces->len, ==, 32);
  assert_piece (p, "a8", "R", FA_COLOUR_BLACK);
  assert_piece (p, "b8", "S", FA_COLOUR_BLACK);
  assert_piece (p, "e1", "K", FA_COLOUR_WHITE);
  assert_piece (p, "h2", "P", FA_COLOUR_WHITE);

  /* The same without '/' and with a run of 32 blanks. */
  g_autoptr (FaProblem) q = read_one (
    "BeginProblem\nForsyth rsbqkbsrpppppppp32PPPPPPPPRSBQKBSR\nEndProblem\n");
  g_assert_true (fa_problem_equal (p, q));

  /* V. Onitiu, from py-engl.txt: black grasshopper. */
  g_autoptr (FaProblem) r = read_one ("BeginProblem\nForsyth 48/5gPp/5K1k\nEndProblem\n");
  assert_piece (r, "f2", "G", FA_COLOUR_BLACK);
  assert_piece (r, "g2", "P", FA_COLOUR_WHITE);
  assert_piece (r, "h2", "P", FA_COLOUR_BLACK);
  assert_piece (r, "f1", "K", FA_COLOUR_WHITE);
  assert_piece (r, "h1", "K", FA_COLOUR_BLACK);

  /* Z. Mach's example with two-letter pieces (vao for mao here), colour
   * prefixes and blanks left out at the end. */
  g_autoptr (FaProblem) s = read_one (
    "BeginProblem\nForsyth 1.PA6/8/1Q2.VA3/8/k1.pa.pa4/8/1P1K\nEndProblem\n");
  assert_piece (s, "b8", "PA", FA_COLOUR_WHITE);
  assert_piece (s, "b6", "Q", FA_COLOUR_WHITE);
  assert_piece (s, "e6", "VA", FA_COLOUR_WHITE);
  assert_piece (s, "a4", "K", FA_COLOUR_BLACK);
  assert_piece (s, "c4", "PA", FA_COLOUR_BLACK);
  assert_piece (s, "d4", "PA", FA_COLOUR_BLACK);
  assert_piece (s, "b2", "P", FA_COLOUR_WHITE);
  assert_piece (s, "d2", "K", FA_COLOUR_WHITE);
  g_assert_cmpuint (s->pieces->len, ==, 8);

  g_autoptr (FaProblem) t = read_one (
    "BeginProblem\nForsyth +g=p-.ca=.li+.15.CA\nPieces White Kh1\nEndProblem\n");
  assert_piece (t, "a8", "G", FA_COLOUR_WHITE);
  assert_piece (t, "b8", "P", FA_COLOUR_NEUTRAL);
  assert_piece (t, "c8", "CA", FA_COLOUR_BLACK);
  assert_piece (t, "d8", "LI", FA_COLOUR_NEUTRAL);
  assert_piece (t, "e8", "15", FA_COLOUR_WHITE);
  assert_piece (t, "f8", "CA", FA_COLOUR_WHITE);
  assert_piece (t, "h1", "K", FA_COLOUR_WHITE);

  /* On a 10x10 board the ranks are ten squares long. */
  g_autoptr (FaProblem) u = read_one (
    "BeginProblem\nBoardSize 10x10\nForsyth k9/10/8K1\nEndProblem\n");
  assert_piece (u, "a10", "K", FA_COLOUR_BLACK);
  assert_piece (u, "i8", "K", FA_COLOUR_WHITE);

  g_autoptr (FaProblem) v = read_one ("BeginProblem\nInitialGameArray\nEndProblem\n");
  g_assert_true (fa_problem_equal (p, v));
}

static void
test_conditions (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "Condition circe mirror rexincl madrasi\n"
    "Condition MagicSquares A1 b2c3 Sentinelles PionAdvers MaximumWhite 4\n"
    "Condition PromOnly q s r b ChameleonCirce s b r q s\n"
    "Condition maxi Take&MakeChess #C\n"
    "Pieces White Ka1 Black Kh8\n"
    "EndProblem\n");
  const char *expected[] = {
    "Circe Mirror RexInclusive", "Madrasi", "MagicSquares a1b2c3",
    "Sentinelles PionAdvers MaximumWhite 4", "PromOnly Q S R B",
    "ChameleonCirce S B R Q S", "Maximummer", "Take&MakeChess", "#C",
  };
  g_assert_cmpuint (p->conditions->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (g_ptr_array_index (p->conditions, i), ==, expected[i]);
  g_assert_cmpuint (p->pieces->len, ==, 2);
}

static void
test_options (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "Option Try\n"
    "Option Defence 3\n"
    "Option EnPassant e2 e3 e4 MoveNumbers Beep 2 Intelligent 3 StartMoveNumber 27:11\n"
    "Option NoCastling a1e1h1 a8\n"
    "Option Threat 2 NoShort\n"
    "Pieces White Ke1 Black Ke8\n"
    "EndProblem\n");
  g_assert_true (p->options.try_play);
  g_assert_cmpint (p->options.defence, ==, 3);
  g_assert_cmpint (p->options.threat, ==, 2);
  g_assert_true (p->options.intelligent);
  g_assert_true (p->options.no_short_variations);
  g_assert_cmpint (p->options.ep_passed, ==, square (p, "e3"));
  g_assert_cmpuint (p->options.no_castling->len, ==, 4);
  g_assert_cmpuint (p->pieces->len, ==, 2);
}

static void
test_multiple_problems (void)
{
  g_autoptr (GPtrArray) problems = read_good (
    "BeginProblem\n"
    "Pieces White Ka1 Black Kc3\nStipulation #2\n"
    "NextProblem\n"
    "Pieces White Kb1 Black Kc3\nStipulation h#2\n"
    "NextProblem\n"
    "BeginProblem\n" /* tolerated */
    "Pieces White Kc1 Black Kc3\nStipulation s#2\n"
    "EndProblem\n"
    "anything after EndProblem is not read *** \n", 3);
  const FaProblem *second = g_ptr_array_index (problems, 1);
  g_assert_cmpint (second->stipulation.play, ==, FA_PLAY_HELP);
  g_assert_cmpint (second->source_line, ==, 5);
  const FaProblem *third = g_ptr_array_index (problems, 2);
  g_assert_cmpint (third->stipulation.play, ==, FA_PLAY_SELF);
  assert_piece (third, "c1", "K", FA_COLOUR_WHITE);

  g_autoptr (GPtrArray) none = read_good ("BeginProblem\nEndProblem\n", 1);
  g_autoptr (GPtrArray) trailing = read_good ("BeginProblem\nNextProblem\n", 1);
}

/* ---- Twins -------------------------------------------------------------- */

static const char twin_text[] =
  "BeginProblem\n"
  "Pieces White Kb6 Qc1 Black Ka8\n"
  "Stipulation #1\n"
  "Condition Circe\n"
  "Twin Move c1 d1\n"
  "Twin Exchange b6 a8\n"
  "Twin Remove c1\n"
  "Twin Add white Rh1\n"
  "Twin Cont Add black pa7\n"
  "Twin Rotate 90\n"
  "Twin Mirror a1<-->h1\n"
  "Twin Shift a1 b1\n"
  "Twin Stipulation h#1\n"
  "Twin Substitute Q R\n"
  "Twin PolishType\n"
  "Twin Condition Madrasi Circe\n"
  "Twin Continued Rotate 180\n"
  "Twin Mirror a1<-->a8 Mirror a1<-->h8\n"
  "Twin Mirror a8<-->h1 Rotate 270\n"
  "EndProblem\n";

static void
test_twins_8x8 (void)
{
  g_autoptr (FaProblem) p = read_one (twin_text);
  g_assert_cmpuint (p->twins->len, ==, 15);

  assert_twin_pieces (p, 0, "wQc1 wKb6 bKa8");
  assert_twin_pieces (p, 1, "wQd1 wKb6 bKa8");
  assert_twin_pieces (p, 2, "wQc1 bKb6 wKa8");
  assert_twin_pieces (p, 3, "wKb6 bKa8");
  assert_twin_pieces (p, 4, "wQc1 wRh1 wKb6 bKa8");
  /* Continued: applies to e), not to the diagram. */
  assert_twin_pieces (p, 5, "wQc1 wRh1 wKb6 bPa7 bKa8");
  /* Popeye turns the board to the left: Qc1 goes to h3 (its own output
   * for this twin is "1.Qh3-a3 #"). */
  assert_twin_pieces (p, 6, "bKa1 wKc2 wQh3");
  assert_twin_pieces (p, 7, "wQf1 wKg6 bKh8");
  assert_twin_pieces (p, 8, "wQd1 wKc6 bKb8");
  assert_twin_pieces (p, 10, "wRc1 wKb6 bKa8");
  /* PolishType swaps colours and nothing else (Popeye's total side
   * exchange): the pieces keep their squares. */
  assert_twin_pieces (p, 11, "bQc1 bKb6 wKa8");
  /* Continued from m), which started again from the diagram. */
  assert_twin_pieces (p, 13, "bKh1 wKg3 wQf8");
  /* a1<-->a8 then a1<-->h8 is Rotate 270 ... */
  assert_twin_pieces (p, 14, "wQa6 wKf7 bKh8");
  /* ... and a8<-->h1 then Rotate 270 is a1<-->a8. */
  assert_twin_pieces (p, 15, "bKa1 wKb3 wQc8");

  g_autoptr (GError) error = NULL;
  g_autoptr (FaProblem) j = fa_problem_twin (p, 9, &error);
  g_assert_true (j->has_stipulation);
  g_assert_cmpint (j->stipulation.play, ==, FA_PLAY_HELP);
  g_assert_cmpuint (j->twins->len, ==, 0);
  g_assert_cmpstr (g_ptr_array_index (j->conditions, 0), ==, "Circe");
  g_autoptr (FaProblem) m = fa_problem_twin (p, 12, &error);
  g_assert_cmpuint (m->conditions->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (m->conditions, 0), ==, "Madrasi");
  g_assert_cmpint (m->stipulation.play, ==, FA_PLAY_DIRECT);
  /* The condition twin m) is replaced again in the continued n). */
  g_autoptr (FaProblem) n = fa_problem_twin (p, 13, &error);
  g_assert_cmpuint (n->conditions->len, ==, 2);
  g_autoptr (FaProblem) o = fa_problem_twin (p, 14, &error);
  g_assert_cmpuint (o->conditions->len, ==, 1);

  g_assert_null (fa_problem_twin (p, 16, &error));
  g_assert_error (error, FA_PROBLEM_ERROR, FA_PROBLEM_ERROR_TWIN);

  const char *labels[] = { "a)", "b)", "c)", "d)", "e)", "+f)", "g)", "h)", "i)", "j)",
                           "k)", "l)", "m)", "+n)", "o)", "p)" };
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      g_autofree char *label = fa_problem_twin_label (p, i);
      g_assert_cmpstr (label, ==, labels[i]);
    }
}

static void
test_twin_labels_beyond_z (void)
{
  GString *text = g_string_new ("BeginProblem\nPieces White Ka1 Black Kh8\n");
  for (int i = 0; i < 30; i++)
    g_string_append (text, i % 2 ? "Twin Continued Move a1 a2 Move a2 a1\n" : "Twin PolishType\n");
  g_string_append (text, "EndProblem\n");
  g_autoptr (FaProblem) p = read_one (text->str);
  g_string_free (text, TRUE);
  g_autofree char *z = fa_problem_twin_label (p, 25);
  g_autofree char *z1 = fa_problem_twin_label (p, 26);
  g_autofree char *z2 = fa_problem_twin_label (p, 27);
  g_assert_cmpstr (z, ==, "z)");
  g_assert_cmpstr (z1, ==, "+z1)");
  g_assert_cmpstr (z2, ==, "z2)");
}

static void
test_twins_10x10 (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "BoardSize 10x10\n"
    "Pieces White Ka1 Qb3 Black Kj10\n"
    "Twin Rotate 90\n"
    "Twin Rotate 180\n"
    "Twin Rotate 270\n"
    "Twin Mirror a1<-->h1\n"
    "Twin Mirror a1<-->a8\n"
    "Twin Mirror a1<-->h8\n"
    "Twin Mirror a8<-->h1\n"
    "Twin Remove j10 Remove a1 Shift b3 i10\n"
    "Twin Move b3 j3\n"
    "EndProblem\n");
  assert_twin_pieces (p, 1, "wKj1 wQh2 bKa10");
  assert_twin_pieces (p, 2, "bKa1 wQi8 wKj10");
  assert_twin_pieces (p, 3, "bKj1 wQc9 wKa10");
  assert_twin_pieces (p, 4, "wKj1 wQi3 bKa10");
  assert_twin_pieces (p, 5, "bKj1 wQb8 wKa10");
  assert_twin_pieces (p, 6, "bKa1 wQh9 wKj10");
  assert_twin_pieces (p, 7, "wKa1 wQc2 bKj10");
  assert_twin_pieces (p, 8, "wQi10");
  assert_twin_pieces (p, 9, "wKa1 wQj3 bKj10");
}

static void
test_twins_10x12 (void)
{
  /* A quarter turn makes a 10x12 board 12x10; the continued twin names
   * squares of the turned board (l2 exists only there). */
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "BoardSize 10x12\n"
    "Holes e5\n"
    "Pieces White Ka1 Qb3 Black Kj12\n"
    "Twin Rotate 90\n"
    "Twin Continued Move j2 l2\n"
    "Twin Continued Rotate 90 Rotate 90 Rotate 90\n"
    "Twin Mirror a1<-->h8\n"
    "Twin Remove j12 Shift a1 b2\n"
    "EndProblem\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (FaProblem) b = fa_problem_twin (p, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (b->files, ==, 12);
  g_assert_cmpint (b->ranks, ==, 10);
  assert_piece (b, "l1", "K", FA_COLOUR_WHITE);
  assert_piece (b, "j2", "Q", FA_COLOUR_WHITE);
  assert_piece (b, "a10", "K", FA_COLOUR_BLACK);
  g_assert_true (b->holes[square (b, "h5")]);

  assert_twin_pieces (p, 2, "wKl1 wQl2 bKa10");
  g_autoptr (FaProblem) d = fa_problem_twin (p, 3, &error);
  g_assert_cmpint (d->files, ==, 10);
  g_assert_cmpint (d->ranks, ==, 12);
  assert_piece (d, "a1", "K", FA_COLOUR_WHITE);
  assert_piece (d, "b1", "Q", FA_COLOUR_WHITE); /* l2 turned back */
  g_assert_true (d->holes[square (d, "e5")]);

  g_autoptr (FaProblem) e = fa_problem_twin (p, 4, &error);
  g_assert_cmpint (e->files, ==, 12);
  assert_piece (e, "l10", "K", FA_COLOUR_WHITE);
  assert_piece (e, "a1", "K", FA_COLOUR_BLACK);
  assert_twin_pieces (p, 5, "wKb2 wQc4");
}

static void
test_twin_deep_copy (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "DefinePiece QN QN\n"
    "Pieces White Ka1 QNd4 Black Kh8\n"
    "Twin Add Black QNe5\n"
    "Twin Substitute QN Q\n"
    "EndProblem\n");
  g_autoptr (FaProblem) copy = fa_problem_copy (p);
  g_assert_true (fa_problem_equal (p, copy));
  const FaPlacedPiece *piece = fa_problem_piece_at (copy, square (copy, "d4"));
  g_assert_true (piece->spec == g_ptr_array_index (copy->user_pieces, 0));
  g_assert_true (piece->spec != g_ptr_array_index (p->user_pieces, 0));
  const FaTwin *twin = g_ptr_array_index (copy->twins, 0);
  g_assert_true (g_array_index (twin->commands, FaTwinCommand, 0).piece.spec
                 == g_ptr_array_index (copy->user_pieces, 0));
  /* The original can go; the copy stands alone. */
  g_clear_pointer (&p, fa_problem_free);
  g_autoptr (FaProblem) b = fa_problem_twin (copy, 1, NULL);
  assert_piece (b, "e5", "QN", FA_COLOUR_BLACK);
  g_assert_true (fa_problem_piece_at (b, square (b, "e5"))->spec
                 == g_ptr_array_index (b->user_pieces, 0));
  assert_twin_pieces (copy, 2, "wKa1 wQd4 bKh8");
}

/* ---- Extensions --------------------------------------------------------- */

static void
test_extensions (void)
{
  g_autoptr (FaProblem) p = read_one (
    "BeginProblem\n"
    "BoardSize 16x16\n"
    "Holes a1 b5c6\n"
    "DefinePiece zeb (2,3)(2,3)\n"
    "DefinePiece G QN\n"
    "DefinePiece GI2 (1,4)(1,4)\n"
    "Pieces White Kp16 Ga16 ZEBc3 GI2d4 Black Ka10 Sb16\n"
    "EndProblem\n");
  g_assert_cmpint (p->files, ==, 16);
  g_assert_cmpint (p->ranks, ==, 16);
  g_assert_true (p->holes[square (p, "a1")]);
  g_assert_true (p->holes[square (p, "b5")]);
  g_assert_true (p->holes[square (p, "c6")]);
  g_assert_false (p->holes[square (p, "a2")]);
  g_assert_cmpuint (p->user_pieces->len, ==, 3);
  /* Popeye's Condition Hole: the squares become holes, the conditions
   * around it stay conditions. */
  g_autoptr (FaProblem) popeye_holes = read_one ("BeginProblem\nCondition Madrasi Hole e4f5 Sentinelles\n"
                                                  "Pieces White Ke1 Black Ke8\nStipulation #2\nEndProblem\n");
  g_assert_true (popeye_holes->holes[square (popeye_holes, "e4")]);
  g_assert_true (popeye_holes->holes[square (popeye_holes, "f5")]);
  g_assert_false (popeye_holes->holes[square (popeye_holes, "e5")]);
  g_assert_cmpuint (popeye_holes->conditions->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (popeye_holes->conditions, 0), ==, "Madrasi");
  g_assert_cmpstr (g_ptr_array_index (popeye_holes->conditions, 1), ==, "Sentinelles");
  const FaPieceSpec *zeb = g_ptr_array_index (p->user_pieces, 0);
  g_assert_cmpstr (zeb->code, ==, "ZEB");
  g_assert_cmpstr (zeb->movement, ==, "(2,3)(2,3)");
  g_assert_cmpstr (zeb->name_en, ==, "ZEB");
  assert_piece (p, "c3", "ZEB", FA_COLOUR_WHITE);
  assert_piece (p, "p16", "K", FA_COLOUR_WHITE);
  /* The problem's G shadows the grasshopper. */
  const FaPlacedPiece *g = fa_problem_piece_at (p, square (p, "a16"));
  g_assert_true (g->spec == g_ptr_array_index (p->user_pieces, 1));
  g_assert_cmpstr (g->spec->movement, ==, "QN");
  /* Codes may hold digits after their first letter, as Popeye's G2. */
  assert_piece (p, "d4", "GI2", FA_COLOUR_WHITE);
}

/* ---- Round trips -------------------------------------------------------- */

static const char *const round_trip_inputs[] = {
  "BeginProblem\nPieces White Kf5 Rg7 Se1 Pg2h2 Black Kh8\nStipulation #2\nEndProblem\n",
  twin_text,
  "BeginProblem\nAuthor A\nAuthor B\nOrigin O1\nOrigin O2\nTitle T\nAward 2nd HM\n"
  "Solution 1.Ke1-d1 ! zugzwang.\nSolution 1...d4-d3 2.Ra1-a8 #\n"
  "Remark r1\nRemark r2\nStipulation ser-h#7\nCondition Circe Mirror\nCondition Madrasi\n"
  "Option Try Defence 2 SetPlay Variation Threat 3 NoThreat MaxSolutions 9 Duplex HalfDuplex "
  "WhiteToPlay NoBoard EnPassant e2e3e4 NoCastling a1e1 MaxTime 30 Intelligent NoShortVariations\n"
  "Pieces White Ke1 Ra1 Pe4 Black Ke8 Pd4 Neutral CAc3 Gg5\nEndProblem\n",
  "BeginProblem\nBoardSize 10x12\nHoles e5 f6\nDefinePiece QN QN\nDefinePiece ZEB (2,3)(2,3)\n"
  "Pieces White Ka1 QNb3 Black Kj12 ZEBc10\nStipulation h#2.5\n"
  "Twin Rotate 90\nTwin Continued Move j2 l2 Add Neutral ZEBl5\n"
  "Twin Mirror a1<-->h8 Condition Circe\nTwin Substitute QN ZEB Stipulation s=3 Remove a1\n"
  "EndProblem\n",
  "BeginProblem\nForsyth 1.PA6/8/1Q2.VA3/8/k1.pa.pa4/8/1P1K\nStipulation r#2\n"
  "NextProblem\nPieces White Kb2 Black Kg7\nStipulation ser-r#3\nTwin PolishType Shift a1 b1\n"
  "NextProblem\nBoardSize 3x1\nPieces White Ka1 Black Kc1\nEndProblem\n",
  "BeginProblem\nPieces White Ka1 Black Kh8\nStipulation h==3\nTwin Condition Circe Mirror Move a1 a2\n"
  "EndProblem\n",
  /* Faerie's own: a retractor, the Magic Wandering Unit. */
  "BeginProblem\nPieces White Kf5 Bc2 White MWU Sc1 Black Kh3 Qb2\nStipulation -7 & #1\n"
  "Retractor Hoeg NoForwardDefence Repetition Off\nCondition AntiCirce Cheylan MWU TypeII\nEndProblem\n",
  /* A royal piece, and one a twin adds. */
  "BeginProblem\nPieces White Royal Sc8 Pb6 Black Ka8 Pa7\nStipulation ser-=7\n"
  "Twin Add White Royal CAc8\nEndProblem\n",
};

static void
check_round_trip (const char *text)
{
  GPtrArray *errors = NULL;
  g_autoptr (GPtrArray) first = fa_popeye_read (text, "first", &errors);
  print_errors (errors);
  g_assert_cmpuint (errors->len, ==, 0);
  g_ptr_array_unref (errors);
  g_assert_cmpuint (first->len, >, 0);

  g_autofree char *written = fa_popeye_write (first);
  g_test_message ("%s", written);
  g_autoptr (GPtrArray) second = fa_popeye_read (written, "second", &errors);
  print_errors (errors);
  g_assert_cmpuint (errors->len, ==, 0);
  g_ptr_array_unref (errors);
  g_assert_cmpuint (second->len, ==, first->len);
  for (guint i = 0; i < first->len; i++)
    g_assert_true (fa_problem_equal (g_ptr_array_index (first, i), g_ptr_array_index (second, i)));

  /* Writing is a fixed point. */
  g_autofree char *again = fa_popeye_write (second);
  g_assert_cmpstr (written, ==, again);
}

static void
test_round_trip (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (round_trip_inputs); i++)
    check_round_trip (round_trip_inputs[i]);

  g_autoptr (GPtrArray) problems = read_good (round_trip_inputs[0], 1);
  g_autofree char *text = fa_popeye_write (problems);
  g_assert_cmpstr (text, ==,
                   "BeginProblem\nStipulation #2\nPieces White Kf5 Rg7 Se1 Pg2h2\n"
                   "       Black Kh8\nEndProblem\n");
  g_autoptr (GPtrArray) none = g_ptr_array_new ();
  g_autofree char *empty = fa_popeye_write (none);
  g_assert_cmpstr (empty, ==, "");
}

/* Random problems built through the API, written and read back. */
static void
test_round_trip_random (void)
{
  size_t n_kinds = 0;
  const FaPieceSpec *catalogue = fa_piece_catalogue (&n_kinds);
  static const char *const conditions[] = { "Circe", "Madrasi", "Circe Mirror RexInclusive",
                                            "AndernachChess", "MagicSquares a1b2" };

  for (int round = 0; round < 300; round++)
    {
      g_autoptr (FaProblem) p = fa_problem_new ();
      p->files = g_test_rand_int_range (1, FA_MAX_FILES + 1);
      p->ranks = g_test_rand_int_range (1, FA_MAX_RANKS + 1);
      int n = p->files * p->ranks;
      gboolean with_holes = g_test_rand_bit ();
      if (with_holes)
        for (int i = 0; i < n / 8; i++)
          p->holes[g_test_rand_int_range (0, n)] = true;
      if (g_test_rand_bit ())
        fa_problem_define_piece (p, "QY", "QN");
      if (g_test_rand_bit ())
        fa_problem_define_piece (p, "XYZ", "gQ");

      int n_pieces = g_test_rand_int_range (0, 12);
      for (int i = 0; i < n_pieces; i++)
        {
          FaSquare sq = (FaSquare) g_test_rand_int_range (0, n);
          if (p->holes[sq])
            continue;
          const FaPieceSpec *spec = p->user_pieces->len > 0 && g_test_rand_bit ()
                                    ? g_ptr_array_index (p->user_pieces, 0)
                                    : &catalogue[g_test_rand_int_range (0, (int) n_kinds)];
          fa_problem_put (p, spec, g_test_rand_int_range (1, 4), sq);
        }
      if (g_test_rand_bit ())
        {
          p->has_stipulation = TRUE;
          p->stipulation.play = g_test_rand_int_range (0, 4);
          p->stipulation.goal = g_test_rand_int_range (0, 4);
          p->stipulation.series = g_test_rand_bit ();
          p->stipulation.moves = g_test_rand_int_range (1, 20);
          p->stipulation.half = p->stipulation.play == FA_PLAY_HELP && !p->stipulation.series
                                && g_test_rand_bit ();
        }
      for (int i = g_test_rand_int_range (0, 3); i > 0; i--)
        g_ptr_array_add (p->conditions,
                         g_strdup (conditions[g_test_rand_int_range (0, G_N_ELEMENTS (conditions))]));
      p->options.try_play = g_test_rand_bit ();
      p->options.set_play = g_test_rand_bit ();
      p->options.defence = g_test_rand_int_range (0, 3);
      p->options.max_solutions = g_test_rand_int_range (0, 3);
      if (g_test_rand_bit ())
        p->author = g_strdup ("Anonymous\nSecond Author");

      int files = p->files, ranks = p->ranks;
      for (int t = g_test_rand_int_range (0, 5); t > 0; t--)
        {
          FaTwin *twin = fa_twin_new ();
          twin->continued = g_test_rand_bit ();
          if (!twin->continued)
            {
              files = p->files;
              ranks = p->ranks;
            }
          for (int c = g_test_rand_int_range (1, 4); c > 0; c--)
            {
              FaTwinCommand command = { .kind = g_test_rand_int_range (0, 5) };
              switch (command.kind)
                {
                case 0:
                  command.kind = FA_TWIN_ROTATE;
                  command.degrees = 90 * g_test_rand_int_range (1, 4);
                  if (command.degrees != 180)
                    {
                      int swap = files;
                      files = ranks;
                      ranks = swap;
                    }
                  break;
                case 1:
                  command.kind = FA_TWIN_MIRROR;
                  command.mirror = g_test_rand_int_range (0, 4);
                  if (command.mirror >= FA_MIRROR_DIAGONAL)
                    {
                      int swap = files;
                      files = ranks;
                      ranks = swap;
                    }
                  break;
                case 2:
                  command.kind = FA_TWIN_POLISH_TYPE;
                  break;
                case 3:
                  command.kind = FA_TWIN_STIPULATION;
                  command.stipulation.moves = g_test_rand_int_range (1, 5);
                  break;
                default:
                  command.kind = FA_TWIN_CONDITION;
                  command.condition = g_strdup (g_test_rand_bit () ? "Circe\nMadrasi" : "Circe Mirror");
                  break;
                }
              g_array_append_val (twin->commands, command);
            }
          g_ptr_array_add (p->twins, twin);
        }

      g_autoptr (GPtrArray) problems = g_ptr_array_new ();
      g_ptr_array_add (problems, p);
      g_autofree char *written = fa_popeye_write (problems);
      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) back = fa_popeye_read (written, "random", &errors);
      if (errors->len > 0 || back->len != 1
          || !fa_problem_equal (p, g_ptr_array_index (back, 0)))
        {
          print_errors (errors);
          g_test_message ("round %d:\n%s", round, written);
        }
      g_assert_cmpuint (errors->len, ==, 0);
      g_ptr_array_unref (errors);
      g_assert_cmpuint (back->len, ==, 1);
      g_assert_true (fa_problem_equal (p, g_ptr_array_index (back, 0)));
    }
}

/* ---- Errors ------------------------------------------------------------- */

typedef struct
{
  const char *text;   /* one problem, without BeginProblem */
  int line;           /* counting BeginProblem as line 1 */
  int column;
  const char *message;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "Stipulaton #2\n", 2, 1, "unknown keyword 'Stipulaton'" },
  { "S #2\n", 2, 1, "keyword 'S' is ambiguous" },
  { "Pieces White Ke\n", 2, 15, "expected a square after 'K'" },
  { "Pieces White Kf5e\n", 2, 17, "expected a square after 'Kf5'" },
  { "Pieces White Ke9\n", 2, 15, "square 'e9' is not on the 8x8 board" },
  { "Pieces White K z1\n", 2, 16, "square 'z1' is not on the 8x8 board" },
  { "Pieces White K\nStipulation #2\n", 3, 1, "expected a square after 'K'" },
  { "Pieces White Xa1\n", 2, 14, "unknown piece 'X'" },
  { "Pieces White QYe7\n", 2, 14, "unknown piece 'QY'" },
  { "Pieces White Je4\n", 2, 14, "unknown piece 'J'" },
  { "Option StartMoveNumber Try\n", 2, 24, "expected a move number after 'StartMoveNumber'" },
  { "Pieces Kf5\n", 2, 8, "expected White, Black or Neutral after 'Pieces'" },
  { "Pieces White\nStipulation #2\n", 3, 1, "expected a piece and its squares, such as Kf5 or Pg2h2, after 'White'" },
  { "Pieces White Kamikaze Ka1\n", 2, 14, "piece attributes such as 'Kamikaze' are not supported yet" },
  { "Pieces White Ka1 Paralysing Bb2\n", 2, 18, "Paralysing goes right after the colour, as in: White Paralysing Bb2" },
  { "Pieces TotalInvisible 2\n", 2, 8, "TotalInvisible pieces are not supported yet" },
  { "Stipulation x2\n", 2, 13, "expected a stipulation such as #2, h#3, s#2, r#2 or ser-h#5" },
  { "Stipulation h#\n", 2, 15, "expected the number of moves" },
  { "Stipulation #2.5\n", 2, 15, "expected the end of the stipulation (only help play has n.5 moves)" },
  { "Stipulation\n", 3, 1, "expected a stipulation such as #2 or h#3" },
  { "Stipulation h# x\n", 2, 15, "expected the number of moves" },
  { "Option Fly\n", 2, 8, "expected an option such as Try, SetPlay, Variation or Defence 2" },
  { "Option St\n", 2, 8, "option 'St' is ambiguous" },
  { "Option Defence x\n", 2, 16, "expected a number from 0 to 9999 after 'Defence'" },
  { "Option Quodlibet\n", 2, 8, "option 'Quodlibet' is not supported yet" },
  { "Option EnPassant e2e4\n", 2, 8, "expected three squares after 'EnPassant': from, passed and to, such as d7d6d5" },
  { "Option NoCastling\n", 3, 1, "expected a square after 'NoCastling'" },
  { "Condition Xyz\n", 2, 11, "expected a condition such as Circe or Madrasi after 'Condition'" },
  { "Condition Circ\n", 2, 11, "condition 'Circ' is ambiguous" },
  { "Pieces White Ka1\nTwin Move a1\n", 4, 1, "expected a second square after 'Move'" },
  /* A twin command that cannot apply names its square, not the Twin. */
  { "Pieces White Ka1\nTwin Move c3 d4\n", 3, 11, "twin b) Move: there is no piece on c3" },
  { "Pieces White Ka1\nTwin Exchange a1 d4\n", 3, 18, "twin b) Exchange: there is no piece on d4" },
  { "Pieces White Ka1\nTwin Remove a1\nTwin Cont Remove a1\n", 4, 18, "twin +c) Remove: there is no piece on a1" },
  { "Pieces White Ka1\nTwin Remove a1g7\n", 3, 15, "twin b) Remove: there is no piece on g7" },
  { "Pieces White Ka1\nTwin Remove a1 g7\n", 3, 16, "twin b) Remove: there is no piece on g7" },
  { "Holes c3\nPieces White Ka1\nTwin Move a1 c3\n", 4, 14, "twin b) Move: c3 is a hole" },
  { "Holes c3\nPieces White Ka1\nTwin Add White Qc3\n", 4, 16, "twin b) Add: c3 is a hole" },
  { "Pieces White Ka2\nTwin Shift a1 a8\n", 3, 12, "twin b) Shift moves the piece on a2 off the board" },
  { "Pieces White Ka1\nTwin Rotate 45\n", 3, 13, "expected 90, 180 or 270 after 'Rotate'" },
  { "Pieces White Ka1\nTwin Mirror a1-h1\n", 3, 13, "expected a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 after 'Mirror'" },
  { "Pieces White Ka1\nTwin Move a1 b1 Continued\n", 3, 17, "'Continued' must come directly after 'Twin'" },
  { "Pieces White Ka1\nTwin\n", 4, 1, "expected a twin command such as Move, Exchange, Remove, Add, Rotate, Mirror, Shift, Stipulation, Condition, Substitute or PolishType" },
  { "Pieces White Ka1\nTwin Substitute K X\n", 3, 19, "expected a piece code such as Q or CA after 'Substitute'" },
  { "Pieces White Ka1\nTwin Add Ka2\n", 3, 10, "expected White, Black or Neutral after 'Add'" },
  { "Pieces White Ka1\nTwin PolishType\nPieces Black Kh8\n", 4, 1, "expected a twin command, Twin, NextProblem or EndProblem, not 'Pieces'" },
  { "Pieces White Ka1\nTwin SStipulation white 3s[#]\n", 3, 6, "structured stipulations (SStipulation) are not supported yet" },
  { "BoardSize 20x8\n", 2, 11, "expected a board size such as 10x12 (files x ranks, each 1 to 16) after 'BoardSize'" },
  { "BoardSize ten\n", 2, 11, "expected a board size such as 10x12 (files x ranks, each 1 to 16) after 'BoardSize'" },
  { "Pieces White Ka1\nBoardSize 10x10\n", 3, 1, "BoardSize must come before Pieces, Forsyth, Holes and options that name squares" },
  { "Holes e4\nPieces White Ke4\n", 3, 14, "cannot place a piece on e4: it is a hole" },
  { "Pieces White Ke4\nHoles e4\n", 3, 7, "cannot make e4 a hole: a piece stands there" },
  { "Holes\n", 3, 1, "expected a square after 'Holes'" },
  /* Popeye's Condition Hole is Faerie's Holes. */
  { "Pieces White Ke4\nCondition Hole e4\n", 3, 11, "cannot make e4 a hole: a piece stands there" },
  { "Condition Hole e4f5\nPieces White Kf5\n", 3, 14, "cannot place a piece on f5: it is a hole" },
  { "Condition Madrasi Hole\n", 2, 19, "expected the squares of the holes after 'Hole', such as e4f5" },
  { "DefinePiece 1Q NN\n", 2, 13, "expected a piece code of 1 to 3 letters or digits, a letter first, after 'DefinePiece'" },
  { "DefinePiece ABCD NN\n", 2, 13, "expected a piece code of 1 to 3 letters or digits, a letter first, after 'DefinePiece'" },
  { "DefinePiece Q W\n", 2, 13, "Q is an orthodox piece: DefinePiece cannot redefine it; choose another code" },
  { "DefinePiece s W\n", 2, 13, "S is an orthodox piece: DefinePiece cannot redefine it; choose another code" },
  /* Limits of the notation, named as such. */
  { "DefinePiece ZZ (16,0)\n", 2, 16, "leap (16,0) of ZZ is longer than the largest board (16x16) allows: each number is at most 15" },
  { "DefinePiece ZZ W(0,0)\n", 2, 17, "(0,0) in the movement of ZZ is not a move" },
  { "DefinePiece ZZ (-1,2)\n", 2, 16, "leap (-1,2) of ZZ: a leap is given by its distances, 0 to 15, such as (1,2), and goes in all its directions" },
  { "DefinePiece ZZ RR0\n", 2, 18, "range 0 in the movement of ZZ: a rider's range is 1 to 15" },
  { "DefinePiece ZZ NN16\n", 2, 18, "range 16 in the movement of ZZ is longer than the largest board (16x16) allows: at most 15" },
  { "DefinePiece ZZ R99999999999999999999\n", 2, 17, "range 99999999999999999999 in the movement of ZZ is longer" },
  { "DefinePiece ZZ\n", 2, 15, "expected a movement such as NN or mRcpR after 'DefinePiece ZZ'" },
  { "DefinePiece ZZ  W?\n", 2, 18, "expected a piece atom" },
  { "DefinePiece ZZ NN\nDefinePiece zz QN\n", 3, 13, "piece ZZ is already defined in this problem" },
  { "Pieces White Ga1\nDefinePiece G QN\n", 3, 13, "DefinePiece G must come before the pieces that use the code G" },
  { "Forsyth 8/8/8/8/8/8/8/8K\n", 2, 24, "Forsyth runs past the last square of the 8x8 board" },
  { "Forsyth x7\n", 2, 9, "unknown piece 'x' in Forsyth" },
  { "Forsyth .xy\n", 2, 10, "unknown piece 'xy' in Forsyth" },
  { "Forsyth 3*4\n", 2, 10, "unexpected character '*'" },
  { "Forsyth 3.\n", 2, 10, "expected two letters or digits after '.' in Forsyth" },
  { "Forsyth\n", 3, 2, "unknown piece 'e' in Forsyth" },
  { "BoardSize 4x4\nInitialGameArray\n", 3, 1, "InitialGameArray needs the 8x8 board" },
  { "Holes e4 b1\nInitialGameArray\n", 3, 1, "cannot place a piece on b1: it is a hole" },
  { "Stipulation #2 \"quoted\"\n", 2, 16, "unexpected character '\"'" },
  { "Stipulation #2 \x01\n", 2, 16, "unexpected character (byte 0x01)" },
  { "ZeroPosition Move a1 b1\n", 2, 1, "ZeroPosition is not supported yet" },
  { "SStipulation white 3s[#]\n", 2, 1, "structured stipulations (SStipulation) are not supported yet" },
  { "LaTeX file.tex\n", 2, 1, "LaTeX output is not supported" },
  { "Author ok\nTitle ok too\nKa1\n", 4, 1, "unknown keyword 'Ka1'" },
  /* A word a condition does not take: what it takes. */
  { "Condition ChameleonCirce S ZZ\n", 2, 28, "'ZZ' does not fit the condition ChameleonCirce, which takes: optional cycle of piece codes" },
  { "Condition Sentinelles MaximumWhite x\n", 2, 36, "'x' does not fit the condition Sentinelles, which takes: optional PionNeutre" },
  { "Condition Tibet xyz\n", 2, 17, "'xyz' does not fit the condition Tibet: expected another condition or a keyword" },
};

static void
test_errors (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      const ErrorCase *c = &error_cases[i];
      g_autofree char *text = g_strconcat (
        "BeginProblem\n", c->text,
        "NextProblem\nPieces White Ka1 Black Kh8\nStipulation #2\nEndProblem\n", NULL);
      g_test_message ("case %" G_GSIZE_FORMAT ": %s", i, c->text);

      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) problems = fa_popeye_read (text, "bad.inp", &errors);
      print_errors (errors);
      g_assert_cmpuint (errors->len, ==, 1);
      const FaInputError *error = g_ptr_array_index (errors, 0);
      g_assert_cmpstr (error->file, ==, "bad.inp");
      g_assert_cmpint (error->line, ==, c->line);
      g_assert_cmpint (error->column, ==, c->column);
      if (!g_str_has_prefix (error->message, c->message))
        g_error ("message '%s' does not start with '%s'", error->message, c->message);
      g_ptr_array_unref (errors);

      /* The bad problem is dropped, the next one is read. */
      g_assert_cmpuint (problems->len, ==, 1);
      const FaProblem *next = g_ptr_array_index (problems, 0);
      g_assert_cmpuint (next->pieces->len, ==, 2);
      g_assert_true (next->has_stipulation);
    }
}

static void
test_errors_outside_problems (void)
{
  struct
  {
    const char *text;
    guint n_problems;
    int line, column;
    const char *message;
  } cases[] = {
    { "", 0, 1, 1, "expected BeginProblem: the input has no problem" },
    { "   \n\n", 0, 3, 1, "expected BeginProblem: the input has no problem" },
    { "Pieces White Ka1\nBeginProblem\nPieces White Ka1\nEndProblem\n", 1, 1, 1,
      "expected BeginProblem, not 'Pieces'" },
    { "AnfangProblem\nEndeProblem\n", 0, 1, 1, "only English Popeye input is supported" },
    { "AnfangProblem\nQuelle B, The Problemist\nEndeProblem\n", 0, 1, 1,
      "only English Popeye input is supported" },
    { "debutprob\nEndProbleme\n", 0, 1, 1, "only English Popeye input is supported" },
    /* A word that merely starts like AnfangProblem is no German. */
    { "A\nBeginProblem\nEndProblem\n", 1, 1, 1, "expected BeginProblem, not 'A'" },
    { "Anf\nBeginProblem\nEndProblem\n", 1, 1, 1, "expected BeginProblem, not 'Anf'" },
    { "Author Smith\nBeginProblem\nEndProblem\n", 1, 1, 1, "expected BeginProblem, not 'Author'" },
    { "junk b\nPieces White Ka1\nBegin\nStipulation #2\nEndProblem\n", 1, 1, 1,
      "expected BeginProblem, not 'junk'" },
    { "BeginProblem\nPieces White Ka1\n", 0, 3, 1, "expected EndProblem at the end of the input" },
    { "BeginProblem\nPieces White Ka1\nTwin Move a1 a2\n", 0, 4, 1,
      "expected EndProblem at the end of the input" },
    { "BeginProblem\nStipulation #2\nNextProblem\nAuthor Next Problem\nStip x\nEndProblem\n"
      "BeginProblem\n", 1, 5, 6, "expected a stipulation" },
    { "BeginProblem\nStip x\nAuthor x EndProblem\nRemark NextProblem\nNextProblem\nStip #2\nEndProblem\n",
      1, 2, 6, "expected a stipulation" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("case %" G_GSIZE_FORMAT, i);
      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) problems = fa_popeye_read (cases[i].text, NULL, &errors);
      print_errors (errors);
      g_assert_cmpuint (problems->len, ==, cases[i].n_problems);
      g_assert_cmpuint (errors->len, >=, 1);
      const FaInputError *error = g_ptr_array_index (errors, 0);
      g_assert_cmpstr (error->file, ==, "<input>");
      g_assert_cmpint (error->line, ==, cases[i].line);
      g_assert_cmpint (error->column, ==, cases[i].column);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
      g_ptr_array_unref (errors);
    }

  /* Several bad problems in one file: one error each, good ones kept. */
  GPtrArray *errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (
    "BeginProblem\nStip x\nNextProblem\nStip #2\nNextProblem\nPieces Qa1\nNextProblem\n"
    "Stip h#2\nEndProblem\n", "many.inp", &errors);
  g_assert_cmpuint (errors->len, ==, 2);
  g_assert_cmpuint (problems->len, ==, 2);
  g_autofree char *first = fa_input_error_to_string (g_ptr_array_index (errors, 0));
  g_assert_cmpstr (first, ==, "many.inp:2:6: expected a stipulation such as #2, h#3, s#2, r#2 or ser-h#5");
  g_ptr_array_unref (errors);

  /* A word longer than the reader takes is an error, not an overflow. */
  GString *huge = g_string_new ("BeginProblem\nStipulation ");
  for (int i = 0; i < FA_POPEYE_MAX_WORD + 100; i++)
    g_string_append_c (huge, '#');
  g_string_append (huge, "\nNextProblem\nStipulation #3\nEndProblem\n");
  g_autoptr (GPtrArray) long_problems = fa_popeye_read (huge->str, "long", &errors);
  g_string_free (huge, TRUE);
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_true (g_str_has_prefix (((FaInputError *) g_ptr_array_index (errors, 0))->message,
                                   "word too long"));
  g_assert_cmpuint (long_problems->len, ==, 1);
  g_ptr_array_unref (errors);
}

/* The solver takes FA_MAX_KINDS kinds, the six orthodox ones included:
 * the reader refuses more, naming the piece (or the definition) that is
 * one too many, rather than the solver refusing the problem. */
static void
test_kind_limit (void)
{
  enum { DEFINED = FA_MAX_KINDS - 6 };
  for (int extra = 0; extra < 3; extra++)
    {
      /* DEFINED kinds of our own on the board, and one catalogue kind
       * (extra 1) or one more definition (extra 2). */
      GString *text = g_string_new ("BeginProblem\nBoardSize 16x16\n");
      for (int i = 0; i < DEFINED + (extra == 2); i++)
        g_string_append_printf (text, "DefinePiece Z%c%c W\n", 'A' + i / 26, 'A' + i % 26);
      g_string_append (text, "Pieces White Ka1 Black Kp16\n");
      for (int i = 0; i < DEFINED; i++)
        g_string_append_printf (text, "White Z%c%c%c%d\n", 'A' + i / 26, 'A' + i % 26, 'c' + i % 12, 2 + i / 12);
      if (extra == 1)
        g_string_append (text, "Black Gd15\n");
      g_string_append (text, "Stipulation h#1\nEndProblem\n");
      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) problems = fa_popeye_read (text->str, "kinds.inp", &errors);
      g_string_free (text, TRUE);
      print_errors (errors);
      if (extra == 0)
        {
          g_assert_cmpuint (errors->len, ==, 0);
          g_assert_cmpuint (problems->len, ==, 1);
        }
      else
        {
          g_assert_cmpuint (errors->len, ==, 1);
          g_autofree char *message = fa_input_error_to_string (g_ptr_array_index (errors, 0));
          g_autofree char *expected
              = extra == 1 ? g_strdup_printf ("kinds.inp:%d:7: more than %d kinds of piece in one problem, the six "
                                              "orthodox ones included: G is one too many",
                                              2 * DEFINED + 4, FA_MAX_KINDS)
                           : g_strdup_printf ("kinds.inp:%d:13: too many DefinePiece in one problem (at most %d)",
                                              DEFINED + 3, DEFINED);
          g_assert_cmpstr (message, ==, expected);
        }
      g_ptr_array_unref (errors);
    }
}

/* A NUL byte is one bad character at its place, not the end of the input. */
static void
test_nul_byte (void)
{
  static const char text[] = "BeginProblem\nAuthor Jo\0hn\nPieces White Ka1 Black Kh8\nStipulation #2\n"
                             "NextProblem\nStipulation #3\nNextProblem\nStipulation #2 \0\nNextProblem\n"
                             "Stipulation #4\nEndProblem\n";
  GPtrArray *errors = NULL, *warnings = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read_full (text, sizeof text - 1, "nul.inp", &errors, &warnings);
  print_errors (errors);
  g_assert_cmpuint (errors->len, ==, 2);
  g_autofree char *first = fa_input_error_to_string (g_ptr_array_index (errors, 0));
  g_assert_cmpstr (first, ==, "nul.inp:2:10: NUL byte in the input");
  g_autofree char *second = fa_input_error_to_string (g_ptr_array_index (errors, 1));
  g_assert_cmpstr (second, ==, "nul.inp:8:16: NUL byte in the input");
  /* The problems after each are read. */
  g_assert_cmpuint (problems->len, ==, 2);
  g_assert_cmpint (((FaProblem *) g_ptr_array_index (problems, 0))->stipulation.moves, ==, 3);
  g_assert_cmpint (((FaProblem *) g_ptr_array_index (problems, 1))->stipulation.moves, ==, 4);
  g_assert_cmpuint (warnings->len, ==, 0);
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);
}

/* Read as Popeye reads it, but told. */
static void
test_warnings (void)
{
  /* A second block after EndProblem: Popeye ignores it, so does Faerie. */
  static const char two_blocks[] = "BeginProblem\nStipulation #2\nEndProblem\n\n  BeginProblem\n"
                                   "Stipulation #3\nEndProblem\n";
  GPtrArray *errors = NULL, *warnings = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read_full (two_blocks, sizeof two_blocks - 1, "two.inp",
                                                        &errors, &warnings);
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpuint (warnings->len, ==, 1);
  g_autofree char *after = fa_input_error_to_string (g_ptr_array_index (warnings, 0));
  g_assert_cmpstr (after, ==, "two.inp:5:3: text after EndProblem is ignored (problems are separated by "
                              "NextProblem, not by EndProblem and BeginProblem)");
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);

  /* Only blanks after EndProblem: nothing to say. */
  static const char blanks[] = "BeginProblem\nEndProblem\n \n\t\n";
  g_autoptr (GPtrArray) quiet = fa_popeye_read_full (blanks, sizeof blanks - 1, "q.inp", &errors, &warnings);
  g_assert_cmpuint (errors->len + warnings->len, ==, 0);
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);

  /* Two pieces for one square: the last stays, as in Popeye, and each
   * replacement is named. */
  GString *many = g_string_new ("BeginProblem\nPieces White Ka1 Black Kh8\n");
  for (int i = 0; i < 100; i++)
    g_string_append (many, "White Qd4\n");
  g_string_append (many, "Black Rd4\nEndProblem\n");
  g_autoptr (GPtrArray) crowded = fa_popeye_read_full (many->str, many->len, "crowd.inp", &errors, &warnings);
  g_string_free (many, TRUE);
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (warnings->len, ==, 100);
  g_autofree char *replaced = fa_input_error_to_string (g_ptr_array_index (warnings, 99));
  g_assert_cmpstr (replaced, ==, "crowd.inp:103:7: d4 already holds a piece: the piece given before is replaced");
  const FaProblem *p = g_ptr_array_index (crowded, 0);
  g_assert_cmpuint (p->pieces->len, ==, 3);
  assert_piece (p, "d4", "R", FA_COLOUR_BLACK);
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);
}

static void
test_text_encoding (void)
{
  /* Latin-1 text lines become UTF-8. */
  g_autoptr (FaProblem) p = read_one ("\xEF\xBB\xBF" "BeginProblem\nAuthor J\xF6rg M\xFCller \xC0\xFF\n"
                                      "Title Caf\xC3\xA9\nEndProblem\n");
  g_assert_cmpstr (p->author, ==, "J\xC3\xB6rg M\xC3\xBCller \xC3\x80\xC3\xBF");
  g_assert_cmpstr (p->title, ==, "Caf\xC3\xA9");
}

/* Every input the fuzzer once crashed on must now read cleanly. */
static void
test_fuzz_regressions (void)
{
  const char *dir_path = g_getenv ("FAERIE_FUZZ_REGRESSIONS");
  if (dir_path == NULL)
    {
      g_test_skip ("FAERIE_FUZZ_REGRESSIONS is not set");
      return;
    }
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_assert_nonnull (dir);
  guint n_files = 0;
  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      char *contents = NULL;
      gsize length = 0;
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      GPtrArray *errors = NULL;
      GPtrArray *problems = fa_popeye_read (contents, name, &errors);
      for (guint i = 0; i < errors->len; i++)
        {
          const FaInputError *e = g_ptr_array_index (errors, i);
          g_assert_cmpint (e->line, >=, 1);
          g_assert_cmpint (e->column, >=, 1);
          g_assert_true (e->message && *e->message);
        }
      /* What was read writes and reads back without error. */
      char *written = fa_popeye_write (problems);
      GPtrArray *errors2 = NULL;
      GPtrArray *again = fa_popeye_read (written, "again", &errors2);
      g_assert_cmpuint (again->len, ==, problems->len);
      for (guint i = 0; i < problems->len; i++)
        g_assert_true (fa_problem_equal (g_ptr_array_index (problems, i),
                                         g_ptr_array_index (again, i)));
      g_free (written);
      g_ptr_array_unref (again);
      g_ptr_array_unref (errors2);
      g_ptr_array_unref (problems);
      g_ptr_array_unref (errors);
      g_free (contents);
      n_files++;
    }
  g_test_message ("%u regression inputs", n_files);
}

/* CPU seconds of the calling thread. */
static double
thread_cpu_seconds (void)
{
  struct timespec t;
  g_assert_cmpint (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t), ==, 0);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* Reads, writes and reads again a problem with n authors, remarks,
 * condition arguments and twins; returns the seconds it took. */
static double
round_trip_seconds (int n)
{
  GString *text = g_string_new ("BeginProblem\nPieces White Ka1 Black Kh8\n");
  for (int i = 0; i < n; i++)
    g_string_append (text, "Author A. Composer\nRemark r\n");
  g_string_append (text, "Condition PromOnly");
  for (int i = 0; i < n; i++)
    g_string_append (text, " Q a1");
  g_string_append (text, "\n");
  for (int i = 0; i < n; i++)
    g_string_append (text, i % 2 ? "Twin Continued Move a2 a1\n" : "Twin Move a1 a2\n");
  g_string_append (text, "EndProblem\n");

  /* The least of three runs, in the thread's own CPU time: what other
   * processes do to the machine only ever adds to a run. */
  double least = G_MAXDOUBLE;
  for (int run = 0; run < 3; run++)
    {
      gint64 start = g_get_monotonic_time ();
      double cpu_start = thread_cpu_seconds ();
      g_autoptr (GPtrArray) problems = read_good (text->str, 1);
      g_autofree char *written = fa_popeye_write (problems);
      g_autoptr (GPtrArray) again = read_good (written, 1);
      g_assert_true (fa_problem_equal (g_ptr_array_index (problems, 0), g_ptr_array_index (again, 0)));
      double cpu = thread_cpu_seconds () - cpu_start;
      double wall = (g_get_monotonic_time () - start) / 1e6;
      g_test_message ("%" G_GSIZE_FORMAT " bytes read, written and read again in %.3f s of CPU (%.3f s)", text->len,
                      cpu, wall);
      least = MIN (least, cpu);
    }
  g_string_free (text, TRUE);
  return least;
}

/* Big inputs stay linear: no quadratic joins, copies or lookups.  Four
 * times the input must take about four times as long (a quadratic step
 * would take sixteen; under AddressSanitizer even linear code shows up to
 * seven); a ratio, not a time, so that a slow or busy machine does not
 * fail it, of the least CPU time of three runs, so that noise does not. */
static void
test_large_input (void)
{
  double small = round_trip_seconds (5000);
  double large = round_trip_seconds (20000);
  g_test_message ("ratio %.1f for four times the input", large / MAX (small, 1e-3));
  g_assert_cmpfloat (large, <, 11 * MAX (small, 0.02));
}

/* Authors typed with TeX accents read as a reader expects them. */
static void
test_display_text (void)
{
  static const struct
  {
    const char *typed, *shown;
  } cases[] = {
    { "Fadil Abdurahmanovi\\'c", "Fadil Abdurahmanović" },
    { "Hans M\\\"uller", "Hans Müller" },
    { "\\v{C}eh \\v Cekan", "Čeh Čekan" },
    { "Fran\\c{c}ois, G\\'{e}rard", "François, Gérard" },
    { "Sam Loyd", "Sam Loyd" },
    { "50\\% \\'", "50\\% \\'" }, /* no letter to accent: as written */
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = fa_popeye_display_text (cases[i].typed);
      g_assert_cmpstr (shown, ==, cases[i].shown);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/popeye-input/every-keyword", test_every_keyword);
  g_test_add_func ("/popeye-input/abbreviations", test_abbreviations);
  g_test_add_func ("/popeye-input/piece-codes", test_piece_codes_greedy);
  g_test_add_func ("/popeye-input/forsyth", test_forsyth);
  g_test_add_func ("/popeye-input/royal-attribute", test_royal_attribute);
  g_test_add_func ("/popeye-input/paralysing-attribute", test_paralysing_attribute);
  g_test_add_func ("/popeye-input/conditions", test_conditions);
  g_test_add_func ("/popeye-input/options", test_options);
  g_test_add_func ("/popeye-input/multiple-problems", test_multiple_problems);
  g_test_add_func ("/popeye-input/twins-8x8", test_twins_8x8);
  g_test_add_func ("/popeye-input/twin-labels-beyond-z", test_twin_labels_beyond_z);
  g_test_add_func ("/popeye-input/twins-10x10", test_twins_10x10);
  g_test_add_func ("/popeye-input/twins-10x12", test_twins_10x12);
  g_test_add_func ("/popeye-input/twin-deep-copy", test_twin_deep_copy);
  g_test_add_func ("/popeye-input/extensions", test_extensions);
  g_test_add_func ("/popeye-input/round-trip", test_round_trip);
  g_test_add_func ("/popeye-input/round-trip-random", test_round_trip_random);
  g_test_add_func ("/popeye-input/errors", test_errors);
  g_test_add_func ("/popeye-input/errors-outside-problems", test_errors_outside_problems);
  g_test_add_func ("/popeye-input/text-encoding", test_text_encoding);
  g_test_add_func ("/popeye-input/nul-byte", test_nul_byte);
  g_test_add_func ("/popeye-input/kind-limit", test_kind_limit);
  g_test_add_func ("/popeye-input/warnings", test_warnings);
  g_test_add_func ("/popeye-input/large-input", test_large_input);
  g_test_add_func ("/popeye-input/display-text", test_display_text);
  g_test_add_func ("/popeye-input/fuzz-regressions", test_fuzz_regressions);
  return g_test_run ();
}
