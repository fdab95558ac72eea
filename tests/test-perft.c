/* perft against published counts (chessprogramming.org's standard
 * positions), to depths that run in seconds. */
#include <glib.h>

#include "play/perft.h"

typedef struct
{
  const char *name;
  const char *fen;
  int depth;
  guint64 nodes[7];
} PerftCase;

static const PerftCase cases[] = {
  { "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", 5,
    { 1, 20, 400, 8902, 197281, 4865609 } },
  { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", 4,
    { 1, 48, 2039, 97862, 4085603 } },
  { "position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 5,
    { 1, 14, 191, 2812, 43238, 674624 } },
  { "position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq -", 4,
    { 1, 6, 264, 9467, 422333 } },
  { "position4-mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ -", 4,
    { 1, 6, 264, 9467, 422333 } },
  { "position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ -", 4,
    { 1, 44, 1486, 62379, 2103487 } },
  { "position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - -", 4,
    { 1, 46, 2079, 89890, 3894594 } },
};

static void
test_perft_case (gconstpointer data)
{
  const PerftCase *c = data;
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, NULL, 0, &error);
  g_assert_nonnull (rules);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, rules, c->fen));
  for (int d = 1; d <= c->depth; d++)
    {
      guint64 n = fa_perft (pos, d);
      if (n != c->nodes[d])
        g_error ("%s depth %d: %" G_GUINT64_FORMAT " nodes, expected %" G_GUINT64_FORMAT,
                 c->name, d, n, c->nodes[d]);
    }
  /* make/unmake restored everything, the hash too. */
  guint64 hash = pos->hash;
  fa_position_rehash (pos);
  g_assert_cmpuint (hash, ==, pos->hash);
  g_free (pos);
  fa_rules_free (rules);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/perft/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], test_perft_case);
    }
  return g_test_run ();
}
