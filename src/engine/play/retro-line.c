/* Checking a published retractor line (issue: "Check a published line"):
 * an author's solution in the notation of RET-23, retraction by
 * retraction against the diagram, then the forward moves after "&".
 * Published retro diagrams and solutions often carry typos: the report
 * says where the line first fails and why.  See retro.h. */
#include "play/retro.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "play/retraction.h"
#include "rules/move-list.h"

/* One move of the line as written: the unit's code (empty: a pawn), the
 * squares, the unit put back, the promotion, castling, en passant. */
typedef struct
{
  char text[64];          /* as written, marks and annotations dropped */
  char piece[4];          /* "K", "S"; "" for a pawn */
  char victim[4];         /* a retraction's uncaptured unit, "" if none written */
  char promotion[4];      /* "=B": "B" */
  bool capture;           /* x, :, * */
  bool en_passant;
  int castling;           /* 0, or FA_MOVE_CASTLE_SHORT / _LONG */
  /* The departure as written: a file, a rank or both (-1: not given). */
  int from_file, from_rank;
  FaSquare to;
  /* Anti-Circe's relocation as written ([Rh1], [wRa2->h1]), or
   * FA_NO_SQUARE. */
  FaSquare relocated;
} WrittenMove;

static bool
is_upper (char c)
{
  return c >= 'A' && c <= 'Z';
}

/* A unit's code: up to two upper-case letters. */
static int
read_code (const char *t, char *out)
{
  int n = 0;
  while (n < 2 && is_upper (t[n]))
    n++;
  memcpy (out, t, (size_t) n);
  out[n] = 0;
  return n;
}

/* Parses a move written the way retro solutions write them:
 * "Kd2xBe1", "e2-e1=B", "e4xPd3", "0-0-0", "Kd5e4(R)" (Høeg: the unit
 * put back in brackets), "Ke1:Bf2", and forward moves "b6", "hxg6",
 * "axb8=Q", "Ke4", "Qh5-h7".  Marks (+ # ! ?) and en passant ("e.p.")
 * are taken off first. */
static bool
parse_move (const char *token, int files, int ranks, WrittenMove *m)
{
  memset (m, 0, sizeof *m);
  m->from_file = m->from_rank = -1;
  m->to = m->relocated = FA_NO_SQUARE;
  g_strlcpy (m->text, token, sizeof m->text);
  char t[64];
  g_strlcpy (t, token, sizeof t);
  size_t len = strlen (t);
  for (;;)
    {
      if (len && strchr ("+#!?,; ", t[len - 1]))
        t[--len] = 0;
      else if (len >= 4 && strcmp (t + len - 4, "e.p.") == 0)
        {
          m->en_passant = true;
          t[len -= 4] = 0;
        }
      else if (len >= 3 && strcmp (t + len - 3, "ep.") == 0)
        {
          m->en_passant = true;
          t[len -= 3] = 0;
        }
      else if (len && t[len - 1] == ']' && strchr (t, '['))
        {
          /* A relocation ([Ke1]): the square it ends with. */
          len = (size_t) (strrchr (t, '[') - t);
          t[len] = 0;
          const char *inside = t + len + 1;
          size_t inside_len = strlen (inside) - 1;
          for (size_t i = 0; i < inside_len && m->relocated == FA_NO_SQUARE; i++)
            {
              FaSquare sq;
              if (fa_square_parse (files, ranks, inside + i, &sq) == (int) (inside_len - i))
                m->relocated = sq;
            }
        }
      else
        break;
    }
  if (!strcmp (t, "0-0") || !strcmp (t, "O-O"))
    {
      m->castling = FA_MOVE_CASTLE_SHORT;
      return true;
    }
  if (!strcmp (t, "0-0-0") || !strcmp (t, "O-O-O"))
    {
      m->castling = FA_MOVE_CASTLE_LONG;
      return true;
    }
  /* Høeg's "(R)": the unit put back. */
  if (len >= 3 && t[len - 1] == ')' && t[len - 3] == '(' && is_upper (t[len - 2]))
    {
      m->victim[0] = t[len - 2];
      m->capture = true;
      t[len -= 3] = 0;
    }
  char *eq = strchr (t, '=');
  if (eq)
    {
      /* "=wS": the colour the Magic Wandering Unit promoted in. */
      const char *code = eq + 1;
      if ((*code == 'w' || *code == 'b') && is_upper (code[1]))
        code++;
      if (read_code (code, m->promotion) == 0 || code[strlen (m->promotion)])
        return false;
      *eq = 0;
    }
  const char *p = t;
  /* "wSe5-d3", "bPc2-c1": a colour written before the unit (the Magic
   * Wandering Unit's, which the position says anyway). */
  if ((*p == 'w' || *p == 'b') && is_upper (p[1]))
    p++;
  p += read_code (p, m->piece);
  /* Then the squares and the separators: the last square is the arrival,
   * a square, file or rank before it the departure. */
  FaSquare squares[2];
  int n_squares = 0;
  while (*p)
    {
      FaSquare sq;
      int used = fa_square_parse (files, ranks, p, &sq);
      if (used && n_squares < 2)
        {
          squares[n_squares++] = sq;
          p += used;
        }
      else if (*p == '-')
        p++;
      else if (*p == 'x' || *p == ':' || *p == '*')
        {
          m->capture = true;
          p++;
          p += read_code (p, m->victim);
        }
      else if (*p >= 'a' && *p < 'a' + files && n_squares == 0 && m->from_file < 0)
        m->from_file = *p++ - 'a';
      else if (*p >= '1' && *p <= '9' && n_squares == 0 && m->from_rank < 0)
        m->from_rank = (int) strtol (p, (char **) &p, 10) - 1;
      else
        return false;
    }
  if (n_squares == 0)
    return false;
  m->to = squares[n_squares - 1];
  if (n_squares == 2)
    {
      m->from_file = squares[0] % files;
      m->from_rank = squares[0] / files;
    }
  return true;
}

/* The kind a code names in this problem: S or N for the knight when no
 * nightrider is about (problemists write either), 0 if none. */
static int
kind_of_code (const FaRules *r, const char *code)
{
  const FaPieceSpec *spec = fa_piece_lookup_code (code, strlen (code));
  int kind = spec ? fa_rules_kind_of (r, spec) : 0;
  if (kind <= 0 && !strcmp (code, "N"))
    kind = fa_rules_kind_of (r, fa_piece_knight ());
  return kind > 0 ? kind : 0;
}

static bool
from_matches (const WrittenMove *w, const FaGeometry *g, FaSquare from)
{
  return (w->from_file < 0 || w->from_file == fa_square_file (g, from))
         && (w->from_rank < 0 || w->from_rank == fa_square_rank (g, from));
}

/* Does the retraction (shape, victim) read as w? */
static bool
retraction_matches (const FaRetro *rt, const WrittenMove *w, const FaRetroShape *shape, FaRetroVictim victim)
{
  const FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  if (w->castling || shape->kind == FA_RETRACTION_CASTLING)
    return w->castling && shape->move.type == w->castling;
  /* En passant is written to the arrival (d5xc6 e.p.) or to the pawn
   * taken (d5:c5 e.p.). */
  bool to_matches = shape->move.to == w->to
                    || (shape->kind == FA_RETRACTION_EN_PASSANT && shape->victim_square == w->to);
  if (!to_matches || !from_matches (w, g, shape->move.from))
    return false;
  /* The unit that moved: one put back, a promoted piece's pawn, or the
   * unit standing there now. */
  int unit = shape->kind == FA_RETRACTION_APPEARS ? fa_piece_kind (shape->appears)
             : shape->move.promotion             ? (shape->unpromoted ? shape->unpromoted : r->pawn_kind)
                                                 : fa_piece_kind (pos->board[shape->stands]);
  if (w->relocated != FA_NO_SQUARE && w->relocated != shape->stands)
    return false;
  if (w->piece[0] ? kind_of_code (r, w->piece) != unit : unit != r->pawn_kind)
    return false;
  if (w->promotion[0] ? kind_of_code (r, w->promotion) != shape->move.promotion : shape->move.promotion != 0)
    return false;
  if (w->en_passant != (shape->kind == FA_RETRACTION_EN_PASSANT))
    return false;
  if (!w->capture)
    return victim == 0;
  if (!victim)
    return false;
  return !w->victim[0] || kind_of_code (r, w->victim) == fa_piece_kind (fa_retro_victim_piece (victim));
}

/* Does the forward move read as w? */
static bool
forward_matches (const FaPosition *pos, const WrittenMove *w, FaMove move)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  if (w->castling || fa_move_castles (move))
    return w->castling && move.type == w->castling;
  if (move.to != w->to || !from_matches (w, g, move.from))
    return false;
  int unit = fa_piece_kind (pos->board[move.from]);
  if (w->piece[0] ? kind_of_code (r, w->piece) != unit : unit != r->pawn_kind)
    return false;
  return w->promotion[0] ? kind_of_code (r, w->promotion) == move.promotion : move.promotion == 0;
}

typedef struct
{
  FaRetro rt;
  GString *report;
  int ply;            /* retractions checked */
  bool forward;       /* after "&" */
  int forward_moves;
  /* The last retraction, to take back when it is Black's last move
   * claimed before White's forward move. */
  FaRetroShape last;
  FaRetroUndo last_undo;
} Checker;

static void
label (Checker *c, const WrittenMove *w)
{
  if (c->forward)
    g_string_append_printf (c->report, "%s%s", c->forward_moves == 0 ? "& 1." : "    ", w->text);
  else
    g_string_append_printf (c->report, "-%d%s%s", c->ply / 2 + 1, c->ply % 2 ? "..." : ".", w->text);
}

/* Takes back the retraction w for the side to retract; false (and the
 * reason in the report) when it is not a legal one. */
static bool
check_retraction (Checker *c, const WrittenMove *w)
{
  FaRetro *rt = &c->rt;
  FaPosition *pos = &rt->s->pos;
  int retractor = pos->side ^ 1;
  FaRetroList list;
  fa_retro_list (rt, &list);
  /* The first legal reading wins; else the most telling reason. */
  FaRetroVerdict best = FA_RETRO_NOT_A_MOVE;
  int matches = 0;
  bool done = false;
  for (int i = 0; i < list.n && !done; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      int n_victims = fa_retro_victims (rt, &list.shapes[i], retractor, victims);
      for (int v = 0; v < n_victims && !done; v++)
        {
          if (!retraction_matches (rt, w, &list.shapes[i], victims[v]))
            continue;
          matches++;
          FaRetroUndo u;
          fa_retro_apply (rt, &list.shapes[i], victims[v], &u);
          FaRetroVerdict verdict = fa_retro_verdict (rt, &list.shapes[i], list.after, retractor);
          if (verdict == FA_RETRO_LEGAL)
            {
              done = true;
              c->last = list.shapes[i];
              c->last_undo = u;
              fa_retro_push_line (rt);
              break;
            }
          if (best == FA_RETRO_NOT_A_MOVE || verdict > best)
            best = verdict;
          fa_retro_undo (rt, &u);
        }
    }
  fa_retro_list_free (&list);
  label (c, w);
  if (done)
    g_string_append (c->report, _(": legal\n"));
  else if (!matches)
    g_string_append_printf (c->report, _(": %s has no such retraction here\n"),
                            retractor == FA_WHITE ? _("White") : _("Black"));
  else
    g_string_append_printf (c->report, _(": illegal: %s\n"), fa_retro_verdict_text (best));
  c->ply++;
  return done;
}

/* Plays the forward move w for the side to move. */
static bool
check_forward (Checker *c, const WrittenMove *w)
{
  FaSearch *s = c->rt.s;
  FaPosition *pos = &s->pos;
  bool claimed = false;
  if (c->forward_moves == 0 && c->ply % 2 == 0 && s->play != FA_PLAY_HELP)
    {
      /* The line ends with a Black retraction before White's forward
       * move: not a move of the play (White retracts last) but the
       * author's claim of Black's last move (Onitiu: "-1.0-0-0 g7-g5 &
       * 1.hxg6 e.p.#").  It was legal; the forward move starts before
       * it, a double step allowing en passant. */
      c->rt.line_length--;
      fa_retro_undo (&c->rt, &c->last_undo);
      if (c->last.move.type == FA_MOVE_DOUBLE_STEP)
        {
          fa_position_clear_en_passant (pos);
          pos->ep_victim = c->last.move.to;
          pos->ep_target = (FaSquare) ((c->last.move.from + c->last.move.to) / 2);
          pos->hash ^= pos->rules->zobrist_ep[pos->ep_target];
        }
      claimed = true;
    }
  else if (c->forward_moves == 0)
    fa_retro_prove_en_passant (&c->rt);
  if (claimed)
    g_string_append (c->report, _("(Black's last retraction is taken as the proof of Black's last move)\n"));
  FA_MOVE_LIST (moves, pos);
  int count = fa_search_legal_sorted (s, moves), found = -1, matches = 0;
  for (int i = 0; i < count; i++)
    if (forward_matches (pos, w, moves[i]))
      {
        matches++;
        found = i;
      }
  label (c, w);
  c->forward_moves++;
  if (matches != 1)
    {
      g_string_append_printf (c->report, matches ? _(": ambiguous, %d moves read so\n") : _(": no such legal move\n"),
                              matches);
      return false;
    }
  fa_search_make (s, moves[found]);
  g_string_append (c->report, _(": legal\n"));
  return true;
}

/* Splits the line into its moves: numbers ("-1.", "12...", "1."), "&" and
 * comments in brackets dropped, "e.p." joined to its move. */
static GPtrArray *
split_line (const char *line)
{
  GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) clean = g_string_new (NULL);
  /* Comments: "(forced)", "(bPc2-c1=wS+? short mate)"; a move's own
   * "(R)" (Høeg) follows it without a space. */
  int depth = 0;
  for (const char *p = line; *p; p++)
    {
      if (*p == '(' && !(p > line && p[-1] != ' ' && p[1] && p[2] == ')'))
        depth++;
      else if (*p == ')' && depth)
        depth--;
      else if (!depth)
        g_string_append_c (clean, *p == ',' || *p == '\t' || *p == '\n' ? ' ' : *p);
    }
  g_auto (GStrv) words = g_strsplit (clean->str, " ", -1);
  for (char **w = words; *w; w++)
    {
      char *t = *w;
      if (*t == '&')
        {
          g_ptr_array_add (tokens, g_strdup ("&"));
          t++;
        }
      /* The number: "-1.", "1...", "-12.": digits then dots. */
      const char *q = t;
      if (*q == '-')
        q++;
      if (g_ascii_isdigit (*q))
        {
          while (g_ascii_isdigit (*q))
            q++;
          if (*q == '.' || !strncmp (q, "\xe2\x80\xa6", 3))
            {
              while (*q == '.')
                q++;
              if (!strncmp (q, "\xe2\x80\xa6", 3))
                q += 3;
              t = (char *) q;
            }
        }
      if (!*t)
        continue;
      /* "e.p." written apart belongs to the move before it. */
      if ((!strncmp (t, "e.p.", 4) || !strncmp (t, "ep.", 3)) && tokens->len
          && strcmp (g_ptr_array_index (tokens, tokens->len - 1), "&"))
        {
          char *prev = g_ptr_array_index (tokens, tokens->len - 1);
          tokens->pdata[tokens->len - 1] = g_strconcat (prev, " ", t, NULL);
          g_free (prev);
          continue;
        }
      g_ptr_array_add (tokens, g_strdup (t));
    }
  return tokens;
}

char *
fa_retro_check_line (FaSearch *s, const char *line, gboolean *holds)
{
  Checker c = { .report = g_string_new (NULL) };
  fa_retro_init (&c.rt, s);
  const FaGeometry *g = &s->rules->geometry;
  g_autoptr (GPtrArray) tokens = split_line (line);
  bool ok = true;
  for (guint i = 0; i < tokens->len && ok; i++)
    {
      const char *t = g_ptr_array_index (tokens, i);
      if (!strcmp (t, "&"))
        {
          c.forward = true;
          continue;
        }
      WrittenMove w;
      if (!parse_move (t, g->files, g->ranks, &w))
        {
          g_string_append_printf (c.report, _("%s: not a move this checker reads\n"), t);
          ok = false;
          break;
        }
      if (!c.forward && c.ply >= 2 * FA_MAX_RETRACTIONS)
        {
          g_string_append_printf (c.report, _("%s: more retractions than a retractor takes (%d each)\n"), t,
                                  FA_MAX_RETRACTIONS);
          ok = false;
          break;
        }
      ok = c.forward ? check_forward (&c, &w) : check_retraction (&c, &w);
    }
  int white_retractions = (c.ply + 1) / 2;
  if (ok && c.ply == 0)
    {
      g_string_append (c.report, _("the line has no retraction\n"));
      ok = false;
    }
  else if (ok && white_retractions != c.rt.n)
    g_string_append_printf (c.report, _("note: the line has %d White retractions, the stipulation %d\n"),
                            white_retractions, c.rt.n);
  if (ok && c.forward_moves == 0)
    {
      g_string_append (c.report, _("the line has no forward move after \"&\"\n"));
      ok = false;
    }
  else if (ok)
    {
      ok = fa_search_goal_reached (s);
      g_string_append (c.report, ok ? _("the goal is reached\n") : _("the goal is not reached\n"));
    }
  g_string_append (c.report, ok ? _("The line holds.\n") : _("The line fails.\n"));
  *holds = ok;
  fa_retro_clear (&c.rt);
  return g_string_free (c.report, FALSE);
}
