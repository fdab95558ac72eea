#include "uc73-play.h"

#include <stdio.h>

#include "cli-input.h"
#include "game/gc-notation.h"
#include "game/uc73-game.h"

static void
print_turn (int number, int side, const char *text, gpointer user_data)
{
  int *move_number = user_data;
  printf ("%d%s %s\n", *move_number, side == FA_WHITE ? "." : "...", text);
  *move_number += side == FA_BLACK;
}

static void
print_state (FaUc73Game *game)
{
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_autofree char *reserve = fa_uc73_game_reserve_text (game);
  printf ("FEN: %s\n%s", fen, reserve);
  int side = fa_uc73_game_side (game);
  const char *mover = side == FA_WHITE ? "White" : "Black", *other = side == FA_WHITE ? "Black" : "White";
  switch (fa_uc73_game_result (game))
    {
    case FA_UC73_CHECKMATE:
      printf ("Result: %s is checkmated, %s wins\n", mover, other);
      break;
    case FA_UC73_STALEMATE:
      printf ("Result: %s is stalemated\n", mover);
      break;
    case FA_UC73_PLAYING:
      printf ("Result: none yet, %s to move%s\n", mover, fa_uc73_game_in_check (game) ? " (in check)" : "");
      break;
    }
}

/* The game of --uc73 SEED, NULL (and said why) when SEED is no seed. */
/* The rules a log's start lines name ("# UC-73 rules first-pair"): they
 * hold whatever start --uc73 SEED gives. */
static FaUc73Flags
log_rules (const char *log)
{
  const char *why = NULL;
  g_autoptr (FaUc73Game) start = log ? fa_uc73_game_new_from_text (log, 0, &why) : NULL;
  return start ? fa_uc73_game_flags (start) : FA_UC73_RULES_DEFAULT;
}

static FaUc73Game *
seeded_game (const FaCliUc73Options *o, FaUc73Flags flags)
{
  guint64 seed = 0;
  if (!o->seed)
    {
      fprintf (stderr, "faerie-solve: --uc73-replay and --uc73-turns want --uc73 SEED, a whole number of 0 or more\n");
      return NULL;
    }
  if (!g_ascii_string_to_unsigned (o->seed, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      fprintf (stderr, "faerie-solve: --uc73 wants a seed, a whole number of 0 or more, not '%s'\n", o->seed);
      return NULL;
    }
  return fa_uc73_game_new_seeded (seed, FALSE, flags | (o->first_pair ? FA_UC73_FIRST_PAIR_ONLY : 0));
}

int
fa_cli_uc73_perft (const FaCliUc73Options *o, int depth, gboolean divide)
{
  g_autoptr (FaUc73Game) game = seeded_game (o, FA_UC73_RULES_DEFAULT);
  if (!game)
    return 2;
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_autofree char *reserve = fa_uc73_game_reserve_text (game);
  fprintf (stderr, "UC-73 start %s: %s\n%s", o->seed, fen, reserve);
  g_autoptr (GTimer) timer = g_timer_new ();
  guint64 total = 0;
  if (divide && depth > 0)
    {
      g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
      for (guint i = 0; i < turns->len; i++)
        {
          FaUc73Turn turn = g_array_index (turns, FaUc73Turn, i);
          g_autofree char *text = fa_gc_turn_text (game, turn);
          fa_uc73_game_play (game, turn);
          guint64 count = fa_uc73_game_perft (game, depth - 1);
          fa_uc73_game_undo (game);
          printf ("%s: %" G_GUINT64_FORMAT "\n", text, count);
          total += count;
        }
    }
  else
    total = fa_uc73_game_perft (game, depth);
  double seconds = g_timer_elapsed (timer, NULL);
  printf ("%" G_GUINT64_FORMAT "\n", total);
  fprintf (stderr, "perft %d: %" G_GUINT64_FORMAT " turns in %.3f s (%.2f M a second)\n", depth, total, seconds,
           total / (seconds > 0 ? seconds : 1e-9) / 1e6);
  return 0;
}

int
fa_cli_uc73_play (const FaCliUc73Options *o)
{
  const char *name = g_strcmp0 (o->replay, "-") ? o->replay : "<stdin>";
  g_autofree char *log = NULL;
  if (o->replay)
    {
      g_autoptr (GError) error = NULL;
      if (!(log = fa_cli_read_input (o->replay, NULL, &error)))
        {
          fprintf (stderr, "faerie-solve: %s\n", error->message);
          return 2;
        }
    }
  /* The start: --uc73 SEED, else the one the log's first lines give (a
   * seed, or a FEN with both reserves). */
  g_autoptr (FaUc73Game) game = NULL;
  if (o->seed || !log)
    game = seeded_game (o, log_rules (log));
  else
    {
      const char *why = NULL;
      game = fa_uc73_game_new_from_text (log, o->first_pair ? FA_UC73_FIRST_PAIR_ONLY : FA_UC73_RULES_DEFAULT,
                                         &why);
      if (!game)
        fprintf (stderr, "faerie-solve: %s: %s (or give --uc73 SEED)\n", name, why);
    }
  if (!game)
    return 2;
  int status = 0;
  if (log)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *start = fa_uc73_game_start_text (game);
      g_autofree char *fen = fa_uc73_game_fen (game);
      printf ("%sStart: %s\n", start, fen);
      int move_number = 1, line = 0;
      if (!fa_gc_replay (game, log, print_turn, &move_number, NULL, &line, &error))
        {
          fprintf (stderr, "faerie-solve: %s:%d: %s\n", name, line, error->message);
          status = 1;
        }
      print_state (game);
    }
  if (o->turns && status == 0)
    {
      g_autoptr (GPtrArray) texts = fa_gc_legal_turns_text (game);
      for (guint i = 0; i < texts->len; i++)
        printf ("%s\n", (const char *) g_ptr_array_index (texts, i));
    }
  return status;
}
