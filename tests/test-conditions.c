/* Fairy conditions: the rules specification's test vectors
 * (shared/spec/retractors-conditions.md, rule ids cited), and make and
 * unmake under each condition on random games: every effect undone
 * exactly (board, the order of occupied squares, counts, kings, castling,
 * key), the incremental key equal to one computed afresh. */
#include <glib.h>
#include <string.h>

#include "rules/attack.h"
#include "rules/conditions/anticirce.h"
#include "rules/conditions/circe.h"
#include "rules/movegen.h"
#include "rules/move-list.h"

/* Rules for the orthodox kinds and any of extra (Popeye codes, blank
 * separated), under the condition lines given. */
static FaRules *
rules_with (const char *extra, const char *const *conditions)
{
  const FaPieceSpec *specs[8];
  int n = 0;
  g_auto (GStrv) codes = g_strsplit (extra ? extra : "", " ", -1);
  for (char **c = codes; *c; c++)
    if (**c)
      specs[n++] = fa_piece_lookup_code (*c, strlen (*c));
  const char *error = NULL;
  FaRules *r = fa_rules_new (8, 8, NULL, specs, n, &error);
  g_assert_nonnull (r);
  int n_lines = 0;
  while (conditions[n_lines])
    n_lines++;
  int bad = -1;
  char *message = NULL;
  g_assert_true (fa_conditions_compile (r, (char *const *) conditions, n_lines, &bad, &message));
  return r;
}

/* Is there a legal move from from to to?  The first one in *out. */
static bool
legal_move (FaPosition *pos, const char *from, const char *to, FaMove *out)
{
  FaSquare a, b;
  g_assert_cmpint (fa_square_parse (8, 8, from, &a), >, 0);
  g_assert_cmpint (fa_square_parse (8, 8, to, &b), >, 0);
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    if (moves[i].from == a && moves[i].to == b)
      {
        *out = moves[i];
        return true;
      }
  return false;
}

/* The legal move from from to to (the first promotion). */
static FaMove
find_move (FaPosition *pos, const char *from, const char *to)
{
  FaMove m;
  if (!legal_move (pos, from, to, &m))
    g_error ("no legal move %s-%s", from, to);
  return m;
}

static FaSquare
square (const char *name)
{
  FaSquare sq;
  g_assert_cmpint (fa_square_parse (8, 8, name, &sq), >, 0);
  return sq;
}

/* What make must give back: everything but the history. */
typedef struct
{
  FaPiece board[FA_MAX_SQUARES];
  int side, n_occupied;
  FaSquare king[2], occupied[FA_MAX_SQUARES];
  uint8_t castling, kind_count[2][FA_MAX_KINDS + 1];
  uint64_t kinds_present[2], hash;
} Snapshot;

static void
snapshot (const FaPosition *pos, Snapshot *s)
{
  memset (s, 0, sizeof *s);
  memcpy (s->board, pos->board, sizeof s->board);
  s->side = pos->side;
  s->n_occupied = pos->n_occupied;
  memcpy (s->occupied, pos->occupied, sizeof (FaSquare) * (size_t) pos->n_occupied);
  memcpy (s->king, pos->king, sizeof s->king);
  s->castling = pos->castling;
  memcpy (s->kind_count, pos->kind_count, sizeof s->kind_count);
  memcpy (s->kinds_present, pos->kinds_present, sizeof s->kinds_present);
  s->hash = pos->hash;
}

static void
check_consistent (FaPosition *pos)
{
  uint64_t hash = pos->hash;
  fa_position_rehash (pos);
  g_assert_cmphex (pos->hash, ==, hash);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      g_assert_cmpint (pos->occupied_index[pos->occupied[i]], ==, i);
      g_assert_cmpint (pos->board[pos->occupied[i]], !=, 0);
    }
  int pieces = 0;
  for (int sq = 0; sq < 64; sq++)
    pieces += pos->board[sq] != 0;
  g_assert_cmpint (pieces, ==, pos->n_occupied);
}

static const char *const circe[] = { "Circe", NULL };

typedef struct
{
  const char *id;
  const char *fen;
  const char *from, *to;
  const char *reborn;   /* the square where the captured unit stands after the move, or NULL: lost */
  const char *extra;    /* fairy kinds */
} RebirthVector;

/* Section 4.6 (W: Ka1 Rd4 / B: Kh8 Sd5 unless other units are given). */
static const RebirthVector circe_vectors[] = {
  { "CIR-T1", "7k/8/8/3n4/3R4/8/8/K7 w - - 0 1", "d4", "d5", "g8", NULL },
  { "CIR-T2", "6bk/8/8/3n4/3R4/8/8/K7 w - - 0 1", "d4", "d5", NULL, NULL },
  { "CIR-T3", "7k/8/8/3p4/4P3/8/8/K7 w - - 0 1", "e4", "d5", "d7", NULL },
  { "CIR-T4", "7k/8/8/2[g]5/8/8/8/K1R5 w - - 0 1", "c1", "c5", "c1", "G" },
  /* CIR-1: the capture square is the rebirth square: no rebirth. */
  { "CIR-1", "1n5k/8/8/8/8/8/8/KR6 w - - 0 1", "b1", "b8", NULL, NULL },
  { "CIR-T8", "7k/p7/4n3/8/5P2/8/8/7K b - - 0 1", "e6", "f4", "f2", NULL },
};

static void
test_circe_vector (gconstpointer data)
{
  const RebirthVector *v = data;
  FaRules *r = rules_with (v->extra, circe);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, v->fen));
  FaPiece victim = pos->board[square (v->to)];
  g_assert_cmpint (victim, !=, 0);
  fa_position_make (pos, find_move (pos, v->from, v->to));
  if (v->reborn)
    {
      g_assert_cmpint (pos->board[square (v->reborn)], ==, victim);
      g_assert_cmpint (pos->history[pos->ply - 1].n_effects, ==, 1);
    }
  else
    g_assert_cmpint (pos->history[pos->ply - 1].n_effects, ==, 0);
  g_free (pos);
  fa_rules_free (r);
}

/* A unit reborn on the square its capturer left, the captured unit last
 * in the list of occupied squares: unmake must leave the list and its
 * index as they were (a bug once: the index of b8 pointed past the end). */
static void
test_circe_rebirth_on_departure_square (void)
{
  FaRules *r = rules_with (NULL, circe);
  FaPosition *pos = g_new (FaPosition, 1);
  /* The knight last (the list follows the FEN), reborn on g8. */
  g_assert_true (fa_position_set_fen (pos, r, "k5Q1/7K/4n3/8/8/8/8/8 w - - 0 1"));
  g_assert_cmpint (pos->occupied[pos->n_occupied - 1], ==, square ("e6"));
  Snapshot before, after;
  snapshot (pos, &before);
  fa_position_make (pos, find_move (pos, "g8", "e6"));
  g_assert_cmpint (pos->board[square ("g8")], ==, fa_piece_make (fa_rules_kind_of (r, fa_piece_knight ()), 2));
  check_consistent (pos);
  fa_position_unmake (pos);
  check_consistent (pos);
  snapshot (pos, &after);
  g_assert_true (memcmp (&before, &after, sizeof before) == 0);
  g_free (pos);
  fa_rules_free (r);
}

/* CIR-2, CIR-T7: a rook reborn on its corner, the king at home, castles. */
static void
test_circe_reborn_rook_castles (void)
{
  FaRules *r = rules_with (NULL, circe);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, "8/8/8/5k2/3p4/2R5/8/4K2R b K - 0 1"));
  fa_position_make (pos, find_move (pos, "d4", "c3"));
  g_assert_cmpint (pos->board[square ("a1")], ==, fa_piece_make (r->rook_kind, fa_side_bit (FA_WHITE)));
  FaMove castle = find_move (pos, "e1", "c1");
  g_assert_true (castle.flags & FA_MOVE_CASTLE_LONG);
  /* Unmade, the right goes with the rook. */
  fa_position_unmake (pos);
  g_assert_false (pos->castling & FA_CASTLE_WHITE_LONG);
  g_free (pos);
  fa_rules_free (r);
}

/* CIR-5: kings are not reborn, and check is orthodox. */
static void
test_circe_check_is_orthodox (void)
{
  FaRules *r = rules_with (NULL, circe);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, "4k3/8/8/8/8/8/8/K3R3 b - - 0 1"));
  g_assert_true (fa_in_check (pos, FA_BLACK));
  g_free (pos);
  fa_rules_free (r);
}

/* Random games under the conditions: each move made and unmade in every
 * position on the way. */
static void
random_games (const char *const *conditions, const char *fen, int games, int depth)
{
  FaRules *r = rules_with (NULL, conditions);
  FaPosition *pos = g_new (FaPosition, 1);
  GRand *rand = g_rand_new_with_seed (2026);
  int effects = 0;
  for (int game = 0; game < games; game++)
    {
      g_assert_true (fa_position_set_fen (pos, r, fen));
      for (int ply = 0; ply < depth; ply++)
        {
          FA_MOVE_LIST (moves, pos);
          int n = fa_generate_legal (pos, moves);
          if (n == 0)
            break;
          Snapshot before, after;
          snapshot (pos, &before);
          for (int i = 0; i < n; i++)
            {
              fa_position_make (pos, moves[i]);
              effects += pos->history[pos->ply - 1].n_effects;
              check_consistent (pos);
              g_assert_false (fa_in_check (pos, pos->side ^ 1));
              fa_position_unmake (pos);
              check_consistent (pos);
              snapshot (pos, &after);
              g_assert_true (memcmp (&before, &after, sizeof before) == 0);
            }
          fa_position_make (pos, moves[g_rand_int_range (rand, 0, n)]);
        }
    }
  /* The games must have reached the effects they test. */
  g_assert_cmpint (effects, >, 100);
  g_rand_free (rand);
  g_free (pos);
  fa_rules_free (r);
}

static const char *const anticirce[] = { "AntiCirce", NULL };
static const char *const cheylan[] = { "AntiCirce Cheylan", NULL };

/* The captures of the side to move, as "from-to[=X]" joined by blanks
 * (X: the promotion's Popeye code). */
static char *
legal_captures (FaPosition *pos)
{
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  GString *out = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      if (!fa_move_is_capture (pos, moves[i]))
        continue;
      char a[4], b[4];
      fa_square_name (&pos->rules->geometry, moves[i].from, a);
      fa_square_name (&pos->rules->geometry, moves[i].to, b);
      g_string_append_printf (out, "%s%s-%s", out->len ? " " : "", a, b);
      if (moves[i].promotion)
        g_string_append_printf (out, "=%s", pos->rules->kinds[moves[i].promotion].spec->code);
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  const char *id;
  const char *const *conditions;
  const char *fen;
  const char *captures; /* the legal captures, in generation order */
} CaptureVector;

/* Section 2.3. */
static const CaptureVector anticirce_vectors[] = {
  { "AC-T1", anticirce, "7k/8/8/8/2K5/R7/8/n7 w - - 0 1", "a3-a1" },
  { "AC-T2", cheylan, "7k/8/8/8/2K5/R7/8/n7 w - - 0 1", "" },
  { "AC-T3", anticirce, "r6k/1P6/8/8/8/8/K7/8 w - - 0 1", "b7-a8=Q b7-a8=S b7-a8=R b7-a8=B" },
  { "AC-T4", anticirce, "7k/8/8/8/8/3p4/3K4/8 w - - 0 1", "d2-d3" },
  { "AC-T5", anticirce, "7k/8/8/8/8/3p4/3K4/4N3 w - - 0 1", "e1-d3" },
  { "AC-T6-Calvet", anticirce, "7k/8/8/8/8/8/3K4/4n3 w - - 0 1", "d2-e1" },
  { "AC-T6-Cheylan", cheylan, "7k/8/8/8/8/8/3K4/4n3 w - - 0 1", "" },
  { "AC-T7", anticirce, "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1", "e5-d6" },
};

static void
test_capture_vector (gconstpointer data)
{
  const CaptureVector *v = data;
  FaRules *r = rules_with (NULL, v->conditions);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, v->fen));
  g_autofree char *got = legal_captures (pos);
  g_assert_cmpstr (got, ==, v->captures);
  g_free (pos);
  fa_rules_free (r);
}

/* AC-T1 (the knight on a1 checks b3 from g8: Kc4-b3 is illegal), AC-T4
 * (the king relocated to e1), AC-T7 (e.p.: to d2), AC-6: kings side by
 * side, one checking the other. */
static void
test_anticirce_moves (void)
{
  FaRules *r = rules_with (NULL, anticirce);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, "7k/8/8/8/2K5/R7/8/n7 w - - 0 1"));
  FaMove m;
  g_assert_false (legal_move (pos, "c4", "b3", &m));

  g_assert_true (fa_position_set_fen (pos, r, "7k/8/8/8/8/3p4/3K4/8 w - - 0 1"));
  fa_position_make (pos, find_move (pos, "d2", "d3"));
  g_assert_cmpint (pos->king[FA_WHITE], ==, square ("e1"));
  g_assert_cmpint (pos->board[square ("d3")], ==, 0);
  fa_position_unmake (pos);
  g_assert_cmpint (pos->king[FA_WHITE], ==, square ("d2"));

  g_assert_true (fa_position_set_fen (pos, r, "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1"));
  fa_position_make (pos, find_move (pos, "e5", "d6"));
  g_assert_cmpint (pos->board[square ("d2")], ==, fa_piece_make (r->pawn_kind, 1));

  /* TP-3's end: W Ke4, B Ke5 Se8: the white king could capture (e1 is
   * free), the black one could not (e8 is taken). */
  g_assert_true (fa_position_set_fen (pos, r, "4n3/8/8/4k3/4K3/8/8/8 w - - 0 1"));
  g_assert_true (fa_in_check (pos, FA_BLACK));
  g_assert_false (fa_in_check (pos, FA_WHITE));
  g_free (pos);
  fa_rules_free (r);
}

/* AC-9: a rook relocated to its corner, the king at home, castles. */
static void
test_anticirce_relocated_rook_castles (void)
{
  FaRules *r = rules_with (NULL, anticirce);
  FaPosition *pos = g_new (FaPosition, 1);
  /* The rook on b3 takes on b2 (dark): to a1.  (The FEN gives a right,
   * so the king is at home.) */
  g_assert_true (fa_position_set_fen (pos, r, "7k/8/8/8/8/1R6/1p6/4K3 w K - 0 1"));
  fa_position_make (pos, find_move (pos, "b3", "b2"));
  g_assert_cmpint (pos->board[square ("a1")], ==, fa_piece_make (r->rook_kind, 1));
  FaMove pass = { 0, 0, 0, FA_MOVE_NULL };
  fa_position_make (pos, pass);
  g_assert_true (find_move (pos, "e1", "c1").flags & FA_MOVE_CASTLE_LONG);
  g_free (pos);
  fa_rules_free (r);
}

/* AC-6 and castling: the king may not cross a square where it would be
 * in check.  Black Ke8 Rh8, White Rd8 (its capture on e8 would go to h1,
 * taken by the bishop: no check; on f8 to a1, free: f8 is attacked). */
static void
test_anticirce_castling_transit (void)
{
  FaRules *r = rules_with (NULL, anticirce);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, "3Rk2r/7R/6K1/8/8/1q6/8/7B b k - 0 1"));
  g_assert_false (fa_in_check (pos, FA_BLACK));
  FaMove m;
  g_assert_false (legal_move (pos, "e8", "g8", &m)); /* 0-0 */
  g_free (pos);
  fa_rules_free (r);
}

/* AC-2 for a side without a king: a capture whose square is taken is
 * illegal all the same (the rook on d5 takes on d7: d7 is light, its
 * square h1 holds the knight). */
static void
test_anticirce_kingless_side (void)
{
  FaRules *r = rules_with (NULL, anticirce);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, "2nkr3/2ppp3/8/3R4/8/8/8/7N w - - 0 1"));
  FaMove m;
  g_assert_false (legal_move (pos, "d5", "d7", &m));
  g_free (pos);
  fa_rules_free (r);
}

/* With rights kept per piece, castling takes the rook's bit too (else
 * the same position would have two keys). */
static void
test_castling_clears_rook_bit (void)
{
  FaRules *r = rules_with (NULL, circe);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, r, "4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
  fa_position_make (pos, find_move (pos, "e1", "g1"));
  g_assert_cmpint (pos->castling & (FA_CASTLE_WHITE_SHORT | FA_CASTLE_WHITE_KING_HOME), ==, 0);
  check_consistent (pos);
  g_free (pos);
  fa_rules_free (r);
}

/* Two conditions that decide what a capture does are refused, naming
 * both, until their effects have an order (Popeye relocates first). */
static void
test_capture_conditions_together (void)
{
  const char *error = NULL;
  FaRules *r = fa_rules_new (8, 8, NULL, NULL, 0, &error);
  char *lines[] = { "Circe", "AntiCirce" };
  int bad = -1;
  g_autofree char *message = NULL;
  g_assert_false (fa_conditions_compile (r, lines, 2, &bad, &message));
  g_assert_cmpint (bad, ==, 1);
  g_assert_nonnull (strstr (message, "Circe"));
  g_assert_nonnull (strstr (message, "AntiCirce"));
  fa_rules_free (r);
}

static void
test_anticirce_random_games (void)
{
  random_games (anticirce, "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 1", 40, 40);
  random_games (cheylan, "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 1", 20, 40);
}

static void
test_circe_random_games (void)
{
  random_games (circe, "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 1", 40, 40);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (circe_vectors); i++)
    {
      g_autofree char *path = g_strdup_printf ("/conditions/circe/%s", circe_vectors[i].id);
      g_test_add_data_func (path, &circe_vectors[i], test_circe_vector);
    }
  g_test_add_func ("/conditions/circe/CIR-1-rebirth-on-departure-square", test_circe_rebirth_on_departure_square);
  g_test_add_func ("/conditions/circe/CIR-T7-reborn-rook-castles", test_circe_reborn_rook_castles);
  g_test_add_func ("/conditions/circe/CIR-5-check-is-orthodox", test_circe_check_is_orthodox);
  g_test_add_func ("/conditions/circe/random-games", test_circe_random_games);
  for (size_t i = 0; i < G_N_ELEMENTS (anticirce_vectors); i++)
    {
      g_autofree char *path = g_strdup_printf ("/conditions/anticirce/%s", anticirce_vectors[i].id);
      g_test_add_data_func (path, &anticirce_vectors[i], test_capture_vector);
    }
  g_test_add_func ("/conditions/anticirce/AC-T1-T4-T7-AC-6-moves-and-check", test_anticirce_moves);
  g_test_add_func ("/conditions/anticirce/AC-9-relocated-rook-castles", test_anticirce_relocated_rook_castles);
  g_test_add_func ("/conditions/anticirce/AC-6-castling-transit", test_anticirce_castling_transit);
  g_test_add_func ("/conditions/anticirce/AC-2-side-without-king", test_anticirce_kingless_side);
  g_test_add_func ("/conditions/anticirce/random-games", test_anticirce_random_games);
  g_test_add_func ("/conditions/castling-clears-rook-bit", test_castling_clears_rook_bit);
  g_test_add_func ("/conditions/capture-conditions-together", test_capture_conditions_together);
  return g_test_run ();
}
