/* The stalemate witness (play/stalemate-witness.h): a move of the
 * mover's that the witness lets pass is never a stalemate.  A hand-made
 * pin, and random games checked move by move. */
#include <glib.h>
#include <string.h>

#include "play/stalemate-witness.h"
#include "rules/attack.h"
#include "rules/movegen.h"
#include "rules/move-list.h"
#include "test-moves.h"

static FaRules *
orthodox_rules (void)
{
  const char *error = NULL;
  FaRules *r = fa_rules_new (8, 8, NULL, NULL, 0, &error);
  g_assert_nonnull (r);
  return r;
}

/* Black's bishop b2 is the witness (before any king's step).  The queen that steps onto c3, on the
 * line from the king a1 through b2, may pin it: that move is tested; the
 * white king's step to h2 touches nothing the bishop needs. */
static void
test_pin_line_is_tested (void)
{
  FaRules *r = orthodox_rules ();
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, "8/8/8/8/3Q4/8/1b6/k6K w - - 0 1"));
  FaStalemateWitness w;
  fa_stalemate_witness_init (&w, pos);
  g_assert_true (w.found);
  g_assert_false (fa_stalemate_witness_survives (&w, find_move (pos, "d4", "c3")));
  g_assert_false (fa_stalemate_witness_survives (&w, find_move (pos, "d4", "e5")));
  g_assert_true (fa_stalemate_witness_survives (&w, find_move (pos, "h1", "h2")));
  /* A king alone: its one step, to a2, is the witness.  The rook's moves
   * to a8 and b2 may cover a2 (on the rays back from a2), the pawn's step
   * far away cannot. */
  g_assert_true (fa_position_set_fen (pos, r, "1R6/8/8/7P/8/8/8/k6K w - - 0 1"));
  fa_stalemate_witness_init (&w, pos);
  g_assert_true (w.found);
  g_assert_cmpint (w.move.from, ==, pos->king[FA_BLACK]);
  g_assert_false (fa_stalemate_witness_survives (&w, find_move (pos, "b8", "a8")));
  g_assert_false (fa_stalemate_witness_survives (&w, find_move (pos, "b8", "b2")));
  g_assert_true (fa_stalemate_witness_survives (&w, find_move (pos, "h5", "h6")));
  g_free (pos);
  fa_rules_free (r);
}

/* Random games from several positions: in each, after every legal move
 * the witness lets pass, the opponent is in check or the witness is
 * still one of its legal moves. */
static void
test_random_games (void)
{
  static const char *const fens[] = {
    "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 1",
    "4k3/1p4b1/8/3n4/8/2B5/1Q3P2/4K2R w K - 0 1",
    "7k/5p2/6p1/8/2b5/8/1R4B1/Q5K1 w - - 0 1",
    "k7/1r6/8/3q4/8/4N3/2P2B2/R3K3 b Q - 0 1",
  };
  FaRules *r = orthodox_rules ();
  FaPosition *pos = g_new (FaPosition, 1);
  GRand *rand = g_rand_new_with_seed (2026);
  int passed = 0, found = 0;
  for (size_t f = 0; f < G_N_ELEMENTS (fens); f++)
    for (int game = 0; game < 25; game++)
      {
        g_assert_true (fa_position_set_fen (pos, r, fens[f]));
        for (int ply = 0; ply < 60; ply++)
          {
            FA_MOVE_LIST (moves, pos);
            int n = fa_generate_legal (pos, moves);
            if (n == 0)
              break;
            FaStalemateWitness w;
            fa_stalemate_witness_init (&w, pos);
            found += w.found;
            for (int i = 0; i < n; i++)
              if (fa_stalemate_witness_survives (&w, moves[i]))
                {
                  passed++;
                  fa_position_make (pos, moves[i]);
                  if (!fa_in_check (pos, pos->side))
                    {
                      FA_MOVE_LIST (replies, pos);
                      int n_replies = fa_generate_legal (pos, replies), k = 0;
                      while (k < n_replies && !fa_move_equal (replies[k], w.move))
                        k++;
                      g_assert_cmpint (k, <, n_replies);
                    }
                  fa_position_unmake (pos);
                }
            fa_position_make (pos, moves[g_rand_int_range (rand, 0, n)]);
          }
      }
  /* The games must have let many moves pass. */
  g_assert_cmpint (found, >, 500);
  g_assert_cmpint (passed, >, 5000);
  g_rand_free (rand);
  g_free (pos);
  fa_rules_free (r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stalemate-witness/pin-line-is-tested", test_pin_line_is_tested);
  g_test_add_func ("/stalemate-witness/random-games", test_random_games);
  return g_test_run ();
}
