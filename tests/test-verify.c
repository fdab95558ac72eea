/* The soundness report (verify/): reading a written move and an intended
 * solution, and the faults found in real problems and in versions of
 * them made faulty on purpose (each said so where it is built). */
#include <glib.h>
#include <string.h>

#include "io/popeye-input.h"
#include "pieces/piece-catalogue.h"
#include "verify/intended.h"
#include "verify/move-pattern.h"
#include "verify/soundness.h"

static FaProblem *
read_one (const char *text)
{
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (text, "test.inp", &errors);
  for (guint i = 0; i < errors->len; i++)
    g_test_message ("%s", fa_input_error_to_string (g_ptr_array_index (errors, i)));
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 1);
  return g_ptr_array_steal_index (problems, 0);
}

/* ---- A written move ------------------------------------------------------- */

static FaMoveRecord
record (const FaPieceSpec *piece, const char *from, const char *to)
{
  FaMoveRecord move = { .piece = piece };
  move.from = (FaSquare) ((from[1] - '1') * 8 + (from[0] - 'a'));
  move.to = (FaSquare) ((to[1] - '1') * 8 + (to[0] - 'a'));
  return move;
}

static gboolean
matches (const FaProblem *problem, const char *text, const FaMoveRecord *move)
{
  FaMovePattern pattern;
  g_assert_true (fa_move_pattern_parse (problem, text, &pattern));
  return fa_move_pattern_matches (&pattern, move, 8);
}

static void
test_move_pattern (void)
{
  g_autoptr (FaProblem) problem = read_one ("BeginProblem\nPieces White Ke1 Rh1 Pb7 Black Ke8 Qc8\n"
                                            "Stipulation #2\nEndProblem\n");
  FaMoveRecord rook = record (fa_piece_rook (), "h1", "h8");
  for (const char *const *text = (const char *const[]) { "Rh1-h8", "Rh8", "Rh8+", "Rh8#", "Rh1h8", "Rhh8", "R1h8",
                                                         "Rh8!", "Rh8?!", "Rh8[+bSg8]", NULL };
       *text; text++)
    g_assert_true (matches (problem, *text, &rook));
  for (const char *const *text = (const char *const[]) { "Rxh8", "Rh1*h8", "Qh8", "Rh7", "Rgh8", "R2h8", "h8",
                                                         "Rh8=Q", NULL };
       *text; text++)
    g_assert_false (matches (problem, *text, &rook));

  FaMoveRecord promotion = record (fa_piece_pawn (), "b7", "c8");
  promotion.captured = fa_piece_queen ();
  promotion.promotion = fa_piece_knight ();
  for (const char *const *text = (const char *const[]) { "b7*c8=S", "bxc8=S", "bxc8S", "bxc8(S)", "bc8=S+",
                                                         "bxc8=N", "xc8=S", NULL };
       *text; text++)
    g_assert_true (matches (problem, *text, &promotion));
  for (const char *const *text = (const char *const[]) { "bxc8=Q", "bxc8", "b7-c8=S", "Pxc8=B", "axc8=S", NULL };
       *text; text++)
    g_assert_false (matches (problem, *text, &promotion));

  FaMoveRecord castling = record (fa_piece_king (), "e1", "g1");
  castling.flags = FA_RECORD_CASTLE_SHORT;
  g_assert_true (matches (problem, "0-0", &castling));
  g_assert_true (matches (problem, "O-O+", &castling));
  g_assert_false (matches (problem, "0-0-0", &castling));
  g_assert_false (matches (problem, "Kg1", &castling));

  FaMovePattern pattern;
  for (const char *const *text = (const char *const[]) { "", "Z", "foo", "Rh", "R17", "Rh1-h8-h7", "x", "Rh1-h8x", NULL };
       *text; text++)
    g_assert_false (fa_move_pattern_parse (problem, *text, &pattern));

  /* N is the nightrider where the problem has one. */
  g_autoptr (FaProblem) nightrider = read_one ("BeginProblem\nPieces White Ke1 Nb1 Sg1 Black Ke8\n"
                                               "Stipulation #2\nEndProblem\n");
  FaMoveRecord knight = record (fa_piece_knight (), "g1", "f3");
  g_assert_false (matches (nightrider, "Nf3", &knight));
  g_assert_true (matches (nightrider, "Sf3", &knight));
  g_assert_true (matches (problem, "Nf3", &knight));
}

/* ---- An intended solution -------------------------------------------------- */

static void
test_intended (void)
{
  g_autoptr (FaProblem) problem = read_one ("BeginProblem\nPieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7\n"
                                            "Stipulation #2\n"
                                            "Solution set play: 1...Kxh5 2.Rxh7# 1.e6? but 1...g4!\n"
                                            "Solution 1.hxg6 e.p. ! threat: 2.Rxh7 # 1...Kxg6 2.Rg8 #\n"
                                            "EndProblem\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (FaIntended) intended = fa_intended_parse (problem, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (intended->parts->len, ==, 1);
  const FaIntendedPart *part = fa_intended_part (intended, NULL);
  g_assert_nonnull (part);
  g_assert_cmpuint (part->moves->len, ==, 8);
  const FaIntendedMove *moves = (const FaIntendedMove *) part->moves->data;
  g_assert_true (moves[0].set_play && moves[0].dots && moves[0].number == 1);
  g_assert_true (moves[1].set_play && !moves[1].dots && moves[1].number == 2);
  g_assert_true (moves[2].try_mark && !moves[2].set_play);
  g_assert_true (moves[3].refutation);
  g_assert_cmpstr (moves[4].text, ==, "hxg6");
  g_assert_true (moves[4].key_mark && !moves[4].threat);
  g_assert_cmpint (moves[4].at.line, ==, 5);
  g_assert_cmpint (moves[4].at.column, ==, 12);
  g_assert_true (moves[5].threat && moves[5].number == 2);
  g_assert_true (!moves[6].threat && moves[6].dots);

  /* Twins by label; "+b)" is b). */
  g_autoptr (FaProblem) twins = read_one ("BeginProblem\nPieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\n"
                                          "Stipulation h#2\nTwin Exchange h4 c6\n"
                                          "Solution a) 1.Kh3 Rg8 2.h4 Bg2# +b) 1.Kd7 Kb7 2.Re6 Rd8#\nEndProblem\n");
  g_autoptr (FaIntended) by_twin = fa_intended_parse (twins, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (by_twin->parts->len, ==, 2);
  g_assert_cmpuint (fa_intended_part (by_twin, "b)")->moves->len, ==, 4);
  g_assert_cmpuint (fa_intended_part (by_twin, "+b)")->moves->len, ==, 4);
  g_assert_null (fa_intended_part (by_twin, "c)"));

  /* YACPDB's solutions: Popeye's text, what a twin changes after its
   * label, comments in braces, over lines too. */
  g_autoptr (FaProblem) yacpdb = read_one ("BeginProblem\nPieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\n"
                                           "Stipulation h#2\nTwin Exchange h4 c6\n"
                                           "Solution a) 1.Kh4-h3 Rf8-g8 {a model {mate}\n"
                                           "Solution   two lines} 2.h2-h4 Bc6-g2 #\n"
                                           "Solution b) bKh4<-->wBc6\nSolution   1.Kc6-d7 Kb8-b7 {(A)} "
                                           "2.Ra6-e6 Rf8-d8 #\nEndProblem\n");
  g_autoptr (FaIntended) with_comments = fa_intended_parse (yacpdb, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (with_comments->parts->len, ==, 2);
  g_assert_cmpuint (fa_intended_part (with_comments, "a)")->moves->len, ==, 4);
  const FaIntendedPart *b = fa_intended_part (with_comments, "b)");
  g_assert_cmpuint (b->moves->len, ==, 4);
  g_assert_cmpstr (g_array_index (b->moves, FaIntendedMove, 2).text, ==, "Ra6-e6");

  /* What is no move is named, where it stands. */
  g_autoptr (FaProblem) bad = read_one ("BeginProblem\nPieces White Kb8 Black Kh4\nStipulation h#2\n"
                                        "Solution 1.Kh3 Rg8\nSolution   2.h4 Bq2#\nEndProblem\n");
  FaSourcePos where = { 0, 0 };
  g_autoptr (FaIntended) none = fa_intended_parse (bad, &where, &error);
  g_assert_null (none);
  g_assert_error (error, FA_INTENDED_ERROR, 0);
  g_assert_cmpstr (error->message, ==, "expected a move, not 'Bq2#'");
  g_assert_cmpint (where.line, ==, 5);
  g_assert_cmpint (where.column, ==, 17);
}

/* Marking a line of one twin as intended keeps the other twins' parts. */
static void
test_replace_part (void)
{
  const char *written = "a) 1.Kh3 Rg8 2.h4 Bg2# +b) 1.Kd7 Kb7\n2.Re6 Rd8#\nd) 1.Ra3 Rg6 2.Rh3 Be7#";
  g_autofree char *b = fa_intended_replace_part (written, "+b)", "1.Kd7 Kc7 2.Re6 Rd8#");
  g_assert_cmpstr (b, ==, "a) 1.Kh3 Rg8 2.h4 Bg2#\n+b) 1.Kd7 Kc7 2.Re6 Rd8#\nd) 1.Ra3 Rg6 2.Rh3 Be7#");
  g_autofree char *c = fa_intended_replace_part (written, "c)", "1.Kb5 Kb7\n2.Ra5 Rb4#\n");
  g_assert_cmpstr (c, ==, "a) 1.Kh3 Rg8 2.h4 Bg2#\n+b) 1.Kd7 Kb7\n2.Re6 Rd8#\nc)\n1.Kb5 Kb7\n2.Ra5 Rb4#\n"
                          "d) 1.Ra3 Rg6 2.Rh3 Be7#");
  g_autofree char *e = fa_intended_replace_part (NULL, "+e)", "1.Ra7 Bf6 2.Rf7 Rc8#");
  g_assert_cmpstr (e, ==, "+e) 1.Ra7 Bf6 2.Rf7 Rc8#");
  /* A bracket is no label; "(2.Qe4#)" stays. */
  g_autofree char *a = fa_intended_replace_part ("a) 1.Qd5! (2.Qe4#) b) 1.Qc5!", "a)", "1.Qd4!");
  g_assert_cmpstr (a, ==, "a) 1.Qd4!\nb) 1.Qc5!");
  g_autofree char *whole = fa_intended_replace_part (written, NULL, " 1.Qd4!\n");
  g_assert_cmpstr (whole, ==, "1.Qd4!");

  /* What it writes reads back, part by part. */
  g_autoptr (FaProblem) twins = read_one ("BeginProblem\nPieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\n"
                                          "Stipulation h#2\nTwin Exchange h4 c6\nEndProblem\n");
  twins->solution = g_strdup (c);
  g_autoptr (GError) error = NULL;
  g_autoptr (FaIntended) intended = fa_intended_parse (twins, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (intended->parts->len, ==, 4);
  g_assert_cmpuint (fa_intended_part (intended, "c)")->moves->len, ==, 4);
  g_assert_cmpuint (fa_intended_part (intended, "b)")->moves->len, ==, 4);
}

/* ---- Reports -------------------------------------------------------------- */

static FaSoundnessReport *
verify (const char *text)
{
  g_autoptr (FaProblem) problem = read_one (text);
  FaSolveOptions options = { .threads = 1 };
  return fa_verify_problem (problem, &options);
}

/* The faults of a report as "kind: line (detail)" lines, for messages and
 * exact comparisons. */
static char *
faults_text (const FaSoundnessReport *report)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < report->faults->len; i++)
    {
      const FaFault *fault = g_ptr_array_index (report->faults, i);
      g_string_append_printf (out, "%s: %s (%s)\n", fa_fault_kind_word (fault->kind), fault->line ? fault->line : "-",
                              fault->detail ? fault->detail : "-");
    }
  return g_string_free (out, FALSE);
}

static void
assert_report (const FaSoundnessReport *report, FaSoundnessVerdict verdict, const char *faults)
{
  g_autofree char *text = faults_text (report);
  g_test_message ("%s\n%s", fa_verdict_word (report->verdict), text);
  g_assert_cmpstr (fa_verdict_word (report->verdict), ==, fa_verdict_word (verdict));
  g_assert_cmpstr (text, ==, faults);
}

/* Amelung, Duena-Zeitung: #2, 1.hxg6 e.p.!  The tries 1.e6? and 1.f7?
 * fail to 1...g4!. */
#define AMELUNG "BeginProblem\nAuthor Friedrich Amelung\nOrigin Duena-Zeitung\n" \
  "Pieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7\nStipulation #2\nOption EnPassant g7g6g5\n"

static void
test_direct_play (void)
{
  g_autoptr (FaSoundnessReport) sound = verify (AMELUNG "Solution 1.hxg6 e.p.! (2.Rxh7#)\nEndProblem\n");
  assert_report (sound, FA_VERDICT_SOUND, "");
  g_assert_true (sound->has_intended);

  /* The composer names a try: it fails, with its refutation, and the
   * real key is a cook. */
  g_autoptr (FaSoundnessReport) try = verify (AMELUNG "Solution 1.e6! 1...Kxh5 2.Rxh7#\nEndProblem\n");
  assert_report (try, FA_VERDICT_UNSOUND,
                 "intended solution fails: 1.e6! (a try, refuted by 1...g4!)\n"
                 "cook: 1.hxg6 e.p.! (another key)\n");
  g_assert_cmpint (((const FaFault *) try->faults->pdata[0])->at.line, ==, 7);
  /* Shown on a board: the try and its refutation. */
  const FaFault *failed = try->faults->pdata[0];
  g_assert_cmpuint (failed->moves->len, ==, 2);
  g_assert_cmpint (g_array_index (failed->moves, FaMoveRecord, 0).to, ==, 44);  /* e6 */
  g_assert_cmpint (g_array_index (failed->moves, FaMoveRecord, 1).to, ==, 30);  /* g4 */

  /* A variation that is not the tree's. */
  g_autoptr (FaSoundnessReport) variation = verify (AMELUNG "Solution 1.hxg6 e.p.! threat: 2.Rh8-g8 #\nEndProblem\n");
  assert_report (variation, FA_VERDICT_UNSOUND,
                 "intended solution fails: Rh8-g8 (Rh8-g8 is not a threat of 1.hxg6 e.p.!)\n");
  /* Where it fails: after the key. */
  failed = variation->faults->pdata[0];
  g_assert_cmpuint (failed->moves->len, ==, 1);
  g_assert_cmpint (g_array_index (failed->moves, FaMoveRecord, 0).to, ==, 46); /* g6 */

  /* No intended solution: the key must be unique, and it is. */
  g_autoptr (FaSoundnessReport) alone = verify (AMELUNG "EndProblem\n");
  assert_report (alone, FA_VERDICT_SOUND, "");
  g_assert_false (alone->has_intended);
}

/* Constructed: a #2 that 1.Qb8# solves at once (a short solution), and
 * that many keys solve in two (cooks). */
static void
test_short_and_cooked (void)
{
  g_autoptr (FaSoundnessReport) report
    = verify ("BeginProblem\nPieces White Kg6 Qb1 Black Kh8\nStipulation #2\nSolution 1.Qb7!\nEndProblem\n");
  g_autofree char *text = faults_text (report);
  g_test_message ("%s", text);
  g_assert_cmpint (report->verdict, ==, FA_VERDICT_UNSOUND);
  g_assert_nonnull (strstr (text, "short solution: 1.Qb8#! (#1)\n"));
  g_assert_nonnull (strstr (text, "cook: 1."));
  g_assert_null (strstr (text, "intended solution fails"));
  /* Each fault's line, to be shown on a board. */
  const FaFault *shortest = NULL;
  for (guint i = 0; i < report->faults->len && !shortest; i++)
    if (((const FaFault *) report->faults->pdata[i])->kind == FA_FAULT_SHORT_SOLUTION)
      shortest = report->faults->pdata[i];
  g_assert_nonnull (shortest->moves);
  g_assert_cmpuint (shortest->moves->len, ==, 1);
  g_assert_cmpint (g_array_index (shortest->moves, FaMoveRecord, 0).to, ==, 57); /* b8 */
}

/* Spanish letters: D for the queen. */
static const char *
spanish_letters (const FaPieceSpec *spec)
{
  return g_str_equal (spec->code, "Q") ? "D" : NULL;
}

/* The report's lines in the notation the options give, as the studio
 * shows them in the reader's letters. */
static void
test_report_notation (void)
{
  g_autoptr (FaProblem) problem
    = read_one ("BeginProblem\nPieces White Kg6 Qb1 Black Kh8\nStipulation #2\nSolution 1.Qb7!\nEndProblem\n");
  const FaNotation spanish = { .short_form = TRUE, .letters = spanish_letters };
  FaSolveOptions options = { .threads = 1, .report_notation = &spanish };
  g_autoptr (FaSoundnessReport) report = fa_verify_problem (problem, &options);
  g_autofree char *text = faults_text (report);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "short solution: 1.Db8#! (#1)\n"));
  g_assert_null (report->notation);
}

/* Abdurahmanovic, feenschach 1985: h#2 with five twins, one solution
 * each. */
#define ABDURAHMANOVIC "BeginProblem\nAuthor Fadil Abdurahmanovic\nOrigin feenschach 1985\n" \
  "Pieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\nStipulation h#2\nOption Intelligent\n" \
  "Twin Exchange h4 c6\nTwin Continued Exchange h4 f8\nTwin Continued Exchange h4 c6\n" \
  "Twin Continued Exchange h4 f8\nTwin Continued Exchange h4 c6\n"

static void
test_help_play (void)
{
  g_autoptr (FaSoundnessReport) sound
    = verify (ABDURAHMANOVIC "Solution a) 1.Kh3 Rg8 2.h4 Bg2# b) 1.Kd7 Kb7 2.Re6 Rd8#\n"
              "Solution c) 1.Kb5 Kb7 2.Ra5 Rb4# d) 1.Ra3 Rg6 2.Rh3 Be7#\n"
              "Solution e) 1.Ra6-a7 Bh4-f6 2.Ra7-f7 Rc6-c8 #\nSolution f) 1.Ke7 Re4+ 2.Kd8 Re8#\nEndProblem\n");
  assert_report (sound, FA_VERDICT_SOUND, "");

  /* A slip of the pen in f): the place is named, and the real line is
   * no intended one. */
  g_autoptr (FaSoundnessReport) slip
    = verify (ABDURAHMANOVIC "Solution a) 1.Kh3 Rg8 2.h4 Bg2# b) 1.Kd7 Kb7 2.Re6 Rd8#\n"
              "Solution c) 1.Kb5 Kb7 2.Ra5 Rb4# d) 1.Ra3 Rg6 2.Rh3 Be7#\n"
              "Solution e) 1.Ra7 Bf6 2.Rf7 Rc8#\nSolution f) 1.Ke7 Re4+ 2.Kd8 Re7#\nEndProblem\n");
  assert_report (slip, FA_VERDICT_UNSOUND,
                 "intended solution fails: 1.Ke7 Re4+ 2.Kd8 Re7# (no solution goes on with Re7#)\n"
                 "cook: 1.Ke7 Re4+ 2.Kd8 Re8# (a solution not intended)\n");
  const FaFault *fault = slip->faults->pdata[0];
  g_assert_cmpint (fault->at.line, ==, 15);
  g_assert_cmpint (fault->at.column, ==, 30);
  g_assert_cmpstr (((const FaSolution *) slip->solutions->pdata[fault->twin])->twin_label, ==, "+f)");
  /* The board shows the position before the slip: three moves in. */
  g_assert_cmpuint (fault->moves->len, ==, 3);
  const FaFault *cook = slip->faults->pdata[1];
  g_assert_cmpuint (cook->moves->len, ==, 4);

  /* The diagram of a) as h#3 (not published): cooked, and the h#2 is a
   * short solution. */
  g_autoptr (FaSoundnessReport) longer
    = verify ("BeginProblem\nPieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\nStipulation h#3\n"
              "Solution 1.h1=Q Bf3 2.Rg6 Rf5 3.Rg3 Rxh5#\nEndProblem\n");
  g_autofree char *text = faults_text (longer);
  g_test_message ("%s", text);
  g_assert_cmpint (longer->verdict, ==, FA_VERDICT_UNSOUND);
  g_assert_nonnull (strstr (text, "short solution: 1.Kh3 Rg8 2.h4 Bg2# (h#2)\n"));
  g_assert_nonnull (strstr (text, "cook: 1.Kg3 Bb5 2.Kh3 Rg8 3.h4 Bf1# (a solution not intended, one of 61 lines after its first move)\n"));
  g_assert_nonnull (strstr (text, "dual: 1.h1=Q Bf3 2.Rg6 Rh8 3.Rg3 Rxh5# (branches at 1.h1=Q Bf3 2.Rg6 Rh8)\n"));
}

/* Høeg, Tidskrift för Schack 1924 (tests/bench/problems/retro): its
 * variations in RET-23's notation, a retraction's uncapture named. */
#define HOEG "BeginProblem\nAuthor Niels Hoeg\nPieces White Kb8 Qa1 Bf6 Pe7 Ph6 Black Ke4\n" \
  "Stipulation -2 & #1\nRetractor Hoeg\n"

static void
test_retractor (void)
{
  g_autoptr (FaSoundnessReport) report
    = verify (HOEG "Solution -1.e6-e7! -1...Kf4xBe4 -2.Qa3-a1 & 1.Qf3# -1...Kd5xRe4 -2.Be7-f6 & 1.Qa8#\nEndProblem\n");
  assert_report (report, FA_VERDICT_DUALS,
                 "dual: -1.e6-e7! -1...Kf4xBe4 (more than one continuation: -2.Qa3-a1, -2.Qd1-a1, -2.Qh1-a1, "
                 "-2.Qc3-a1)\n"
                 "dual: -1.e6-e7! -1...Kd3xRe4 (more than one continuation: -2.Qa2-a1, -2.Qc1-a1, -2.Qe1-a1, "
                 "-2.Qb2-a1)\n");
  /* The uncaptured unit is part of the retraction. */
  g_autoptr (FaSoundnessReport) wrong
    = verify (HOEG "Solution -1.e6-e7! -1...Kf4xRe4 -2.Qa3-a1\nEndProblem\n");
  g_assert_cmpint (wrong->verdict, ==, FA_VERDICT_UNSOUND);
  g_assert_cmpstr (((const FaFault *) wrong->faults->pdata[0])->line, ==, "Kf4xRe4");
}

static void
test_no_solution_and_illegal (void)
{
  g_autoptr (FaSoundnessReport) none
    = verify ("BeginProblem\nPieces White Ka1 Rb2 Black Kh8\nStipulation #1\nEndProblem\n");
  assert_report (none, FA_VERDICT_UNSOUND, "no solution: - (no key)\n");

  g_autoptr (FaSoundnessReport) illegal
    = verify ("BeginProblem\nPieces White Kg6 Ra7 Pc1 Black Kh8\nStipulation #1\nSolution 1.Ra8#\nEndProblem\n");
  assert_report (illegal, FA_VERDICT_UNSOUND, "illegal position: - (the pawn on c1 stands on a first or last rank)\n");

  g_autoptr (FaSoundnessReport) unreadable
    = verify ("BeginProblem\nPieces White Kg6 Ra7 Black Kh8\nStipulation #1\nSolution 1.Ra8 Rq8#\nEndProblem\n");
  g_assert_cmpint (unreadable->verdict, ==, FA_VERDICT_ERROR);
  g_assert_cmpstr (unreadable->intended_error, ==, "expected a move, not 'Rq8#'");
  g_assert_cmpint (unreadable->intended_error_at.line, ==, 4);
  g_assert_cmpint (unreadable->intended_error_at.column, ==, 16);
}

/* A node budget stops the search: no verdict but "incomplete", the same on
 * a busy machine as on an idle one. */
static void
test_incomplete (void)
{
  g_autoptr (FaProblem) problem = read_one ("BeginProblem\nPieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\n"
                                            "Stipulation h#4\nEndProblem\n");
  FaSolveOptions options = { .threads = 1, .max_nodes = 2000 };
  g_autoptr (FaSoundnessReport) report = fa_verify_problem (problem, &options);
  g_autofree char *text = faults_text (report);
  g_test_message ("%s", text);
  g_assert_true (report->verdict == FA_VERDICT_INCOMPLETE || report->verdict == FA_VERDICT_UNSOUND);
  g_assert_nonnull (strstr (text, "incomplete: - (the search stopped)\n"));

  /* Stopped (the cancel flag): the search and the shorter solutions, a
   * fault each, not one for every shorter length. */
  volatile gint stop = 1;
  FaSolveOptions cancelled = { .threads = 1, .cancel = &stop };
  g_autoptr (FaSoundnessReport) halted = fa_verify_problem (problem, &cancelled);
  assert_report (halted, FA_VERDICT_INCOMPLETE,
                 "incomplete: - (the search for the shorter solutions stopped)\n"
                 "incomplete: - (the search stopped)\n");

  /* Stopped before it came to the intended line (or key), the report
   * does not say that it fails: the search did not look. */
  g_autoptr (FaProblem) help = read_one ("BeginProblem\nPieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\n"
                                         "Stipulation h#3\nSolution 1.h1=Q Bf3 2.Rg6 Rf5 3.Rg3 Rxh5#\nEndProblem\n");
  g_autoptr (FaProblem) direct = read_one ("BeginProblem\nPieces White Kg6 Qb1 Black Kh8\nStipulation #2\n"
                                           "Solution 1.Qb7!\nEndProblem\n");
  for (guint budget = 50; budget <= 51200; budget *= 4)
    {
      FaSolveOptions stopped = { .threads = 1, .max_nodes = budget };
      g_autoptr (FaSoundnessReport) lines = fa_verify_problem (help, &stopped);
      g_autoptr (FaSoundnessReport) tree = fa_verify_problem (direct, &stopped);
      g_autofree char *lines_text = faults_text (lines);
      g_autofree char *tree_text = faults_text (tree);
      g_test_message ("%u positions:\n%s%s", budget, lines_text, tree_text);
      g_assert_null (strstr (lines_text, "intended solution fails"));
      g_assert_null (strstr (tree_text, "intended solution fails"));
    }
}

/* How a written solution is followed in the tree: alternatives of the
 * same number ("(2.c3#, 2.c4#)", "2.Qe4#, 2.Qf5#") are siblings, the
 * first unnumbered move after a bracketed threat answers the key, a
 * threat's own line ("threat: 2.Ra3 2...Kxe4 3.Qxe6#") stays the
 * threat's, and a black move the tree leaves out because the threat
 * still mates ("1...e4 2.Sdxe4#") is no failure. */
static void
test_written_variations (void)
{
  /* Ling, Problem Observer 2005: 1.Qe1! threatens 2.c3# and 2.c4#. */
  g_autoptr (FaSoundnessReport) ling
    = verify ("BeginProblem\nPieces White Kc1 Qc3 Rb3 Rb2 Pc2 Black Kh2 Rb4 Pd4 Ph3\nStipulation #2\n"
              "Solution 1.Qe1! (2.c3#, 2.c4#) Kg2 2.c4# 1...Rxb3 2.cxb3# 1...Rc4 2.c3# 1...d3 2.cxd3#\n"
              "EndProblem\n");
  assert_report (ling, FA_VERDICT_SOUND, "minor dual: 1.Qe1! (more than one threat: 2.c4#, 2.c3#)\n");

  /* Dawson, British Chess Magazine 1947: 1.Qc1! (2.Sde4#); after
   * 1...e4 the threat still mates, as 2.Sdxe4#. */
  g_autoptr (FaSoundnessReport) dawson
    = verify ("BeginProblem\nPieces White Kh1 Qg1 Rb4 Bc5 Bg4 Sd2 Sf2 Black Ke3 Qd4 Pa4 Pd5 Pe5 Ph4\n"
              "Stipulation #2\n"
              "Solution 1.Qc1! (2.Sde4#) Kxf2 2.Qg1# 1...Kf4 2.Sf1# 1...Qxc5 2.Qe1# 1...e4 2.Sdxe4#\nEndProblem\n");
  assert_report (dawson, FA_VERDICT_SOUND, "");
  /* The same with a move written that is not there (constructed). */
  g_autoptr (FaSoundnessReport) wrong
    = verify ("BeginProblem\nPieces White Kh1 Qg1 Rb4 Bc5 Bg4 Sd2 Sf2 Black Ke3 Qd4 Pa4 Pd5 Pe5 Ph4\n"
              "Stipulation #2\nSolution 1.Qc1! (2.Sde4#) Kxf2 2.Qe1#\nEndProblem\n");
  assert_report (wrong, FA_VERDICT_UNSOUND,
                 "intended solution fails: Qe1# (Qe1# does not follow 1...Kxf2 in the solution)\n");

  /* Karge, STERN 1979: the threats of a three-mover with their own
   * defences, then a variation. */
  g_autoptr (FaSoundnessReport) karge
    = verify ("BeginProblem\nPieces White Ke1 Qf8 Ra1 Rh1 Se2 Pc6 Pe4 Pf6 Black Ke5 Pe6\nStipulation #3\n"
              "Solution 1.Qe7! threat: 2.Ra3 2...Kxe4 3.Qxe6#, 2.Rh3 Kxe4 3.Qxe6#\n"
              "Solution 1...Kxe4 2.Qxe6+ Kd3 3.0-0-0# 2...Kf3 3.0-0#\nEndProblem\n");
  assert_report (karge, FA_VERDICT_DUALS, "dual: 1.Qe7! (more than one threat: 2.Ra3, 2.Rh3)\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/verify/move-pattern", test_move_pattern);
  g_test_add_func ("/verify/intended", test_intended);
  g_test_add_func ("/verify/replace-part", test_replace_part);
  g_test_add_func ("/verify/direct-play", test_direct_play);
  g_test_add_func ("/verify/short-and-cooked", test_short_and_cooked);
  g_test_add_func ("/verify/report-notation", test_report_notation);
  g_test_add_func ("/verify/written-variations", test_written_variations);
  g_test_add_func ("/verify/help-play", test_help_play);
  g_test_add_func ("/verify/retractor", test_retractor);
  g_test_add_func ("/verify/no-solution-and-illegal", test_no_solution_and_illegal);
  g_test_add_func ("/verify/incomplete", test_incomplete);
  return g_test_run ();
}
