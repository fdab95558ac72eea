/* faerie-solve: the headless front end.  Reads Popeye input (or a
 * collection: Olive's .olv, YACPDB's JSON), solves every problem and
 * prints Popeye-style text or JSON, or writes the problems in another
 * format.  See README.md for the exit codes. */
#include <errno.h>
#include <glib.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef FAERIE_HAVE_DIAGRAM
#include <gmodule.h>

#include "fa-diagram-cli.h"
#endif

#include "io/json-output.h"
#include "rules/move-list.h"
#include "rules/movegen.h"
#include "rules/rococo.h"
#include "play/perft.h"
#include "problem/uc73.h"
#include "cli-input.h"
#include "cli-verify.h"
#include "uc73-play.h"
#include "io/popeye-input.h"
#include "io/popeye-output.h"
#include "io/popeye-text.h"
#include "play/solver.h"
#include "play/tt.h"

/* Solutions kept per twin unless --solution-limit says otherwise: ten
 * times the studio's (FA_DEFAULT_SOLUTION_LIMIT), so that a file compared
 * with Popeye's output is solved whole (an h#3 under PWC with 218,000
 * lines takes 80 MB), while a lone king's ser-h#20 with millions of
 * solutions still ends, in about 400 MB. */
#define CLI_SOLUTION_LIMIT 1000000

enum
{
  EXIT_SOLVED = 0,
  EXIT_INPUT_ERROR = 1,
  EXIT_USAGE = 2,
  EXIT_STOPPED = 3,
  EXIT_LINE_FAILS = 4, /* --check-line: the line does not hold */
};

typedef struct
{
  gboolean json;
  gchar *hash;      /* as given; checked by check_numbers */
  gint threads;
  gchar *timeout;
  gchar *solution_limit;
  gchar *perft;
  /* What check_numbers made of them. */
  gsize hash_mb;    /* 0: the solver's default */
  gdouble timeout_seconds; /* 0: none */
  guint solutions_kept;    /* --solution-limit, G_MAXUINT for none */
  gint perft_depth; /* -1: no --perft */
  gchar *fen;
  gboolean quiet;
  gboolean divide;
  gchar *pieces;
  gchar *board;
  gboolean stats;
  gchar *intelligent;
  gchar *diagram;
  gdouble dpi;
  gboolean with_solution;
  gchar *check_line;
  gchar *uc73;      /* --uc73 SEED, as given */
  gchar *uc73_replay;
  gboolean uc73_turns;
  gboolean uc73_first_pair;
  gboolean uc73_moves; /* --uc73-moves: perft of the pieces' moves alone */
  gboolean verify;  /* --verify: the soundness report instead of the solution */
  gchar *shard;     /* --shard I/N, as given */
  gchar *html;      /* --html OUT with --verify */
  gint shard_index, shard_count; /* what check_numbers made of it: 0 and 0 when none */
  gchar *format;    /* --format popeye|olive|yacpdb, as given */
  FaFileFormat input_format; /* what it says; auto: by the file's extension */
  gchar *write_popeye, *write_olive, *write_yacpdb; /* --write-*: convert instead of solving */
} CliOptions;

static void
report_progress (const FaProgress *p, gpointer user_data)
{
  if (p->seconds < 1.0)
    return;
  fprintf (stderr, "\r%.1f s  %" G_GUINT64_FORMAT " positions (%.0f/s)  %u found  %s   ",
           p->seconds, p->nodes, p->nodes / (p->seconds > 0 ? p->seconds : 1), p->solutions,
           p->current ? p->current : "");
  fflush (stderr);
}

/* A JSON array of the reader's errors or warnings. */
static void
append_json_input_errors (GString *json, GPtrArray *list)
{
  g_string_append_c (json, '[');
  for (guint i = 0; i < list->len; i++)
    {
      const FaInputError *e = g_ptr_array_index (list, i);
      g_string_append_printf (json, "%s{\"file\":", i ? "," : "");
      fa_json_append_string (json, e->file);
      g_string_append_printf (json, ",\"line\":%d,\"column\":%d,\"message\":", e->line, e->column);
      fa_json_append_string (json, e->message);
      g_string_append_c (json, '}');
    }
  g_string_append_c (json, ']');
}

/* --uc73 SEED: the start numbered SEED (problem/uc73.h), said on stderr
 * with its drop queues so that it can be set up again; its FEN. */
static char *
uc73_start_fen (const char *seed_text)
{
  guint64 seed = 0;
  if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      fprintf (stderr, "faerie-solve: --uc73 wants a seed, a whole number of 0 or more, not '%s'\n", seed_text);
      return NULL;
    }
  FaUc73Start start;
  fa_uc73_start (&start, seed, FALSE);
  char *fen = fa_uc73_start_fen (&start);
  g_autofree char *reserve = fa_uc73_start_reserve_text (&start);
  fprintf (stderr, "UC-73 start %" G_GUINT64_FORMAT ": %s\n%s", seed, fen, reserve);
  return fen;
}

static int
run_perft (const CliOptions *o)
{
  g_autofree char *uc73_fen = NULL;
  if (o->uc73 && !(uc73_fen = uc73_start_fen (o->uc73)))
    return EXIT_USAGE;
  const char *fen = uc73_fen ? uc73_fen : o->fen ? o->fen : "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
  const char *error = NULL;
  int files = 8, ranks = 8;
  if (o->board && (sscanf (o->board, "%dx%d", &files, &ranks) != 2 || files < 1 || ranks < 1
                   || files > FA_MAX_FILES || ranks > FA_MAX_RANKS))
    {
      fprintf (stderr, "faerie-solve: --board wants FILESxRANKS, e.g. 10x8, at most 16x16\n");
      return EXIT_USAGE;
    }
  /* --pieces: catalogue kinds to add to the orthodox ones, so that the FEN
   * may name them in brackets ([N] a white nightrider). */
  g_autoptr (GPtrArray) specs = g_ptr_array_new ();
  /* A UC-73 game: every type in play, whether on the board or in reserve. */
  for (int i = 0; o->uc73 && i < FA_UC73_TYPES; i++)
    g_ptr_array_add (specs, (gpointer) fa_uc73_types ()[i]);
  g_auto (GStrv) codes = g_strsplit_set (o->pieces ? o->pieces : "", ", ", -1);
  for (char **c = codes; *c; c++)
    {
      if (!**c)
        continue;
      const FaPieceSpec *spec = fa_piece_lookup_code (*c, strlen (*c));
      if (!spec)
        {
          fprintf (stderr, "faerie-solve: --pieces: no piece with the code \"%s\"\n", *c);
          return EXIT_USAGE;
        }
      g_ptr_array_add (specs, (gpointer) spec);
    }
  FaRules *rules = fa_rules_new (files, ranks, NULL, (const FaPieceSpec *const *) specs->pdata,
                                 (int) specs->len, &error);
  if (!rules)
    {
      fprintf (stderr, "faerie-solve: %s\n", error);
      return EXIT_USAGE;
    }
  /* The Rococo pieces' captures and freezing, as the solver has them. */
  if (rules->rococo_kinds[0])
    fa_rococo_install (rules);
  FaPosition *pos = g_new (FaPosition, 1);
  if (!fa_position_set_fen (pos, rules, fen))
    {
      fprintf (stderr, "faerie-solve: cannot read the FEN \"%s\"\n", fen);
      g_free (pos);
      fa_rules_free (rules);
      return EXIT_USAGE;
    }
  g_autoptr (GTimer) timer = g_timer_new ();
  guint64 total = 0;
  if (o->divide && o->perft_depth > 0)
    {
      FA_MOVE_LIST (moves, pos);
      int n = fa_generate_legal (pos, moves);
      for (int i = 0; i < n; i++)
        {
          char a[4], b[4];
          fa_position_make (pos, moves[i]);
          guint64 count = fa_perft (pos, o->perft_depth - 1);
          fa_position_unmake (pos);
          g_autofree char *promotion = moves[i].promotion
                                           ? g_ascii_strdown (rules->kinds[moves[i].promotion].spec->code, -1)
                                           : NULL;
          printf ("%s%s%s: %" G_GUINT64_FORMAT "\n", fa_square_name (&rules->geometry, moves[i].from, a),
                  fa_square_name (&rules->geometry, moves[i].to, b), promotion ? promotion : "", count);
          total += count;
        }
    }
  else
    total = fa_perft (pos, o->perft_depth);
  double seconds = g_timer_elapsed (timer, NULL);
  printf ("%" G_GUINT64_FORMAT "\n", total);
  fprintf (stderr, "perft %d: %" G_GUINT64_FORMAT " nodes in %.3f s (%.1f Mnps)\n", o->perft_depth, total,
           seconds, total / (seconds > 0 ? seconds : 1e-9) / 1e6);
  g_free (pos);
  fa_rules_free (rules);
  return EXIT_SOLVED;
}

/* Reads the file named on the command line and prints its solutions;
 * returns the exit code. */
/* --diagram OUT: the diagram module does it (fa-diagram-cli.c), loaded
 * only now so that solving never loads cairo, pango and librsvg. */
#ifdef FAERIE_HAVE_DIAGRAM
/* A function of the diagram module, loaded on first use; NULL (said on
 * stderr) when the module cannot be found. */
static gpointer
diagram_module_symbol (const char *symbol)
{
  const char *dirs[] = { g_getenv ("FAERIE_MODULE_DIR"), FAERIE_MODULE_BUILD_DIR, FAERIE_MODULE_DIR };
  GModule *module = NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (dirs) && !module; i++)
    if (dirs[i])
      {
        g_autofree char *path = g_module_build_path (dirs[i], "faerie-diagram-cli");
        if (g_file_test (path, G_FILE_TEST_EXISTS))
          module = g_module_open (path, G_MODULE_BIND_LOCAL);
      }
  gpointer function = NULL;
  if (!module || !g_module_symbol (module, symbol, &function))
    {
      fprintf (stderr, "faerie-solve: the diagram module is missing: %s\n", g_module_error ());
      return NULL;
    }
  return function;
}
#endif

#ifdef FAERIE_DIAGRAM_TWIN
/* This faerie-solve is linked statically (meson.build: static_solver) and
 * cannot load the diagram module, which needs the shared libraries: its
 * twin, the same program linked dynamically, runs the whole command.  It
 * stands beside this program in the build tree, in libexecdir once
 * installed.  Returns only when it cannot be run. */
static int
run_diagram_twin (char **arguments)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self ? g_path_get_dirname (self) : NULL;
  g_autofree char *beside = dir ? g_build_filename (dir, FAERIE_DIAGRAM_TWIN, NULL) : NULL;
  const char *paths[] = { beside, FAERIE_DIAGRAM_TWIN_DIR "/" FAERIE_DIAGRAM_TWIN };
  for (gsize i = 0; i < G_N_ELEMENTS (paths); i++)
    if (paths[i] && g_file_test (paths[i], G_FILE_TEST_IS_EXECUTABLE))
      {
        fflush (NULL);
        execv (paths[i], arguments);
        fprintf (stderr, "faerie-solve: cannot run %s: %s\n", paths[i], g_strerror (errno));
        return EXIT_USAGE;
      }
  fprintf (stderr, "faerie-solve: the diagram program is missing: %s\n", paths[1]);
  return EXIT_USAGE;
}
#endif

static int
write_diagrams (const CliOptions *o, const char *text, const char *name, const FaSolveOptions *solve)
{
#ifdef FAERIE_HAVE_DIAGRAM
  FaDiagramCliRun run = (FaDiagramCliRun) diagram_module_symbol (FA_DIAGRAM_CLI_SYMBOL);
  if (!run)
    return EXIT_USAGE;
  FaDiagramCliRequest request = { text, name, o->diagram, o->dpi, o->with_solution,
                                  solve->hash_mb, solve->threads, solve->timeout_seconds, o->verify };
  return run (&request);
#else
  /* meson.build builds the diagram module whenever the three libraries
   * are found, whatever -Dstudio says: so they were not found. */
  fprintf (stderr, "faerie-solve: built without diagram support: cairo, pango (pangocairo) or librsvg 2.52 "
           "was not found when Faerie was configured; install their development files and run meson setup "
           "--reconfigure\n");
  return EXIT_USAGE;
#endif
}

/* --write-popeye, --write-olive, --write-yacpdb: the problems read, in
 * each format asked for; FALSE (said) when a file cannot be written. */
static gboolean
write_collections (const CliOptions *o, GPtrArray *problems)
{
  const struct
  {
    const char *out;
    FaFileFormat format;
  } writes[] = {
    { o->write_popeye, FA_FILE_FORMAT_POPEYE },
    { o->write_olive, FA_FILE_FORMAT_OLIVE },
    { o->write_yacpdb, FA_FILE_FORMAT_YACPDB },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (writes); i++)
    {
      g_autoptr (GError) error = NULL;
      if (writes[i].out && !fa_cli_write_problems (writes[i].format, problems, writes[i].out, &error))
        {
          fprintf (stderr, "faerie-solve: %s\n", error->message);
          return FALSE;
        }
    }
  return TRUE;
}

static int
solve_file (const CliOptions *o, int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  if (argc != 2)
    {
      fprintf (stderr, "faerie-solve: give one input file, or - for standard input\n");
      return EXIT_USAGE;
    }

  gsize length = 0;
  const char *name = argv[1];
  g_autofree char *text = fa_cli_read_input (name, &length, &error);
  if (!text)
    {
      fprintf (stderr, "faerie-solve: %s\n", error->message);
      return EXIT_USAGE;
    }
  if (g_strcmp0 (name, "-") == 0)
    name = "<stdin>";

  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  FaFileFormat format = fa_file_format_of (name, o->input_format);
  g_autoptr (GPtrArray) problems = fa_problems_read (format, text, length, name, &errors, &warnings);
  for (guint i = 0; i < errors->len; i++)
    {
      g_autofree char *msg = fa_input_error_to_string (g_ptr_array_index (errors, i));
      fprintf (stderr, "%s\n", msg);
    }
  /* Warnings change nothing of what is solved, nor the exit code. */
  for (guint i = 0; i < warnings->len; i++)
    {
      const FaInputError *w = g_ptr_array_index (warnings, i);
      fprintf (stderr, "%s:%d:%d: warning: %s\n", w->file, w->line, w->column, w->message);
    }

  /* --shard I/N: the problems numbered I, I + N, I + 2N, ... (from 1). */
  if (o->shard_count)
    for (guint i = problems->len; i-- > 0;)
      if ((int) (i % (guint) o->shard_count) != o->shard_index - 1)
        g_ptr_array_remove_index (problems, i);

  FaSolveOptions solve = { 0 };
  solve.hash_mb = o->hash_mb;
  solve.threads = o->threads > 0 ? o->threads : (int) g_get_num_processors ();
  solve.timeout_seconds = o->timeout_seconds;
  solve.solution_limit = o->solutions_kept;
  solve.intelligent = !o->intelligent || !strcmp (o->intelligent, "auto") ? FA_INTELLIGENT_AS_PROBLEM
                      : !strcmp (o->intelligent, "always")                ? FA_INTELLIGENT_ALWAYS
                                                                          : FA_INTELLIGENT_NEVER;
  /* The progress line rewrites itself with carriage returns: only for a
   * person watching a terminal, not for a log or a pipe. */
  if (!o->quiet && !o->json && !o->check_line && isatty (fileno (stderr)))
    solve.progress = report_progress;
  solve.check_line = o->check_line;

  int status = errors->len ? EXIT_INPUT_ERROR : EXIT_SOLVED;
  if (o->write_popeye || o->write_olive || o->write_yacpdb)
    return write_collections (o, problems) ? status : EXIT_USAGE;
  if (o->diagram)
    {
      /* The diagram module reads Popeye input: a collection's problems as
       * Popeye writes them. */
      g_autofree char *popeye = format == FA_FILE_FORMAT_POPEYE ? NULL : fa_popeye_write (problems);
      return write_diagrams (o, popeye ? popeye : text, name, &solve);
    }
  if (o->verify)
    {
      FaCliVerifyOptions verify = { o->json, !o->quiet, EXIT_STOPPED, EXIT_INPUT_ERROR, o->html, NULL };
#ifdef FAERIE_HAVE_DIAGRAM
      /* The page's diagrams; without the module, a page without them. */
      if (o->html)
        verify.svg = (FaVerifyHtmlSvg) diagram_module_symbol (FA_DIAGRAM_CLI_SVG_SYMBOL);
#endif
      int verified = fa_cli_verify (problems, &solve, &verify);
      return status != EXIT_SOLVED ? status : verified;
    }
  GString *json = g_string_new ("{\"problems\":[");
  for (guint i = 0; i < problems->len; i++)
    {
      const FaProblem *p = g_ptr_array_index (problems, i);
      g_autoptr (GPtrArray) solutions = fa_solve_problem (p, &solve);
      if (solve.progress)
        fprintf (stderr, "\r%*s\r", 78, "");
      for (guint t = 0; t < solutions->len; t++)
        {
          const FaSolution *sol = g_ptr_array_index (solutions, t);
          if (sol->error)
            {
              /* Where the piece or condition at fault was written; else
               * the problem's first line. */
              const char *file = p->source_name ? p->source_name : name;
              const char *label = sol->twin_label ? sol->twin_label : "";
              if (sol->error_at.line > 0)
                fprintf (stderr, "%s:%d:%d: %s%s%s\n", file, sol->error_at.line, sol->error_at.column,
                         label, *label ? " " : "", sol->error);
              else
                fprintf (stderr, "%s:%d: %s%s%s\n", file, p->source_line, label, *label ? " " : "", sol->error);
              if (status == EXIT_SOLVED)
                status = EXIT_INPUT_ERROR;
            }
          if (sol->status == FA_SOLVE_TIMED_OUT)
            fprintf (stderr, "%s:%d: %s%sstopped by the time limit: the solution may be incomplete\n",
                     p->source_name ? p->source_name : name, p->source_line,
                     sol->twin_label ? sol->twin_label : "", sol->twin_label ? " " : "");
          if (sol->status == FA_SOLVE_CANCELLED || sol->status == FA_SOLVE_TIMED_OUT)
            status = EXIT_STOPPED;
          if (sol->solution_limit_reached)
            {
              fprintf (stderr,
                       "%s:%d: %s%sstopped after %u solutions (--solution-limit or Option MaxSolutions sets another "
                       "limit)\n",
                       p->source_name ? p->source_name : name, p->source_line,
                       sol->twin_label ? sol->twin_label : "", sol->twin_label ? " " : "", sol->solutions);
              status = EXIT_STOPPED;
            }
          if (sol->check_report && !sol->check_holds && status == EXIT_SOLVED)
            status = EXIT_LINE_FAILS;
          if (o->stats)
            fprintf (stderr, "stats: %s%snodes=%" G_GUINT64_FORMAT " seconds=%.3f solutions=%u\n",
                     sol->twin_label ? sol->twin_label : "", sol->twin_label ? " " : "",
                     sol->nodes, sol->seconds, sol->solutions);
        }
      if (o->json)
        {
          if (i)
            g_string_append_c (json, ',');
          fa_json_append_problem (json, p, solutions);
        }
      else if (o->check_line)
        for (guint t = 0; t < solutions->len; t++)
          {
            const FaSolution *sol = g_ptr_array_index (solutions, t);
            if (sol->twin_label)
              printf ("%s\n", sol->twin_label);
            if (sol->check_report)
              fputs (sol->check_report, stdout);
          }
      else
        {
          GString *out = g_string_new (NULL);
          fa_popeye_text_append (out, p, solutions);
          fputs (out->str, stdout);
          fflush (stdout);
          g_string_free (out, TRUE);
        }
    }
  if (o->json)
    {
      g_string_append (json, "],\"errors\":");
      append_json_input_errors (json, errors);
      g_string_append (json, ",\"warnings\":");
      append_json_input_errors (json, warnings);
      g_string_append (json, "}\n");
      fputs (json->str, stdout);
    }
  g_string_free (json, TRUE);
  return status;
}

/* A whole decimal integer from min to max; FALSE for anything else
 * ("64MB", "1e3", "-5", an overflow). */
static gboolean
parse_integer (const char *text, gint64 min, gint64 max, gint64 *out)
{
  gint64 value = 0;
  return g_ascii_string_to_signed (text, 10, min, max, &value, NULL) && (*out = value, TRUE);
}

/* --hash, --timeout and --perft, which GOption would have taken as any
 * number (or none): each value either means what --help says or is a
 * usage error, never silently something else.  The hash table is
 * allocated once here, so that a size the machine cannot give fails now
 * with exit 2 instead of once per twin. */
static gboolean
check_numbers (CliOptions *o)
{
  gint64 value = 0;
  o->hash_mb = 0;
  if (o->hash)
    {
      /* The table takes mb << 20 bytes: cap it where that cannot overflow. */
      if (!parse_integer (o->hash, 1, G_MAXSIZE >> 21, &value))
        {
          fprintf (stderr, "faerie-solve: --hash wants a size in megabytes, a whole number of at least 1, not '%s'\n",
                   o->hash);
          return FALSE;
        }
      o->hash_mb = (gsize) value;
      FaTT tt;
      if (!fa_tt_init (&tt, o->hash_mb))
        {
          fprintf (stderr, "faerie-solve: --hash %s: not enough memory for a hash table of that size\n", o->hash);
          return FALSE;
        }
      fa_tt_free (&tt);
    }
  o->timeout_seconds = 0;
  if (o->timeout)
    {
      char *end = NULL;
      double seconds = g_ascii_strtod (o->timeout, &end);
      /* 0 and negative numbers are no time at all; nan and inf no number. */
      if (end == o->timeout || *end || !isfinite (seconds) || seconds <= 0)
        {
          fprintf (stderr, "faerie-solve: --timeout wants a number of seconds greater than 0, not '%s'\n",
                   o->timeout);
          return FALSE;
        }
      o->timeout_seconds = seconds;
    }
  o->solutions_kept = CLI_SOLUTION_LIMIT;
  if (o->solution_limit)
    {
      if (!parse_integer (o->solution_limit, 0, G_MAXUINT - 1, &value))
        {
          fprintf (stderr, "faerie-solve: --solution-limit wants a whole number of solutions (0 for no limit), "
                           "not '%s'\n",
                   o->solution_limit);
          return FALSE;
        }
      o->solutions_kept = value ? (guint) value : G_MAXUINT;
    }
  o->shard_index = o->shard_count = 0;
  if (o->shard)
    {
      g_auto (GStrv) parts = g_strsplit (o->shard, "/", 2);
      gint64 index = 0, count = 0;
      if (!parts[0] || !parts[1] || !parse_integer (parts[1], 1, 1000000, &count)
          || !parse_integer (parts[0], 1, count, &index))
        {
          fprintf (stderr, "faerie-solve: --shard wants I/N, a part I from 1 to N of N parts, not '%s'\n", o->shard);
          return FALSE;
        }
      o->shard_index = (gint) index;
      o->shard_count = (gint) count;
    }
  o->perft_depth = -1;
  if (o->perft)
    {
      /* Depth 0 counts the position itself (1), as perft does. */
      if (!parse_integer (o->perft, 0, 100, &value))
        {
          fprintf (stderr, "faerie-solve: --perft wants a depth from 0 to 100, not '%s'\n", o->perft);
          return FALSE;
        }
      o->perft_depth = (gint) value;
    }
  return TRUE;
}

int
main (int argc, char **argv)
{
  CliOptions o = { 0 };
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, "Print the solutions as JSON (docs/json-schema.md)", NULL },
    { "hash", 0, 0, G_OPTION_ARG_STRING, &o.hash, "Transposition table size in megabytes, at least 1 (default 64)", "MB" },
    { "timeout", 0, 0, G_OPTION_ARG_STRING, &o.timeout, "Stop each twin after S seconds (S > 0; default: no limit)", "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &o.threads, "Solver threads (default: all processors)", "N" },
    { "solution-limit", 0, 0, G_OPTION_ARG_STRING, &o.solution_limit,
      "Stop each twin after N solutions, with a partial solution (default 1000000; 0: no limit)", "N" },
    { "perft", 0, 0, G_OPTION_ARG_STRING, &o.perft, "Print the perft count of a position to DEPTH (0 or more)", "DEPTH" },
    { "fen", 0, 0, G_OPTION_ARG_STRING, &o.fen, "Position for --perft (default: the game array)", "FEN" },
    { "divide", 0, 0, G_OPTION_ARG_NONE, &o.divide, "With --perft: the count below each first move", NULL },
    { "pieces", 0, 0, G_OPTION_ARG_STRING, &o.pieces, "With --perft: fairy kinds in play, Popeye codes (N,CA,AM)", "CODES" },
    { "board", 0, 0, G_OPTION_ARG_STRING, &o.board, "With --perft: board size (default 8x8)", "FILESxRANKS" },
    { "uc73", 0, 0, G_OPTION_ARG_STRING, &o.uc73,
      "The UC-73 start numbered SEED: with --perft (turns by the game's rules), --uc73-replay, --uc73-turns",
      "SEED" },
    { "uc73-replay", 0, 0, G_OPTION_ARG_FILENAME, &o.uc73_replay,
      "With --uc73: check a Game Courier log (a turn a line, - for standard input) turn by turn, by the UC-73 rules "
      "with drops; print each turn, the FEN, reserves and result; exit status 1 at the first illegal turn", "FILE" },
    { "uc73-turns", 0, 0, G_OPTION_ARG_NONE, &o.uc73_turns,
      "With --uc73: print the legal turns in Game Courier notation, at the start or where --uc73-replay ends", NULL },
    { "uc73-first-pair", 0, 0, G_OPTION_ARG_NONE, &o.uc73_first_pair,
      "With --uc73-replay: only the first pair of a recapture chain is an exchange (ambiguity A4)", NULL },
    { "uc73-moves", 0, 0, G_OPTION_ARG_NONE, &o.uc73_moves,
      "With --perft and --uc73: count the pieces' moves alone, without drops and the queue's promotions", NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &o.quiet, "No progress on stderr", NULL },
    { "intelligent", 0, 0, G_OPTION_ARG_STRING, &o.intelligent,
      "Intelligent mode for help mates: auto (as the problem's options say), always, never", "WHEN" },
    { "diagram", 0, 0, G_OPTION_ARG_FILENAME, &o.diagram,
      "Write each problem's diagram to OUT (.svg, .pdf, .png or .tex) instead of solving", "OUT" },
    { "dpi", 0, 0, G_OPTION_ARG_DOUBLE, &o.dpi, "With --diagram to .png: resolution (default 150)", "DPI" },
    { "with-solution", 0, 0, G_OPTION_ARG_NONE, &o.with_solution,
      "With --diagram: solve and print the solution under the diagram", NULL },
    { "verify", 0, 0, G_OPTION_ARG_NONE, &o.verify,
      "Print each problem's soundness report (cooks, short solutions, duals, the intended solution of the "
      "problem's Solution lines checked) instead of its solution; exit status 5 when one is not sound; with "
      "--diagram, C+ on the diagram of each sound problem", NULL },
    { "html", 0, 0, G_OPTION_ARG_FILENAME, &o.html,
      "With --verify: also write the reports as one self-contained HTML page (diagrams included) to OUT", "OUT" },
    { "shard", 0, 0, G_OPTION_ARG_STRING, &o.shard,
      "Only the problems numbered I, I+N, I+2N, ... of the input (from 1): part I of N, to spread a collection "
      "over machines", "I/N" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &o.format,
      "Read FILE as popeye (input language), olive (.olv collection) or yacpdb (JSON entries); default: by "
      "its extension, .olv and .json, else popeye", "FORMAT" },
    { "write-popeye", 0, 0, G_OPTION_ARG_FILENAME, &o.write_popeye,
      "Write the problems read as Popeye input to OUT (- for standard output) instead of solving", "OUT" },
    { "write-olive", 0, 0, G_OPTION_ARG_FILENAME, &o.write_olive,
      "Write the problems read as an Olive collection (.olv) to OUT instead of solving", "OUT" },
    { "write-yacpdb", 0, 0, G_OPTION_ARG_FILENAME, &o.write_yacpdb,
      "Write the problems read as YACPDB entries (JSON) to OUT instead of solving", "OUT" },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o.stats, "Print positions, time and solutions of each twin on stderr", NULL },
    { "check-line", 0, 0, G_OPTION_ARG_STRING, &o.check_line,
      "Check a retractor's published line (\"-1.Kd2xBe1! e2-e1=B+ ... & 1.b6#\") move by move instead of solving; "
      "exit status 4 when it fails", "LINE" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE|- — solve chess problems written in Popeye's input language, "
                                                                     "or a collection (.olv, YACPDB .json)");
  g_option_context_add_main_entries (context, entries, NULL);
  g_autoptr (GError) error = NULL;
#ifdef FAERIE_DIAGRAM_TWIN
  g_auto (GStrv) all_arguments = g_strdupv (argv); /* (parsing takes the options out) */
#endif
  int status;
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "faerie-solve: %s\n", error->message);
      status = EXIT_USAGE;
    }
  else if (o.intelligent && strcmp (o.intelligent, "auto") && strcmp (o.intelligent, "always")
           && strcmp (o.intelligent, "never"))
    {
      fprintf (stderr, "faerie-solve: --intelligent takes auto, always or never, not '%s'\n", o.intelligent);
      status = EXIT_USAGE;
    }
  else if (!check_numbers (&o))
    status = EXIT_USAGE;
  else if (o.format && !fa_file_format_parse (o.format, &o.input_format))
    {
      fprintf (stderr, "faerie-solve: --format takes popeye, olive or yacpdb, not '%s'\n", o.format);
      status = EXIT_USAGE;
    }
#ifdef FAERIE_DIAGRAM_TWIN
  else if (o.diagram || o.html)
    status = run_diagram_twin (all_arguments);
#endif
  else if (o.uc73_replay || o.uc73_turns || (o.uc73 && o.perft_depth >= 0 && !o.uc73_moves))
    {
      FaCliUc73Options uc73 = { o.uc73, o.uc73_replay, o.uc73_turns, o.uc73_first_pair };
      status = o.uc73_replay || o.uc73_turns ? fa_cli_uc73_play (&uc73)
                                             : fa_cli_uc73_perft (&uc73, o.perft_depth, o.divide);
    }
  else
    status = o.perft_depth >= 0 ? run_perft (&o) : solve_file (&o, argc, argv);
  g_free (o.hash);
  g_free (o.timeout);
  g_free (o.solution_limit);
  g_free (o.perft);
  g_free (o.fen);
  g_free (o.pieces);
  g_free (o.board);
  g_free (o.intelligent);
  g_free (o.diagram);
  g_free (o.check_line);
  g_free (o.shard);
  g_free (o.html);
  g_free (o.uc73);
  g_free (o.uc73_replay);
  g_free (o.format);
  g_free (o.write_popeye);
  g_free (o.write_olive);
  g_free (o.write_yacpdb);
  return status;
}
