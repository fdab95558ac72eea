#include "rules/conditions/koeko.h"

#include "rules/conditions/anticirce.h"
#include "rules/condition-catalogue.h"

#include <glib.h>
#include <string.h>

/* Popeye's Neighbour pieces: the leap each one's contact is. */
static const struct
{
  const char *code;
  int dx, dy;
} neighbours[] = {
  { "S", 1, 2 }, { "W", 1, 0 }, { "F", 1, 1 }, { "CA", 1, 3 }, { "AL", 2, 2 },
  { "Z", 2, 3 }, { "DA", 2, 0 }, { "GI", 1, 4 }, { "AN", 3, 4 },
};

/* The eight (or four) vectors of a leap (dx, dy), each once. */
static int
leap_vectors (FaRules *rules, int dx, int dy, int16_t *out)
{
  int n = 0;
  for (int swap = 0; swap < 2; swap++)
    for (int sx = -1; sx <= 1; sx += 2)
      for (int sy = -1; sy <= 1; sy += 2)
        {
          int x = (swap ? dy : dx) * sx, y = (swap ? dx : dy) * sy;
          int v = fa_geometry_vector (&rules->geometry, x, y);
          bool seen = false;
          for (int i = 0; i < n; i++)
            seen |= out[i] == v;
          if (!seen)
            out[n++] = (int16_t) v;
        }
  return n;
}

bool
fa_koeko_line_read (FaRules *rules, const char *line)
{
  FaConditionRules *c = &rules->conditions;
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  c->koeko = true;
  c->anti_koeko = g_ascii_strcasecmp (words[0], "AntiKoeKo") == 0;
  if (!words[1])
    {
      /* The king's steps: a wazir's and a fers's. */
      int n = leap_vectors (rules, 1, 0, c->neighbour_vectors);
      c->n_neighbour_vectors = n + leap_vectors (rules, 1, 1, c->neighbour_vectors + n);
      return true;
    }
  if (g_ascii_strcasecmp (words[1], "Neighbour") != 0 || !words[2] || words[3])
    return false;
  if (g_ascii_strcasecmp (words[2], "K") == 0)
    return fa_koeko_line_read (rules, words[0]);
  for (size_t i = 0; i < G_N_ELEMENTS (neighbours); i++)
    if (g_ascii_strcasecmp (words[2], neighbours[i].code) == 0)
      {
        c->n_neighbour_vectors = leap_vectors (rules, neighbours[i].dx, neighbours[i].dy, c->neighbour_vectors);
        return true;
      }
  return false;
}

char *
fa_koeko_header (const char *line)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  /* (Popeye spells the one AntiKoeko, the other KoeKo.) */
  const char *keyword = g_ascii_strcasecmp (words[0], "AntiKoeKo") == 0 ? "AntiKoeko" : "KoeKo";
  if (words[1] && words[2] && g_ascii_strcasecmp (words[2], "K") != 0)
    {
      g_autofree char *code = g_ascii_strup (words[2], -1);
      return g_strdup_printf ("%s-%s", code, keyword);
    }
  return g_strdup (keyword);
}

static bool
listed (FaSquare sq, const FaSquare *list, int n)
{
  for (int i = 0; i < n; i++)
    if (list[i] == sq)
      return true;
  return false;
}

bool
fa_koeko_touches_after (const FaPosition *pos, FaSquare sq, const FaSquare *gone, int n_gone, const FaSquare *added,
                        int n_added)
{
  const FaRules *r = pos->rules;
  for (int i = 0; i < r->conditions.n_neighbour_vectors; i++)
    {
      int v = r->conditions.neighbour_vectors[i];
      FaSquare n = v < 0 ? FA_NO_SQUARE : fa_step (&r->geometry, v, sq);
      if (n != FA_NO_SQUARE
          && (listed (n, added, n_added) || (pos->board[n] && !listed (n, gone, n_gone))))
        return true;
    }
  return false;
}

/* Does a unit stand next to sq, on a square other than a and b (squares
 * the move has emptied, though the board still shows a unit there)?  The
 * test of every ordinary move: apart from fa_koeko_touches_after's lists,
 * which cost a KöKo h#3 3% more instructions. */
static bool
touches (const FaPosition *pos, FaSquare sq, FaSquare a, FaSquare b)
{
  const FaRules *r = pos->rules;
  for (int i = 0; i < r->conditions.n_neighbour_vectors; i++)
    {
      int v = r->conditions.neighbour_vectors[i];
      FaSquare n = v < 0 ? FA_NO_SQUARE : fa_step (&r->geometry, v, sq);
      if (n != FA_NO_SQUARE && n != a && n != b && pos->board[n])
        return true;
    }
  return false;
}

void
fa_koeko_after_move (FaPosition *pos)
{
  FaUndo *u = &pos->history[pos->ply - 1];
  if (u->refused || (u->move.type == FA_MOVE_NULL))
    return;
  /* Castling: the king (beside its rook, so in contact king-wise).
   * Anti-KöKo: legal only without contact. */
  if (touches (pos, fa_position_mover_square (pos), FA_NO_SQUARE, FA_NO_SQUARE) == pos->rules->conditions.anti_koeko)
    u->refused = true;
}

void
fa_koeko_rococo_after_move (FaPosition *pos)
{
  FaUndo *u = &pos->history[pos->ply - 1];
  FaSquare at = fa_position_mover_square (pos);
  /* A unit that left the board with its move is not judged. */
  if (u->move.type != FA_MOVE_NULL && !pos->board[at])
    return;
  fa_koeko_after_move (pos);
  bool anti = pos->rules->conditions.anti_koeko;
  if (!u->refused && u->move.special == FA_MOVE_SPECIAL_SWAP
      && touches (pos, u->move.from, FA_NO_SQUARE, FA_NO_SQUARE) == anti)
    u->refused = true;
}

bool
fa_koeko_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  /* After the capture from is empty and the king gone; the capturer
   * stands on to, or under Anti-Circe on its square (to empty then). */
  FaSquare at = to;
  if (pos->rules->conditions.anticirce != FA_ANTICIRCE_NONE)
    at = fa_anticirce_destination (pos, from, to, side);
  if (at == FA_NO_SQUARE)
    return false;
  return touches (pos, at, from, to) != pos->rules->conditions.anti_koeko;
}
