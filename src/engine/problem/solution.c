#include "problem/solution.h"

#include <string.h>

FaSolutionNode *
fa_solution_node_new (FaNodeRole role)
{
  FaSolutionNode *node = g_new0 (FaSolutionNode, 1);
  node->role = role;
  node->move.from = node->move.to = node->move.capture_square = FA_NO_SQUARE;
  return node;
}

FaSolutionNode *
fa_solution_node_add (FaSolutionNode *parent, FaNodeRole role)
{
  FaSolutionNode *node = fa_solution_node_new (role);
  if (!parent->children)
    parent->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_node_free);
  g_ptr_array_add (parent->children, node);
  return node;
}

FaSolutionNode *
fa_solution_node_copy (const FaSolutionNode *node)
{
  FaSolutionNode *copy = g_new (FaSolutionNode, 1);
  *copy = *node;
  copy->children = NULL;
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    {
      FaSolutionNode *child = fa_solution_node_copy (fa_solution_node_child (node, i));
      if (!copy->children)
        copy->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_node_free);
      g_ptr_array_add (copy->children, child);
    }
  return copy;
}

void
fa_solution_node_free (FaSolutionNode *node)
{
  if (!node)
    return;
  if (node->children)
    g_ptr_array_unref (node->children);
  g_free (node);
}

guint
fa_solution_node_n_children (const FaSolutionNode *node)
{
  return node->children ? node->children->len : 0;
}

FaSolutionNode *
fa_solution_node_child (const FaSolutionNode *node, guint i)
{
  return g_ptr_array_index (node->children, i);
}

void
fa_solution_set_play (FaSolution *s, const FaProblem *p)
{
  s->files = p->files;
  s->ranks = p->ranks;
  s->play = p->stipulation.play;
  s->series = p->stipulation.series;
  s->double_series = p->stipulation.prefix > 0;
  s->double_series_moves = p->stipulation.moves;
}

gboolean
fa_solution_in_lines (const FaSolution *s)
{
  return s->series || fa_play_is_help (s->play);
}

void
fa_solution_free (FaSolution *s)
{
  if (!s)
    return;
  fa_solution_node_free (s->root);
  g_free (s->twin_label);
  g_free (s->error);
  g_free (s->warning);
  g_free (s->check_report);
  g_free (s);
}

/* Castling's rook: from the corner across the king (forward), or back. */
static void
move_castling_rook (FaProblem *p, const FaMoveRecord *m, gboolean forward)
{
  int rank = m->to / p->files;
  FaSquare corner = (FaSquare) (rank * p->files + ((m->flags & FA_RECORD_CASTLE_SHORT) ? p->files - 1 : 0));
  /* (The king of Mars Circe's castling may come from elsewhere: the
   * square beside its arrival, towards the centre.) */
  FaSquare beside_king = (FaSquare) ((m->flags & FA_RECORD_CASTLE_SHORT) ? m->to - 1 : m->to + 1);
  FaSquare from = forward ? corner : beside_king, to = forward ? beside_king : corner;
  const FaPlacedPiece *rook = fa_problem_piece_at (p, from);
  if (rook)
    {
      FaPlacedPiece r = *rook;
      fa_problem_remove (p, from);
      fa_problem_put (p, r.spec, r.colour, to);
    }
}

/* Where the unit that made m stands after it: its arrival, or where
 * Anti-Circe sent it. */
static FaSquare
square_after (const FaMoveRecord *m)
{
  for (int i = 0; i < m->n_effects; i++)
    if (m->effects[i].kind == FA_RECORD_EFFECT_RELOCATION)
      return m->effects[i].square;
  return m->to;
}

/* A retraction goes back: the unit from where it stands to its departure
 * (a pawn again if the move promoted), the unit it took put back, the
 * rook of castling back in its corner. */
static void
play_retraction (FaProblem *p, const FaMoveRecord *m)
{
  FaSquare stands = square_after (m);
  const FaPlacedPiece *moving = fa_problem_piece_at (p, stands);
  if (!moving)
    return;
  FaPlacedPiece piece = *moving;
  fa_problem_remove (p, stands);
  fa_problem_put (p, m->promotion ? fa_piece_pawn () : piece.spec, piece.colour, m->from);
  if (m->captured && m->capture_square != FA_NO_SQUARE)
    fa_problem_put (p, m->captured, piece.colour == FA_COLOUR_WHITE ? FA_COLOUR_BLACK : FA_COLOUR_WHITE,
                    m->capture_square);
  if (m->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG))
    move_castling_rook (p, m, FALSE);
}

/* Puts a unit the solver played as kind spec: a royal or paralysing
 * variant (a promotion of such a pawn, a rebirth) goes on the board as
 * its base kind with the attribute. */
static void
put_played_unit (FaProblem *p, const FaPieceSpec *spec, FaColour colour, FaSquare sq)
{
  const FaPieceSpec *paralysing = fa_piece_paralysing_base (spec);
  if (paralysing)
    spec = paralysing;
  const FaPieceSpec *royal = fa_piece_royal_base (spec);
  if (royal)
    spec = royal;
  fa_problem_put (p, spec, colour, sq);
  FaPlacedPiece *placed = (FaPlacedPiece *) fa_problem_piece_at (p, sq);
  placed->paralysing = paralysing != NULL;
  placed->royal = royal != NULL;
}

void
fa_problem_play_record (FaProblem *p, const FaMoveRecord *m)
{
  if (m->flags & FA_RECORD_RETRACTION)
    {
      play_retraction (p, m);
      return;
    }
  /* Mars Circe's castling: who went to its game-array square first (the
   * king then castles from there). */
  FaSquare from = m->from;
  for (int i = 0; i < m->n_effects; i++)
    {
      const FaEffectRecord *e = &m->effects[i];
      const FaPlacedPiece *unit = e->kind == FA_RECORD_EFFECT_ARRAY_START ? fa_problem_piece_at (p, e->from) : NULL;
      if (unit)
        {
          FaPlacedPiece moved = *unit;
          fa_problem_remove (p, e->from);
          fa_problem_put (p, moved.spec, moved.colour, e->square);
          if (e->from == m->from)
            from = e->square;
        }
    }
  const FaPlacedPiece *moving = fa_problem_piece_at (p, from);
  if (!moving)
    return;
  FaPlacedPiece piece = *moving;
  if (m->captured && m->capture_square != FA_NO_SQUARE)
    fa_problem_remove (p, m->capture_square);
  fa_problem_remove (p, from);
  if (m->promotion)
    put_played_unit (p, m->promotion, piece.colour, m->to);
  else
    {
      fa_problem_put (p, piece.spec, piece.colour, m->to);
      ((FaPlacedPiece *) fa_problem_piece_at (p, m->to))->royal = piece.royal;
      ((FaPlacedPiece *) fa_problem_piece_at (p, m->to))->paralysing = piece.paralysing;
    }
  if (m->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG))
    move_castling_rook (p, m, TRUE);
  for (int i = 0; i < m->n_effects; i++)
    {
      const FaEffectRecord *e = &m->effects[i];
      if (e->kind == FA_RECORD_EFFECT_ARRAY_START)
        continue;
      if (e->kind == FA_RECORD_EFFECT_REMOVAL || e->kind == FA_RECORD_EFFECT_ASSASSINATION)
        {
          fa_problem_remove (p, e->square);
          continue;
        }
      if (e->kind == FA_RECORD_EFFECT_RELOCATION)
        fa_problem_remove (p, e->from);
      put_played_unit (p, e->piece, (FaColour) e->colour, e->square);
    }
}

static gboolean
effect_equal (const FaEffectRecord *x, const FaEffectRecord *y)
{
  return x->kind == y->kind && x->square == y->square && x->from == y->from && x->piece == y->piece
         && x->colour == y->colour;
}

/* A list of effects in the table of those in use: n, then the effects. */
typedef struct
{
  int n;
  FaEffectRecord effects[];
} EffectList;

static guint
effect_list_hash (gconstpointer key)
{
  const EffectList *l = key;
  guint h = (guint) l->n;
  for (int i = 0; i < l->n; i++)
    {
      const FaEffectRecord *e = &l->effects[i];
      h = h * 31 + g_direct_hash (e->piece);
      h = h * 31 + (guint) (e->kind | e->colour << 8 | (guint16) e->square << 16);
      h = h * 31 + (guint) (guint16) e->from;
    }
  return h;
}

static gboolean
effect_list_equal (gconstpointer a, gconstpointer b)
{
  const EffectList *x = a, *y = b;
  if (x->n != y->n)
    return FALSE;
  for (int i = 0; i < x->n; i++)
    if (!effect_equal (&x->effects[i], &y->effects[i]))
      return FALSE;
  return TRUE;
}

/* Every list of effects recorded so far, each kept once, for the life of
 * the process: few differ (the units and squares of one problem). */
static GHashTable *effect_lists;
G_LOCK_DEFINE_STATIC (effect_lists);

void
fa_move_record_set_effects (FaMoveRecord *rec, const FaEffectRecord *effects, int n)
{
  g_assert (n >= 0 && n <= FA_MAX_RECORD_EFFECTS);
  rec->n_effects = (uint8_t) n;
  if (n == 0)
    {
      rec->effects = NULL;
      return;
    }
  EffectList *key = g_malloc (sizeof (EffectList) + sizeof (FaEffectRecord) * (size_t) n);
  key->n = n;
  memcpy (key->effects, effects, sizeof (FaEffectRecord) * (size_t) n);
  G_LOCK (effect_lists);
  if (!effect_lists)
    effect_lists = g_hash_table_new (effect_list_hash, effect_list_equal);
  EffectList *kept = g_hash_table_lookup (effect_lists, key);
  if (kept)
    g_free (key);
  else
    g_hash_table_add (effect_lists, kept = key);
  G_UNLOCK (effect_lists);
  rec->effects = kept->effects;
}

void
fa_move_record_add_effect (FaMoveRecord *rec, FaEffectRecord effect)
{
  FaEffectRecord effects[FA_MAX_RECORD_EFFECTS];
  g_assert (rec->n_effects < FA_MAX_RECORD_EFFECTS);
  if (rec->n_effects)
    memcpy (effects, rec->effects, sizeof (FaEffectRecord) * rec->n_effects);
  effects[rec->n_effects] = effect;
  fa_move_record_set_effects (rec, effects, rec->n_effects + 1);
}

gboolean
fa_move_record_same (const FaMoveRecord *a, const FaMoveRecord *b)
{
  if (a->from != b->from || a->to != b->to || a->promotion != b->promotion || a->flags != b->flags
      || a->side != b->side || a->via != b->via || a->n_effects != b->n_effects)
    return FALSE;
  /* Two castlings of Anti-Mars Circe with different rooks, two choices
   * of a pawn's rebirth: the same squares, other effects. */
  for (int i = 0; i < a->n_effects; i++)
    if (!effect_equal (&a->effects[i], &b->effects[i]))
      return FALSE;
  return TRUE;
}
