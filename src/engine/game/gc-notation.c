#include "game/gc-notation.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/move-list.h"
#include "rules/movegen.h"

G_DEFINE_QUARK (fa-gc-error-quark, fa_gc_error)

static const char *
side_name (int side)
{
  return side == FA_WHITE ? _("White") : _("Black");
}

/* A piece's code written by code (NULL: the log's own, the spec's):
 * upper case White, lower case Black. */
static void
append_code_with (GString *out, const FaRules *r, FaPiece piece, FaGcCodeFunc code_of, gpointer data)
{
  const FaPieceSpec *spec = r->kinds[fa_piece_kind (piece)].spec;
  const char *code = code_of ? code_of (spec, data) : fa_uc73_kind_code (r, fa_piece_kind (piece));
  for (const char *c = code; *c; c++)
    g_string_append_c (out, fa_piece_side (piece) == FA_WHITE ? g_ascii_toupper (*c) : g_ascii_tolower (*c));
}

static void
append_code (GString *out, const FaRules *r, FaPiece piece)
{
  append_code_with (out, r, piece, NULL, NULL);
}

static void
append_square (GString *out, const FaGeometry *g, FaSquare sq)
{
  char name[8];
  g_string_append (out, fa_square_name (g, sq, name));
}

/* The board after the turn's plain move: the mover lifted and set down
 * on its arrival square, nothing else. */
static void
plain_move_board (const FaPosition *pos, FaMove move, FaPiece *board)
{
  memcpy (board, pos->board, sizeof pos->board);
  if (move.from == move.to)
    return;
  board[move.to] = board[move.from];
  board[move.from] = 0;
}

/* The squares a..h of each rank, rank 1 first: the order commands are
 * written in. */
#define FOR_EACH_SQUARE(g, sq)                                                                                        \
  for (int rank_ = 0; rank_ < (g)->ranks; rank_++)                                                                  \
    for (int file_ = 0; file_ < (g)->files; file_++)                                                                \
      for (FaSquare sq = fa_square_make ((g), file_, rank_); sq != FA_NO_SQUARE; sq = FA_NO_SQUARE)

char *
fa_gc_turn_text (FaUc73Game *game, FaUc73Turn turn)
{
  return fa_gc_turn_text_coded (game, turn, NULL, NULL);
}

char *
fa_gc_turn_text_coded (FaUc73Game *game, FaUc73Turn turn, FaGcCodeFunc code_of, gpointer data)
{
  const FaPosition *pos = fa_uc73_game_position (game);
  const FaRules *r = fa_uc73_game_rules (game);
  const FaGeometry *g = &r->geometry;
  g_autofree FaPosition *after = g_new (FaPosition, 1);
  FaUc73Turn plain = { turn.move, FA_NO_SQUARE };
  fa_uc73_game_peek (game, plain, after);
  FaPiece board[FA_MAX_SQUARES];
  plain_move_board (pos, turn.move, board);
  GString *out = g_string_new (NULL);
  if (turn.move.from != turn.move.to)
    {
      append_code_with (out, r, pos->board[turn.move.from], code_of, data);
      g_string_append_c (out, ' ');
      append_square (out, g, turn.move.from);
      g_string_append_c (out, '-');
      append_square (out, g, turn.move.to);
    }
  FOR_EACH_SQUARE (g, sq)
    {
      if (board[sq] == after->board[sq])
        continue;
      if (out->len)
        g_string_append (out, "; ");
      if (after->board[sq])
        append_code_with (out, r, after->board[sq], code_of, data);
      else
        g_string_append_c (out, '@');
      g_string_append_c (out, '-');
      append_square (out, g, sq);
    }
  if (turn.drop != FA_NO_SQUARE)
    {
      fa_uc73_game_peek (game, turn, after);
      g_string_append (out, "; ");
      append_code_with (out, r, after->board[turn.drop], code_of, data);
      g_string_append_c (out, '-');
      append_square (out, g, turn.drop);
    }
  return g_string_free (out, FALSE);
}

GPtrArray *
fa_gc_legal_turns_text (FaUc73Game *game)
{
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  GPtrArray *texts = g_ptr_array_new_full (turns->len, g_free);
  for (guint i = 0; i < turns->len; i++)
    g_ptr_array_add (texts, fa_gc_turn_text (game, g_array_index (turns, FaUc73Turn, i)));
  return texts;
}

/* Reading. */

typedef struct
{
  FaUc73Game *game;
  const FaRules *r;
  FaPiece board[FA_MAX_SQUARES]; /* the board as the commands leave it */
  bool has_move;
  FaSquare from, to;
  /* The pieces the commands put down, and where (drops among them). */
  int n_put;
  FaSquare put_square[16];
  FaPiece put_piece[16];
} Reading;

static bool
read_square (const FaGeometry *g, const char **p, FaSquare *sq)
{
  const char *s = *p;
  if (*s < 'a' || *s >= 'a' + g->files)
    return false;
  int file = *s++ - 'a';
  if (!g_ascii_isdigit (*s))
    return false;
  int rank = 0;
  while (g_ascii_isdigit (*s) && rank <= g->ranks) /* past the board: no need to read on */
    rank = rank * 10 + (*s++ - '0');
  if (g_ascii_isdigit (*s) || rank < 1 || rank > g->ranks)
    return false;
  *sq = fa_square_make (g, file, rank - 1);
  *p = s;
  return *sq != FA_NO_SQUARE;
}

/* A piece code: all upper case (White) or all lower case (Black). */
static bool
read_piece (const FaRules *r, const char **p, FaPiece *piece)
{
  const char *s = *p;
  size_t len = 0;
  while (g_ascii_isalpha (s[len]))
    len++;
  if (!len)
    return false;
  bool upper = g_ascii_isupper (s[0]);
  for (size_t i = 0; i < len; i++)
    if ((bool) g_ascii_isupper (s[i]) != upper)
      return false;
  const FaPieceSpec *spec = fa_piece_lookup_code (s, len);
  int kind = spec ? fa_rules_kind_of (r, spec) : 0;
  if (!kind)
    return false;
  *piece = fa_piece_make (kind, fa_side_bit (upper ? FA_WHITE : FA_BLACK));
  *p = s + len;
  return true;
}

static void
skip_spaces (const char **p)
{
  while (g_ascii_isspace (**p))
    (*p)++;
}

static char *
piece_text (const FaRules *r, FaPiece piece)
{
  GString *out = g_string_new (NULL);
  append_code (out, r, piece);
  return g_string_free (out, FALSE);
}

static char *
square_text (const FaGeometry *g, FaSquare sq)
{
  char name[8];
  return g_strdup (fa_square_name (g, sq, name));
}

/* A square of Game Courier's reserve board beside the game board, files
 * A..M and ranks 1..10 (spec section 1.1), followed by '-'. */
static bool
read_reserve_square (const char **p)
{
  const char *s = *p;
  if (*s < 'A' || *s > 'M' || !g_ascii_isdigit (s[1]))
    return false;
  int rank = s[1] - '0';
  s += 2;
  if (g_ascii_isdigit (*s))
    rank = rank * 10 + (*s++ - '0');
  if (rank < 1 || rank > 10 || *s != '-')
    return false;
  *p = s;
  return true;
}

/* A piece put down on a square: a drop, a promotion, what a swap sends
 * back. */
static bool
put_down (Reading *reading, FaPiece piece, FaSquare sq)
{
  if (reading->n_put >= (int) G_N_ELEMENTS (reading->put_square))
    return false;
  reading->board[sq] = piece;
  reading->put_square[reading->n_put] = sq;
  reading->put_piece[reading->n_put++] = piece;
  return true;
}

/* One command, applied to reading->board; false and *error when it
 * cannot be read or applied. */
static bool
apply_command (Reading *reading, const char *command, bool first, GError **error)
{
  const FaRules *r = reading->r;
  const FaGeometry *g = &r->geometry;
  const char *p = command;
  FaSquare from, to;
  FaPiece piece = 0;
  /* "@-e4", "@*e4", "e4-", "capture e4": empty a square. */
  if (*p == '@' && (p[1] == '-' || p[1] == '*'))
    {
      p += 2;
      if (read_square (g, &p, &to) && !*p)
        {
          reading->board[to] = 0;
          return true;
        }
    }
  else if (g_str_has_prefix (p, "capture ") && (p += 8, skip_spaces (&p), read_square (g, &p, &to)) && !*p)
    {
      reading->board[to] = 0;
      return true;
    }
  else if ((p = command, read_square (g, &p, &from)) && *p == '-' && !p[1])
    {
      reading->board[from] = 0;
      return true;
    }
  else
    {
      p = command;
      bool coded = read_piece (r, &p, &piece);
      const char *after_code = p;
      /* "AM-e8", "AM*e8", or the piece moved from its reserve square as
       * Game Courier's board has it, "AM A1-e1": put a piece down.  (The
       * reserve square is not checked: each kind is once in a reserve.) */
      bool putting = coded && (*p == '-' || *p == '*' || (skip_spaces (&p), read_reserve_square (&p)));
      if (putting)
        {
          p++;
          if (read_square (g, &p, &to) && !*p && put_down (reading, piece, to))
            return true;
        }
      else
        {
          p = after_code;
          /* "P e2-e4" (or "e2-e4"), "P e7-e8=AM": the turn's move. */
          if (!coded)
            p = command;
          skip_spaces (&p);
          FaPiece promoted = 0;
          if (read_square (g, &p, &from) && *p == '-' && (p++, read_square (g, &p, &to))
              && (!*p || (*p == '=' && (p++, read_piece (r, &p, &promoted)) && !*p)))
            {
              g_autofree char *from_name = square_text (g, from);
              if (!first || reading->has_move)
                {
                  g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_SYNTAX,
                               _("the move '%s' must be the turn's first command, and its only move"), command);
                  return false;
                }
              FaPiece there = reading->board[from];
              if (!there)
                {
                  g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_ILLEGAL, _("%s is empty"), from_name);
                  return false;
                }
              if (coded && there != piece)
                {
                  g_autofree char *code = piece_text (r, piece), *present = piece_text (r, there);
                  g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_ILLEGAL, _("there is no %s on %s (%s stands there)"),
                               code, from_name, present);
                  return false;
                }
              int side = fa_uc73_game_side (reading->game);
              if (!fa_piece_is_side (there, side))
                {
                  g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_ILLEGAL, _("it moves a piece of %s on %s's turn"),
                               side_name (side ^ 1), side_name (side));
                  return false;
                }
              reading->has_move = true;
              reading->from = from;
              reading->to = to;
              reading->board[to] = there;
              reading->board[from] = 0;
              /* "=AM": what the pawn becomes, the mover's (logs write
               * its code in either case). */
              if (!promoted || put_down (reading, fa_piece_make (fa_piece_kind (promoted), fa_side_bit (side)), to))
                return true;
            }
        }
    }
  g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_SYNTAX,
               _("cannot read '%s': expected a move such as 'P e2-e4' or 'P e7-e8=AM', a piece put down such as "
                 "'Q-e8' or 'Q*e8', or a square emptied such as '@-e4'"),
               command);
  return false;
}

static bool
same_board (const FaPiece *a, const FaPiece *b)
{
  return memcmp (a, b, sizeof (FaPiece) * FA_MAX_SQUARES) == 0;
}

/* Why no legal turn does what the commands say. */
static char *
explain (Reading *reading, FaPosition *scratch)
{
  FaUc73Game *game = reading->game;
  const FaRules *r = reading->r;
  const FaGeometry *g = &r->geometry;
  const FaPosition *pos = fa_uc73_game_position (game);
  int side = pos->side;
  if (!reading->has_move)
    return g_strdup (_("a turn needs a move (a drop alone is not a turn)"));
  g_autofree char *from = square_text (g, reading->from), *to = square_text (g, reading->to);
  g_autofree char *mover = piece_text (r, pos->board[reading->from]);
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_piece (pos, reading->from, moves, 0), n_there = 0, n_promoting = 0;
  for (int i = 0; i < n; i++)
    if (moves[i].to == reading->to)
      {
        n_there++;
        n_promoting += moves[i].promotion != 0;
      }
  if (!n_there)
    return g_strdup_printf (_("the %s on %s cannot move to %s"), mover, from, to);
  if (n_there == n_promoting && !fa_uc73_game_queue_length (game, side))
    return g_strdup_printf (_("%s's queue is empty, so a pawn may not move to the last rank"), side_name (side));
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  const FaUc73Turn *plain = NULL, *covered = NULL;
  for (guint i = 0; i < turns->len; i++)
    {
      const FaUc73Turn *t = &g_array_index (turns, FaUc73Turn, i);
      if (t->move.from != reading->from || t->move.to != reading->to)
        continue;
      if (t->drop == FA_NO_SQUARE && !plain)
        plain = t;
      if (t->drop != FA_NO_SQUARE && !covered)
        covered = t;
    }
  if (!plain && !covered)
    return g_strdup_printf (_("it leaves %s's king in check"), side_name (side));
  /* Legal only with a drop that covers the king (section 1.4). */
  FaUc73Turn move_alone = { (plain ? plain : covered)->move, FA_NO_SQUARE };
  if (!plain && !reading->n_put)
    return g_strdup_printf (_("it leaves %s's king in check, which only a drop could cover"), side_name (side));
  plain = &move_alone;
  /* The move is legal: the rest of the turn is wrong.  A piece of the
   * mover's put on its first rank where the move leaves none is a drop. */
  fa_uc73_game_peek (game, *plain, scratch);
  int first_rank = side == FA_WHITE ? 0 : g->ranks - 1;
  for (int i = 0; i < reading->n_put; i++)
    {
      FaSquare sq = reading->put_square[i];
      FaPiece piece = reading->put_piece[i];
      /* (What the move leaves on its arrival square is the move's.) */
      if (sq == reading->to || scratch->board[sq] == piece || !fa_piece_is_side (piece, side))
        continue;
      g_autofree char *code = piece_text (r, piece), *square = square_text (g, sq);
      if (fa_uc73_game_rights_after_move (game, plain->move) <= 0)
        return g_strdup_printf (_("%s has no drop right for %s-%s"), side_name (side), code, square);
      if (!fa_uc73_game_queue_length (game, side) || (plain->move.promotion && fa_uc73_game_queue_length (game, side) == 1))
        return g_strdup_printf (_("%s's queue is empty: nothing to drop"), side_name (side));
      int next = fa_uc73_game_queue_kind (game, side, 0);
      if (fa_piece_kind (piece) != next)
        return g_strdup_printf (_("the next piece of %s's queue is %s, not %s"), side_name (side),
                                fa_uc73_kind_code (r, next), code);
      if (fa_square_rank (g, sq) != first_rank || scratch->board[sq])
        return g_strdup_printf (_("a drop goes on an empty square of %s's first rank, not on %s"), side_name (side),
                                square);
      return g_strdup_printf (_("the drop on %s leaves %s's king in check"), square, side_name (side));
    }
  g_autofree char *canonical = fa_gc_turn_text (game, *plain);
  return g_strdup_printf (_("the board after it is not what the move leaves (the move alone is written '%s')"),
                          canonical);
}

bool
fa_gc_turn_read (FaUc73Game *game, const char *text, FaUc73Turn *turn, GError **error)
{
  g_autofree Reading *reading = g_new0 (Reading, 1);
  reading->game = game;
  reading->r = fa_uc73_game_rules (game);
  const FaPosition *pos = fa_uc73_game_position (game);
  memcpy (reading->board, pos->board, sizeof reading->board);
  g_auto (GStrv) commands = g_strsplit (text, ";", -1);
  bool first = true;
  for (char **c = commands; *c; c++)
    {
      g_strstrip (*c);
      if (!**c)
        continue;
      if (!apply_command (reading, *c, first, error))
        return false;
      first = false;
    }
  if (first)
    {
      g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_SYNTAX, _("the turn is empty"));
      return false;
    }
  g_autofree FaPosition *scratch = g_new (FaPosition, 1);
  g_autoptr (GArray) turns = fa_uc73_game_legal_turns (game);
  g_autoptr (GArray) found = g_array_new (FALSE, FALSE, sizeof (FaUc73Turn));
  for (guint i = 0; i < turns->len; i++)
    {
      FaUc73Turn t = g_array_index (turns, FaUc73Turn, i);
      fa_uc73_game_peek (game, t, scratch);
      if (same_board (scratch->board, reading->board))
        g_array_append_val (found, t);
    }
  /* Two turns that leave one board (a chameleon's plain move and its en
   * passant capture do not: it takes the pawn): the one whose move the
   * text names, then the one it writes exactly. */
  for (guint i = 0; found->len > 1 && i < found->len;)
    {
      FaUc73Turn t = g_array_index (found, FaUc73Turn, i);
      if (reading->has_move && (t.move.from != reading->from || t.move.to != reading->to))
        g_array_remove_index (found, i);
      else
        i++;
    }
  if (found->len > 1)
    for (guint i = 0; i < found->len; i++)
      {
        FaUc73Turn t = g_array_index (found, FaUc73Turn, i);
        g_autofree char *canonical = fa_gc_turn_text (game, t);
        if (!strcmp (canonical, text))
          {
            *turn = t;
            return true;
          }
      }
  if (found->len == 1)
    {
      *turn = g_array_index (found, FaUc73Turn, 0);
      return true;
    }
  if (found->len > 1)
    {
      g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_AMBIGUOUS, _("%u legal turns do what it says"), found->len);
      return false;
    }
  g_autofree char *why = explain (reading, scratch);
  g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_ILLEGAL, "%s", why);
  return false;
}

char *
fa_gc_game_log (FaUc73Game *game)
{
  /* Back to the start, then forward again, writing each turn. */
  guint n = fa_uc73_game_n_turns (game);
  g_autofree FaUc73Turn *turns = g_new (FaUc73Turn, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    turns[i] = fa_uc73_game_turn (game, i);
  while (fa_uc73_game_undo (game))
    ;
  GString *out = g_string_new (NULL);
  int number = 1;
  for (guint i = 0; i < n; i++)
    {
      int side = fa_uc73_game_side (game);
      g_autofree char *text = fa_gc_turn_text (game, turns[i]);
      g_string_append_printf (out, "%d%s %s\n", number, side == FA_WHITE ? "." : "...", text);
      number += side == FA_BLACK;
      bool played = fa_uc73_game_play (game, turns[i]);
      g_assert (played);
    }
  return g_string_free (out, FALSE);
}

/* Is p (at the start of the line or after a space) a move number, "12."
 * or "12..."?  Its end in *end. */
static bool
move_number_at (const char *p, const char **end)
{
  const char *q = p;
  while (g_ascii_isdigit (*q))
    q++;
  if (q == p || *q != '.')
    return false;
  while (*q == '.')
    q++;
  *end = q;
  return true;
}

/* The turns of a log line, without its comments ("#" ours, "//" Game
 * Courier's) and move numbers: our form holds one turn a line, Game
 * Courier's move list several, each after its number ("1. P e2-e4 1...
 * p e7-e5 2. ..."). */
static GPtrArray *
turns_of_line (const char *line)
{
  g_autofree char *copy = g_strdup (line);
  char *cut = strchr (copy, '#');
  if (cut)
    *cut = 0;
  if ((cut = strstr (copy, "//")))
    *cut = 0;
  GPtrArray *turns = g_ptr_array_new_with_free_func (g_free);
  GString *turn = g_string_new (NULL);
  for (const char *p = copy; *p;)
    {
      const char *end;
      if ((p == copy || g_ascii_isspace (p[-1])) && move_number_at (p, &end))
        {
          g_strstrip (turn->str);
          if (*turn->str)
            g_ptr_array_add (turns, g_strdup (turn->str));
          g_string_truncate (turn, 0);
          p = end;
          continue;
        }
      g_string_append_c (turn, *p++);
    }
  g_strstrip (turn->str);
  if (*turn->str)
    g_ptr_array_add (turns, g_strdup (turn->str));
  g_string_free (turn, TRUE);
  return turns;
}

/* Plays one turn of a log, numbered number; false and *error saying
 * which turn could not be played and why. */
static bool
replay_turn (FaUc73Game *game, const char *text, int number, FaGcTurnFunc each, gpointer user_data, GError **error)
{
  int side = fa_uc73_game_side (game);
  FaUc73Turn turn;
  g_autoptr (GError) why = NULL;
  if (!fa_gc_turn_read (game, text, &turn, &why))
    {
      if (why->code == FA_GC_ERROR_SYNTAX)
        g_set_error (error, FA_GC_ERROR, why->code, _("turn %d (%s): %s"), number, side_name (side), why->message);
      else
        g_set_error (error, FA_GC_ERROR, why->code, _("turn %d (%s): %s is not a legal move: %s"), number,
                     side_name (side), text, why->message);
      return false;
    }
  g_autofree char *canonical = fa_gc_turn_text (game, turn);
  fa_uc73_game_play (game, turn);
  if (each)
    each (number, side, canonical, user_data);
  return true;
}

bool
fa_gc_replay (FaUc73Game *game, const char *log, FaGcTurnFunc each, gpointer user_data, int *bad_turn,
              int *bad_line, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (log, "\n", -1);
  int number = 0;
  for (char **line = lines; *line; line++)
    {
      g_autoptr (GPtrArray) turns = turns_of_line (*line);
      for (guint t = 0; t < turns->len; t++)
        if (!replay_turn (game, g_ptr_array_index (turns, t), ++number, each, user_data, error))
          {
            if (bad_turn)
              *bad_turn = number;
            if (bad_line)
              *bad_line = (int) (line - lines) + 1;
            return false;
          }
    }
  return true;
}
