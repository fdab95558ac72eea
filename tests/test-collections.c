/* Collections: Olive's .olv files and YACPDB's JSON entries read into
 * problems and written back; round trips through Popeye input; errors
 * that name the file, the entry, its place and the field, after which
 * the other entries are read.
 *
 * The examples come from FAERIE_COLLECTIONS_DIR (tests/collections) and
 * the Popeye corpus from FAERIE_CORPUS_DIR (tests/corpus), both set by
 * tests/meson.build. */
#include <glib.h>
#include <string.h>

#include "io/olive-collection.h"
#include "io/popeye-input.h"
#include "io/popeye-output.h"
#include "io/yacpdb-entry.h"
#include "io/yacpdb-json.h"

/* ---- Helpers ------------------------------------------------------------ */

typedef GPtrArray *(*ReadFunc) (const char *text, gsize length, const char *name, GPtrArray **errors,
                                GPtrArray **warnings);
typedef char *(*WriteFunc) (GPtrArray *problems);

static void
print_messages (GPtrArray *messages)
{
  for (guint i = 0; messages && i < messages->len; i++)
    {
      g_autofree char *text = fa_input_error_to_string (g_ptr_array_index (messages, i));
      g_test_message ("%s", text);
    }
}

static char *
example_path (const char *name)
{
  const char *dir = g_getenv ("FAERIE_COLLECTIONS_DIR");
  return g_build_filename (dir ? dir : "tests/collections", name, NULL);
}

/* The problems of text, which must read without errors, and without
 * warnings unless told. */
static GPtrArray *
read_warned (ReadFunc read, const char *text, const char *name, gboolean warnings_allowed)
{
  GPtrArray *errors = NULL, *warnings = NULL;
  GPtrArray *problems = read (text, strlen (text), name, &errors, &warnings);
  print_messages (errors);
  print_messages (warnings);
  g_assert_cmpuint (errors->len, ==, 0);
  if (!warnings_allowed)
    g_assert_cmpuint (warnings->len, ==, 0);
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);
  return problems;
}

static GPtrArray *
read_clean (ReadFunc read, const char *text, const char *name)
{
  return read_warned (read, text, name, FALSE);
}

static GPtrArray *
read_example (ReadFunc read, const char *name)
{
  g_autofree char *path = example_path (name);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return read_clean (read, text, name);
}

static FaSquare
square (const FaProblem *p, const char *name)
{
  FaSquare sq = FA_NO_SQUARE;
  g_assert_cmpint (fa_square_parse (p->files, p->ranks, name, &sq), ==, (int) strlen (name));
  return sq;
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

static const char *
text_at (GPtrArray *texts, guint i)
{
  g_assert_cmpuint (i, <, texts->len);
  return g_ptr_array_index (texts, i);
}

/* Problems written and read back are the same problems, and writing what
 * was read back gives the same text. */
static void
check_round_trip (GPtrArray *problems, ReadFunc read, WriteFunc write)
{
  g_autofree char *written = write (problems);
  g_test_message ("%s", written);
  g_autoptr (GPtrArray) again = read_clean (read, written, "written");
  g_assert_cmpuint (again->len, ==, problems->len);
  for (guint i = 0; i < problems->len; i++)
    if (!fa_problem_equal (g_ptr_array_index (problems, i), g_ptr_array_index (again, i)))
      g_error ("problem %u is not the same after the round trip", i + 1);
  g_autofree char *rewritten = write (again);
  g_assert_cmpstr (written, ==, rewritten);
}

/* ---- Reading what Olive and YACPDB write -------------------------------- */

static void
test_olive_example (void)
{
  g_autoptr (GPtrArray) problems = read_example (fa_olive_read, "sample.olv");
  g_assert_cmpuint (problems->len, ==, 5);

  /* YACPDB's shape: source and date as mappings, twins, a title. */
  const FaProblem *loyd = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (loyd->author, ==, "Loyd, Samuel");
  g_assert_cmpstr (loyd->origin, ==, "Chess Monthly");
  g_assert_cmpstr (loyd->publication.date, ==, "1859");
  g_assert_cmpstr (loyd->title, ==, "Charles XII at Bender");
  g_assert_cmpstr (loyd->source_name, ==, "sample.olv");
  g_assert_cmpint (loyd->source_line, ==, 2);
  g_assert_cmpuint (loyd->twins->len, ==, 3);
  g_assert_true (((FaTwin *) g_ptr_array_index (loyd->twins, 1))->continued);
  g_assert_true (loyd->options.variation);
  g_assert_cmpstr (text_at (loyd->keywords, 0), ==, "Twins");
  assert_piece (loyd, "e1", "S", FA_COLOUR_WHITE);
  g_autofree char *citation = fa_problem_citation (loyd);
  g_assert_cmpstr (citation, ==, "Chess Monthly 1859");

  /* The intended solution, each line where it was written. */
  const FaProblem *fadil = g_ptr_array_index (problems, 1);
  g_assert_cmpstr (fadil->author, ==, "Abdurahmanović, Fadil");
  g_assert_cmpstr (fadil->solution, ==, "a) 1.Kh3 Rg8 2.h4 Bg2#\nb) 1.Kd7 Kb7 2.Re6 Rd8#");
  g_assert_cmpuint (fadil->solution_sources->len, ==, 2);
  FaSourcePos second = g_array_index (fadil->solution_sources, FaSourcePos, 1);
  g_assert_cmpint (second.line, ==, 34);
  g_assert_cmpint (second.column, ==, 3);
  g_assert_true (fadil->options.intelligent);

  /* Olive's older shape: the source a name, the date, the issue and number
   * and the conditions among the options. */
  const FaProblem *anyos = g_ptr_array_index (problems, 2);
  g_assert_cmpstr (anyos->origin, ==, "Phenix");
  g_assert_cmpstr (anyos->publication.date, ==, "1991-05");
  g_assert_cmpstr (anyos->publication.issue, ==, "13");
  g_assert_cmpstr (anyos->publication.problem_id, ==, "952");
  g_assert_cmpstr (anyos->intended_solutions, ==, "3");
  g_assert_cmpuint (anyos->conditions->len, ==, 2);
  g_assert_cmpstr (text_at (anyos->conditions, 0), ==, "Madrasi RexInclusive");
  g_assert_cmpstr (text_at (anyos->conditions, 1), ==, "Circe");
  g_assert_true (g_str_has_prefix (anyos->solution, "1.Bd2-c1 Be7*a3[+bRh8]   2.Ke5-d6 g7*h8=S #\n1.Ra3-a2"));
  g_autofree char *anyos_citation = fa_problem_citation (anyos);
  g_assert_cmpstr (anyos_citation, ==, "Phenix 13/952 1991-05");

  /* An award, fairy pieces by their Popeye codes. */
  const FaProblem *maeder = g_ptr_array_index (problems, 3);
  g_assert_cmpstr (maeder->award, ==, "1st Prize");
  g_assert_cmpstr (maeder->publication.tourney, ==, "3rd harmonie Theme Tourney");
  g_autofree char *award = fa_problem_award_text (maeder);
  g_assert_cmpstr (award, ==, "1st Prize, 3rd harmonie Theme Tourney");
  assert_piece (maeder, "a4", "G", FA_COLOUR_WHITE);
  assert_piece (maeder, "b5", "N", FA_COLOUR_WHITE);
  g_assert_cmpuint (maeder->pieces->len, ==, 16);

  const FaProblem *brand = g_ptr_array_index (problems, 4);
  assert_piece (brand, "g8", "K", FA_COLOUR_NEUTRAL);
  g_assert_cmpstr (text_at (brand->remarks, 0), ==, "a neutral king");
  g_assert_cmpstr (brand->publication.issue, ==, "III");
  g_assert_cmpstr (brand->publication.problem_id, ==, "1110");
  g_assert_cmpstr (brand->publication.date, ==, "1985");
}

static void
test_json_example (void)
{
  g_autoptr (GPtrArray) problems = read_example (fa_yacpdb_json_read, "sample.json");
  g_assert_cmpuint (problems->len, ==, 2);
  const FaProblem *kotesovec = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (kotesovec->author, ==, "Kotěšovec, Václav");
  g_assert_cmpstr (kotesovec->origin, ==, "Šachové umění");
  g_assert_cmpstr (kotesovec->publication.date, ==, "1984-02");
  g_assert_cmpstr (kotesovec->publication.problem_id, ==, "6617");
  g_assert_cmpint (kotesovec->source_line, ==, 2);
  assert_piece (kotesovec, "a1", "NH", FA_COLOUR_WHITE);
  g_assert_true (kotesovec->options.try_play && kotesovec->options.variation);
  /* What Faerie does not read is kept, in order. */
  g_assert_nonnull (kotesovec->entry_extra);
  g_autofree char *extra = g_variant_print (kotesovec->entry_extra, FALSE);
  g_assert_cmpstr (extra, ==,
                   "{'foreignids': <[<{'domain': <'PDB'>, 'problemid': <'P1234567'>}>]>, 'version-of': <int64 12345>}");

  const FaProblem *nedeianu = g_ptr_array_index (problems, 1);
  assert_piece (nedeianu, "e2", "DO", FA_COLOUR_WHITE);
  assert_piece (nedeianu, "a8", "KA", FA_COLOUR_BLACK);
  g_assert_cmpuint (nedeianu->twins->len, ==, 1);
  g_assert_cmpstr (text_at (nedeianu->keywords, 1), ==, "Kangaroo");
}

/* A document may hold a list of entries; anchors, Python's tags of old
 * Olive files, empty documents and flow style all read. */
static void
test_olive_yaml_forms (void)
{
  const char *text = "--- # a comment\n"
                     "- &kings {algebraic: {white: [Kb6, Qc1], black: [Ka8]}, stipulation: '#1'}\n"
                     "- algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "  stipulation: \"#1\"\n"
                     "  solution: !!python/unicode '1.Qc1-c8 #'\n"
                     "---\n"
                     "---\n"
                     "options: &opts [SetPlay]\n"
                     "algebraic:\n"
                     "  white: [Kb6, Qc1]\n"
                     "  black: [Ka8]\n"
                     "stipulation: '#2'\n"
                     "...\n";
  g_autoptr (GPtrArray) problems = read_clean (fa_olive_read, text, "forms.olv");
  g_assert_cmpuint (problems->len, ==, 3);
  const FaProblem *second = g_ptr_array_index (problems, 1);
  g_assert_cmpstr (second->solution, ==, "1.Qc1-c8 #");
  g_assert_cmpint (second->source_line, ==, 3);
  g_assert_true (fa_problem_equal (g_ptr_array_index (problems, 0), g_ptr_array_index (problems, 1))
                 == FALSE); /* the solution differs */
  const FaProblem *third = g_ptr_array_index (problems, 2);
  g_assert_true (third->options.set_play);
  g_assert_cmpint (third->source_line, ==, 8);
}

/* The Popeye reader reads the pieces, options and twins: what it says of
 * a piece it does not know, at the piece's place in the file. */
static void
test_places (void)
{
  const char *text = "---\n"
                     "algebraic:\n"
                     "  white: [Kb6, Qc1]\n"
                     "  black: [Ka8, Sb8]\n"
                     "stipulation: '#2'\n"
                     "options: [Madrasi, Circe]\n";
  g_autoptr (GPtrArray) problems = read_clean (fa_olive_read, text, "places.olv");
  const FaProblem *p = g_ptr_array_index (problems, 0);
  /* The pieces' places, for the solver's messages. */
  const FaPlacedPiece *queen = fa_problem_piece_at (p, square (p, "c1"));
  g_assert_cmpint (queen->source.line, ==, 3);
  g_assert_cmpint (queen->source.column, ==, 16);
  const FaPlacedPiece *knight = fa_problem_piece_at (p, square (p, "b8"));
  g_assert_cmpint (knight->source.line, ==, 4);
  g_assert_cmpint (knight->source.column, ==, 16);
  g_assert_cmpuint (p->conditions->len, ==, 2);
  FaSourcePos circe = fa_problem_condition_source (p, 1);
  g_assert_cmpint (circe.line, ==, 6);
  g_assert_cmpint (circe.column, ==, 20);
}

/* ---- Round trips ----------------------------------------------------------- */

static void
test_olive_round_trip (void)
{
  g_autoptr (GPtrArray) problems = read_example (fa_olive_read, "sample.olv");
  check_round_trip (problems, fa_olive_read, fa_olive_write);
  /* And through the other format. */
  check_round_trip (problems, fa_yacpdb_json_read, fa_yacpdb_json_write);
}

static void
test_json_round_trip (void)
{
  g_autoptr (GPtrArray) problems = read_example (fa_yacpdb_json_read, "sample.json");
  check_round_trip (problems, fa_yacpdb_json_read, fa_yacpdb_json_write);
  check_round_trip (problems, fa_olive_read, fa_olive_write);
  /* The fields Faerie keeps as they were come back as they were. */
  g_autofree char *written = fa_yacpdb_json_write (problems);
  g_assert_nonnull (strstr (written, "\"version-of\" : 12345"));
  g_assert_nonnull (strstr (written, "\"domain\" : \"PDB\""));
}

/* Popeye's problems, with Faerie's extensions, through each collection
 * format and back. */
static const char *const popeye_inputs[] = {
  "BeginProblem\nPieces White Kf5 Rg7 Se1 Pg2h2 Black Kh8\nStipulation #2\nEndProblem\n",
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
  "BeginProblem\nPieces White Kf5 Bc2 White MWU Sc1 Black Kh3 Qb2\nStipulation -7 & #1\n"
  "Retractor Hoeg NoForwardDefence Repetition Off\nCondition AntiCirce Cheylan MWU TypeII\nEndProblem\n",
  "BeginProblem\nPieces White Kb1 White Royal Qd4 Black Ka8 S/Bb6\nStipulation h#2\nEndProblem\n",
};

static void
check_through_collections (GPtrArray *first)
{
  const struct
  {
    ReadFunc read;
    WriteFunc write;
  } formats[] = {
    { fa_olive_read, fa_olive_write },
    { fa_yacpdb_json_read, fa_yacpdb_json_write },
  };
  for (gsize f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *collection = formats[f].write (first);
      /* The Popeye reader's warnings too (a DefinePiece of a catalogue code). */
      g_autoptr (GPtrArray) second = read_warned (formats[f].read, collection, "collection", TRUE);
      g_assert_cmpuint (second->len, ==, first->len);
      g_autofree char *popeye = fa_popeye_write (second);
      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) third = fa_popeye_read (popeye, "again.inp", &errors);
      print_messages (errors);
      g_assert_cmpuint (errors->len, ==, 0);
      g_ptr_array_unref (errors);
      g_assert_cmpuint (third->len, ==, first->len);
      for (guint i = 0; i < first->len; i++)
        {
          const FaProblem *p = g_ptr_array_index (first, i);
          if (!fa_problem_equal (p, g_ptr_array_index (second, i))
              || !fa_problem_equal (p, g_ptr_array_index (third, i)))
            {
              g_autofree char *original = fa_popeye_write (first);
              g_error ("%s:%d: not the same through the collection:\n%s\n%s", p->source_name, p->source_line,
                       original, collection);
            }
        }
    }
}

static void
test_popeye_round_trip (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (popeye_inputs); i++)
    {
      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) first = fa_popeye_read (popeye_inputs[i], "input.inp", &errors);
      print_messages (errors);
      g_assert_cmpuint (errors->len, ==, 0);
      g_ptr_array_unref (errors);
      check_through_collections (first);
    }
}

/* Every problem of the corpus, Popeye to each format and back. */
static void
test_corpus_round_trip (void)
{
  const char *dir = g_getenv ("FAERIE_CORPUS_DIR");
  if (dir == NULL)
    {
      g_test_skip ("FAERIE_CORPUS_DIR is not set");
      return;
    }
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  guint files = 0;
  for (const char *name; (name = g_dir_read_name (listing));)
    {
      if (!g_str_has_suffix (name, ".inp"))
        continue;
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) problems = fa_popeye_read_file (path, &errors, NULL);
      g_assert_nonnull (problems);
      g_ptr_array_unref (errors);
      check_through_collections (problems);
      files++;
    }
  g_assert_cmpuint (files, >, 100);
}

/* Texts that YAML would read as numbers, yes or no, or dates stay texts
 * for Olive (PyYAML) too. */
static void
test_olive_quoting (void)
{
  g_autoptr (FaProblem) p = fa_problem_new ();
  p->origin = g_strdup ("1962");
  p->publication.issue = g_strdup ("01-02");
  p->publication.problem_id = g_strdup ("H1234");
  p->publication.date = g_strdup ("1965-1967");
  p->title = g_strdup ("yes");
  p->author = g_strdup ("Müller, Dieter\nWiehagen, Rolf");
  p->solution = g_strdup ("  1.Sf2-g4 + !\n    1...Kg2-f1");
  g_ptr_array_add (p->keywords, g_strdup ("Model mates"));
  g_ptr_array_add (p->publication.judges, g_strdup ("Páros, György"));
  p->publication.tourney = g_strdup ("ditto");
  p->award = g_strdup ("1st Prize");
  fa_problem_put (p, fa_piece_lookup_code ("K", 1), FA_COLOUR_WHITE, square (p, "a1"));
  g_autoptr (GPtrArray) problems = g_ptr_array_new ();
  g_ptr_array_add (problems, p);
  g_autofree char *text = fa_olive_write (problems);
  g_assert_cmpstr (text, ==,
                   "---\n"
                   "authors: ['Müller, Dieter', 'Wiehagen, Rolf']\n"
                   "source:\n"
                   "  name: '1962'\n"
                   "  issue: '01-02'\n"
                   "  problemid: H1234\n"
                   "  date: {year: '1965-1967'}\n"
                   "award:\n"
                   "  tourney: ditto\n"
                   "  distinction: 1st Prize\n"
                   "  judges: ['Páros, György']\n"
                   "title: 'yes'\n"
                   "algebraic:\n"
                   "  white: [Ka1]\n"
                   "solution: |2-\n"
                   "    1.Sf2-g4 + !\n"
                   "      1...Kg2-f1\n"
                   "keywords: [Model mates]\n");
  check_round_trip (problems, fa_olive_read, fa_olive_write);
  check_round_trip (problems, fa_yacpdb_json_read, fa_yacpdb_json_write);
}

/* ---- Errors --------------------------------------------------------------- */

static void
assert_messages (GPtrArray *messages, const char *const *expected)
{
  print_messages (messages);
  guint n = 0;
  for (; expected[n]; n++)
    {
      g_assert_cmpuint (n, <, messages->len);
      g_autofree char *text = fa_input_error_to_string (g_ptr_array_index (messages, n));
      g_assert_cmpstr (text, ==, expected[n]);
    }
  g_assert_cmpuint (messages->len, ==, n);
}

static void
test_olive_errors (void)
{
  const char *text = "---\n"                                        /* 1 */
                     "authors: Loyd, Samuel\n"                       /* 2: not a list */
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "stipulation: '#1'\n"
                     "---\n"                                         /* 5 */
                     "algebraic:\n"
                     "  white: [Kb6, Qz1]\n"                         /* 7: no such square */
                     "  black: [Ka8]\n"
                     "stipulation: '#1'\n"
                     "---\n"                                         /* 10 */
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "stipulation: x#1\n"                            /* 12 */
                     "---\n"
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "stipulation: '#1'\n"                           /* 15: a good one */
                     "---\n"
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]\n" /* 17: no closing brace */
                     "stipulation: '#1'\n"
                     "---\n"                                         /* 19 */
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "stipulation: '#1'\n"
                     "twins: {b: Move b6 b7, d: Remove a8}\n"        /* 22: no twin c */
                     "---\n"
                     "source: {name: Tidskrift, date: {year: 1900, month: 13}}\n" /* 24 */
                     "---\n"
                     "stipulation: '#2'\n"
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "options: [Defence x]\n";                      /* 28 */
  GPtrArray *errors = NULL, *warnings = NULL;
  g_autoptr (GPtrArray) problems = fa_olive_read (text, strlen (text), "bad.olv", &errors, &warnings);
  static const char *const expected[] = {
    "bad.olv:2:10: entry 1 (2:1), authors: expected a list of names, not a text",
    "bad.olv:7:17: entry 2 (6:1), algebraic.white[2]: square 'z1' is not on the 8x8 board",
    "bad.olv:12:14: entry 3 (11:1), stipulation: expected a stipulation such as #2, h#3, s#2, r#2 or ser-h#5",
    "bad.olv:18:1: entry 5 (17:1): the YAML does not read: did not find expected ',' or '}' "
    "(while parsing a flow mapping at 17:12)",
    "bad.olv:22:27: entry 6 (20:1), twins.d: expected twin c, not 'd'",
    "bad.olv:24:53: entry 7 (24:1), source.date.month: expected a whole number from 1 to 12, not 13",
    "bad.olv:28:19: entry 8 (26:1), options[1]: expected a number from 0 to 9999 after 'Defence'",
    NULL,
  };
  assert_messages (errors, expected);
  g_assert_cmpuint (warnings->len, ==, 0);
  /* The good entry is read, and knows its number. */
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpint (((FaProblem *) g_ptr_array_index (problems, 0))->source_line, ==, 14);
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);
}

/* A field is Popeye's words: one that would end the problem early is an
 * error, not a problem cut short. */
static void
test_field_ends_problem (void)
{
  const char *text = "---\n"
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "stipulation: '#1'\n"
                     "options: [SetPlay NextProblem Pieces White Ka1]\n"
                     "---\n"
                     "algebraic: {white: [Kb6, Qc1], black: [Ka8]}\n"
                     "stipulation: '#1'\n"
                     "options: [Try EndProblem]\n";
  GPtrArray *errors = NULL, *warnings = NULL;
  g_autoptr (GPtrArray) problems = fa_olive_read (text, strlen (text), "ends.olv", &errors, &warnings);
  static const char *const expected[] = {
    "ends.olv:4:47: entry 1 (2:1), options[1]: Popeye's NextProblem or EndProblem in a field ends the problem",
    "ends.olv:8:25: entry 2 (6:1), options[1]: Popeye's NextProblem or EndProblem in a field ends the problem",
    NULL,
  };
  assert_messages (errors, expected);
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 0);
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);
}

static void
test_json_errors (void)
{
  const char *text = "[\n"
                     "  {\"algebraic\": {\"white\": [\"Kb6\", \"Qc1\"], \"black\": [\"Ka8\"]}, \"stipulation\": \"#1\"},\n"
                     "  {\"algebraic\": {\"white\": [\"Kb6\", \"Qc1\"], \"black\": [\"Ka8\"]}, \"stipulation\": #1},\n"
                     "  {\"algebraic\": {\"white\": \"Kb6 Qc1\", \"black\": [\"Ka8\"]}, \"stipulation\": \"#1\"},\n"
                     "  {\"algebraic\": {\"white\": [\"Kb6\", \"Qc1\"], \"black\": [\"Ka8\"]}, \"stipulation\": \"#1\",\n"
                     "   \"source\": {\"name\": \"Tidskrift\", \"date\": {\"year\": 1900}, \"page\": 3}},\n"
                     "  {\"algebraic\": {\"white\": [\"Kb6\", \"Qc1\", \"Xb2\"], \"black\": [\"Ka8\"]}, \"stipulation\": \"#1\"}\n"
                     "]\n";
  GPtrArray *errors = NULL, *warnings = NULL;
  g_autoptr (GPtrArray) problems = fa_yacpdb_json_read (text, strlen (text), "bad.json", &errors, &warnings);
  static const char *const expected_errors[] = {
    /* At the '#', column 77. */
    "bad.json:3:77: entry 2 (3:3): not JSON: expected a value (string, number, object, list, true, false or null), "
    "found '#'",
    "bad.json:4:27: entry 3 (4:3), algebraic.white: expected a list of pieces such as Kh1 or Royal Zf3, not a text",
    "bad.json:7:43: entry 5 (7:3), algebraic.white[3]: unknown piece 'X'",
    NULL,
  };
  assert_messages (errors, expected_errors);
  static const char *const expected_warnings[] = {
    "bad.json:6:68: entry 4 (5:3), source.page: not a field of a source (name, date, volume, issue, round, "
    "problemid, pagenumber): left out",
    NULL,
  };
  assert_messages (warnings, expected_warnings);
  g_assert_cmpuint (problems->len, ==, 2);
  g_ptr_array_unref (errors);
  g_ptr_array_unref (warnings);

  /* One entry alone, or YACPDB's answer to a search. */
  const char *one = "{\"algebraic\": {\"white\": [\"Kb6\", \"Qc1\"], \"black\": [\"Ka8\"]}, \"stipulation\": \"#1\"}";
  g_autoptr (GPtrArray) single = read_clean (fa_yacpdb_json_read, one, "one.json");
  g_assert_cmpuint (single->len, ==, 1);
  g_autofree char *search = g_strdup_printf ("{\"entries\": [%s, %s], \"count\": 2}", one, one);
  g_autoptr (GPtrArray) found = read_clean (fa_yacpdb_json_read, search, "search.json");
  g_assert_cmpuint (found->len, ==, 2);
}

/* The list of entries itself: what follows it, a list not closed, a byte
 * order mark (no column), a key written twice (the last value, at its own
 * place). */
static void
test_json_list (void)
{
  const char *entry = "{\"algebraic\": {\"white\": [\"Kb6\", \"Qc1\"], \"black\": [\"Ka8\"]}, \"stipulation\": \"#1\"}";
  g_autofree char *after = g_strdup_printf ("[%s]\n\n  x", entry);
  g_autofree char *open = g_strdup_printf ("[%s,\n %s", entry, entry);
  g_autofree char *broken_open = g_strdup_printf ("[%s,\n {\"a\": ", entry);
  g_autofree char *bom = g_strdup_printf ("\xEF\xBB\xBF[{\"algebraic\": {\"white\": [\"Xb6\"]}}]");
  const char *twice = "[{\"algebraic\": {\"white\": [\"Kb6\", \"Qc1\"], \"black\": [\"Ka8\"]},\n"
                      "  \"stipulation\": \"#1\",\n"
                      "  \"algebraic\": {\"white\": [\"Kb6\", \"Yc1\"], \"black\": [\"Ka8\"]}}]";
  const struct
  {
    const char *text;
    guint problems;
    const char *said;
  } cases[] = {
    { after, 1, "list.json:3:3: expected the end of the text after the list of entries, found 'x'" },
    { open, 2, "list.json:2:81: expected ',' or ']' in the list of entries, found the end of the text" },
    /* The entry not closed says so; the list, not closed either, adds nothing. */
    { broken_open, 1,
      "list.json:2:8: entry 2 (2:2): not JSON: expected a value (string, number, object, list, true, false or null), "
      "found the end of the text" },
    { bom, 0, "list.json:1:28: entry 1 (1:2), algebraic.white[1]: unknown piece 'X'" },
    { twice, 0, "list.json:3:35: entry 1 (1:2), algebraic.white[2]: unknown piece 'Y'" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GPtrArray *errors = NULL;
      g_autoptr (GPtrArray) problems = fa_yacpdb_json_read (cases[i].text, strlen (cases[i].text), "list.json",
                                                             &errors, NULL);
      const char *const expected[] = { cases[i].said, NULL };
      assert_messages (errors, expected);
      g_assert_cmpuint (problems->len, ==, cases[i].problems);
      g_ptr_array_unref (errors);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/collections/olive-example", test_olive_example);
  g_test_add_func ("/collections/json-example", test_json_example);
  g_test_add_func ("/collections/olive-yaml-forms", test_olive_yaml_forms);
  g_test_add_func ("/collections/places", test_places);
  g_test_add_func ("/collections/olive-round-trip", test_olive_round_trip);
  g_test_add_func ("/collections/json-round-trip", test_json_round_trip);
  g_test_add_func ("/collections/popeye-round-trip", test_popeye_round_trip);
  g_test_add_func ("/collections/corpus-round-trip", test_corpus_round_trip);
  g_test_add_func ("/collections/olive-quoting", test_olive_quoting);
  g_test_add_func ("/collections/olive-errors", test_olive_errors);
  g_test_add_func ("/collections/field-ends-problem", test_field_ends_problem);
  g_test_add_func ("/collections/json-errors", test_json_errors);
  g_test_add_func ("/collections/json-list", test_json_list);
  return g_test_run ();
}
