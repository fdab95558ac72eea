#include "game/uc73-game.h"

#include <stdlib.h>

#include <string.h>

#include <glib/gi18n-lib.h>

#include "game/uc73-taking.h"
#include "rules/attack.h"
#include "rules/move-list.h"
#include "rules/movegen.h"
#include "rules/rococo.h"

/* The last move's capture, for the exchange rule: the move took one enemy
 * unit and its mover stands on capturer (A5). */
typedef struct
{
  bool valid;
  FaSquare capturer;
  bool capturer_pawn, victim_pawn;
} LastCapture;

/* What the game adds to the position: all of it is copied into the
 * history at every turn. */
typedef struct
{
  uint8_t queue[2][FA_UC73_RESERVE]; /* rules kinds, drop order */
  uint8_t front[2], back[2];         /* the queue is queue[front..back) */
  int rights[2];
  LastCapture last;
} GameState;

/* A state of the game as a whole: enough to set the position up again. */
typedef struct
{
  GameState state;
  FaPiece board[FA_MAX_SQUARES];
  int side;
  FaSquare ep_target, ep_victim, no_swap_back[2];
  FaUc73Turn turn; /* the turn played from here (history entries) */
} Snapshot;

struct FaUc73Game
{
  FaRules *rules;
  FaUc73Flags flags;
  FaPosition *pos;      /* now, always at ply 0 */
  FaPosition *after;    /* scratch: after a move */
  FaPosition *dropped;  /* scratch: after a move and a drop */
  GameState state;
  GArray *history;      /* Snapshot before each turn played */
  /* How the game started, as fa_uc73_game_start_text writes it: the
   * seed's number, or (once a turn is played) the start's own text. */
  gboolean seeded, symmetric;
  guint64 seed;
  char *start_text;
};

static FaRules *
new_rules (void)
{
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, fa_uc73_types (), FA_UC73_TYPES, &error);
  g_assert (rules != NULL); /* the 73 types always fit (FA_MAX_KINDS) */
  fa_rococo_install (rules);
  return rules;
}

static FaUc73Game *
game_alloc (FaUc73Flags flags)
{
  FaUc73Game *game = g_new0 (FaUc73Game, 1);
  game->rules = new_rules ();
  game->flags = flags;
  game->pos = g_new (FaPosition, 1);
  game->after = g_new (FaPosition, 1);
  game->dropped = g_new (FaPosition, 1);
  game->history = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  return game;
}

void
fa_uc73_game_free (FaUc73Game *game)
{
  if (!game)
    return;
  g_free (game->pos);
  g_free (game->after);
  g_free (game->dropped);
  g_array_unref (game->history);
  g_free (game->start_text);
  fa_rules_free (game->rules);
  g_free (game);
}

/* The pieces of the game are the same everywhere, so the position's
 * castling rights (section 1.2: none) are simply cleared. */
static void
forbid_castling (FaPosition *pos)
{
  pos->castling = 0;
  fa_position_rehash (pos);
}

FaUc73Game *
fa_uc73_game_new_seeded (guint64 seed, gboolean symmetric, FaUc73Flags flags)
{
  FaUc73Start start;
  fa_uc73_start (&start, seed, symmetric);
  FaUc73Game *game = game_alloc (flags);
  g_autofree char *fen = fa_uc73_start_fen (&start);
  if (!fa_position_set_fen (game->pos, game->rules, fen))
    g_assert_not_reached ();
  forbid_castling (game->pos);
  for (int side = 0; side < 2; side++)
    {
      for (int k = 0; k < FA_UC73_RESERVE; k++)
        game->state.queue[side][k] = (uint8_t) fa_rules_kind_of (game->rules, start.reserve[side][k]);
      game->state.back[side] = FA_UC73_RESERVE;
    }
  game->seeded = TRUE;
  game->symmetric = symmetric;
  game->seed = seed;
  return game;
}

/* A queue in drop order from codes; false when a code is unknown or there
 * are more than FA_UC73_RESERVE. */
static bool
read_queue (FaUc73Game *game, int side, const char *text)
{
  /* A heading such as "White reserve (2 drop rights):" ends at its colon. */
  const char *colon = text ? strchr (text, ':') : NULL;
  g_auto (GStrv) words = g_strsplit_set (colon ? colon + 1 : text ? text : "", " ,\t\n", -1);
  int n = 0;
  for (char **w = words; *w; w++)
    {
      if (!**w || strpbrk (*w, "0123456789"))
        continue; /* a reserve square */
      const FaPieceSpec *spec = fa_piece_lookup_code (*w, strlen (*w));
      int kind = spec ? fa_rules_kind_of (game->rules, spec) : 0;
      if (!kind || kind == game->rules->king_kind || n == FA_UC73_RESERVE)
        return false;
      game->state.queue[side][n++] = (uint8_t) kind;
    }
  game->state.front[side] = 0;
  game->state.back[side] = (uint8_t) n;
  return true;
}

/* Why a position given as a start cannot be a game's (English, to
 * translate), NULL when it can: a king a side, no pawn on a first or
 * last rank, the side not to move not in check, an en passant square
 * behind a pawn of the side not to move that has just passed it. */
static const char *
start_fault (const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int kings[2] = { 0, 0 };
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      FaPiece p = pos->board[sq];
      int rank = fa_square_rank (g, sq);
      if (fa_piece_kind (p) == r->king_kind)
        kings[fa_piece_side (p)]++;
      if (fa_piece_kind (p) == r->pawn_kind && (rank == 0 || rank == g->ranks - 1))
        return N_("a pawn stands on a first or last rank");
    }
  if (kings[FA_WHITE] != 1 || kings[FA_BLACK] != 1)
    return N_("each side needs exactly one king");
  if (fa_in_check (pos, pos->side ^ 1))
    return N_("the side not to move is in check");
  if (pos->ep_target != FA_NO_SQUARE)
    {
      int passed = pos->side == FA_WHITE ? g->ranks - 3 : 2; /* the rank a double step passes */
      FaPiece victim = pos->ep_victim != FA_NO_SQUARE ? pos->board[pos->ep_victim] : 0;
      if (fa_square_rank (g, pos->ep_target) != passed || pos->board[pos->ep_target]
          || fa_piece_kind (victim) != r->pawn_kind || fa_piece_side (victim) == pos->side)
        return N_("the en passant square is not one a pawn of the side not to move has just passed");
    }
  return NULL;
}

FaUc73Game *
fa_uc73_game_new (const char *fen, const char *white_queue, const char *black_queue, FaUc73Flags flags,
                  const char **error)
{
  FaUc73Game *game = game_alloc (flags);
  if (!fa_position_set_fen (game->pos, game->rules, fen))
    {
      *error = N_("cannot read the FEN");
      fa_uc73_game_free (game);
      return NULL;
    }
  forbid_castling (game->pos);
  if (!read_queue (game, FA_WHITE, white_queue) || !read_queue (game, FA_BLACK, black_queue))
    {
      *error = N_("a queue holds an unknown piece code, a king, or more than 65 pieces");
      fa_uc73_game_free (game);
      return NULL;
    }
  if ((*error = start_fault (game->pos)))
    {
      fa_uc73_game_free (game);
      return NULL;
    }
  return game;
}

/* The drop rights a reserve line states, "White reserve (2 drop rights):". */
/* The drop rights a reserve line states, "White reserve (2 drop rights):";
 * -1 when the number is not one (more rights than a queue's pieces make
 * no sense). */
static int
line_rights (const char *line)
{
  const char *open = strchr (line, '(');
  if (!open)
    return 0;
  g_autofree char *number = g_strndup (open + 1, strspn (open + 1, "0123456789"));
  guint64 rights = 0;
  if (!g_ascii_string_to_unsigned (number, 10, 0, FA_UC73_RESERVE, &rights, NULL))
    return -1;
  return (int) rights;
}

/* The words of a "# UC-73 rules" line, added to *flags; false when one
 * is unknown. */
static bool
read_rules (const char *text, FaUc73Flags *flags)
{
  g_auto (GStrv) words = g_strsplit_set (text, " ,", -1);
  for (char **w = words; *w; w++)
    if (!strcmp (*w, "first-pair"))
      *flags |= FA_UC73_FIRST_PAIR_ONLY;
    else if (!strcmp (*w, "move-alone"))
      *flags |= FA_UC73_MOVE_ALONE_LEGAL;
    else if (**w)
      return false;
  return true;
}

/* The "# UC-73 rules" line of the flags that are not the default ones,
 * "" when none is. */
static char *
rules_line (FaUc73Flags flags)
{
  if (!(flags & (FA_UC73_FIRST_PAIR_ONLY | FA_UC73_MOVE_ALONE_LEGAL)))
    return g_strdup ("");
  return g_strdup_printf ("# UC-73 rules%s%s\n", flags & FA_UC73_FIRST_PAIR_ONLY ? " first-pair" : "",
                          flags & FA_UC73_MOVE_ALONE_LEGAL ? " move-alone" : "");
}

FaUc73Game *
fa_uc73_game_new_from_text (const char *text, FaUc73Flags flags, const char **error)
{
  g_auto (GStrv) lines = g_strsplit (text ? text : "", "\n", -1);
  const char *seed = NULL, *fen = NULL, *queue[2] = { NULL, NULL };
  for (char **l = lines; *l; l++)
    {
      char *line = g_strstrip (*l);
      if (!*line)
        continue;
      if (*line != '#')
        break; /* the log begins */
      line = g_strstrip (line + 1);
      if (g_ascii_strncasecmp (line, "UC-73 seed ", 11) == 0)
        seed = line + 11;
      else if (g_ascii_strncasecmp (line, "UC-73 rules ", 12) == 0 && !read_rules (line + 12, &flags))
        {
          *error = N_("unknown UC-73 rules: “# UC-73 rules” takes first-pair and move-alone");
          return NULL;
        }
      else if (g_ascii_strncasecmp (line, "UC-73 start ", 12) == 0)
        fen = line + 12;
      else if (g_ascii_strncasecmp (line, "White reserve", 13) == 0)
        queue[FA_WHITE] = line;
      else if (g_ascii_strncasecmp (line, "Black reserve", 13) == 0)
        queue[FA_BLACK] = line;
    }
  if (seed)
    {
      /* "5", or "5 symmetric". */
      guint64 number = 0;
      g_auto (GStrv) words = g_strsplit (g_strstrip ((char *) seed), " ", 2);
      gboolean symmetric = words[1] && !strcmp (g_strstrip (words[1]), "symmetric");
      if (!g_ascii_string_to_unsigned (words[0], 10, 0, G_MAXUINT64, &number, NULL) || (words[1] && !symmetric))
        {
          *error = N_("the seed is not a whole number of 0 or more (optionally followed by “symmetric”)");
          return NULL;
        }
      return fa_uc73_game_new_seeded (number, symmetric, flags);
    }
  if (!fen || !queue[FA_WHITE] || !queue[FA_BLACK])
    {
      *error = N_("not a UC-73 game: it should begin with “# UC-73 seed N”, or with “# UC-73 start FEN” and a "
                  "line for each side's reserve");
      return NULL;
    }
  int rights[2] = { line_rights (queue[FA_WHITE]), line_rights (queue[FA_BLACK]) };
  if (rights[FA_WHITE] < 0 || rights[FA_BLACK] < 0)
    {
      *error = N_("the drop rights are not a number from 0 to 65");
      return NULL;
    }
  FaUc73Game *game = fa_uc73_game_new (fen, queue[FA_WHITE], queue[FA_BLACK], flags, error);
  if (game)
    for (int side = 0; side < 2; side++)
      game->state.rights[side] = rights[side];
  return game;
}

const FaRules *
fa_uc73_game_rules (const FaUc73Game *game)
{
  return game->rules;
}

const FaPosition *
fa_uc73_game_position (const FaUc73Game *game)
{
  return game->pos;
}

int
fa_uc73_game_side (const FaUc73Game *game)
{
  return game->pos->side;
}

int
fa_uc73_game_drop_rights (const FaUc73Game *game, int side)
{
  return game->state.rights[side];
}

void
fa_uc73_game_set_drop_rights (FaUc73Game *game, int side, int rights)
{
  game->state.rights[side] = rights;
}

int
fa_uc73_game_queue_length (const FaUc73Game *game, int side)
{
  return game->state.back[side] - game->state.front[side];
}

int
fa_uc73_game_queue_kind (const FaUc73Game *game, int side, int i)
{
  g_return_val_if_fail (i >= 0 && i < fa_uc73_game_queue_length (game, side), 0);
  return game->state.queue[side][game->state.front[side] + i];
}

guint
fa_uc73_game_n_turns (const FaUc73Game *game)
{
  return game->history->len;
}

FaUc73Turn
fa_uc73_game_turn (const FaUc73Game *game, guint i)
{
  return g_array_index (game->history, Snapshot, i).turn;
}

bool
fa_uc73_game_in_check (const FaUc73Game *game)
{
  return fa_in_check (game->pos, game->pos->side);
}

/* The engine offers every promotion; the game allows one, the back of the
 * mover's queue (1.5), or none when the queue is empty (A10).  Rewrites
 * moves[0..n) in place (a promoting move of each kind of move once, to
 * that piece) and returns the new count.  The orthodox pawn's move to the
 * last rank comes only with promotions, so it goes with them; the cannon
 * pawn's comes without one too, and stays (A20). */
static int
restrict_promotions (const FaUc73Game *game, FaMove *moves, int n)
{
  const FaPosition *pos = game->pos;
  const GameState *s = &game->state;
  int side = pos->side;
  int tail = s->back[side] > s->front[side] ? s->queue[side][s->back[side] - 1] : 0;
  int kept = 0;
  for (int i = 0; i < n; i++)
    {
      FaMove m = moves[i];
      if (m.promotion)
        {
          if (!tail)
            continue;
          m.promotion = (uint8_t) tail;
          bool seen = false;
          for (int j = 0; j < kept && !seen; j++)
            seen = fa_move_equal (moves[j], m);
          if (seen)
            continue;
        }
      moves[kept++] = m;
    }
  return kept;
}

/* An orthodox pawn, the one kind the exchange rule sets apart (1.4). */
static bool
is_pawn_kind (const FaRules *rules, FaPiece piece)
{
  return piece && fa_piece_kind (piece) == rules->pawn_kind;
}

/* The game state after the move (pseudo-legal in game->pos) before any
 * drop: the queue after a promotion, rights after an exchange, the new
 * last capture. */
static void
state_after_move (const FaUc73Game *game, FaMove move, GameState *out)
{
  const FaPosition *pos = game->pos;
  const FaRules *r = game->rules;
  int side = pos->side;
  *out = game->state;
  if (move.promotion)
    out->back[side]--;
  FaUc73Taking taking;
  fa_uc73_taking (pos, move, &taking);
  bool single = fa_uc73_taking_is_single (&taking);
  const LastCapture *last = &game->state.last;
  bool exchange = single && last->valid && taking.taken[0] == last->capturer;
  if (exchange && !last->capturer_pawn && !last->victim_pawn)
    {
      out->rights[0]++;
      out->rights[1]++;
    }
  out->last = (LastCapture) { .valid = false, .capturer = FA_NO_SQUARE };
  if (single && !(exchange && (game->flags & FA_UC73_FIRST_PAIR_ONLY)))
    {
      FaPiece after = move.promotion ? fa_piece_make (move.promotion, fa_side_bit (side)) : pos->board[move.from];
      out->last = (LastCapture) {
        .valid = true,
        .capturer = move.to,
        .capturer_pawn = is_pawn_kind (r, after),
        .victim_pawn = is_pawn_kind (r, pos->board[taking.taken[0]]),
      };
    }
}

static FaSquare
first_rank_square (const FaRules *r, int side, int file)
{
  return fa_square_make (&r->geometry, file, side == FA_WHITE ? 0 : r->geometry.ranks - 1);
}

/* Drops the front of side's queue on sq of game->dropped (a copy of
 * game->after); is the mover's king safe then? */
static bool
drop_is_safe (FaUc73Game *game, const GameState *s, int side, FaSquare sq)
{
  fa_position_copy (game->dropped, game->after);
  fa_position_put (game->dropped, sq, fa_piece_make (s->queue[side][s->front[side]], fa_side_bit (side)));
  return !fa_in_check (game->dropped, side);
}

/* Does the side in s have a drop to make? */
static bool
may_drop (const GameState *s, int side)
{
  return s->rights[side] > 0 && s->back[side] > s->front[side];
}

/* The legal turns into turns (when not NULL); with first_only, stops at
 * the first legal turn, and with_drops false lists the moves alone (a
 * move whose drop must cover its king still counts, with that drop).
 * Returns how many were found. */
static int
collect_turns (FaUc73Game *game, GArray *turns, bool with_drops, bool first_only)
{
  FaPosition *pos = game->pos;
  int side = pos->side, found = 0;
  FA_MOVE_LIST (moves, pos);
  int n = restrict_promotions (game, moves, fa_generate_pseudo_legal (pos, moves));
  for (int i = 0; i < n; i++)
    {
      fa_position_copy (game->after, pos);
      fa_position_make (game->after, moves[i]);
      if (game->after->history[game->after->ply - 1].refused)
        continue;
      /* Section 1.4's DECISION: the whole turn must leave the king out of
       * check, so a drop may cover a check the move leaves (the flag
       * FA_UC73_MOVE_ALONE_LEGAL asks the move to be legal by itself). */
      bool alone = fa_made_move_is_legal (game->after);
      if (!alone && (game->flags & FA_UC73_MOVE_ALONE_LEGAL))
        continue;
      if (alone)
        {
          found++;
          if (turns)
            g_array_append_val (turns, ((FaUc73Turn) { moves[i], FA_NO_SQUARE }));
          if (first_only)
            return found;
          if (!with_drops)
            continue;
        }
      GameState s;
      state_after_move (game, moves[i], &s);
      if (!may_drop (&s, side))
        continue;
      for (int file = 0; file < game->rules->geometry.files; file++)
        {
          FaSquare sq = first_rank_square (game->rules, side, file);
          if (sq == FA_NO_SQUARE || game->after->board[sq] || !drop_is_safe (game, &s, side, sq))
            continue;
          found++;
          if (turns)
            g_array_append_val (turns, ((FaUc73Turn) { moves[i], sq }));
          if (first_only)
            return found;
        }
    }
  return found;
}

GArray *
fa_uc73_game_legal_turns (FaUc73Game *game)
{
  GArray *turns = g_array_new (FALSE, FALSE, sizeof (FaUc73Turn));
  collect_turns (game, turns, true, false);
  return turns;
}

static bool
turn_equal (FaUc73Turn a, FaUc73Turn b)
{
  return fa_move_equal (a.move, b.move) && a.drop == b.drop;
}

bool
fa_uc73_game_turn_is_legal (FaUc73Game *game, FaUc73Turn turn)
{
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  for (guint i = 0; i < turns->len; i++)
    if (turn_equal (g_array_index (turns, FaUc73Turn, i), turn))
      return true;
  return false;
}

FaUc73Result
fa_uc73_game_result (FaUc73Game *game)
{
  /* A6: a drop alone is no turn, so the moves decide. */
  if (collect_turns (game, NULL, false, true))
    return FA_UC73_PLAYING;
  return fa_uc73_game_in_check (game) ? FA_UC73_CHECKMATE : FA_UC73_STALEMATE;
}

int
fa_uc73_game_rights_after_move (const FaUc73Game *game, FaMove move)
{
  GameState s;
  state_after_move (game, move, &s);
  return s.rights[game->pos->side];
}

void
fa_uc73_game_peek (FaUc73Game *game, FaUc73Turn turn, FaPosition *after)
{
  fa_position_copy (after, game->pos);
  fa_position_make (after, turn.move);
  if (turn.drop != FA_NO_SQUARE)
    {
      GameState s;
      state_after_move (game, turn.move, &s);
      int side = game->pos->side;
      fa_position_put (after, turn.drop, fa_piece_make (s.queue[side][s.front[side]], fa_side_bit (side)));
    }
}

static void
take_snapshot (const FaPosition *pos, const GameState *state, Snapshot *snap)
{
  snap->state = *state;
  memcpy (snap->board, pos->board, sizeof snap->board);
  snap->side = pos->side;
  snap->ep_target = pos->ep_target;
  snap->ep_victim = pos->ep_victim;
  snap->no_swap_back[0] = pos->no_swap_back[0];
  snap->no_swap_back[1] = pos->no_swap_back[1];
}

/* Sets game->pos up from snap at ply 0, so that the game never runs out
 * of the position's plies. */
static void
restore_snapshot (FaUc73Game *game, const Snapshot *snap)
{
  FaPosition *pos = game->pos;
  fa_position_init (pos, game->rules);
  for (int sq = 0; sq < FA_MAX_SQUARES; sq++)
    if (snap->board[sq])
      fa_position_put (pos, (FaSquare) sq, snap->board[sq]);
  pos->side = snap->side;
  pos->ep_target = snap->ep_target;
  pos->ep_victim = snap->ep_victim;
  fa_position_set_no_swap_back (pos, snap->no_swap_back[0], snap->no_swap_back[1]);
  fa_position_rehash (pos);
  game->state = snap->state;
}

/* Plays a turn known to be legal. */
static void
play_legal (FaUc73Game *game, FaUc73Turn turn)
{
  if (!game->start_text)
    game->start_text = fa_uc73_game_start_text (game);
  Snapshot before, now;
  take_snapshot (game->pos, &game->state, &before);
  before.turn = turn;
  GameState s;
  state_after_move (game, turn.move, &s);
  int side = game->pos->side;
  fa_uc73_game_peek (game, turn, game->dropped);
  if (turn.drop != FA_NO_SQUARE)
    {
      s.front[side]++;
      s.rights[side]--;
    }
  take_snapshot (game->dropped, &s, &now);
  g_array_append_val (game->history, before);
  restore_snapshot (game, &now);
}

bool
fa_uc73_game_play (FaUc73Game *game, FaUc73Turn turn)
{
  if (!fa_uc73_game_turn_is_legal (game, turn))
    return false;
  play_legal (game, turn);
  return true;
}

bool
fa_uc73_game_undo (FaUc73Game *game)
{
  if (!game->history->len)
    return false;
  Snapshot snap = g_array_index (game->history, Snapshot, game->history->len - 1);
  g_array_set_size (game->history, game->history->len - 1);
  restore_snapshot (game, &snap);
  return true;
}

guint64
fa_uc73_game_perft (FaUc73Game *game, int depth)
{
  if (depth <= 0)
    return 1;
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  if (depth == 1)
    return turns->len;
  guint64 total = 0;
  for (guint i = 0; i < turns->len; i++)
    {
      play_legal (game, g_array_index (turns, FaUc73Turn, i));
      total += fa_uc73_game_perft (game, depth - 1);
      fa_uc73_game_undo (game);
    }
  return total;
}

const char *
fa_uc73_kind_code (const FaRules *rules, int kind)
{
  return rules->kinds[kind].spec->code;
}

char *
fa_uc73_game_fen (const FaUc73Game *game)
{
  const FaPosition *pos = game->pos;
  const FaGeometry *g = &game->rules->geometry;
  GString *fen = g_string_new (NULL);
  for (int rank = g->ranks - 1; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < g->files; file++)
        {
          FaPiece piece = pos->board[fa_square_make (g, file, rank)];
          if (!piece)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_printf (fen, "%d", empty);
          empty = 0;
          fa_uc73_append_fen_piece (fen, game->rules->kinds[fa_piece_kind (piece)].spec, fa_piece_side (piece));
        }
      if (empty)
        g_string_append_printf (fen, "%d", empty);
      if (rank)
        g_string_append_c (fen, '/');
    }
  char ep[8] = "-";
  if (pos->ep_target != FA_NO_SQUARE)
    fa_square_name (g, pos->ep_target, ep);
  g_string_append_printf (fen, " %c - %s", pos->side == FA_WHITE ? 'w' : 'b', ep);
  return g_string_free (fen, FALSE);
}

FaUc73Flags
fa_uc73_game_flags (const FaUc73Game *game)
{
  return game->flags;
}

bool
fa_uc73_game_is_symmetric (const FaUc73Game *game)
{
  return game->seeded && game->symmetric;
}

bool
fa_uc73_game_get_seed (const FaUc73Game *game, guint64 *seed)
{
  g_autofree char *start = fa_uc73_game_start_text (game);
  *seed = game->seed;
  return g_str_has_prefix (start, "# UC-73 seed ");
}

char *
fa_uc73_game_start_text (const FaUc73Game *game)
{
  if (game->start_text)
    return g_strdup (game->start_text);
  /* A seed says it all while the state is the seed's own (no rights
   * given). */
  g_autofree char *rules = rules_line (game->flags);
  if (game->seeded && !game->state.rights[FA_WHITE] && !game->state.rights[FA_BLACK])
    return g_strdup_printf ("# UC-73 seed %" G_GUINT64_FORMAT "%s\n%s", game->seed,
                            game->symmetric ? " symmetric" : "", rules);
  g_autofree char *fen = fa_uc73_game_fen (game);
  g_autofree char *reserve = fa_uc73_game_reserve_text (game);
  g_auto (GStrv) lines = g_strsplit (reserve, "\n", -1);
  GString *out = g_string_new (NULL);
  g_string_append_printf (out, "# UC-73 start %s\n", fen);
  for (char **l = lines; *l; l++)
    if (**l)
      g_string_append_printf (out, "# %s\n", *l);
  g_string_append (out, rules);
  return g_string_free (out, FALSE);
}

char *
fa_uc73_game_reserve_text (const FaUc73Game *game)
{
  const GameState *s = &game->state;
  GString *out = g_string_new (NULL);
  for (int side = 0; side < 2; side++)
    {
      g_string_append_printf (out, "%s reserve (%d drop right%s):", side == FA_WHITE ? "White" : "Black",
                              s->rights[side], s->rights[side] == 1 ? "" : "s");
      for (int k = s->front[side]; k < s->back[side]; k++)
        {
          /* Section 1.3's reserve squares (k from 0 here). */
          int rank = side == FA_WHITE ? 1 + k / 13 : 10 - k / 13;
          g_string_append_printf (out, "%s %c%d %s", k > s->front[side] ? "," : "", 'A' + k % 13, rank,
                                  fa_uc73_kind_code (game->rules, s->queue[side][k]));
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
