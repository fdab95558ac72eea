#include "problem/notation.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/rules.h"

const FaNotation *
fa_notation_popeye (void)
{
  static const FaNotation popeye = { .popeye_layout = TRUE };
  return &popeye;
}

const char *
fa_notation_word (const FaNotation *n, FaNotationWord word)
{
  static const char *const english[FA_N_WORDS] = { N_("but"), N_("threat:"), N_("zugzwang."), N_("set play:"),
                                                    N_("duplex:") };
  if (n->words)
    return n->words[word];
  return n->translate ? _(english[word]) : english[word];
}

/* ---- One move ----------------------------------------------------------- */

static const char *
figurine (const FaPieceSpec *spec)
{
  if (spec == fa_piece_king ())
    return "♔";
  if (spec == fa_piece_queen ())
    return "♕";
  if (spec == fa_piece_rook ())
    return "♖";
  if (spec == fa_piece_bishop ())
    return "♗";
  if (spec == fa_piece_knight ())
    return "♘";
  return NULL;
}

const char *
fa_notation_colour (const FaNotation *n, FaColour colour)
{
  static const char *const popeye[3] = { "w", "b", "n" };
  int i = colour == FA_COLOUR_WHITE ? 0 : colour == FA_COLOUR_BLACK ? 1 : 2;
  return n->colours ? n->colours[i] : popeye[i];
}

const char *
fa_notation_piece (const FaNotation *n, const FaPieceSpec *spec)
{
  const char *figure = n->figurine ? figurine (spec) : NULL;
  if (figure)
    return figure;
  const char *letters = n->letters ? n->letters (spec) : NULL;
  return letters && *letters ? letters : spec->code;
}

/* Is the moving unit written without its letter (a pawn, but not a
 * neutral, royal or paralysing one, as Popeye writes nPb4-b3,
 * rPb7-b8=rQ and pPe7-e8=pS)? */
static gboolean
letterless (const FaMoveRecord *m)
{
  return m->piece && (m->piece->flags & FA_PIECE_PAWN) && !(m->piece->flags & (FA_PIECE_ROYAL | FA_PIECE_PARALYSING))
         && m->colour != FA_COLOUR_NEUTRAL;
}

/* What a condition did besides the move: "[+bSg8]", "[wQb8->d1]", "=b". */
static void
append_effects (const FaNotation *n, GString *s, const FaMoveRecord *m, int files)
{
  for (int i = 0; i < m->n_effects; i++)
    {
      const FaEffectRecord *e = &m->effects[i];
      char sq[4], from_sq[4];
      fa_square_name_for (files, e->square, sq);
      const char *colour = fa_notation_colour (n, (FaColour) e->colour);
      const char *piece = e->piece ? fa_notation_piece (n, e->piece) : "";
      if (e->kind == FA_RECORD_EFFECT_REBIRTH || e->kind == FA_RECORD_EFFECT_ADDITION)
        g_string_append_printf (s, "[+%s%s%s]", colour, piece, sq);
      else if (e->kind == FA_RECORD_EFFECT_REBIRTH_PROMOTION)
        {
          /* A paralysing pawn is reborn and promoted paralysing: [+wpPe8=pQ]. */
          const FaPieceSpec *pawn = fa_piece_pawn ();
          if (e->piece && (e->piece->flags & FA_PIECE_PARALYSING))
            pawn = fa_piece_paralysing_variant (pawn);
          g_string_append_printf (s, "[+%s%s%s=%s%s]", colour, fa_notation_piece (n, pawn), sq,
                                  e->colour == FA_COLOUR_NEUTRAL ? "n" : "", piece);
        }
      else if (e->kind == FA_RECORD_EFFECT_REMOVAL)
        g_string_append_printf (s, "[-%s%s%s]", colour, piece, sq);
      else if (e->kind == FA_RECORD_EFFECT_RECOLOUR)
        {
          /* After a bracket (a relocation) Popeye writes it inside:
           * [bBh7->c8=w]; after a Rococo capture's victim, which it does
           * not concern, outside: WDRd4-c3[-bRe5]=b. */
          gboolean after_removal = i > 0 && m->effects[i - 1].kind == FA_RECORD_EFFECT_REMOVAL;
          gssize at = s->len && s->str[s->len - 1] == ']' && !after_removal ? (gssize) s->len - 1 : -1;
          g_autofree char *recolour = g_strconcat ("=", colour, NULL);
          g_string_insert (s, at, recolour);
        }
      else if (e->kind == FA_RECORD_EFFECT_RELOCATION && (m->flags & FA_RECORD_RETRACTION))
        /* RET-23: where the unit stands, as retro solutions write it
         * (Kg5xSh5[Ke1]). */
        g_string_append_printf (s, "[%s%s]", piece, sq);
      else if (e->kind == FA_RECORD_EFFECT_RELOCATION)
        g_string_append_printf (s, "[%s%s%s->%s]", colour, piece, fa_square_name_for (files, e->from, from_sq), sq);
    }
}

/* A swap's partner, as the move writes it: "<->bQ" before its square. */
static void
append_swap_partner (const FaNotation *n, GString *s, const FaMoveRecord *m)
{
  for (int i = 0; i < m->n_effects; i++)
    if (m->effects[i].kind == FA_RECORD_EFFECT_SWAPPED)
      g_string_append_printf (s, "<->%s%s", fa_notation_colour (n, (FaColour) m->effects[i].colour),
                              fa_notation_piece (n, m->effects[i].piece));
}

/* Does the move capture on another square than its arrival, not en
 * passant (a locust's capture)? */
static gboolean
captured_elsewhere (const FaMoveRecord *m)
{
  return m->captured && m->capture_square != m->to && !(m->flags & FA_RECORD_EN_PASSANT);
}

/* Popeye's long form, and RET-23's for retractions: "Rh1-h8", "b7*c8=Q",
 * "Kd2xBe1", "e5*d6 ep.", "Lc6*b7-a8". */
static void
append_long (const FaNotation *n, GString *s, const FaMoveRecord *m, int files, const char *from, const char *to)
{
  gboolean neutral = m->colour == FA_COLOUR_NEUTRAL;
  if (m->piece && !letterless (m))
    g_string_append (s, fa_notation_piece (n, m->piece));
  g_string_append (s, from);
  if (m->flags & FA_RECORD_VIA)
    {
      char via[4];
      g_string_append_printf (s, "-%s", fa_square_name_for (files, m->via, via));
    }
  if (m->flags & FA_RECORD_RETRACTION)
    /* RET-23: the unit put back, then the square it stood on
     * (Kd2xBe1, e4xPd3 e.p.). */
    g_string_append_printf (s, "%s%s%s", m->captured ? "x" : "-", m->captured ? fa_notation_piece (n, m->captured) : "",
                            to);
  else if (captured_elsewhere (m))
    {
      /* a locust's capture: the victim's square, then the arrival (Lc6*b7-a8) */
      char victim[4];
      g_string_append_printf (s, "*%s-%s", fa_square_name_for (files, m->capture_square, victim), to);
    }
  else if (m->flags & FA_RECORD_SWAP)
    {
      append_swap_partner (n, s, m);
      g_string_append (s, to);
    }
  else if (!(m->flags & FA_RECORD_SUICIDE)) /* a suicide is its removal alone: Se4[-wSe4] */
    {
      g_string_append_c (s, m->captured ? '*' : '-');
      g_string_append (s, to);
    }
  if (m->promotion)
    g_string_append_printf (s, "=%s%s", neutral ? "n" : "", fa_notation_piece (n, m->promotion));
  if (m->flags & FA_RECORD_EN_PASSANT)
    g_string_append (s, m->flags & FA_RECORD_RETRACTION ? " e.p." : " ep.");
}

/* The short form of problem columns: "Rh8", "Rfd1", "exd5", "e8=Q",
 * "exd6 e.p.", "Lxb7-a8".  Where another unit of the kind could go to
 * the square too, the search noted which of file and rank tell them
 * apart. */
static void
append_short (const FaNotation *n, GString *s, const FaMoveRecord *m, int files, const char *from, const char *to)
{
  gboolean neutral = m->colour == FA_COLOUR_NEUTRAL;
  if (letterless (m))
    {
      if (m->captured)
        g_string_append_len (s, from, (gssize) strcspn (from, "0123456789"));
    }
  else
    {
      if (m->piece)
        g_string_append (s, fa_notation_piece (n, m->piece));
      size_t file_length = strcspn (from, "0123456789");
      /* A neutral or royal pawn is written with its letter, and its
       * capture with its file as any pawn's (nPcxd5). */
      gboolean pawn_capture = m->piece && (m->piece->flags & FA_PIECE_PAWN) && m->captured;
      if ((m->flags & FA_RECORD_NAME_FILE) || pawn_capture)
        g_string_append_len (s, from, (gssize) file_length);
      if (m->flags & FA_RECORD_NAME_RANK)
        g_string_append (s, from + file_length);
    }
  if (captured_elsewhere (m))
    {
      char victim[4];
      g_string_append_printf (s, "x%s-", fa_square_name_for (files, m->capture_square, victim));
    }
  else if (m->captured)
    g_string_append_c (s, 'x');
  else if (m->flags & FA_RECORD_SWAP)
    append_swap_partner (n, s, m);
  g_string_append (s, to);
  if (m->promotion)
    g_string_append_printf (s, "=%s%s", neutral ? "n" : "", fa_notation_piece (n, m->promotion));
  if (m->flags & FA_RECORD_EN_PASSANT)
    g_string_append (s, " e.p.");
}

/* Who went to its game-array square before the move (Mars Circe's
 * castling): "[wKd1->e1]", as Popeye writes it. */
static void
append_array_starts (const FaNotation *n, GString *s, const FaMoveRecord *m, int files)
{
  for (int i = 0; i < m->n_effects; i++)
    {
      const FaEffectRecord *e = &m->effects[i];
      char sq[4], from_sq[4];
      if (e->kind == FA_RECORD_EFFECT_ARRAY_START)
        g_string_append_printf (s, "[%s%s%s->%s]", fa_notation_colour (n, (FaColour) e->colour),
                                fa_notation_piece (n, e->piece), fa_square_name_for (files, e->from, from_sq),
                                fa_square_name_for (files, e->square, sq));
    }
}

/* The move appended to s (solutions of many thousand lines are written
 * move by move: no string of its own each). */
static void
append_move (const FaNotation *n, GString *s, const FaMoveRecord *m, int files)
{
  if (m->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG))
    {
      append_array_starts (n, s, m, files);
      g_string_append (s, (m->flags & FA_RECORD_CASTLE_SHORT) ? "0-0" : "0-0-0");
      return;
    }
  char from[4], to[4];
  fa_square_name_for (files, m->from, from);
  fa_square_name_for (files, m->to, to);
  /* A neutral unit is written with an n (nPb4-b3), as Popeye writes it. */
  if (m->colour == FA_COLOUR_NEUTRAL)
    g_string_append_c (s, 'n');
  if (n->short_form && !(m->flags & (FA_RECORD_RETRACTION | FA_RECORD_VIA)))
    append_short (n, s, m, files, from, to);
  else
    append_long (n, s, m, files, from, to);
  /* (A recolouring written into the bracket before it looks at the end
   * of s: this move's text, never empty there.) */
  append_effects (n, s, m, files);
}

char *
fa_notation_move (const FaNotation *n, const FaMoveRecord *m, int files)
{
  GString *s = g_string_new (NULL);
  append_move (n, s, m, files);
  return g_string_free (s, FALSE);
}

char *
fa_move_record_format (const FaMoveRecord *move, int files, int ranks)
{
  return fa_notation_move (fa_notation_popeye (), move, files);
}

void
fa_notation_append_marks (const FaNotation *n, GString *out, unsigned marks, gboolean retraction)
{
  const char *mark = marks & FA_MARK_MATE                 ? "#"
                     : marks & FA_MARK_AUTO_STALEMATE     ? "!="
                     : marks & FA_MARK_DOUBLE_STALEMATE   ? "=="
                     : marks & FA_MARK_STALEMATE          ? "="
                     : marks & FA_MARK_CHECK              ? "+"
                                                          : NULL;
  if (mark)
    {
      if (!n->short_form && !retraction)
        g_string_append_c (out, ' ');
      g_string_append (out, mark);
    }
}

static void
append_move_marked (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node,
                    unsigned marks)
{
  append_move (n, out, &node->move, sol->files);
  fa_notation_append_marks (n, out, marks, (node->move.flags & FA_RECORD_RETRACTION) != 0);
}

/* ---- Tree rows ---------------------------------------------------------- */

/* The move's number: "1.", "1..."; a retraction's "-1.", "-1..." and a
 * retractor's forward play "& 1.", its second move "1..." (RET-23; Black
 * moves first in a help retractor's h#1, White in the others). */
static void
append_number (GString *out, const FaSolution *sol, const FaSolutionNode *node, gboolean dots)
{
  int first_mover = sol->play == FA_PLAY_HELP ? FA_BLACK : FA_WHITE;
  if (node->move.flags & FA_RECORD_FORWARD)
    g_string_append (out, node->move.side == first_mover ? "& 1." : "1...");
  else
    g_string_append_printf (out, "%s%d%s", node->move.flags & FA_RECORD_RETRACTION ? "-" : "", node->move.number,
                            dots ? "..." : ".");
}

gboolean
fa_notation_attacker_role (FaNodeRole role)
{
  return role == FA_NODE_KEY || role == FA_NODE_TRY || role == FA_NODE_THREAT || role == FA_NODE_CONTINUATION
         || role == FA_NODE_OBLIGED_GOAL;
}

void
fa_notation_append_node_move (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node,
                              gboolean numbered)
{
  gboolean white = node->move.side == 0;
  gboolean dots = node->role == FA_NODE_HELP_MOVE ? !white : !fa_notation_attacker_role (node->role);
  if (numbered)
    append_number (out, sol, node, dots);
  append_move_marked (n, out, sol, node, node->marks);
  /* "!" for keys and refutations, "?" for tries, "?!?" for an obliged
   * goal: one space after the move in Popeye's layout. */
  const char *space = !n->short_form && !(node->move.flags & FA_RECORD_RETRACTION) ? " " : "";
  if (node->role == FA_NODE_KEY || node->role == FA_NODE_REFUTATION)
    g_string_append_printf (out, "%s!", space);
  else if (node->role == FA_NODE_TRY)
    g_string_append_printf (out, "%s?", space);
  else if (node->role == FA_NODE_OBLIGED_GOAL)
    g_string_append_printf (out, "%s?!?", space);
}

void
fa_notation_append_node (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node,
                         gboolean numbered)
{
  /* A reply on the line of the move before carries neither number nor
   * word ("2.Rf4+ Kh5!"). */
  if (numbered && node->role == FA_NODE_REFUTATION)
    g_string_append_printf (out, "%s ", fa_notation_word (n, FA_WORD_BUT));
  if (numbered && node->role == FA_NODE_THREAT)
    g_string_append_printf (out, "%s ", fa_notation_word (n, FA_WORD_THREAT));
  fa_notation_append_node_move (n, out, sol, node, numbered);
  if (node->marks & FA_MARK_ZUGZWANG)
    g_string_append_printf (out, " %s", fa_notation_word (n, FA_WORD_ZUGZWANG));
}

char *
fa_notation_node_label (const FaNotation *n, const FaSolution *sol, const FaSolutionNode *node)
{
  GString *out = g_string_new (NULL);
  fa_notation_append_node (n, out, sol, node, TRUE);
  return g_string_free (out, FALSE);
}

/* ---- Lines -------------------------------------------------------------- */

int
fa_notation_pair_side (const FaSolution *sol, const FaSolutionNode *phase)
{
  const FaSolutionNode *first = fa_solution_node_n_children (phase) ? fa_solution_node_child (phase, 0) : NULL;
  if (sol->series && phase->phase == FA_PHASE_SET_PLAY)
    return first ? first->move.side ^ 1 : 0; /* the series side did not move */
  if (sol->series)
    return first ? first->move.side : 0;
  /* hr#: the first mover obliged to reach the goal at once ("1.Qa8 # ?!?"). */
  if (first && first->role == FA_NODE_OBLIGED_GOAL)
    return first->move.side;
  /* Help play: the pair opens with the side that does not make the last
   * move; a line whose first move is numbered "1..." began with the other. */
  const FaSolutionNode *leaf = first;
  while (leaf && fa_solution_node_n_children (leaf))
    leaf = fa_solution_node_child (leaf, 0);
  return leaf ? leaf->move.side ^ 1 : 1;
}

/* A move number, right-aligned in `width` columns, then its dot or
 * dots: printf's "%3d." without printf, which was most of the time
 * written solutions of a hundred thousand lines took. */
static void
append_move_number (GString *out, int number, int width, const char *dots)
{
  char digits[12];
  int n = 0;
  unsigned value = number < 0 ? 0u - (unsigned) number : (unsigned) number;
  do
    digits[n++] = (char) ('0' + value % 10);
  while ((value /= 10) != 0);
  if (number < 0)
    digits[n++] = '-';
  for (int pad = n; pad < width; pad++)
    g_string_append_c (out, ' ');
  while (n > 0)
    g_string_append_c (out, digits[--n]);
  g_string_append (out, dots);
}

void
fa_notation_append_line (const FaNotation *n, GString *out, const FaSolution *sol,
                         const FaSolutionNode *const *path, guint len, int pair_side, gboolean continued)
{
  int width = n->popeye_layout ? 3 : 0;
  for (guint i = 0; i < len; i++)
    {
      const FaSolutionNode *m = path[i];
      /* A line that begins after move 1 (the set play of an h#n White
       * begins) shows the moves it skips as "1...  ...". */
      if (i == 0 && !continued && m->move.side == pair_side)
        for (int skipped = 1; skipped < m->move.number; skipped++)
          g_string_append_printf (out, n->popeye_layout ? "%3d...  ..." : "%d... ... ", skipped);
      /* n->ser-#m: both series are numbered, each from 1, but where m is
       * 1 its one move follows the other's unnumbered (Popeye numbers a
       * short series of one move of a longer m: 1->ser-#2's "1.Kg1-h2
       * 1.Rb3-h3 #"). */
      gboolean numbered = sol->double_series ? (i == 0 && !continued) || m->move.number > 1 || i + 1 < len
                                                 || sol->double_series_moves > 1
                                             : m->move.side == pair_side;
      gboolean first_forward = (m->move.flags & FA_RECORD_FORWARD)
                               && (i == 0 || !(path[i - 1]->move.flags & FA_RECORD_FORWARD));
      if (m->move.flags & (FA_RECORD_RETRACTION | FA_RECORD_FORWARD))
        {
          /* A help retractor's line (RET-23): "-1.Kg6xRh5 Rh8xQh5 &
           * 1.0-0 Qh5-h7 #": White's retractions numbered, the forward
           * moves after "&". */
          if (first_forward)
            g_string_append (out, i || n->popeye_layout ? " & 1." : "& 1.");
          else if ((m->move.flags & FA_RECORD_RETRACTION) && m->move.side == FA_WHITE)
            g_string_append_printf (out, "%s-%d.", i ? " " : n->popeye_layout ? "  " : "", m->move.number);
          else if (i == 0 && !n->popeye_layout)
            g_string_append_printf (out, "-%d...", m->move.number);
          else
            g_string_append (out, " ");
        }
      else if (numbered)
        {
          if (i)
            g_string_append_c (out, ' ');
          append_move_number (out, m->move.number, width, ".");
        }
      else if (i == 0)
        append_move_number (out, m->move.number, width, "...");
      else
        g_string_append (out, " ");
      gboolean last = i + 1 == len && !fa_solution_node_n_children (m);
      if (!last)
        append_move_marked (n, out, sol, m, m->marks & (FA_MARK_CHECK | FA_MARK_MATE) ? FA_MARK_CHECK : 0);
      else
        append_move_marked (n, out, sol, m, m->marks);
      if (m->role == FA_NODE_OBLIGED_GOAL)
        g_string_append_printf (out, "%s?!?", n->short_form ? "" : " ");
    }
}

static void
append_leaves (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node, GPtrArray *path,
               int pair_side, const char *indent)
{
  /* path: the moves from the phase down to node (a line may be as long
   * as the stipulation's 999 moves and their replies). */
  guint depth = path->len;
  if (node->role != FA_NODE_PHASE)
    g_ptr_array_add (path, (gpointer) node);
  if (!fa_solution_node_n_children (node) && path->len)
    {
      g_string_append (out, indent);
      fa_notation_append_line (n, out, sol, (const FaSolutionNode *const *) path->pdata, path->len, pair_side, FALSE);
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    append_leaves (n, out, sol, fa_solution_node_child (node, i), path, pair_side, indent);
  g_ptr_array_set_size (path, depth);
}

void
fa_notation_append_lines (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *phase,
                          const char *indent)
{
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  append_leaves (n, out, sol, phase, path, fa_notation_pair_side (sol, phase), indent);
}
