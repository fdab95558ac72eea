/* The empty-board distance tables (reach.c) against a plain walk written
 * here from their definition, on boards of many sizes with holes, with
 * orthodox and fairy kinds: every entry of every table must agree, since
 * the mate bound and the intelligent mode prune with them. */
#include <glib.h>
#include <string.h>

#include "play/reach.h"

/* Breadth-first distances from one square, one move at a time. */
static void
plain_reach (const FaRules *r, int k, int side, FaSquare from, uint8_t *d, int n)
{
  bool pawn = (r->kinds[k].flags & FA_PIECE_PAWN) != 0;
  int last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  int start_rank = side == FA_WHITE ? 1 : r->geometry.ranks - 2;
  FaSquare queue[FA_MAX_SQUARES];
  FaSquare *targets = g_new (FaSquare, fa_reach_one_move_room (r));
  memset (d, FA_REACH_FAR, (size_t) n);
  int head = 0, tail = 0;
  d[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      FaSquare sq = queue[head++];
      if (pawn && fa_square_rank (&r->geometry, sq) == last_rank)
        continue;
      int m = fa_reach_one_move (r, k, side, sq, targets, false);
      if (pawn && fa_square_rank (&r->geometry, sq) == start_rank)
        {
          FaSquare one = fa_step (&r->geometry, r->kinds[k].parts[side][0].vectors[0], sq);
          if (one != FA_NO_SQUARE)
            {
              FaSquare two = fa_step (&r->geometry, r->kinds[k].parts[side][0].vectors[0], one);
              if (two != FA_NO_SQUARE)
                targets[m++] = two;
            }
        }
      for (int i = 0; i < m; i++)
        if (d[targets[i]] == FA_REACH_FAR)
          {
            d[targets[i]] = (uint8_t) MIN (d[sq] + 1, FA_REACH_FAR - 1);
            queue[tail++] = targets[i];
          }
    }
  g_free (targets);
}

static void
check_board (int files, int ranks, const bool *holes, const char *const *codes, int n_codes)
{
  const FaPieceSpec *specs[16];
  for (int i = 0; i < n_codes; i++)
    {
      specs[i] = fa_piece_lookup_code (codes[i], strlen (codes[i]));
      g_assert_nonnull (specs[i]);
    }
  const char *error = NULL;
  FaRules *rules = fa_rules_new (files, ranks, holes, specs, n_codes, &error);
  g_assert_nonnull (rules);
  FaReach *reach = fa_reach_new (rules, NULL);
  g_assert_nonnull (reach);
  int n = reach->n;
  uint8_t *d = g_new (uint8_t, (gsize) n);
  FaSquare *targets = g_new (FaSquare, fa_reach_one_move_room (rules));
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      {
        bool pawn = (rules->kinds[k].flags & FA_PIECE_PAWN) != 0;
        for (FaSquare from = 0; from < n; from++)
          {
            if (rules->geometry.hole[from])
              continue;
            plain_reach (rules, k, side, from, d, n);
            const uint8_t *row = pawn ? fa_reach_pawn_walk_row (reach, side, from) : fa_reach_row (reach, k, side, from);
            g_assert_cmpmem (row, (gsize) n, d, (gsize) n);
            if (pawn)
              continue; /* the attack table includes promotions */
            /* attack[from][q]: the fewest moves to a square that attacks q */
            uint8_t attack[FA_MAX_SQUARES];
            memset (attack, FA_REACH_FAR, sizeof attack);
            for (FaSquare s = 0; s < n; s++)
              {
                if (d[s] == FA_REACH_FAR)
                  continue;
                int m = fa_reach_one_move (rules, k, side, s, targets, true);
                for (int i = 0; i < m; i++)
                  attack[targets[i]] = MIN (attack[targets[i]], d[s]);
              }
            g_assert_cmpmem (fa_reach_attack_row (reach, k, side, from), (gsize) n, attack, (gsize) n);
          }
        for (FaSquare s = 0; s < n; s++)
          {
            if (rules->geometry.hole[s])
              continue;
            int m = fa_reach_one_move (rules, k, side, s, targets, true);
            for (int i = 0; i < m; i++)
              g_assert_true (fa_square_set_has (&reach->attackers[k][side][targets[i]], s));
          }
      }
  g_free (targets);
  g_free (d);
  fa_reach_free (reach);
  fa_rules_free (rules);
}

static void
test_orthodox (void)
{
  check_board (8, 8, NULL, NULL, 0);
}

static void
test_fairy_and_holes (void)
{
  static const char *const codes[] = { "N", "CA", "Z", "AM", "GI", "DA", "AL", "WA", "FE" };
  GRand *rand = g_rand_new_with_seed (7);
  static const int sizes[][2] = { { 5, 3 }, { 8, 8 }, { 10, 10 }, { 7, 12 }, { 16, 16 } };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      bool holes[FA_MAX_SQUARES] = { false };
      int files = sizes[i][0], ranks = sizes[i][1];
      for (int h = 0; h < files * ranks / 12; h++)
        holes[g_rand_int_range (rand, 0, files * ranks)] = true;
      check_board (files, ranks, holes, codes, G_N_ELEMENTS (codes));
    }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reach/orthodox", test_orthodox);
  g_test_add_func ("/reach/fairy-and-holes", test_fairy_and_holes);
  return g_test_run ();
}
