/* Retractors (retractors-conditions.md section 1, rule ids RET-*): the
 * stipulation and the Retractor line, each shape of a retraction and the
 * legality rules through --check-line's engine, the search of the
 * defensive types and of help retractors on published problems and on
 * positions built for one rule each. */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "io/popeye-input.h"
#include "io/popeye-text.h"
#include "pieces/piece-catalogue.h"
#include "play/solver.h"
#include "problem/stipulation.h"

static FaProblem *
read_one (const char *text)
{
  g_autoptr (GPtrArray) errors = NULL;
  GPtrArray *problems = fa_popeye_read (text, "test", &errors);
  for (guint i = 0; i < errors->len; i++)
    g_test_message ("%s", ((FaInputError *) g_ptr_array_index (errors, i))->message);
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 1);
  FaProblem *p = fa_problem_copy (g_ptr_array_index (problems, 0));
  g_ptr_array_unref (problems);
  return p;
}

static char *
problem_text (const char *pieces, const char *stipulation, const char *retractor)
{
  return g_strdup_printf ("BeginProblem\nPieces %s\nStipulation %s\nRetractor %s\nEndProblem\n", pieces, stipulation,
                          retractor);
}

/* The solution as faerie-solve prints it, from the first key on. */
static char *
solve (const char *pieces, const char *stipulation, const char *retractor)
{
  g_autofree char *text = problem_text (pieces, stipulation, retractor);
  FaProblem *p = read_one (text);
  FaSolveOptions options = { .threads = 1 };
  g_autoptr (GPtrArray) solutions = fa_solve_problem (p, &options);
  GString *out = g_string_new (NULL);
  fa_popeye_text_append (out, p, solutions);
  fa_problem_free (p);
  const char *start = strstr (out->str, "\n\n   -");
  if (!start)
    start = strstr (out->str, "\n\n  -");
  char *result = g_strdup (start ? start + 2 : "");
  g_string_free (out, TRUE);
  return result;
}

/* The keys' lines ("   -1.e6-e7!"), in order, joined by spaces. */
static char *
keys_of (const char *solution)
{
  GString *keys = g_string_new (NULL);
  g_auto (GStrv) lines = g_strsplit (solution, "\n", -1);
  for (char **l = lines; *l; l++)
    if (g_str_has_prefix (*l, "   -1.") && g_str_has_suffix (*l, "!"))
      g_string_append_printf (keys, "%s%s", keys->len ? " " : "", *l + 3);
  return g_string_free (keys, FALSE);
}

/* The report of --check-line for line, *holds whether it held. */
static char *
check_line (const char *pieces, const char *stipulation, const char *retractor, const char *line, gboolean *holds)
{
  g_autofree char *text = problem_text (pieces, stipulation, retractor);
  FaProblem *p = read_one (text);
  FaSolveOptions options = { .threads = 1, .check_line = line };
  g_autoptr (GPtrArray) solutions = fa_solve_problem (p, &options);
  const FaSolution *sol = g_ptr_array_index (solutions, 0);
  g_assert_null (sol->error);
  g_assert_nonnull (sol->check_report);
  *holds = sol->check_holds;
  char *report = g_strdup (sol->check_report);
  fa_problem_free (p);
  return report;
}

static void
assert_line (const char *pieces, const char *stipulation, const char *retractor, const char *line,
             gboolean expected, const char *in_report)
{
  gboolean holds = FALSE;
  g_autofree char *report = check_line (pieces, stipulation, retractor, line, &holds);
  g_test_message ("%s", report);
  g_assert_cmpint (holds, ==, expected);
  if (in_report)
    g_assert_nonnull (strstr (report, in_report));
}

/* ---- Input ------------------------------------------------------------ */

/* RET-1: "-n & G", the forward play one move. */
static void
test_stipulation (void)
{
  const struct
  {
    const char *text;
    int retractions;
    FaPlay play;
    FaGoal goal;
    const char *formatted;
  } good[] = {
    { "-7&#1", 7, FA_PLAY_DIRECT, FA_GOAL_MATE, "-7 & #1" },
    { "-1&h#1", 1, FA_PLAY_HELP, FA_GOAL_MATE, "-1 & h#1" },
    { "-12&s#1", 12, FA_PLAY_SELF, FA_GOAL_MATE, "-12 & s#1" },
    { "-3&=1", 3, FA_PLAY_DIRECT, FA_GOAL_STALEMATE, "-3 & =1" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      FaStipulation s;
      g_assert_true (fa_stipulation_parse (good[i].text, &s, NULL, NULL));
      g_assert_cmpint (s.retractions, ==, good[i].retractions);
      g_assert_cmpint (s.play, ==, good[i].play);
      g_assert_cmpint (s.goal, ==, good[i].goal);
      g_assert_cmpint (s.moves, ==, 1);
      char buf[32];
      g_assert_cmpstr (fa_stipulation_format (&s, buf), ==, good[i].formatted);
    }
  const char *bad[] = { "-0&#1", "-7", "-7&#2", "-7&ser-#1", "-100&#1", "-x&#1", "-7&h#1.5" };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      FaStipulation s;
      int at = -1;
      const char *expected = NULL;
      g_assert_false (fa_stipulation_parse (bad[i], &s, &at, &expected));
      g_assert_nonnull (expected);
      g_assert_cmpint (at, >=, 0);
    }
}

/* The Retractor line and the stipulation in words; errors say where. */
static void
test_input (void)
{
  FaProblem *p = read_one ("BeginProblem\nPieces White Ke1 Black Ke8\nStipulation -7 & #1\n"
                           "Retractor Høeg NoForwardDefence Repetition Both\nEndProblem\n");
  g_assert_cmpint (p->stipulation.retractions, ==, 7);
  g_assert_cmpint (p->retractor.type, ==, FA_RETRACTOR_HOEG);
  g_assert_true (p->retractor.no_forward_defence);
  g_assert_cmpint (p->retractor.repetition, ==, FA_REPETITION_BOTH);
  fa_problem_free (p);

  const struct
  {
    const char *text;
    int line, column;
  } bad[] = {
    { "BeginProblem\nPieces White Ke1 Black Ke8\nStipulation -7 & #1\nRetractor Kalan\nEndProblem\n", 4, 11 },
    { "BeginProblem\nPieces White Ke1 Black Ke8\nStipulation -7 & #2\nRetractor Proca\nEndProblem\n", 3, 18 },
    { "BeginProblem\nPieces White Ke1 Black Ke8\nStipulation -7 & #1\nRetractor Proca Forward\nEndProblem\n", 4, 17 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GPtrArray) errors = NULL;
      g_autoptr (GPtrArray) problems = fa_popeye_read (bad[i].text, "test", &errors);
      g_assert_cmpuint (errors->len, >=, 1);
      const FaInputError *e = g_ptr_array_index (errors, 0);
      g_test_message ("%d:%d %s", e->line, e->column, e->message);
      g_assert_cmpint (e->line, ==, bad[i].line);
      g_assert_cmpint (e->column, ==, bad[i].column);
    }
}

/* A retractor needs its type, a type needs a retractor stipulation: a
 * clear error, at the Retractor line where there is one. */
static void
test_refused (void)
{
  const char *texts[] = {
    "BeginProblem\nPieces White Ke1 Black Ke8\nStipulation -2 & #1\nEndProblem\n",
    "BeginProblem\nPieces White Ke1 Black Ke8\nStipulation #2\nRetractor Proca\nEndProblem\n",
    "BeginProblem\nPieces White Ke1 Black Ke8\nStipulation -2 & #1\nRetractor Proca\nCondition Madrasi\nEndProblem\n",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      FaProblem *p = read_one (texts[i]);
      g_autoptr (GPtrArray) solutions = fa_solve_problem (p, NULL);
      const FaSolution *sol = g_ptr_array_index (solutions, 0);
      g_test_message ("%s", sol->error);
      g_assert_nonnull (sol->error);
      fa_problem_free (p);
    }
}

/* ---- Retractions, one rule at a time (--check-line) -------------------- */

static const char *const dittmann = "White Ke1 Pf2 Pg2 Pf3 Pg3 Black Ka7 Ra8 Sb8 Bh8 Ba6 Pb7 Pd7 Pe7 Pd3 Pa2";

/* TP-1's main line (Dittmann, feenschach 1979): every shape of a pawn
 * (RR-3 double step, RR-4 en passant uncapture and the forced double step
 * after it, RET-12, RR-5 unpromotion), uncaptures by the king (RR-2), and
 * the forward mate. */
static void
test_line_dittmann (void)
{
  assert_line (dittmann, "-7 & #1", "Proca",
               "-1.Kd2xBe1! e2-e1=B+ -2.Kc3-d2 e4xPd3 e.p.+ -3.d2-d4 e5-e4+ -4.Kd3xPc3 b4xPc3 e.p.+ "
               "-5.c2-c4 b5-b4+ -6.Kc4xRd3 c6xPb5+ -7.Kc5-c4 & 1.b6#",
               TRUE, "The line holds.");
  /* RET-12: after the en passant uncapture only the double step of the
   * pawn taken may be retracted. */
  assert_line (dittmann, "-7 & #1", "Proca", "-1.Kd2xBe1! e2-e1=B+ -2.Kc3-d2 e4xPd3 e.p.+ -3.Kd2-c3", FALSE,
               "-3.Kd2-c3: White has no such retraction here");
  /* RET-8: the unpromotion needs the bishop the key put back. */
  assert_line (dittmann, "-7 & #1", "Proca", "-1.Kd2xQe1 e2-e1=B+", FALSE, "no such retraction");
  /* A typo in the forward move. */
  assert_line (dittmann, "-7 & #1", "Proca",
               "-1.Kd2xBe1! e2-e1=B+ -2.Kc3-d2 e4xPd3 e.p.+ -3.d2-d4 e5-e4+ -4.Kd3xPc3 b4xPc3 e.p.+ "
               "-5.c2-c4 b5-b4+ -6.Kc4xRd3 c6xPb5+ -7.Kc5-c4 & 1.b7#",
               FALSE, "& 1.b7#: no such legal move");
}

/* RR-1, RR-2, RR-6 and RET-10 3. on a rook that checks. */
static void
test_line_shapes (void)
{
  const char *pieces = "White Kg1 Rd8 Black Kh8 Pg7 Ph7";
  assert_line (pieces, "-1 & #1", "Proca", "-1.Rd1-d8 & 1.Rd8#", TRUE, NULL);
  assert_line (pieces, "-1 & #1", "Proca", "-1.Rd7xBd8 & 1.Rxd8#", TRUE, NULL);
  /* RR-6: an unpromotion that uncaptures. */
  assert_line (pieces, "-1 & #1", "Proca", "-1.c7xSd8=R & 1.cxd8=Q#", TRUE, NULL);
  /* RET-10 3.: from c8 the rook would check Black, White to move. */
  assert_line (pieces, "-1 & #1", "Proca", "-1.Rc8-d8", FALSE, "stand in check (RET-10)");
  /* RET-10 2.: no pawn is put back on the last rank. */
  assert_line (pieces, "-1 & #1", "Proca", "-1.Rd7xPd8", FALSE, "no such retraction");
  /* RET-9: Pacific has no uncaptures. */
  assert_line (pieces, "-1 & #1", "Pacific", "-1.Rd7xBd8", FALSE, "no such retraction");
  assert_line (pieces, "-1 & #1", "Pacific", "-1.Rd7-d8 & 1.Rd8#", TRUE, NULL);
}

/* RR-7 and RET-13: uncastling (Onitiu), after which neither king nor rook
 * retracts again; the last move of Black a line claims allows en
 * passant (RET-19). */
static void
test_line_castling (void)
{
  const char *onitiu = "White Kc1 Qh2 Rd1 Rh6 Bh7 Sh1 Sh8 Pa2 Pc3 Pd2 Pd3 Pf3 Pf4 Pg2 Ph5 "
                       "Black Kh4 Rf2 Rh3 Bg1 Bg3 Pb7 Pd7 Pf7 Pg4 Pg5";
  assert_line (onitiu, "-1 & #1", "Proca", "-1.0-0-0!! g7-g5 & 1.hxg6 e.p.#", TRUE, "The line holds.");
  /* Without the claimed double step the capture en passant is not proved. */
  assert_line (onitiu, "-1 & #1", "Proca", "-1.0-0-0!! & 1.hxg6 e.p.#", FALSE, "no such legal move");
  assert_line (onitiu, "-1 & #1", "Proca", "-1.0-0-0!! g6-g5 & 1.hxg6 e.p.#", FALSE, "no such legal move");
  /* RET-13: the king that uncastled stays. */
  const char *castled = "White Kg1 Rf1 Sd4 Ph2 Pg2 Pf2 Black Ka8 Pa7 Pb7 Bb8";
  assert_line (castled, "-2 & #1", "Proca", "-1.0-0 Bc7-b8 -2.Kf1-e1", FALSE, "-2.Kf1-e1: White has no such");
  assert_line (castled, "-2 & #1", "Proca", "-1.Kh1-g1 Bc7-b8 -2.Kg1-h1", FALSE, "-2.Kg1-h1: legal");
  /* RET-14: with the king and rook frozen and the pawns unmoved, White
   * would have no retraction left: Black's retraction is illegal. */
  assert_line ("White Kg1 Rf1 Ph2 Pg2 Pf2 Black Ka8 Pa7 Pb7 Bb8", "-2 & #1", "Proca", "-1.0-0 Bc7-b8", FALSE,
               "no retraction (RET-14)");
}

/* RET-14: a retraction after which the opponent cannot retract is
 * illegal; RET-16: Black's retraction may not make a position occur a
 * third time. */
static void
test_line_reply_and_repetition (void)
{
  /* Black's king on a8 walled in by its own unmoved units: after White's
   * rook retraction Black has none (Bb8 and the pawns cannot retract, the
   * king has no empty square to come from). */
  const char *walled = "White Kh1 Rd1 Black Ka8 Pa7 Pb7 Pc7 Bb8";
  assert_line (walled, "-1 & #1", "Proca", "-1.Rd2-d1", FALSE, "no retraction (RET-14)");
  const char *kings = "White Ka1 Black Kh8";
  assert_line (kings, "-5 & #1", "Proca",
               "-1.Ka2-a1 Kg8-h8 -2.Ka1-a2 Kh8-g8 -3.Ka2-a1 Kg8-h8 -4.Ka1-a2 Kh8-g8 -5.Ka2-a1 Kg8-h8", FALSE,
               "third time (RET-16)");
  /* Repetition Off allows it. */
  g_autofree char *report = NULL;
  gboolean holds;
  report = check_line (kings, "-5 & #1", "Proca Repetition Off",
                       "-1.Ka2-a1 Kg8-h8 -2.Ka1-a2 Kh8-g8 -3.Ka2-a1 Kg8-h8 -4.Ka1-a2 Kh8-g8 -5.Ka2-a1 Kg8-h8",
                       &holds);
  g_assert_null (strstr (report, "third time"));
}

/* RET-10 5. and RET-11: a seventeenth unit is never put back; pawns that
 * changed files need captures the other side's missing units pay for. */
static void
test_line_material (void)
{
  const char *full = "White Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph4 "
                     "Black Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Sb8 Sg8 Pa7 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7";
  assert_line (full, "-1 & #1", "Proca", "-1.g3xPh4", FALSE, "(RET-11)");
  assert_line (full, "-1 & #1", "Proca", "-1.h3-h4", FALSE, "-1.h3-h4: legal");
  assert_line (full, "-1 & #1", "Proca", "-1.h2-h4", FALSE, "-1.h2-h4: legal");
  /* Black has lost a knight, but the pawn on g4 cannot have taken it
   * from h3: that pawn would have come to the h-file by a capture, and
   * with the knight back Black has lost nothing.  From g3 it can. */
  const char *one_lost = "White Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg4 Ph2 "
                         "Black Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Sb8 Pa7 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7";
  assert_line (one_lost, "-1 & #1", "Proca", "-1.h3xSg4", FALSE, "(RET-11)");
  assert_line (one_lost, "-1 & #1", "Proca", "-1.g3-g4", FALSE, "-1.g3-g4: legal");
  assert_line (one_lost, "-1 & #1", "Proca", "-1.f3xSg4", FALSE, "(RET-11)");
}

/* ---- Anti-Circe (spec 2.2, AC-R*) -------------------------------------- */

static const char *const strategems_r0174 = "White Kb4 Sf4 Ra1 Rh1 Black Kd8 Qc5 Re6 Rf1 Bb2 Pc3";

/* TP-2 (StrateGems 53, R0174): uncaptures that send the rook back from
 * its relocation square (AC-R3), one in which it does not move (D = R),
 * an unpromotion that uncaptures (AC-R5), the forward mate relocating
 * the queen.  AC-T14: the relocation square follows the colour of the
 * capture square. */
static void
test_line_anticirce (void)
{
  const char *ac = "Proca\nCondition AntiCirce";
  assert_line (strategems_r0174, "-6 & #1", ac,
               "-1.Ra8xSa2[Rh1]! Sc1-a2+ -2.Ra1xBa3[Ra1] Qf8-c5+ -3.a7xRb8=R[Ra1] Rc8-b8+ -4.Kc5-b4 Rb8-c8+ "
               "-5.Kb6-c5 Qh8-f8+ -6.Sg6-f4 & 1.axb8=Q[Qd1]#",
               TRUE, "The line holds.");
  assert_line (strategems_r0174, "-6 & #1", ac, "-1.Ra8xSa2[Rh1]", FALSE, "-1.Ra8xSa2[Rh1]: legal");
  assert_line (strategems_r0174, "-6 & #1", ac, "-1.Ra1xBa3[Ra1]", FALSE, "-1.Ra1xBa3[Ra1]: legal");
  /* (A line without its forward move fails: these check one retraction
   * each.)  a3 is dark: a capture there sends a white rook to a1, not h1; a2 is
   * light: to h1, not a1. */
  assert_line (strategems_r0174, "-6 & #1", ac, "-1.Rh1xSa3", FALSE, "White has no such retraction here");
  assert_line (strategems_r0174, "-6 & #1", ac, "-1.Ra1xSa2[Ra1]", FALSE, "White has no such retraction here");
  /* Calvet lets the rook on a1 have captured on a1 itself, Cheylan not. */
  assert_line (strategems_r0174, "-6 & #1", ac, "-1.Rb1xSa1", FALSE, "-1.Rb1xSa1: legal");
  assert_line (strategems_r0174, "-6 & #1", "Proca\nCondition AntiCirce Cheylan", "-1.Rb1xSa1", FALSE,
               "White has no such retraction here");
  /* AC-T15, AC-R4: a capture on the relocation square itself, Calvet's
   * only; D = R in both. */
  const char *corner = "White Kh2 Ra1 Black Kh8";
  assert_line (corner, "-1 & #1", ac, "-1.Ra5xSa1", FALSE, "-1.Ra5xSa1: legal");
  assert_line (corner, "-1 & #1", "Proca\nCondition AntiCirce Cheylan", "-1.Ra5xSa1", FALSE,
               "White has no such retraction here");
  assert_line (corner, "-1 & #1", "Proca\nCondition AntiCirce Cheylan", "-1.Ra1xSa5[Ra1]", FALSE,
               "-1.Ra1xSa5[Ra1]: legal");
  /* AC-R6, RET-12: a pawn on its file's second rank takes back an en
   * passant capture; Black's reply is the double step, nothing else. */
  const char *pawn = "White Kh1 Pd2 Black Ka8 Pa7";
  assert_line (pawn, "-2 & #1", ac, "-1.e5xPd6 e.p.[Pd2] d7-d5", FALSE, "-1...d7-d5: legal");
  assert_line (pawn, "-2 & #1", ac, "-1.e5xPd6 e.p.[Pd2] a7-a6", FALSE, "-1...a7-a6: Black has no such retraction");
  assert_line (pawn, "-2 & #1", ac, "-1.c3xSd4[Pd2]", FALSE, "-1.c3xSd4[Pd2]: legal");
  assert_line (pawn, "-2 & #1", ac, "-1.d2xSe3", FALSE, "White has no such retraction here");
}

/* TP-3 (A. Thoma, JF 706) and TP-4 (G. Weeth, JF 1261) as published: the
 * first repeats the Black-to-move position wKh5 bSe8 a third time, so
 * it holds only without the repetition rule (RET-16: the sources
 * disagree); the second's transcription lost a pair of retractions: at
 * -13 the rook on a3 checks White's king, and with "Ra4-a3+ Kd2-c3"
 * put back (and the king's uncapture read on a square next to c6) it
 * holds in 18, the length of JF 1261.1. */
static void
test_line_anticirce_published (void)
{
  const char *thoma = "White Ke1 Be7 Black Ke5 Pe6 Pf5 Ph6 Ph7";
  const char *thoma_line = "-1.Kg5xSh5[Ke1] Sg7-h5+ -2.Kh5-g5 Se8-g7+ -3.Kg4-h5 Sg7-e8+ -4.Kh5-g4 Se8-g7+ "
                           "-5.Kg4-h5 Sg7-e8+ -6.Kh5-g4 Se8-g7+ -7.Kg4-h5 f7-f5+ -8.Kf3-g4 & 1.Ke4#";
  assert_line (thoma, "-8 & #1", "Proca\nCondition AntiCirce", thoma_line, FALSE,
               "-6.Kh5-g4: illegal: the opponent would have no retraction (RET-14)");
  assert_line (thoma, "-8 & #1", "Proca Repetition Off\nCondition AntiCirce", thoma_line, TRUE, "The line holds.");
  const char *weeth = "White Ke1 Bh4 Bh7 Pe6 Black Kb8 Ra4 Rd5 Sf6 Sg1 Pa2 Pa7 Pb7 Pc4 Pc7 Pd4";
  const char *start = "1.Ke1:Bf2[Ke1]!, Be3-f2+ 2.Kb5:Qa5[Ke1], Rd8-d5+ 3.Kb4-b5, Ra3-a4+ 4.Kc3-b4, Ra4-a3+ "
                      "5.Kd2-c3, Bf2-e3+ 6.Ke1-d2, Be3-f2+ 7.Kb5:Ba6[Ke1], Kc8-b8+ 8.Kb4-b5, Ra3-a4+ 9.Kc3-b4, "
                      "Ra4-a3+ 10.Kd2-c3, Bf2-e3+ 11.Ke1-d2, Be3-f2+ 12.Kb4:Pb5[Ke1]!, Ra3-a4+ 13.Kc3-b4, ";
  g_autofree char *published = g_strconcat (start, "Bf2-e3+ 14.Ke1-d2, Be3-f2+ 15.Kc6:Ra6[Ke1], 0-0-0+ 16.Kd5-c6, "
                                            "S any-f6+ 17.Be7-h4 & 1.Bg6#", NULL);
  assert_line (weeth, "-17 & #1", "Proca\nCondition AntiCirce", published, FALSE,
               "-13...Bf2-e3+: illegal: the side not to move would stand in check (RET-10)");
  g_autofree char *amended = g_strconcat (start, "Ra4-a3+ 14.Kd2-c3, Bf2-e3+ 15.Ke1-d2, Be3-f2+ 16.Kc6:Rb6[Ke1], "
                                          "0-0-0+ 17.Kd5-c6, S-f6+ 18.Be7-h4 & 1.Bg6#", NULL);
  assert_line (weeth, "-17 & #1", "Proca\nCondition AntiCirce", amended, TRUE,
               "note: the line has 18 White retractions, the stipulation 17");
}

/* ---- The Magic Wandering Unit (spec 3.2, MWU-R*) ----------------------- */

/* MWU-T9 (MWU-R1, MWU-R2): the white MWU knight is Black's to retract,
 * as the black pawn that promoted; MWU-R3 its capture of a white unit.
 * MWU-T10 (MWU-R6 type II): a black MWU pawn on c2 is White's, back from
 * an en passant capture (with Black's double step forced) or a capture
 * on the c-file; not from a move no white pawn makes. */
static void
test_line_mwu (void)
{
  const char *white_knight = "White Ka1 White MWU Sc1 Black Kh8";
  const char *mwu = "Proca\nCondition MWU";
  assert_line (white_knight, "-2 & #1", mwu, "-1.Ka2-a1 bPc2-c1=wS", FALSE, "-1...bPc2-c1=wS: legal");
  assert_line (white_knight, "-2 & #1", mwu, "-1.Ka2-a1 Sd3-c1", FALSE, "-1...Sd3-c1: legal");
  assert_line (white_knight, "-2 & #1", mwu, "-1.Ka2-a1 Sb3xRc1", FALSE, "-1...Sb3xRc1: legal");
  /* White's own units are White's; the MWU is not. */
  assert_line (white_knight, "-2 & #1", mwu, "-1.Sd3-c1", FALSE, "White has no such retraction here");
  const char *black_pawn = "White Kh1 Black Kh8 Black MWU Pc2";
  const char *typed = "Proca\nCondition AntiCirce MWU TypeII";
  assert_line (black_pawn, "-2 & #1", typed, "-1.wPd5:c5 e.p.[bPc2] c7-c5", FALSE, "-1...c7-c5: legal");
  assert_line (black_pawn, "-2 & #1", typed, "-1.d5xPc6 e.p. Kg8-h8", FALSE, "Black has no such retraction here");
  assert_line (black_pawn, "-2 & #1", typed, "-1.b5xSc6[Pc2]", FALSE, "-1.b5xSc6[Pc2]: legal");
  assert_line (black_pawn, "-2 & #1", typed, "-1.b3xSc2", FALSE, "White has no such retraction here");
}

/* TP-5, G. Weeth and K. Wenda, JF 1223.2 (Høeg, Anti-Circe Cheylan, MWU
 * type II, -7 & #1).  Its published diagram lists the black pawns as
 * "a4a4f4h6".  With one pawn on a4 the published line holds, but Black
 * refutes at -6 with d4xPc3 e.p. (the white pawn put back on c4, then on
 * c2, blocks the bishop's way to a4): the last two pairs have no
 * solution.  Read "a4a4" as a4 and c4 and that defence is gone: the last
 * two pairs solve with the published key and Black's b4xQc3 (and
 * d4xQc3, the same mate), and the whole line holds. */
static const char *const weeth_wenda_line
  = "1.Bd1-c2!, bSd3-c1+ 2.wSe5-d3, bSd3-e5+ 3.wSc1-d3, bPc2-c1=wS+ 4.Kg5-f5, h7-h6+ "
    "5.wPd5:c5 e.p.[bPc2], c7-c5 6.Kf6-g5, b4:Qc3[c7]+ 7.Kg5-f6 & 1.B:a4[Bf1]#";

static void
test_weeth_wenda (void)
{
  const char *hoeg = "Hoeg\nCondition AntiCirce Cheylan MWU TypeII";
  assert_line ("White Kf5 Bc2 White MWU Sc1 Black Kh3 Qb2 Ba1 Bb1 Sh2 Pa4 Pc4 Pf4 Ph6", "-7 & #1", hoeg,
               weeth_wenda_line, TRUE, "The line holds.");
  assert_line ("White Kf5 Bc2 White MWU Sc1 Black Kh3 Qb2 Ba1 Bb1 Sh2 Pa4 Pf4 Ph6", "-7 & #1", hoeg,
               weeth_wenda_line, TRUE, "The line holds.");
  g_autofree char *listed = solve ("White Kg5 Bd1 White MWU Pd5 Black Kh3 Qb2 Ba1 Bb1 Sh2 Pa4 Pf4 Ph7 Pc7",
                                   "-2 & #1", hoeg);
  g_assert_cmpstr (listed, ==, "");
  g_autofree char *rebuilt = solve ("White Kg5 Bd1 White MWU Pd5 Black Kh3 Qb2 Ba1 Bb1 Sh2 Pa4 Pc4 Pf4 Ph7 Pc7",
                                    "-2 & #1", hoeg);
  g_autofree char *keys = keys_of (rebuilt);
  g_assert_cmpstr (keys, ==, "-1.Kf6-g5!");
  g_assert_nonnull (strstr (rebuilt, "      -1...b4xQc3[Pc7]+\n          -2.Kg5-f6\n"
                                     "                  & 1.Bd1*a4[wBa4->f1] #\n"));
}

/* ---- The search ------------------------------------------------------- */

/* TP-8, Sunyer (The Chess Amateur 1923): the help retractor's one line. */
static void
test_sunyer (void)
{
  g_autofree char *out = solve ("White Kh5 Black Ke8", "-1 & h#1", "Proca");
  g_assert_cmpstr (out, ==, "  -1.Kg6xRh5 Rh8xQh5 & 1.0-0 Qh5-h7 #\n\nsolution finished.\n\n\n");
}

/* TP-6, Høeg (Tidskrift för Schack 1924), its diagram rebuilt from the
 * published variations: Black's king retracts onto e4 and White names
 * the unit it took (RET-8), never a queen but after Kd3; the key cannot
 * be a capture, so Black has no choice.  With White's king on b8 (c8
 * gives the same solution) the key is unique and every published
 * variation comes out. */
static void
test_hoeg (void)
{
  const char *pieces = "White Kb8 Qa1 Bf6 Pe7 Ph6 Black Ke4";
  g_autofree char *out = solve (pieces, "-2 & #1", "Hoeg");
  g_autofree char *keys = keys_of (out);
  g_assert_cmpstr (keys, ==, "-1.e6-e7!");
  const char *published[] = {
    "      -1...Kd5xRe4\n          -2.Be7-f6\n                  & 1.Qa1-a8 #\n",
    "      -1...Kf3xRe4\n          -2.Bh4-f6\n                  & 1.Qa1-h1 #\n",
    "      -1...Kf5xRe4\n          -2.h5-h6\n                  & 1.Qa1-e5 #\n",
    "      -1...Ke3xBe4\n          -2.Be5-f6\n                  & 1.Qa1-e1 #\n",
    "      -1...Kd3xRe4\n          -2.Qa2-a1\n                  & 1.Qa2-e2 #\n",
    "      -1...Kf4xBe4\n          -2.Qa3-a1\n                  & 1.Qa3-f3 #\n",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (published); i++)
    g_assert_nonnull (strstr (out, published[i]));
  /* A queen put back on e4 after Kd5 leaves White no mate. */
  g_assert_null (strstr (out, "Kd5xQe4"));
  g_assert_null (strstr (out, "Kd5-e4"));
  /* Proca: Black names the unit (a queen) and refutes; Klan: White names
   * Black's units too, and other keys appear. */
  g_autofree char *proca = solve (pieces, "-2 & #1", "Proca");
  g_assert_cmpstr (proca, ==, "");
  g_autofree char *klan = solve (pieces, "-2 & #1", "Klan");
  g_autofree char *klan_keys = keys_of (klan);
  g_assert_nonnull (strstr (klan_keys, "-1.e6-e7!"));
  g_assert_nonnull (strstr (klan_keys, "-1.Qb2-a1!"));
}

/* TP-2's last retractions: from the position its line reaches after
 * four (three) pairs, the published rest is the only solution, its
 * relocations written as RET-23 asks. */
static void
test_anticirce_solve (void)
{
  const char *ac = "Proca\nCondition AntiCirce";
  g_autofree char *two = solve ("White Kc5 Sf4 Ra8 Pa7 Black Kd8 Qf8 Rb8 Re6 Rf1 Bb2 Ba3 Sc1 Pc3", "-2 & #1", ac);
  g_assert_cmpstr (two, ==,
                   "   -1.Kb6-c5!\n      -1...Qh8-f8+\n          -2.Sg6-f4\n"
                   "                  & 1.a7*b8=Q[wQb8->d1] #\n\n\nsolution finished.\n\n\n");
  g_autofree char *three = solve ("White Kb4 Sf4 Ra8 Pa7 Black Kd8 Qf8 Rc8 Re6 Rf1 Bb2 Ba3 Sc1 Pc3", "-3 & #1", ac);
  g_autofree char *keys = keys_of (three);
  g_assert_cmpstr (keys, ==, "-1.Kc5-b4!");
  g_assert_nonnull (strstr (three, "-1...Rb8-c8+\n          -2.Kb6-c5\n              -2...Qh8-f8+\n"));
}

/* RET-5: Black may answer with its forward goal (mate in one) instead of
 * retracting on; NoForwardDefence turns it off. */
static void
test_forward_defence (void)
{
  const char *pieces = "White Kh1 Ra8 Qh3 Black Ke1 Qb6 Pa3";
  g_autofree char *with = solve (pieces, "-2 & #1", "Proca");
  g_autofree char *with_keys = keys_of (with);
  g_assert_cmpstr (with_keys, ==, "-1.Qg2xRh3!");
  g_autofree char *without = solve (pieces, "-2 & #1", "Proca NoForwardDefence");
  g_autofree char *without_keys = keys_of (without);
  /* (The keys in the order of the units in the diagram, as listed.) */
  g_assert_cmpstr (without_keys, ==, "-1.Rf8xQa8! -1.Qf3xRh3! -1.Qg2xRh3!");
}

/* RET-4: the forward goal as soon as it is there; each key of a simple
 * position, no illegal one (the rook from c8 ... a8 checks, RET-10). */
static void
test_simple_keys (void)
{
  g_autofree char *out = solve ("White Kg1 Rd8 Black Kh8 Pg7 Ph7", "-1 & #1", "Pacific");
  g_autofree char *keys = keys_of (out);
  g_assert_cmpstr (keys, ==,
                   "-1.Rd7-d8+! -1.Rd6-d8+! -1.Rd5-d8+! -1.Rd4-d8+! -1.Rd3-d8+! -1.Rd2-d8+! -1.Rd1-d8+! "
                   "-1.d7-d8=R+!");
  g_assert_nonnull (strstr (out, "   -1.Rd1-d8+!\n          & 1.Rd1-d8 #\n"));
}

/* ---- Every kind taken back -------------------------------------------- */

/* A random square name of the 8x8 board not yet in used (ranks lo..hi). */
static void
random_square (GRand *rand, gboolean *used, int lo, int hi, char *name)
{
  int sq;
  do
    sq = g_rand_int_range (rand, lo * 8, (hi + 1) * 8);
  while (used[sq]);
  used[sq] = TRUE;
  g_snprintf (name, 4, "%c%d", 'a' + sq % 8, sq / 8 + 1);
}

/* The audit (fa_retro_audit) of one position: NULL when the solver
 * refuses it (an illegal diagram, a kind retractors do not take), else
 * the report, *holds whether every move was taken back. */
static char *
audit (const char *pieces, const char *condition, gboolean *holds)
{
  g_autofree char *plain = problem_text (pieces, "-1 & #1", "Proca");
  g_autofree char *text = *condition ? g_strdup_printf ("BeginProblem\nCondition %s\n%s", condition,
                                                        plain + strlen ("BeginProblem\n"))
                                      : g_strdup (plain);
  g_autoptr (GPtrArray) errors = NULL;
  GPtrArray *problems = fa_popeye_read (text, "test", &errors);
  char *report = NULL;
  if (errors->len == 0 && problems->len == 1)
    {
      FaSolveOptions options = { .threads = 1, .retro_audit = TRUE };
      g_autoptr (GPtrArray) solutions = fa_solve_problem (g_ptr_array_index (problems, 0), &options);
      const FaSolution *sol = g_ptr_array_index (solutions, 0);
      if (!sol->error && sol->check_report)
        {
          report = g_strdup (sol->check_report);
          *holds = sol->check_holds;
        }
    }
  g_ptr_array_unref (problems);
  return report;
}

/* Every kind of the catalogue that retractors take: in random positions
 * among orthodox units (its hurdles and victims), each legal move of
 * either side is taken back by a retraction offered after it, to the
 * very position it left, without a condition and under the Anti-Circe
 * types retractors take (AC-R2 to AC-R6).  A missing one would be a
 * defence or a key the search never sees. */
static void
audit_every_kind (gconstpointer data)
{
  const char *condition = data;
  size_t n_kinds;
  const FaPieceSpec *catalogue = fa_piece_catalogue (&n_kinds);
  GRand *rand = g_rand_new_with_seed (1223);
  int audited_kinds = 0, en_passant = 0;
  for (size_t k = 0; k < n_kinds; k++)
    {
      const FaPieceSpec *spec = &catalogue[k];
      if (spec->flags & FA_PIECE_ROYAL)
        continue;
      int audited = 0;
      for (int attempt = 0; attempt < 12 && audited < 4; attempt++)
        {
          gboolean used[64] = { FALSE };
          char sq[12][4];
          random_square (rand, used, 0, 7, sq[0]);
          random_square (rand, used, 0, 7, sq[1]);
          for (int i = 2; i < 12; i++)
            random_square (rand, used, 1, 6, sq[i]);
          g_autofree char *text
            = g_strdup_printf ("White K%s %s%s Q%s R%s S%s P%s Black K%s %s%s B%s R%s P%s", sq[0], spec->code, sq[2],
                               sq[3], sq[4], sq[5], sq[6], sq[1], spec->code, sq[7], sq[8], sq[9], sq[10]);
          gboolean holds = FALSE;
          g_autofree char *report = audit (text, condition, &holds);
          if (!report)
            continue;
          int taken, missing, several, own, en_passant_taken;
          if (sscanf (report, "%d moves taken back, %d missing; %d took several units, %d the mover's own, %d en passant",
                      &taken, &missing, &several, &own, &en_passant_taken) == 5)
            en_passant += en_passant_taken;
          if (!holds)
            g_test_message ("%s (%s; %s): %s", spec->code, text, condition, report);
          g_assert_true (holds);
          audited++;
        }
      audited_kinds += audited > 0;
    }
  g_test_message ("%d kinds audited, %d captures en passant among their moves", audited_kinds, en_passant);
  g_assert_cmpint (audited_kinds, >, 40);
  g_assert_cmpint (en_passant, >, 0);
  g_rand_free (rand);
}

/* The Rococo pieces together, in random positions (pieces-uc73.md
 * section 4): freezing, suicides, swaps, mutual destruction, withdrawals,
 * approaches, a long leaper's jumps, a chameleon's captures and a cannon
 * pawn's hops and promotions, each legal move taken back. */
static void
test_rococo_taken_back (gconstpointer data)
{
  const char *condition = data;
  static const char *const rococo[] = { "CM", "LL", "SWP", "WDR", "ADV", "IM", "CNP" };
  static const char *const orthodox[] = { "Q", "R", "B", "S", "P" };
  GRand *rand = g_rand_new_with_seed (73);
  int audited = 0, several = 0, own = 0;
  for (int attempt = 0; attempt < 400; attempt++)
    {
      gboolean used[64] = { FALSE };
      char sq[14][4];
      random_square (rand, used, 0, 7, sq[0]);
      random_square (rand, used, 0, 7, sq[1]);
      for (int i = 2; i < 14; i++)
        random_square (rand, used, 1, 6, sq[i]);
      GString *text = g_string_new (NULL);
      for (int side = 0; side < 2; side++)
        {
          g_string_append_printf (text, "%s K%s", side ? " Black" : "White", sq[side]);
          for (int i = 0; i < 4; i++)
            g_string_append_printf (text, " %s%s", rococo[g_rand_int_range (rand, 0, G_N_ELEMENTS (rococo))],
                                    sq[2 + 6 * side + i]);
          for (int i = 4; i < 6; i++)
            g_string_append_printf (text, " %s%s", orthodox[g_rand_int_range (rand, 0, G_N_ELEMENTS (orthodox))],
                                    sq[2 + 6 * side + i]);
        }
      gboolean holds = FALSE;
      g_autofree char *report = audit (text->str, condition, &holds);
      if (report && !holds)
        g_test_message ("%s (%s): %s", text->str, condition, report);
      g_assert_true (!report || holds);
      audited += report != NULL;
      int taken, missing, several_taken, own_taken;
      if (report && sscanf (report, "%d moves taken back, %d missing; %d took several units, %d the mover's own",
                            &taken, &missing, &several_taken, &own_taken) == 4)
        {
          several += several_taken;
          own += own_taken;
        }
      g_string_free (text, TRUE);
    }
  g_test_message ("%d positions audited: %d moves took several units, %d the mover's own", audited, several, own);
  g_assert_cmpint (audited, >, 100);
  /* The positions did try the long leaper's jumps, the suicides and the
   * mutual destructions. */
  g_assert_cmpint (several, >, 0);
  g_assert_cmpint (own, >, 0);
  g_rand_free (rand);
}

/* Positions built for one Rococo rule each: every legal move from them
 * taken back (fa_retro_audit). */
static void
test_rococo_positions_taken_back (gconstpointer data)
{
  const char *condition = data;
  static const struct
  {
    const char *pieces, *rule;
  } positions[] = {
    /* a2-a7 and a2-a8 take both, a2-a5 the rook */
    { "White Ka1 LLa2 Black Kh8 Ra4 Ba6", "LL: overtaking two units" },
    { "White Kh1 LLb2 Black Ka8 Sc3 Pe5 Qg7", "LL: overtaking on a diagonal" },
    { "White Ka1 WDRd4 Black Kh8 Sc3 Qd5 Re5", "WDR-1: withdrawal" },
    { "White Ka1 ADVd4 Black Kh8 Sd7 Qg7 Rb6", "ADV-1: approach" },
    { "White Kh1 CNPb7 Qc1 Black Ka5 Rg8", "4.7: the cannon pawn's promotion" },
    { "White Kh1 CNPe4 Qf3 Pd3 Rd6 Black Ka8 Be5 Sg2 Pc2 Pd5", "CNP-1: steps and hops" },
    { "White Ka1 SWPd4 Rg4 Pc3 Black Kh8 Qd7 Se5", "SWP-1: swaps and mutual destruction" },
    { "White Kh1 IMd4 Rd5 Black Ka8 Qe5 Sf6", "RC-1: a frozen unit's suicide" },
    { "White Ka1 CMd4 Pc3 Black Kh8 Qd7 Se6 Bf2", "CM-1: the chameleon takes as each unit takes" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      gboolean holds = FALSE;
      g_autofree char *report = audit (positions[i].pieces, condition, &holds);
      g_test_message ("%s: %s", positions[i].rule, report ? report : "(refused)");
      g_assert_nonnull (report);
      g_assert_true (holds);
    }
}

/* Rococo pieces solved in a retractor, checked by hand. */
static void
test_rococo_solve (void)
{
  /* WDR: -1.Kc8-c7! & 1.WDRc6-b7#: the withdrawer beside a8 checks by
   * moving off to c6, takes a7 by moving to c7, freed by the retraction;
   * the king on c8 guards b7 and b8. */
  g_autofree char *withdrawer = solve ("White Kc7 WDRc6 Black Ka8", "-1 & #1", "Proca");
  g_autofree char *withdrawer_keys = keys_of (withdrawer);
  g_assert_cmpstr (withdrawer_keys, ==, "-1.Kc8-c7!");
  g_assert_nonnull (strstr (withdrawer, "& 1.WDRc6-b7 #"));
  /* ADV: the advancer on d5 checks a8 (it can move to b7, a8 beyond).
   * -1.ADVc5-d5+ & 1.ADVc5-f8# (on to b8, a8 beyond; b8 covered the same
   * way, a7 and b7 by the king).  From e4 the advancer would have given
   * check already (b7, a8 beyond), which White to move may not (RET-10):
   * only with a unit taken on c6, which blocked the line, does e4-d5 hold
   * (the advancer takes c6 as it arrives on d5). */
  g_autofree char *advancer = solve ("White Kb6 ADVd5 Black Ka8", "-1 & #1", "Proca");
  g_autofree char *advancer_keys = keys_of (advancer);
  g_assert_nonnull (strstr (advancer, "   -1.ADVc5-d5+!\n          & 1.ADVc5-f8 #\n"));
  g_assert_nonnull (strstr (advancer_keys, "-1.ADVe4-d5[-bPc6]+!"));
  g_assert_null (strstr (advancer_keys, "-1.ADVe4-d5+!"));
}

/* RR-4 for every unit that takes en passant, the pawn taken having just
 * made its double step (the audit tries that last move): a pawn, a
 * dragon's pawn part, a chameleon taking as a pawn (RC-7), a marine pawn
 * jumping the square passed; a Berolina pawn, which takes straight ahead,
 * cannot take a pawn that passed beside it.  Without a condition and
 * under Anti-Circe (AC-R6). */
static void
test_en_passant_taken_back (void)
{
  static const struct
  {
    const char *code;
    int en_passant; /* its captures en passant here, White's and Black's */
  } takers[] = { { "P", 2 }, { "DR", 2 }, { "GY", 0 }, { "SH", -1 }, { "CM", 2 }, { "MP", 2 }, { "BP", 0 } };
  /* Under Symmetry Anti-Circe the relocation goes by the pawn taken, not
   * by the arrival (AC-T11): White's alone, e5xd6 e.p. going to e4. */
  static const char *const conditions[] = { "", "AntiCirce", "AntiCirce Cheylan", "SymmetryAntiCirce" };
  for (gsize c = 0; c < G_N_ELEMENTS (conditions); c++)
    for (gsize t = 0; t < G_N_ELEMENTS (takers); t++)
      {
        gboolean symmetry = g_str_has_prefix (conditions[c], "Symmetry");
        /* e5xd6 e.p. for White, f4xe3 e.p. for Black */
        g_autofree char *pieces
          = symmetry ? g_strdup_printf ("White Ka1 %se5 Black Kh8 Pd5", takers[t].code)
                     : g_strdup_printf ("White Ka1 %se5 Pe4 Black Kh8 %sf4 Pd5", takers[t].code, takers[t].code);
        gboolean holds = FALSE;
        g_autofree char *report = audit (pieces, conditions[c], &holds);
        g_assert_nonnull (report);
        g_test_message ("%s %s: %s", pieces, conditions[c], report);
        g_assert_true (holds);
        int taken, missing, several, own, en_passant;
        g_assert_cmpint (sscanf (report,
                                 "%d moves taken back, %d missing; %d took several units, %d the mover's own, %d en passant",
                                 &taken, &missing, &several, &own, &en_passant),
                         ==, 5);
        if (takers[t].en_passant >= 0)
          g_assert_cmpint (en_passant, ==, symmetry ? takers[t].en_passant / 2 : takers[t].en_passant);
      }
}

/* RR-5, RR-6 for the fairy pawns and the cannon pawn: each promotion,
 * plain or capturing, taken back, without a condition and under
 * Anti-Circe (the promoted piece relocated by its new kind, AC-R5). */
static void
test_promotions_taken_back (void)
{
  static const char *const positions[] = {
    "White Ka1 SPb7 Black Kh8 Bc8 Rh7",  /* superpawn: b7-b8, b7xc8 */
    "White Ka1 BSb7 Black Kh8 Rb8 Pd7",  /* Berolina superpawn: b7-a8, b7-c8, b7xb8 */
    "White Ka1 BPb7 Black Kh8 Rb8 Pd7",  /* Berolina pawn: b7-a8, b7-c8, b7xb8 */
    "White Ka1 MPb7 Black Kh8 Pd7",      /* marine pawn: b7-b8 */
    "White Kh1 CNPb6 Qc1 Black Ka5 Rb8 Pb7", /* cannon pawn: b6xb8 over b7 */
  };
  static const char *const conditions[] = { "", "AntiCirce", "AntiCirce Cheylan" };
  for (gsize c = 0; c < G_N_ELEMENTS (conditions); c++)
    for (gsize i = 0; i < G_N_ELEMENTS (positions); i++)
      {
        gboolean holds = FALSE;
        g_autofree char *report = audit (positions[i], conditions[c], &holds);
        g_test_message ("%s %s: %s", positions[i], conditions[c], report ? report : "(refused)");
        g_assert_nonnull (report);
        g_assert_true (holds);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/retro/stipulation", test_stipulation);
  g_test_add_func ("/retro/input", test_input);
  g_test_add_func ("/retro/refused", test_refused);
  g_test_add_func ("/retro/line/dittmann", test_line_dittmann);
  g_test_add_func ("/retro/line/shapes", test_line_shapes);
  g_test_add_func ("/retro/line/castling", test_line_castling);
  g_test_add_func ("/retro/line/reply-and-repetition", test_line_reply_and_repetition);
  g_test_add_func ("/retro/line/material", test_line_material);
  g_test_add_func ("/retro/line/anticirce", test_line_anticirce);
  g_test_add_func ("/retro/line/anticirce-published", test_line_anticirce_published);
  g_test_add_func ("/retro/line/mwu", test_line_mwu);
  g_test_add_func ("/retro/weeth-wenda", test_weeth_wenda);
  g_test_add_func ("/retro/sunyer", test_sunyer);
  g_test_add_func ("/retro/anticirce", test_anticirce_solve);
  g_test_add_func ("/retro/hoeg", test_hoeg);
  g_test_add_func ("/retro/forward-defence", test_forward_defence);
  g_test_add_func ("/retro/simple-keys", test_simple_keys);
  g_test_add_data_func ("/retro/every-kind-taken-back", "", audit_every_kind);
  g_test_add_func ("/retro/en-passant-taken-back", test_en_passant_taken_back);
  g_test_add_func ("/retro/promotions-taken-back", test_promotions_taken_back);
  g_test_add_data_func ("/retro/rococo-taken-back", "", test_rococo_taken_back);
  g_test_add_data_func ("/retro/rococo-taken-back/anticirce-calvet", "AntiCirce", test_rococo_taken_back);
  g_test_add_data_func ("/retro/rococo-taken-back/anticirce-cheylan", "AntiCirce Cheylan", test_rococo_taken_back);
  g_test_add_data_func ("/retro/rococo-positions-taken-back", "", test_rococo_positions_taken_back);
  g_test_add_data_func ("/retro/rococo-positions-taken-back/anticirce-calvet", "AntiCirce",
                        test_rococo_positions_taken_back);
  g_test_add_data_func ("/retro/rococo-positions-taken-back/anticirce-cheylan", "AntiCirce Cheylan",
                        test_rococo_positions_taken_back);
  g_test_add_func ("/retro/rococo-solve", test_rococo_solve);
  g_test_add_data_func ("/retro/every-kind-taken-back/anticirce-calvet", "AntiCirce", audit_every_kind);
  g_test_add_data_func ("/retro/every-kind-taken-back/anticirce-cheylan", "AntiCirce Cheylan", audit_every_kind);
  return g_test_run ();
}
