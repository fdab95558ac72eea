/* UC-73 played by its rules (game/uc73-game.h) and its Game Courier
 * notation (game/gc-notation.h): each rule of shared/spec/pieces-uc73.md
 * section 1 and the decisions on A4-A10, A12, A20 on a constructed
 * position; turns written and read back; a game of random legal turns
 * from a seed written as a log and replayed; a log with an illegal turn;
 * a log in Game Courier's own layout; a start's options read back. */
#include <glib.h>
#include <string.h>

#include "game/gc-notation.h"
#include "game/uc73-game.h"
#include "rules/movegen.h"

static FaUc73Game *
game_of (const char *fen, const char *white_queue, const char *black_queue, FaUc73Flags flags)
{
  const char *error = NULL;
  FaUc73Game *game = fa_uc73_game_new (fen, white_queue, black_queue, flags, &error);
  if (!game)
    g_error ("%s: %s", fen, error);
  return game;
}

static FaSquare
square (const FaUc73Game *game, const char *name)
{
  return fa_square_make (&fa_uc73_game_rules (game)->geometry, name[0] - 'a', name[1] - '1');
}

/* Plays a turn given in notation; fails the test when it cannot. */
static void
play (FaUc73Game *game, const char *text)
{
  FaUc73Turn turn;
  g_autoptr (GError) error = NULL;
  if (!fa_gc_turn_read (game, text, &turn, &error))
    g_error ("%s: %s", text, error->message);
  g_assert_true (fa_uc73_game_play (game, turn));
}

/* The reason a turn is refused (NULL when it is legal). */
static char *
refusal (FaUc73Game *game, const char *text)
{
  FaUc73Turn turn;
  g_autoptr (GError) error = NULL;
  if (fa_gc_turn_read (game, text, &turn, &error))
    return NULL;
  return g_strdup (error->message);
}

static void
assert_refused (FaUc73Game *game, const char *text, const char *because)
{
  g_autofree char *why = refusal (game, text);
  if (!why)
    g_error ("%s was read as legal", text);
  if (!strstr (why, because))
    g_error ("%s: '%s', expected '%s'", text, why, because);
}

/* How many legal turns move from -> to, and how many of them drop. */
static int
count_turns (FaUc73Game *game, const char *from, const char *to, int *with_drop)
{
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  int n = 0, drops = 0;
  for (guint i = 0; i < turns->len; i++)
    {
      FaUc73Turn t = g_array_index (turns, FaUc73Turn, i);
      if (t.move.from == square (game, from) && t.move.to == square (game, to))
        {
          n++;
          drops += t.drop != FA_NO_SQUARE;
        }
    }
  if (with_drop)
    *with_drop = drops;
  return n;
}

/* Section 1.4: R a1xa5, q b6xa5 is an exchange of two pieces: one right
 * each; A7: Black may drop at once with the right its recapture earned. */
static void
test_exchange_gives_both_rights (void)
{
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/1q6/n7/8/8/8/R3K3 w - -", "GU WAF", "gu waf", 0);
  play (game, "R a1-a5");
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_BLACK), ==, 0);
  int drops = 0;
  g_assert_cmpint (count_turns (game, "b6", "a5", &drops), ==, 1 + 7); /* e8 holds the king */
  g_assert_cmpint (drops, ==, 7);
  play (game, "q b6-a5");
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 1);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_BLACK), ==, 1);
  /* White's right: the next piece of its queue, GU, on its first rank. */
  play (game, "K e1-f2; GU-e1"); /* out of the queen's check */
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 1);
  g_assert_cmpint (fa_uc73_game_queue_kind (game, FA_WHITE, 0), ==,
                   fa_rules_kind_of (fa_uc73_game_rules (game), fa_piece_lookup_code ("WAF", 3)));
  /* Undo takes back the drop and the rights with the turn. */
  g_assert_true (fa_uc73_game_undo (game));
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 1);
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 2);
  g_assert_true (fa_uc73_game_undo (game));
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_BLACK), ==, 0);
}

/* Section 1.4: an exchange with a pawn on either side gives no right. */
static void
test_pawn_exchange_gives_none (void)
{
  /* A pawn takes a piece, the piece is avenged. */
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/1q6/n7/1P6/8/8/4K3 w - -", "GU", "gu", 0);
  play (game, "P b4-a5");
  play (game, "q b6-a5");
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_BLACK), ==, 0);
  /* A piece takes a pawn, a pawn takes the piece. */
  g_autoptr (FaUc73Game) third = game_of ("4k3/8/1p6/p7/8/8/8/R3K3 w - -", "GU", "gu", 0);
  play (third, "R a1-a5");
  play (third, "p b6-a5");
  g_assert_cmpint (fa_uc73_game_drop_rights (third, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_drop_rights (third, FA_BLACK), ==, 0);
}

/* Section 1.4: a capture not avenged on the very next move is lost for
 * good, even when the capturer falls later. */
static void
test_absolute_loss (void)
{
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/1q6/n7/8/8/8/R3K3 w - -", "GU", "gu", 0);
  play (game, "R a1-a5");
  play (game, "k e8-d8");
  play (game, "K e1-f1");
  play (game, "q b6-a5");
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_BLACK), ==, 0);
}

/* A4: each consecutive pair of a chain is an exchange; with
 * FA_UC73_FIRST_PAIR_ONLY only the first. */
static void
test_recapture_chain (void)
{
  const char *fen = "4k3/8/1q6/n7/8/8/3Q4/R3K3 w - -";
  g_autoptr (FaUc73Game) game = game_of (fen, "GU", "gu", 0);
  play (game, "R a1-a5");
  play (game, "q b6-a5");
  play (game, "Q d2-a5");
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 2);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_BLACK), ==, 2);
  g_autoptr (FaUc73Game) first = game_of (fen, "GU", "gu", FA_UC73_FIRST_PAIR_ONLY);
  play (first, "R a1-a5");
  play (first, "q b6-a5");
  play (first, "Q d2-a5");
  g_assert_cmpint (fa_uc73_game_drop_rights (first, FA_WHITE), ==, 1);
  g_assert_cmpint (fa_uc73_game_drop_rights (first, FA_BLACK), ==, 1);
}

/* A5: a withdrawal that takes one unit is a capture by the withdrawer; a
 * long leap that takes two is no capture for the exchange rule. */
static void
test_rococo_captures (void)
{
  /* WDR d4 withdraws from the knight on d5 to d2; the knight on b3
   * avenges it. */
  g_autoptr (FaUc73Game) knight = game_of ("4k3/8/8/3n4/3[WDR]4/1n6/8/4K3 w - -", "GU", "gu", 0);
  play (knight, "WDR d4-d2; @-d5");
  play (knight, "s b3-d2");
  g_assert_cmpint (fa_uc73_game_drop_rights (knight, FA_WHITE), ==, 1);
  g_assert_cmpint (fa_uc73_game_drop_rights (knight, FA_BLACK), ==, 1);
  /* The long leaper takes two: nothing to avenge. */
  g_autoptr (FaUc73Game) leap = game_of ("4k3/8/8/8/[LL]1n1n1r1/8/8/4K3 w - -", "GU", "gu", 0);
  play (leap, "LL a4-f4; @-c4; @-e4");
  play (leap, "r g4-f4");
  g_assert_cmpint (fa_uc73_game_drop_rights (leap, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_drop_rights (leap, FA_BLACK), ==, 0);
}

/* Section 1.4, A9: a drop is the front of the queue on an empty square of
 * the own first rank, and needs a right. */
static void
test_drop_squares (void)
{
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/8/8/8/8/7P/R3K3 w - -", "GU AM", "gu", 0);
  int drops = 0;
  g_assert_cmpint (count_turns (game, "h2", "h3", &drops), ==, 1);
  g_assert_cmpint (drops, ==, 0);
  assert_refused (game, "P h2-h3; GU-b1", "no drop right");
  fa_uc73_game_set_drop_rights (game, FA_WHITE, 1);
  g_assert_cmpint (count_turns (game, "h2", "h3", &drops), ==, 1 + 6); /* a1 and e1 are taken */
  assert_refused (game, "P h2-h3; AM-b1", "next piece");
  assert_refused (game, "P h2-h3; GU-b2", "empty square of White's first rank");
  assert_refused (game, "P h2-h3; GU-a1", "empty square");
  play (game, "P h2-h3; GU-b1");
  /* Black's first rank is rank 8. */
  fa_uc73_game_set_drop_rights (game, FA_BLACK, 1);
  assert_refused (game, "k e8-d7; gu-a1", "empty square of Black's first rank");
  play (game, "k e8-d7; gu-e8");
}

/* A7: the drop comes after the move, onto a square the move emptied, and
 * may give check and mate. */
static void
test_drop_after_move (void)
{
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/8/8/8/8/8/R3K3 w - -", "R", "gu", 0);
  fa_uc73_game_set_drop_rights (game, FA_WHITE, 1);
  play (game, "R a1-a7; R-a1");
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 0);
  /* Mate by the drop: the king on f7 holds g7, g8, the queen on h1 the
   * h-file. */
  g_autoptr (FaUc73Game) mate = game_of ("7k/5K2/8/8/8/8/P7/8 w - -", "Q", "gu", 0);
  fa_uc73_game_set_drop_rights (mate, FA_WHITE, 1);
  play (mate, "P a2-a3; Q-h1");
  g_assert_true (fa_uc73_game_in_check (mate));
  g_assert_cmpint (fa_uc73_game_result (mate), ==, FA_UC73_CHECKMATE);
}

/* Section 1.4's DECISION: the whole turn must leave the king out of
 * check, so a drop may cover the check a move leaves (the move alone is
 * then no turn); FA_UC73_MOVE_ALONE_LEGAL, the stricter reading, refuses
 * both.  A king in check whose only escape is a move and a covering drop
 * is not mated. */
static void
test_drop_may_cover_the_move (void)
{
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/8/8/8/8/8/KR5r w - -", "GU", "gu", 0);
  fa_uc73_game_set_drop_rights (game, FA_WHITE, 1);
  assert_refused (game, "R b1-b5", "which only a drop could cover");
  int drops = -1;
  g_assert_cmpint (count_turns (game, "b1", "b5", &drops), ==, 6); /* GU on b1 (the rook left it) to g1 */
  g_assert_cmpint (drops, ==, 6);
  play (game, "R b1-b5; GU-c1");

  g_autoptr (FaUc73Game) strict = game_of ("4k3/8/8/8/8/8/8/KR5r w - -", "GU", "gu", FA_UC73_MOVE_ALONE_LEGAL);
  fa_uc73_game_set_drop_rights (strict, FA_WHITE, 1);
  assert_refused (strict, "R b1-b5; GU-c1", "leaves White's king in check");
  g_assert_cmpint (count_turns (strict, "b1", "b5", NULL), ==, 0);
  play (strict, "R b1-c1; GU-b1");

  /* In check from a1: only g2-g3 (or h2-h3) with a drop between escapes. */
  g_autoptr (FaUc73Game) escape = game_of ("4k3/8/8/8/8/8/6PP/r6K w - -", "Q", "q", 0);
  fa_uc73_game_set_drop_rights (escape, FA_WHITE, 1);
  g_assert_cmpint (fa_uc73_game_result (escape), ==, FA_UC73_PLAYING);
  play (escape, "P g2-g3; Q-d1");
  g_autoptr (FaUc73Game) mated = game_of ("4k3/8/8/8/8/8/6PP/r6K w - -", "Q", "q", FA_UC73_MOVE_ALONE_LEGAL);
  fa_uc73_game_set_drop_rights (mated, FA_WHITE, 1);
  g_assert_cmpint (fa_uc73_game_result (mated), ==, FA_UC73_CHECKMATE);
}

/* Section 1.4's DECISION, the other half: the drop itself may not expose
 * the king.  A piece dropped between the Paovao on h1 and the king on a1
 * is the screen its capture hops over. */
static void
test_drop_must_not_expose_king (void)
{
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/8/8/8/8/7P/K6[le] w - -", "GU", "gu", 0);
  fa_uc73_game_set_drop_rights (game, FA_WHITE, 1);
  int drops = -1;
  g_assert_cmpint (count_turns (game, "h2", "h3", &drops), ==, 1);
  g_assert_cmpint (drops, ==, 0);
  assert_refused (game, "P h2-h3; GU-d1", "the drop on d1 leaves White's king in check");
}

/* Section 1.5: promotion is forced and gives the back of the own queue,
 * which leaves the queue; A10: with the queue empty a pawn may not reach
 * the last rank. */
static void
test_promotion_from_queue (void)
{
  g_autoptr (FaUc73Game) game = game_of ("k7/4P3/8/8/8/8/8/4K3 w - -", "GU WAF AM", "gu", 0);
  g_assert_cmpint (count_turns (game, "e7", "e8", NULL), ==, 1);
  assert_refused (game, "P e7-e8; Q-e8", "the move alone is written 'P e7-e8; AM-e8'");
  play (game, "P e7-e8; AM-e8");
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 2);
  g_assert_cmpint (fa_uc73_game_queue_kind (game, FA_WHITE, 1), ==,
                   fa_rules_kind_of (fa_uc73_game_rules (game), fa_piece_lookup_code ("WAF", 3)));
  g_autoptr (FaUc73Game) empty = game_of ("k7/4P3/8/8/8/8/8/4K3 w - -", "", "gu", 0);
  g_assert_cmpint (count_turns (empty, "e7", "e8", NULL), ==, 0);
  assert_refused (empty, "P e7-e8", "queue is empty");
  /* Black promotes on rank 1, from its own queue's back. */
  g_autoptr (FaUc73Game) black = game_of ("k7/8/8/8/8/8/3p4/7K b - -", "GU", "gu sis", 0);
  play (black, "p d2-d1; sis-d1");
  g_assert_cmpint (fa_uc73_game_queue_length (black, FA_BLACK), ==, 1);
}

/* Section 4.7, A12, A20: a cannon pawn reaching the last rank may promote,
 * to the back of the queue, or stay a cannon pawn. */
static void
test_cannon_pawn_promotion (void)
{
  g_autoptr (FaUc73Game) game = game_of ("k7/4[CNP]3/8/8/8/8/8/4K3 w - -", "GU AM", "gu", 0);
  g_assert_cmpint (count_turns (game, "e7", "e8", NULL), ==, 2);
  play (game, "CNP e7-e8; AM-e8");
  g_assert_true (fa_uc73_game_undo (game));
  play (game, "CNP e7-e8");
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 2);
  g_autoptr (FaUc73Game) empty = game_of ("k7/4[CNP]3/8/8/8/8/8/4K3 w - -", "", "gu", 0);
  g_assert_cmpint (count_turns (empty, "e7", "e8", NULL), ==, 1);
}

/* Section 1.2: no castling, whatever the FEN says. */
static void
test_no_castling (void)
{
  g_autoptr (FaUc73Game) game = game_of ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "GU", "gu", 0);
  g_assert_cmpint (count_turns (game, "e1", "g1", NULL), ==, 0);
  g_assert_cmpint (count_turns (game, "e1", "c1", NULL), ==, 0);
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  for (guint i = 0; i < turns->len; i++)
    g_assert_false (fa_move_castles (g_array_index (turns, FaUc73Turn, i).move));
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_assert_cmpstr (fen, ==, "r3k2r/8/8/8/8/8/8/R3K2R w - -");
}

/* Section 1.5: the double step and en passant, written with the square
 * the capture empties. */
static void
test_en_passant_notation (void)
{
  g_autoptr (FaUc73Game) game = game_of ("4k3/3p4/8/4P3/8/8/8/4K3 b - -", "GU", "gu", 0);
  play (game, "p d7-d5");
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_assert_cmpstr (fen, ==, "4k3/8/8/3pP3/8/8/8/4K3 w - d6");
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  bool seen = false;
  for (guint i = 0; i < turns->len; i++)
    {
      g_autofree char *text = fa_gc_turn_text (game, g_array_index (turns, FaUc73Turn, i));
      seen |= !strcmp (text, "P e5-d6; @-d5");
    }
  g_assert_true (seen);
  play (game, "P e5-d6; @-d5");
}

/* Every legal turn, written and read back, is the same turn. */
static void
assert_round_trips (FaUc73Game *game)
{
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  for (guint i = 0; i < turns->len; i++)
    {
      FaUc73Turn t = g_array_index (turns, FaUc73Turn, i), back;
      g_autofree char *text = fa_gc_turn_text (game, t);
      g_autoptr (GError) error = NULL;
      if (!fa_gc_turn_read (game, text, &back, &error))
        g_error ("%s: %s", text, error->message);
      g_assert_true (fa_move_equal (t.move, back.move));
      g_assert_cmpint (t.drop, ==, back.drop);
    }
}

static void
test_notation_round_trips (void)
{
  /* The Rococo pieces: swaps, mutual destruction, withdrawal, approach,
   * overtaking, the chameleon, suicide of frozen pieces; with drops. */
  g_autoptr (FaUc73Game) game
    = game_of ("4k3/2p5/1n1[swp]4/p1[CM]1[LL]3/1[IM]2p3/2[ADV]p1[WDR]2/4[SWP]3/4K3 w - -", "GU AM", "gu am", 0);
  fa_uc73_game_set_drop_rights (game, FA_WHITE, 1);
  fa_uc73_game_set_drop_rights (game, FA_BLACK, 1);
  assert_round_trips (game);
  play (game, "SWP e2-d3; @-d3");
  assert_round_trips (game);
  /* The pawn on a5, frozen by the immobilizer, removes itself: a turn
   * without a move command (section 4.3). */
  play (game, "@-a5");
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_assert_cmpstr (fen, ==, "4k3/2p5/1n1[swp]4/2[CM]1[LL]3/1[IM]2p3/2[ADV]2[WDR]2/8/4K3 w - -");
  /* Promotion with drops, and the seeded start. */
  g_autoptr (FaUc73Game) promote = game_of ("k7/4P3/8/8/8/8/8/4K3 w - -", "GU WAF AM", "gu", 0);
  fa_uc73_game_set_drop_rights (promote, FA_WHITE, 1);
  assert_round_trips (promote);
  g_autoptr (FaUc73Game) start = fa_uc73_game_new_seeded (7, FALSE, 0);
  assert_round_trips (start);
  /* The list for a front end: one text a turn. */
  g_autoptr (GPtrArray) texts = fa_gc_legal_turns_text (start);
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (start);
  g_assert_cmpuint (texts->len, ==, turns->len);
  g_assert_cmpuint (texts->len, >, 16);
}

/* Plays up to n random legal turns from the start numbered seed (GRand:
 * the same turns every run). */
static FaUc73Game *
random_game (guint64 seed, int n, guint32 choice_seed)
{
  FaUc73Game *game = fa_uc73_game_new_seeded (seed, FALSE, 0);
  g_autoptr (GRand) rand = g_rand_new_with_seed (choice_seed);
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
      if (!turns->len)
        break;
      /* Captures first when there are some, so that exchanges happen. */
      g_autoptr (GArray) captures = g_array_new (FALSE, FALSE, sizeof (FaUc73Turn));
      for (guint j = 0; j < turns->len; j++)
        {
          FaUc73Turn t = g_array_index (turns, FaUc73Turn, j);
          if (fa_move_is_capture (fa_uc73_game_position (game), t.move))
            g_array_append_val (captures, t);
        }
      GArray *from = captures->len && g_rand_int_range (rand, 0, 4) ? captures : turns;
      FaUc73Turn t = g_array_index (from, FaUc73Turn, g_rand_int_range (rand, 0, (gint32) from->len));
      g_assert_true (fa_uc73_game_play (game, t));
    }
  return game;
}

/* A log of 24 random legal turns, written and replayed from the same
 * seed, reaches the same position, queues and rights; and the log as the
 * replay writes it is the log. */
static void
test_replay_random_game (void)
{
  g_autoptr (FaUc73Game) game = random_game (2026, 24, 73);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 24);
  g_autofree char *log = fa_gc_game_log (game);
  g_autoptr (FaUc73Game) replayed = fa_uc73_game_new_seeded (2026, FALSE, 0);
  g_autoptr (GError) error = NULL;
  if (!fa_gc_replay (replayed, log, NULL, NULL, NULL, NULL, &error))
    g_error ("%s\n%s", error->message, log);
  g_assert_cmpuint (fa_uc73_game_n_turns (replayed), ==, 24);
  g_autofree char *fen = fa_uc73_game_fen (game), *fen2 = fa_uc73_game_fen (replayed);
  g_assert_cmpstr (fen, ==, fen2);
  g_autofree char *reserve = fa_uc73_game_reserve_text (game), *reserve2 = fa_uc73_game_reserve_text (replayed);
  g_assert_cmpstr (reserve, ==, reserve2);
  g_autofree char *log2 = fa_gc_game_log (replayed);
  g_assert_cmpstr (log, ==, log2);
  /* Every turn of it reads back as itself. */
  while (fa_uc73_game_undo (replayed))
    ;
  for (guint i = 0; i < fa_uc73_game_n_turns (game); i++)
    {
      assert_round_trips (replayed);
      g_assert_true (fa_uc73_game_play (replayed, fa_uc73_game_turn (game, i)));
    }
}

/* Several seeds, longer games with exchanges and drops: the replay agrees. */
static void
test_replay_with_drops (void)
{
  int drops = 0;
  for (guint32 choice = 1; choice <= 6; choice++)
    {
      g_autoptr (FaUc73Game) game = random_game (choice, 40, choice);
      for (guint i = 0; i < fa_uc73_game_n_turns (game); i++)
        drops += fa_uc73_game_turn (game, i).drop != FA_NO_SQUARE;
      g_autofree char *log = fa_gc_game_log (game);
      g_autoptr (FaUc73Game) replayed = fa_uc73_game_new_seeded (choice, FALSE, 0);
      g_autoptr (GError) error = NULL;
      if (!fa_gc_replay (replayed, log, NULL, NULL, NULL, NULL, &error))
        g_error ("%s\n%s", error->message, log);
      g_autofree char *fen = fa_uc73_game_fen (game), *fen2 = fa_uc73_game_fen (replayed);
      g_assert_cmpstr (fen, ==, fen2);
    }
  g_test_message ("%d drops", drops);
}

/* The first illegal turn of a log is reported by its number. */
static void
test_illegal_turn_reported (void)
{
  g_autoptr (FaUc73Game) game = random_game (2026, 20, 73);
  g_autofree char *log = fa_gc_game_log (game);
  g_auto (GStrv) lines = g_strsplit (log, "\n", -1);
  /* Turn 12 (Black's sixth): a black king's leap across the board. */
  g_assert_true (g_str_has_prefix (lines[11], "6... "));
  g_free (lines[11]);
  lines[11] = g_strdup ("6... p a7-a3");
  g_autofree char *bad = g_strjoinv ("\n", lines);
  g_autoptr (FaUc73Game) replayed = fa_uc73_game_new_seeded (2026, FALSE, 0);
  g_autoptr (GError) error = NULL;
  int bad_turn = 0, bad_line = 0;
  g_assert_false (fa_gc_replay (replayed, bad, NULL, NULL, &bad_turn, &bad_line, &error));
  g_assert_cmpint (bad_turn, ==, 12);
  g_assert_cmpint (bad_line, ==, 12);
  g_assert_cmpuint (fa_uc73_game_n_turns (replayed), ==, 11);
  g_assert_true (g_str_has_prefix (error->message, "turn 12 (Black): p a7-a3 is not a legal move: "));
  /* A line that is no notation at all. */
  g_free (lines[11]);
  lines[11] = g_strdup ("6... hello");
  g_autofree char *garbled = g_strjoinv ("\n", lines);
  g_autoptr (FaUc73Game) again = fa_uc73_game_new_seeded (2026, FALSE, 0);
  g_clear_error (&error);
  g_assert_false (fa_gc_replay (again, garbled, NULL, NULL, &bad_turn, NULL, &error));
  g_assert_cmpint (bad_turn, ==, 12);
  g_assert_true (g_str_has_prefix (error->message, "turn 12 (Black): cannot read 'hello'"));
}

static void
collect_turn (int number, int side, const char *text, gpointer data)
{
  g_ptr_array_add (data, g_strdup (text));
}

/* Game Courier's own log layout (gc-notation.h): several numbered turns a
 * line, a promotion as "=AM", drops with the "*" operator and from the
 * reserve board's square ("gu A10-e8"), an en passant capture's victim
 * taken by "capture e4", an inline "//" comment.  Each turn is read as
 * the legal turn it describes (its canonical form below): the exchange on
 * d8 gives both sides a right (1.4), Black's recapture drops at once
 * (A7), White's promotion takes the back of its queue (1.5). */
static void
test_game_courier_layout (void)
{
  static const char *log = "# UC-73 start 3r4/6P1/2n4k/8/3R1p2/8/4P3/K7 w - -\n"
                           "# White reserve (0 drop rights): A1 GU, B1 AM\n"
                           "# Black reserve (0 drop rights): A10 GU, B10 WAF\n"
                           "1. R d4-d8 1... s c6-d8; gu A10-e8 2. P e2-e4; GU*c1\n"
                           "2... p f4-e3; capture e4 3. P g7-g8=AM 3... k h6-h5 // the only way out\n"
                           "4. K a1-b2\n";
  const char *why = NULL;
  g_autoptr (FaUc73Game) game = fa_uc73_game_new_from_text (log, 0, &why);
  g_assert_nonnull (game);
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  if (!fa_gc_replay (game, log, collect_turn, texts, NULL, NULL, &error))
    g_error ("%s", error->message);
  static const char *canonical[] = { "R d4-d8", "s c6-d8; gu-e8", "P e2-e4; GU-c1", "p f4-e3; @-e4",
                                     "P g7-g8; AM-g8", "k h6-h5", "K a1-b2" };
  g_assert_cmpuint (texts->len, ==, G_N_ELEMENTS (canonical));
  for (guint i = 0; i < texts->len; i++)
    g_assert_cmpstr (g_ptr_array_index (texts, i), ==, canonical[i]);
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_assert_cmpstr (fen, ==, "3n[gu]1[AM]1/8/8/7k/8/4p3/1K6/2[GU]5 b - -");
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_BLACK), ==, 1);
  /* Our own form of the same game replays to the same position. */
  g_autofree char *ours = fa_gc_game_log (game);
  g_autoptr (FaUc73Game) again = fa_uc73_game_new_from_text (log, 0, &why);
  g_assert_true (fa_gc_replay (again, ours, NULL, NULL, NULL, NULL, &error));
  g_autofree char *fen2 = fa_uc73_game_fen (again);
  g_assert_cmpstr (fen2, ==, fen);

  /* An illegal turn in the middle of a line: its number and its line. */
  g_autofree char *bad = g_strdup (log);
  memcpy (strstr (bad, "g8=AM"), "g6", 2); /* "P g7-g6=AM": a promotion off the last rank */
  g_autoptr (FaUc73Game) replayed = fa_uc73_game_new_from_text (bad, 0, &why);
  int bad_turn = 0, bad_line = 0;
  g_clear_error (&error);
  g_assert_false (fa_gc_replay (replayed, bad, NULL, NULL, &bad_turn, &bad_line, &error));
  g_assert_cmpint (bad_turn, ==, 5);
  g_assert_cmpint (bad_line, ==, 5);
  g_assert_cmpuint (fa_uc73_game_n_turns (replayed), ==, 4);
  g_assert_true (g_str_has_prefix (error->message, "turn 5 (White): P g7-g6=AM is not a legal move: "));
}

/* A symmetric start (problem/uc73.h: Black's arrangement White's,
 * mirrored) and A4's alternative are written in the start's lines and
 * read back, so that a replay keeps them. */
static void
test_start_options_read_back (void)
{
  g_autoptr (FaUc73Game) game = fa_uc73_game_new_seeded (5, TRUE, FA_UC73_FIRST_PAIR_ONLY);
  g_autofree char *start = fa_uc73_game_start_text (game);
  g_assert_cmpstr (start, ==, "# UC-73 seed 5 symmetric\n# UC-73 rules first-pair\n");
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_auto (GStrv) ranks = g_strsplit_set (fen, "/ ", -1);
  g_autofree char *black_first = g_ascii_strup (ranks[0], -1), *black_pawns = g_ascii_strup (ranks[1], -1);
  g_assert_cmpstr (black_first, ==, ranks[7]);
  g_assert_cmpstr (black_pawns, ==, ranks[6]);
  const char *why = NULL;
  g_autoptr (FaUc73Game) back = fa_uc73_game_new_from_text (start, 0, &why);
  g_assert_nonnull (back);
  g_assert_true (fa_uc73_game_is_symmetric (back));
  g_assert_cmpint (fa_uc73_game_flags (back), ==, FA_UC73_FIRST_PAIR_ONLY);
  g_autofree char *fen2 = fa_uc73_game_fen (back);
  g_assert_cmpstr (fen2, ==, fen);
  g_autoptr (FaUc73Game) plain = fa_uc73_game_new_seeded (5, FALSE, 0);
  g_autofree char *plain_fen = fa_uc73_game_fen (plain);
  g_assert_cmpstr (plain_fen, !=, fen);
  g_assert_false (fa_uc73_game_is_symmetric (plain));
  g_assert_null (fa_uc73_game_new_from_text ("# UC-73 seed 5\n# UC-73 rules second-pair\n", 0, &why));
  g_assert_nonnull (strstr (why, "unknown UC-73 rules"));
  g_assert_null (fa_uc73_game_new_from_text ("# UC-73 seed 5 mirrored\n", 0, &why));
}

/* Queues read back from the reserve text; the result of the game. */
static void
test_reserve_text_reads_back (void)
{
  g_autoptr (FaUc73Game) game = fa_uc73_game_new_seeded (5, FALSE, 0);
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_autofree char *reserve = fa_uc73_game_reserve_text (game);
  g_auto (GStrv) lines = g_strsplit (reserve, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "White reserve (0 drop rights): A1 "));
  g_autoptr (FaUc73Game) copy = game_of (fen, lines[0], lines[1], 0);
  g_autofree char *reserve2 = fa_uc73_game_reserve_text (copy);
  g_assert_cmpstr (reserve, ==, reserve2);
  g_assert_cmpint (fa_uc73_game_result (copy), ==, FA_UC73_PLAYING);
  g_autoptr (FaUc73Game) stalemate = game_of ("k7/2Q5/1K6/8/8/8/8/8 b - -", "", "", 0);
  g_assert_cmpint (fa_uc73_game_result (stalemate), ==, FA_UC73_STALEMATE);
}

/* Perft by the game's rules: the rook exchange on d8 gives Black, in
 * check, its recapture with each drop on rank 8's seven empty squares
 * (A7: the right the recapture earns drops at once) besides the plain
 * recapture and the two king moves out of check; the game is unchanged
 * after counting, and depth 2 sums the turns below each first one. */
static void
test_perft_counts_drops (void)
{
  g_autoptr (FaUc73Game) game = game_of ("3rk3/8/8/8/3R4/8/8/K7 w - -", "Q", "Q", 0);
  play (game, "R d4-d8");
  g_autofree char *before = fa_uc73_game_fen (game);
  g_assert_cmpuint (fa_uc73_game_perft (game, 1), ==, 10);
  g_autofree char *after = fa_uc73_game_fen (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 1);
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  guint64 sum = 0;
  for (guint i = 0; i < turns->len; i++)
    {
      g_assert_true (fa_uc73_game_play (game, g_array_index (turns, FaUc73Turn, i)));
      sum += fa_uc73_game_perft (game, 1);
      g_assert_true (fa_uc73_game_undo (game));
    }
  g_assert_cmpuint (fa_uc73_game_perft (game, 2), ==, sum);
  g_assert_cmpuint (sum, >, 10);
}

/* A saved game's start: a seed's line, or the FEN with both reserves and
 * their rights, read back to the same game; the start stays the start's
 * once turns are played. */
static void
test_start_text_reads_back (void)
{
  g_autoptr (FaUc73Game) seeded = fa_uc73_game_new_seeded (5, FALSE, 0);
  g_autofree char *seed_text = fa_uc73_game_start_text (seeded);
  g_assert_cmpstr (seed_text, ==, "# UC-73 seed 5\n");
  guint64 seed = 0;
  g_assert_true (fa_uc73_game_get_seed (seeded, &seed));
  g_assert_cmpuint (seed, ==, 5);

  g_autoptr (FaUc73Game) game = game_of ("3rk3/8/8/8/3R4/8/8/K7 w - -", "Q S", "Q", 0);
  fa_uc73_game_set_drop_rights (game, FA_BLACK, 2);
  g_autofree char *start = fa_uc73_game_start_text (game);
  g_assert_cmpstr (start, ==,
                   "# UC-73 start 3rk3/8/8/8/3R4/8/8/K7 w - -\n"
                   "# White reserve (0 drop rights): A1 Q, B1 S\n"
                   "# Black reserve (2 drop rights): A10 Q\n");
  g_assert_false (fa_uc73_game_get_seed (game, &seed));
  play (game, "R d4-d8");
  g_autofree char *still = fa_uc73_game_start_text (game);
  g_assert_cmpstr (still, ==, start);
  const char *error = NULL;
  g_autoptr (FaUc73Game) back = fa_uc73_game_new_from_text (start, 0, &error);
  g_assert_nonnull (back);
  g_autofree char *fen = fa_uc73_game_fen (back);
  g_assert_cmpstr (fen, ==, "3rk3/8/8/8/3R4/8/8/K7 w - -");
  g_assert_cmpint (fa_uc73_game_drop_rights (back, FA_BLACK), ==, 2);
  g_assert_cmpint (fa_uc73_game_queue_length (back, FA_WHITE), ==, 2);
  /* Not a start: said so. */
  g_assert_null (fa_uc73_game_new_from_text ("R d4-d8\n", 0, &error));
  g_assert_nonnull (strstr (error, "not a UC-73 game"));
}

/* A start given as text is a game's or is refused, saying why: a king a
 * side, no pawn on an edge rank, the side not to move not in check, an en
 * passant square a pawn has just passed, no king in a queue, rights a
 * number; a square far beyond the board is no square. */
static void
test_start_refused (void)
{
  static const struct
  {
    const char *fen, *white, *black, *why;
  } cases[] = {
    { "k7/8/8/8/8/8/8/R6K w - -", "Q", "", "the side not to move is in check" },
    { "8/8/8/8/8/8/8/8 w - -", "", "", "each side needs exactly one king" },
    { "KKKKk3/8/8/8/8/8/8/8 w - -", "", "", "each side needs exactly one king" },
    { "4k3/qP6/8/8/8/8/8/4K3 w - a8", "", "", "the en passant square is not one" },
    { "4k3/8/8/8/8/8/8/P3K3 w - -", "", "", "a pawn stands on a first or last rank" },
    { "4k3/8/8/8/8/8/8/4K3 w - -", "Q K", "", "a queue holds an unknown piece code, a king" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *error = NULL;
      g_autoptr (FaUc73Game) game = fa_uc73_game_new (cases[i].fen, cases[i].white, cases[i].black, 0, &error);
      g_assert_null (game);
      if (!g_str_has_prefix (error, cases[i].why))
        g_error ("%s: '%s', expected '%s'", cases[i].fen, error, cases[i].why);
    }
  const char *error = NULL;
  g_assert_null (fa_uc73_game_new_from_text ("# UC-73 start 4k3/8/8/8/8/8/8/4K3 w - -\n"
                                             "# White reserve (99999999999999999999 drop rights): A1 Q\n"
                                             "# Black reserve (0 drop rights):\n",
                                             0, &error));
  g_assert_cmpstr (error, ==, "the drop rights are not a number from 0 to 65");
  /* An en passant square a pawn did pass is kept. */
  g_autoptr (FaUc73Game) ep = game_of ("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "", "", 0);
  play (ep, "P e5-d6; @-d5");
  g_autoptr (FaUc73Game) game = game_of ("4k3/8/8/8/8/8/P7/4K3 w - -", "", "", 0);
  assert_refused (game, "P a2-a99999999999999", "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/uc73-game/1.4-exchange-gives-both-rights", test_exchange_gives_both_rights);
  g_test_add_func ("/uc73-game/1.4-pawn-exchange-gives-none", test_pawn_exchange_gives_none);
  g_test_add_func ("/uc73-game/1.4-absolute-loss", test_absolute_loss);
  g_test_add_func ("/uc73-game/A4-recapture-chain", test_recapture_chain);
  g_test_add_func ("/uc73-game/A5-rococo-captures", test_rococo_captures);
  g_test_add_func ("/uc73-game/1.4-A9-drop-squares", test_drop_squares);
  g_test_add_func ("/uc73-game/A7-drop-after-move", test_drop_after_move);
  g_test_add_func ("/uc73-game/1.4-drop-may-cover-the-move", test_drop_may_cover_the_move);
  g_test_add_func ("/uc73-game/1.4-drop-must-not-expose-king", test_drop_must_not_expose_king);
  g_test_add_func ("/uc73-game/1.5-A10-promotion-from-queue", test_promotion_from_queue);
  g_test_add_func ("/uc73-game/4.7-A20-cannon-pawn-promotion", test_cannon_pawn_promotion);
  g_test_add_func ("/uc73-game/1.2-no-castling", test_no_castling);
  g_test_add_func ("/uc73-game/1.5-en-passant-notation", test_en_passant_notation);
  g_test_add_func ("/uc73-game/notation-round-trips", test_notation_round_trips);
  g_test_add_func ("/uc73-game/replay-random-game", test_replay_random_game);
  g_test_add_func ("/uc73-game/replay-with-drops", test_replay_with_drops);
  g_test_add_func ("/uc73-game/illegal-turn-reported", test_illegal_turn_reported);
  g_test_add_func ("/uc73-game/game-courier-layout", test_game_courier_layout);
  g_test_add_func ("/uc73-game/1.2-start-options-read-back", test_start_options_read_back);
  g_test_add_func ("/uc73-game/reserve-text-reads-back", test_reserve_text_reads_back);
  g_test_add_func ("/uc73-game/perft-counts-drops", test_perft_counts_drops);
  g_test_add_func ("/uc73-game/start-text-reads-back", test_start_text_reads_back);
  g_test_add_func ("/uc73-game/start-refused", test_start_refused);
  return g_test_run ();
}
