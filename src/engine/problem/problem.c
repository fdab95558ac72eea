/* The problem as stated: creation, deep copy, piece placement and the
 * twins, applied the way Popeye applies them. */
#include "problem/problem.h"

#include <string.h>

#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (fa-problem-error-quark, fa_problem_error)

static void
clear_twin_command (gpointer data)
{
  FaTwinCommand *command = data;
  g_clear_pointer (&command->condition, g_free);
}

FaTwin *
fa_twin_new (void)
{
  FaTwin *twin = g_new0 (FaTwin, 1);
  twin->commands = g_array_new (FALSE, TRUE, sizeof (FaTwinCommand));
  g_array_set_clear_func (twin->commands, clear_twin_command);
  return twin;
}

static void
twin_free (gpointer data)
{
  FaTwin *twin = data;
  if (twin == NULL)
    return;
  g_array_unref (twin->commands);
  g_free (twin);
}

static void
user_piece_free (gpointer data)
{
  FaPieceSpec *spec = data;
  if (spec == NULL)
    return;
  g_free ((char *) spec->code);
  g_free ((char *) spec->name_en);
  g_free ((char *) spec->name_es);
  g_free ((char *) spec->name_de);
  g_free ((char *) spec->name_fr);
  g_free ((char *) spec->code_es);
  g_free ((char *) spec->code_de);
  g_free ((char *) spec->code_fr);
  g_free ((char *) spec->movement);
  g_free ((char *) spec->glyph);
  g_free (spec);
}

/* Every string of a user piece is its own allocation, so that freeing
 * never has to know which fields share text. */
static void
user_piece_fill (FaPieceSpec *spec, const char *code, const char *movement)
{
  char *upper = g_ascii_strup (code, -1);
  spec->code = upper;
  spec->name_en = g_strdup (upper);
  spec->name_es = g_strdup (upper);
  spec->name_de = g_strdup (upper);
  spec->name_fr = g_strdup (upper);
  spec->code_es = g_strdup (upper);
  spec->code_de = g_strdup (upper);
  spec->code_fr = g_strdup (upper);
  spec->movement = g_strdup (movement ? movement : "");
  spec->flags = 0;
  spec->glyph = g_strdup (upper);
  spec->glyph_rotation = 0;
}

static void
publication_clear (FaPublication *publication)
{
  g_free (publication->date);
  g_free (publication->volume);
  g_free (publication->issue);
  g_free (publication->round);
  g_free (publication->problem_id);
  g_free (publication->page);
  g_free (publication->tourney);
  g_free (publication->tourney_date);
  g_ptr_array_unref (publication->judges);
}

FaProblem *
fa_problem_new (void)
{
  FaProblem *p = g_new0 (FaProblem, 1);
  p->remarks = g_ptr_array_new_with_free_func (g_free);
  p->files = 8;
  p->ranks = 8;
  p->pieces = g_array_new (FALSE, TRUE, sizeof (FaPlacedPiece));
  p->user_pieces = g_ptr_array_new_with_free_func (user_piece_free);
  p->conditions = g_ptr_array_new_with_free_func (g_free);
  p->condition_sources = g_array_new (FALSE, TRUE, sizeof (FaSourcePos));
  p->solution_sources = g_array_new (FALSE, TRUE, sizeof (FaSourcePos));
  p->publication.judges = g_ptr_array_new_with_free_func (g_free);
  p->keywords = g_ptr_array_new_with_free_func (g_free);
  p->options.ep_from = FA_NO_SQUARE;
  p->options.ep_passed = FA_NO_SQUARE;
  p->options.ep_to = FA_NO_SQUARE;
  p->options.no_castling = g_array_new (FALSE, TRUE, sizeof (FaSquare));
  p->twins = g_ptr_array_new_with_free_func (twin_free);
  return p;
}

void
fa_problem_free (FaProblem *p)
{
  if (p == NULL)
    return;
  g_free (p->author);
  g_free (p->origin);
  g_free (p->title);
  g_free (p->award);
  g_free (p->solution);
  g_array_unref (p->solution_sources);
  publication_clear (&p->publication);
  g_ptr_array_unref (p->keywords);
  g_free (p->intended_solutions);
  g_clear_pointer (&p->entry_extra, g_variant_unref);
  g_ptr_array_unref (p->remarks);
  g_array_unref (p->pieces);
  g_ptr_array_unref (p->twins);
  g_ptr_array_unref (p->conditions);
  g_array_unref (p->condition_sources);
  g_array_unref (p->options.no_castling);
  /* Last: the arrays above may point into the user pieces. */
  g_ptr_array_unref (p->user_pieces);
  g_free (p->source_name);
  g_free (p);
}

/* A spec of `from` as the corresponding spec of `to`: user pieces are
 * owned per problem, catalogue entries are shared. */
static const FaPieceSpec *
remap_spec (const FaProblem *from, const FaProblem *to, const FaPieceSpec *spec)
{
  if (spec == NULL || from == to)
    return spec;
  for (guint i = 0; i < from->user_pieces->len; i++)
    if (g_ptr_array_index (from->user_pieces, i) == spec)
      return i < to->user_pieces->len ? g_ptr_array_index (to->user_pieces, i) : NULL;
  return spec;
}

static GPtrArray *
copy_string_array (GPtrArray *strings)
{
  GPtrArray *copy = g_ptr_array_new_full (strings->len, g_free);
  for (guint i = 0; i < strings->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (strings, i)));
  return copy;
}

/* Into a new problem's empty publication. */
static void
publication_copy (FaPublication *to, const FaPublication *from)
{
  to->date = g_strdup (from->date);
  to->volume = g_strdup (from->volume);
  to->issue = g_strdup (from->issue);
  to->round = g_strdup (from->round);
  to->problem_id = g_strdup (from->problem_id);
  to->page = g_strdup (from->page);
  to->tourney = g_strdup (from->tourney);
  to->tourney_date = g_strdup (from->tourney_date);
  g_ptr_array_unref (to->judges);
  to->judges = copy_string_array (from->judges);
}

static FaTwin *
copy_twin (const FaProblem *from, const FaProblem *to, const FaTwin *twin)
{
  FaTwin *copy = fa_twin_new ();
  copy->continued = twin->continued;
  for (guint i = 0; i < twin->commands->len; i++)
    {
      FaTwinCommand command = g_array_index (twin->commands, FaTwinCommand, i);
      command.condition = g_strdup (command.condition);
      command.piece.spec = remap_spec (from, to, command.piece.spec);
      command.substitute_from = remap_spec (from, to, command.substitute_from);
      command.substitute_to = remap_spec (from, to, command.substitute_to);
      g_array_append_val (copy->commands, command);
    }
  return copy;
}

/* A deep copy; without_twins leaves the twins out, which a twin's
 * position does not need and which would make reading n twins cost n². */
static FaProblem *
copy_problem (const FaProblem *p, gboolean without_twins)
{
  FaProblem *copy = fa_problem_new ();
  copy->author = g_strdup (p->author);
  copy->origin = g_strdup (p->origin);
  copy->title = g_strdup (p->title);
  copy->award = g_strdup (p->award);
  copy->solution = g_strdup (p->solution);
  g_array_append_vals (copy->solution_sources, p->solution_sources->data, p->solution_sources->len);
  g_ptr_array_unref (copy->remarks);
  copy->remarks = copy_string_array (p->remarks);
  publication_copy (&copy->publication, &p->publication);
  g_ptr_array_unref (copy->keywords);
  copy->keywords = copy_string_array (p->keywords);
  copy->intended_solutions = g_strdup (p->intended_solutions);
  copy->entry_extra = p->entry_extra ? g_variant_ref (p->entry_extra) : NULL;

  copy->files = p->files;
  copy->ranks = p->ranks;
  memcpy (copy->holes, p->holes, sizeof copy->holes);

  for (guint i = 0; i < p->user_pieces->len; i++)
    {
      const FaPieceSpec *spec = g_ptr_array_index (p->user_pieces, i);
      FaPieceSpec *spec_copy = g_new0 (FaPieceSpec, 1);
      user_piece_fill (spec_copy, spec->code, spec->movement);
      spec_copy->flags = spec->flags;
      spec_copy->glyph_rotation = spec->glyph_rotation;
      g_ptr_array_add (copy->user_pieces, spec_copy);
    }

  for (guint i = 0; i < p->pieces->len; i++)
    {
      FaPlacedPiece piece = g_array_index (p->pieces, FaPlacedPiece, i);
      piece.spec = remap_spec (p, copy, piece.spec);
      g_array_append_val (copy->pieces, piece);
    }

  copy->stipulation = p->stipulation;
  copy->has_stipulation = p->has_stipulation;
  copy->retractor = p->retractor;
  g_ptr_array_unref (copy->conditions);
  copy->conditions = copy_string_array (p->conditions);
  g_array_append_vals (copy->condition_sources, p->condition_sources->data, p->condition_sources->len);

  GArray *no_castling = copy->options.no_castling;
  copy->options = p->options;
  copy->options.no_castling = no_castling;
  g_array_append_vals (no_castling, p->options.no_castling->data,
                       p->options.no_castling->len);

  for (guint i = 0; i < p->twins->len && !without_twins; i++)
    g_ptr_array_add (copy->twins, copy_twin (p, copy, g_ptr_array_index (p->twins, i)));

  copy->source_name = g_strdup (p->source_name);
  copy->source_line = p->source_line;
  return copy;
}

FaProblem *
fa_problem_copy (const FaProblem *p)
{
  g_return_val_if_fail (p != NULL, NULL);

  return copy_problem (p, FALSE);
}

static int
piece_index (const FaProblem *p, FaSquare sq)
{
  for (guint i = 0; i < p->pieces->len; i++)
    if (g_array_index (p->pieces, FaPlacedPiece, i).square == sq)
      return (int) i;
  return -1;
}

void
fa_problem_put (FaProblem *p, const FaPieceSpec *spec, FaColour colour, FaSquare sq)
{
  fa_problem_put_at (p, spec, colour, sq, (FaSourcePos) { 0, 0 });
}

FaSourcePos
fa_problem_condition_source (const FaProblem *p, guint index)
{
  /* Edited conditions may no longer match the positions read. */
  if (p->condition_sources->len != p->conditions->len || index >= p->condition_sources->len)
    return (FaSourcePos) { 0, 0 };
  return g_array_index (p->condition_sources, FaSourcePos, index);
}

void
fa_problem_put_at (FaProblem *p, const FaPieceSpec *spec, FaColour colour, FaSquare sq,
                   FaSourcePos source)
{
  g_return_if_fail (p != NULL && spec != NULL);

  FaPlacedPiece piece = { .spec = spec, .colour = colour, .square = sq, .source = source };
  int index = piece_index (p, sq);
  if (index >= 0)
    g_array_index (p->pieces, FaPlacedPiece, index) = piece;
  else
    g_array_append_val (p->pieces, piece);
}

void
fa_problem_remove (FaProblem *p, FaSquare sq)
{
  g_return_if_fail (p != NULL);

  int index = piece_index (p, sq);
  if (index >= 0)
    g_array_remove_index (p->pieces, (guint) index);
}

const FaPlacedPiece *
fa_problem_piece_at (const FaProblem *p, FaSquare sq)
{
  g_return_val_if_fail (p != NULL, NULL);

  int index = piece_index (p, sq);
  return index >= 0 ? &g_array_index (p->pieces, FaPlacedPiece, index) : NULL;
}

const FaPieceSpec *
fa_problem_define_piece (FaProblem *p, const char *code, const char *movement)
{
  g_return_val_if_fail (p != NULL && code != NULL, NULL);

  for (guint i = 0; i < p->user_pieces->len; i++)
    {
      FaPieceSpec *spec = g_ptr_array_index (p->user_pieces, i);
      if (g_ascii_strcasecmp (spec->code, code) == 0)
        {
          g_free ((char *) spec->movement);
          spec->movement = g_strdup (movement ? movement : "");
          return spec;
        }
    }
  FaPieceSpec *spec = g_new0 (FaPieceSpec, 1);
  user_piece_fill (spec, code, movement);
  g_ptr_array_add (p->user_pieces, spec);
  return spec;
}

const FaPieceSpec *
fa_problem_lookup_piece (const FaProblem *p, const char *code, size_t len)
{
  if (p != NULL)
    for (guint i = 0; i < p->user_pieces->len; i++)
      {
        const FaPieceSpec *spec = g_ptr_array_index (p->user_pieces, i);
        if (strlen (spec->code) == len && g_ascii_strncasecmp (spec->code, code, len) == 0)
          return spec;
      }
  return fa_piece_lookup_code (code, len);
}

/* ---- Twins ---------------------------------------------------------- */

static char *
square_text (int files, FaSquare sq, char *buf)
{
  return fa_square_name_for (files, sq, buf);
}

static gboolean
square_on_board (const FaProblem *p, FaSquare sq)
{
  return sq >= 0 && sq < p->files * p->ranks;
}

static gboolean
twin_fail (GError **error, const char *twin_label, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
twin_fail (GError **error, const char *twin_label, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  char *message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: the first %s is the twin's label, such as b); the
   * second is what went wrong, such as "Move: there is no piece on e4". */
  if (twin_label)
    g_set_error (error, FA_PROBLEM_ERROR, FA_PROBLEM_ERROR_TWIN, _("twin %s %s"), twin_label, message);
  else
    g_set_error_literal (error, FA_PROBLEM_ERROR, FA_PROBLEM_ERROR_TWIN, message);
  g_free (message);
  return FALSE;
}

typedef enum
{
  TRANSFORM_ROTATE_90,    /* Popeye turns the board to the left */
  TRANSFORM_ROTATE_180,
  TRANSFORM_ROTATE_270,
  TRANSFORM_MIRROR_FILES, /* a1<-->h1 */
  TRANSFORM_MIRROR_RANKS, /* a1<-->a8 */
  TRANSFORM_MIRROR_A1_H8, /* a1<-->h8 */
  TRANSFORM_MIRROR_A8_H1, /* a8<-->h1 */
} BoardTransform;

/* Where (file, rank) of a files x ranks board goes.  These are Popeye's
 * formulas from transformSquare(), written for any board size: quarter
 * turns and diagonal mirrors make a files x ranks board ranks x files. */
static void
transform_coordinates (BoardTransform transform, int files, int ranks,
                       int file, int rank, int *file_out, int *rank_out)
{
  switch (transform)
    {
    case TRANSFORM_ROTATE_90:
      *file_out = ranks - 1 - rank;
      *rank_out = file;
      break;
    case TRANSFORM_ROTATE_180:
      *file_out = files - 1 - file;
      *rank_out = ranks - 1 - rank;
      break;
    case TRANSFORM_ROTATE_270:
      *file_out = rank;
      *rank_out = files - 1 - file;
      break;
    case TRANSFORM_MIRROR_FILES:
      *file_out = files - 1 - file;
      *rank_out = rank;
      break;
    case TRANSFORM_MIRROR_RANKS:
      *file_out = file;
      *rank_out = ranks - 1 - rank;
      break;
    case TRANSFORM_MIRROR_A1_H8:
      *file_out = ranks - 1 - rank;
      *rank_out = files - 1 - file;
      break;
    case TRANSFORM_MIRROR_A8_H1:
    default:
      *file_out = rank;
      *rank_out = file;
      break;
    }
}

static gboolean
transform_swaps_dimensions (BoardTransform transform)
{
  return transform == TRANSFORM_ROTATE_90 || transform == TRANSFORM_ROTATE_270
         || transform == TRANSFORM_MIRROR_A1_H8 || transform == TRANSFORM_MIRROR_A8_H1;
}

/* The squares of the options name squares, not pieces (Popeye leaves them
 * alone when it transforms the board), so only their indices follow a
 * change of board shape. */
static FaSquare
reindex_square (FaSquare sq, int old_files, int new_files, int new_ranks)
{
  if (sq == FA_NO_SQUARE)
    return sq;
  int file = sq % old_files, rank = sq / old_files;
  if (file >= new_files || rank >= new_ranks)
    return FA_NO_SQUARE;
  return (FaSquare) (rank * new_files + file);
}

/* The option squares (en passant, castling rights) on a board new_files
 * wide; those beyond it go. */
static void
reindex_options (FaOptions *o, int old_files, int new_files, int new_ranks)
{
  o->ep_from = reindex_square (o->ep_from, old_files, new_files, new_ranks);
  o->ep_passed = reindex_square (o->ep_passed, old_files, new_files, new_ranks);
  o->ep_to = reindex_square (o->ep_to, old_files, new_files, new_ranks);
  if (o->ep_from == FA_NO_SQUARE || o->ep_passed == FA_NO_SQUARE || o->ep_to == FA_NO_SQUARE)
    o->ep_from = o->ep_passed = o->ep_to = FA_NO_SQUARE;
  for (guint i = 0; i < o->no_castling->len;)
    {
      FaSquare *sq = &g_array_index (o->no_castling, FaSquare, i);
      *sq = reindex_square (*sq, old_files, new_files, new_ranks);
      if (*sq == FA_NO_SQUARE)
        g_array_remove_index (o->no_castling, i);
      else
        i++;
    }
}

/* The transform a Rotate or Mirror command makes; FALSE for another
 * command, or a rotation by other than a quarter turn. */
static gboolean
command_transform (const FaTwinCommand *command, BoardTransform *transform)
{
  if (command->kind == FA_TWIN_ROTATE)
    {
      switch (command->degrees)
        {
        case 90: *transform = TRANSFORM_ROTATE_90; return TRUE;
        case 180: *transform = TRANSFORM_ROTATE_180; return TRUE;
        case 270: *transform = TRANSFORM_ROTATE_270; return TRUE;
        default: return FALSE;
        }
    }
  if (command->kind == FA_TWIN_MIRROR)
    {
      static const BoardTransform mirrors[] = { TRANSFORM_MIRROR_FILES, TRANSFORM_MIRROR_RANKS,
                                                TRANSFORM_MIRROR_A1_H8, TRANSFORM_MIRROR_A8_H1 };
      if ((unsigned) command->mirror >= G_N_ELEMENTS (mirrors))
        return FALSE;
      *transform = mirrors[command->mirror];
      return TRUE;
    }
  return FALSE;
}

static void
transform_board (FaProblem *p, BoardTransform transform)
{
  int files = p->files, ranks = p->ranks;
  int new_files = transform_swaps_dimensions (transform) ? ranks : files;
  int new_ranks = transform_swaps_dimensions (transform) ? files : ranks;

  for (guint i = 0; i < p->pieces->len; i++)
    {
      FaPlacedPiece *piece = &g_array_index (p->pieces, FaPlacedPiece, i);
      int file, rank;
      transform_coordinates (transform, files, ranks, piece->square % files,
                             piece->square / files, &file, &rank);
      piece->square = (FaSquare) (rank * new_files + file);
    }

  bool holes[FA_MAX_SQUARES] = { false };
  for (int sq = 0; sq < files * ranks; sq++)
    if (p->holes[sq])
      {
        int file, rank;
        transform_coordinates (transform, files, ranks, sq % files, sq / files,
                               &file, &rank);
        holes[rank * new_files + file] = true;
      }
  memcpy (p->holes, holes, sizeof holes);

  if (new_files != files)
    reindex_options (&p->options, files, new_files, new_ranks);

  p->files = new_files;
  p->ranks = new_ranks;
}

static gboolean
shift_board (FaProblem *p, FaSquare from, FaSquare to, const char *twin_label, GError **error)
{
  int files = p->files;
  int dx = to % files - from % files, dy = to / files - from / files;
  char name[8];

  /* Check first, so that a failing shift leaves nothing half done. */
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *piece = &g_array_index (p->pieces, FaPlacedPiece, i);
      int file = piece->square % files + dx, rank = piece->square / files + dy;
      if (file < 0 || file >= files || rank < 0 || rank >= p->ranks)
        /* Translators: Shift is a Popeye twin command; keep it in English. %s
         * is a square such as e4. */
        return twin_fail (error, twin_label, _("Shift moves the piece on %s off the board"),
                          square_text (files, piece->square, name));
      if (p->holes[rank * files + file])
        return twin_fail (error, twin_label, _("Shift moves the piece on %s into a hole"),
                          square_text (files, piece->square, name));
    }
  for (guint i = 0; i < p->pieces->len; i++)
    {
      FaPlacedPiece *piece = &g_array_index (p->pieces, FaPlacedPiece, i);
      piece->square = (FaSquare) (piece->square + dy * files + dx);
    }
  return TRUE;
}

static void
replace_conditions (FaProblem *p, const char *text, FaSourcePos source)
{
  g_ptr_array_set_size (p->conditions, 0);
  g_array_set_size (p->condition_sources, 0);
  if (text == NULL)
    return;
  char **lines = g_strsplit (text, "\n", -1);
  /* The twin's conditions are all named by where its Condition list
   * begins. */
  for (char **line = lines; *line; line++)
    if (**line)
      {
        g_ptr_array_add (p->conditions, g_strdup (*line));
        g_array_append_val (p->condition_sources, source);
      }
  g_strfreev (lines);
}

/* On failure *where names the command's square or piece that failed. */
static gboolean
apply_command (FaProblem *result, const FaProblem *source,
               const FaTwinCommand *command, const char *twin_label, FaSourcePos *where,
               GError **error)
{
  char name[8];
  int files = result->files;

  *where = command->from_source;
  switch (command->kind)
    {
    case FA_TWIN_MOVE:
    case FA_TWIN_EXCHANGE:
    case FA_TWIN_SHIFT:
      if (square_on_board (result, command->from) && !square_on_board (result, command->to))
        *where = command->to_source;
      if (!square_on_board (result, command->from) || !square_on_board (result, command->to))
        return twin_fail (error, twin_label, _("a square is not on the board"));
      break;
    case FA_TWIN_REMOVE:
      if (!square_on_board (result, command->from))
        return twin_fail (error, twin_label, _("a square is not on the board"));
      break;
    case FA_TWIN_ADD:
      if (!square_on_board (result, command->piece.square))
        return twin_fail (error, twin_label, _("a square is not on the board"));
      break;
    default:
      break;
    }

  switch (command->kind)
    {
    case FA_TWIN_MOVE:
      {
        const FaPlacedPiece *moving = fa_problem_piece_at (result, command->from);
        if (moving == NULL)
          /* Translators: Move, Exchange, Remove, Add, Rotate and Substitute
           * are Popeye twin commands; keep them in English. %s is a square
           * such as e4. */
          return twin_fail (error, twin_label, _("Move: there is no piece on %s"),
                            square_text (files, command->from, name));
        if (result->holes[command->to])
          {
            *where = command->to_source;
            return twin_fail (error, twin_label, _("Move: %s is a hole"),
                              square_text (files, command->to, name));
          }
        if (command->from == command->to)
          return TRUE;
        FaPlacedPiece piece = *moving;
        fa_problem_remove (result, command->to);
        fa_problem_remove (result, command->from);
        fa_problem_put_at (result, piece.spec, piece.colour, command->to, piece.source);
        ((FaPlacedPiece *) fa_problem_piece_at (result, command->to))->royal = piece.royal;
        ((FaPlacedPiece *) fa_problem_piece_at (result, command->to))->paralysing = piece.paralysing;
        return TRUE;
      }

    case FA_TWIN_EXCHANGE:
      {
        int a = piece_index (result, command->from), b = piece_index (result, command->to);
        if (a >= 0 && b < 0)
          *where = command->to_source;
        if (a < 0 || b < 0)
          return twin_fail (error, twin_label, _("Exchange: there is no piece on %s"),
                            square_text (files, a < 0 ? command->from : command->to, name));
        g_array_index (result->pieces, FaPlacedPiece, a).square = command->to;
        g_array_index (result->pieces, FaPlacedPiece, b).square = command->from;
        return TRUE;
      }

    case FA_TWIN_REMOVE:
      if (fa_problem_piece_at (result, command->from) == NULL)
        return twin_fail (error, twin_label, _("Remove: there is no piece on %s"),
                          square_text (files, command->from, name));
      fa_problem_remove (result, command->from);
      return TRUE;

    case FA_TWIN_ADD:
      {
        const FaPieceSpec *spec = remap_spec (source, result, command->piece.spec);
        if (spec == NULL)
          return twin_fail (error, twin_label, _("Add: no piece kind given"));
        if (result->holes[command->piece.square])
          return twin_fail (error, twin_label, _("Add: %s is a hole"),
                            square_text (files, command->piece.square, name));
        fa_problem_put_at (result, spec, command->piece.colour, command->piece.square,
                           command->from_source);
        ((FaPlacedPiece *) fa_problem_piece_at (result, command->piece.square))->royal = command->piece.royal;
        ((FaPlacedPiece *) fa_problem_piece_at (result, command->piece.square))->paralysing = command->piece.paralysing;
        return TRUE;
      }

    case FA_TWIN_ROTATE:
      {
        BoardTransform transform;
        if (command_transform (command, &transform))
          {
            transform_board (result, transform);
            return TRUE;
          }
        /* Translators: Rotate is a Popeye twin command; keep it in English.
         * %d is the number of degrees given. */
        return twin_fail (error, twin_label, _("Rotate takes 90, 180 or 270 degrees, not %d"), command->degrees);
      }

    case FA_TWIN_MIRROR:
      {
        BoardTransform transform;
        if (!command_transform (command, &transform))
          return twin_fail (error, twin_label, _("unknown mirror"));
        transform_board (result, transform);
        return TRUE;
      }

    case FA_TWIN_SHIFT:
      return shift_board (result, command->from, command->to, twin_label, error);

    case FA_TWIN_STIPULATION:
      result->stipulation = command->stipulation;
      result->has_stipulation = TRUE;
      return TRUE;

    case FA_TWIN_CONDITION:
      replace_conditions (result, command->condition, command->from_source);
      return TRUE;

    case FA_TWIN_SUBSTITUTE:
      {
        const FaPieceSpec *from = remap_spec (source, result, command->substitute_from);
        const FaPieceSpec *to = remap_spec (source, result, command->substitute_to);
        if (from == NULL || to == NULL)
          return twin_fail (error, twin_label, _("Substitute: no piece kind given"));
        for (guint i = 0; i < result->pieces->len; i++)
          {
            FaPlacedPiece *piece = &g_array_index (result->pieces, FaPlacedPiece, i);
            if (piece->spec == from)
              piece->spec = to;
          }
        return TRUE;
      }

    case FA_TWIN_POLISH_TYPE:
      /* Popeye's total side exchange swaps the colours and nothing else:
       * pieces stay on their squares and neutrals stay neutral. */
      for (guint i = 0; i < result->pieces->len; i++)
        {
          FaPlacedPiece *piece = &g_array_index (result->pieces, FaPlacedPiece, i);
          if (piece->colour == FA_COLOUR_WHITE)
            piece->colour = FA_COLOUR_BLACK;
          else if (piece->colour == FA_COLOUR_BLACK)
            piece->colour = FA_COLOUR_WHITE;
        }
      return TRUE;

    default:
      return twin_fail (error, twin_label, _("unknown twin command"));
    }
}

gboolean
fa_problem_apply_twin (FaProblem *position, const FaProblem *p, guint index, GError **error)
{
  return fa_problem_apply_twin_at (position, p, index, NULL, error);
}

gboolean
fa_problem_apply_twin_at (FaProblem *position, const FaProblem *p, guint index,
                          FaSourcePos *where, GError **error)
{
  g_return_val_if_fail (position != NULL && p != NULL, FALSE);
  g_return_val_if_fail (index >= 1 && index <= p->twins->len, FALSE);

  const FaTwin *twin = g_ptr_array_index (p->twins, index - 1);
  g_autofree char *label = fa_problem_twin_label (p, index);
  FaSourcePos failed_at = { 0, 0 };
  for (guint c = 0; c < twin->commands->len; c++)
    if (!apply_command (position, p, &g_array_index (twin->commands, FaTwinCommand, c),
                        label, &failed_at, error))
      {
        if (where)
          *where = failed_at;
        return FALSE;
      }
  return TRUE;
}

/* The squares of a twin command are those of the board as it stands when
 * the command applies: after "Rotate 90" on a 10x12 board, the following
 * commands of the same (or a continued) twin name squares of a 12x10
 * board. */
FaProblem *
fa_problem_twin (const FaProblem *p, guint index, GError **error)
{
  return fa_problem_twin_at (p, index, NULL, error);
}

FaProblem *
fa_problem_twin_at (const FaProblem *p, guint index, FaSourcePos *where, GError **error)
{
  g_return_val_if_fail (p != NULL, NULL);

  if (index > p->twins->len)
    {
      /* Translators: the first %u is the twin asked for, counted from 0
       * (the diagram); the second is how many positions the problem has. */
      g_set_error (error, FA_PROBLEM_ERROR, FA_PROBLEM_ERROR_TWIN,
                   _("there is no twin %u (the problem has %u)"), index, p->twins->len + 1);
      return NULL;
    }

  FaProblem *result = copy_problem (p, TRUE);

  /* A twin applies to the diagram; "Twin Continued" to the twin before. */
  guint first = index;
  while (first > 1 && ((FaTwin *) g_ptr_array_index (p->twins, first - 1))->continued)
    first--;

  for (guint t = first; t >= 1 && t <= index; t++)
    if (!fa_problem_apply_twin_at (result, p, t, where, error))
      {
        fa_problem_free (result);
        return NULL;
      }
  return result;
}

char *
fa_problem_twin_label (const FaProblem *p, guint index)
{
  g_return_val_if_fail (p != NULL, NULL);

  gboolean continued = index >= 1 && index <= p->twins->len
                       && ((FaTwin *) g_ptr_array_index (p->twins, index - 1))->continued;
  /* Popeye runs out of letters after z) and goes on with z1), z2) ... */
  if (index < 26)
    return g_strdup_printf ("%s%c)", continued ? "+" : "", 'a' + (int) index);
  return g_strdup_printf ("%sz%u)", continued ? "+" : "", index - 25);
}

/* ---- Equality --------------------------------------------------------- */

static gboolean
strings_equal (const char *a, const char *b)
{
  return g_strcmp0 (a, b) == 0;
}

static gboolean
string_arrays_equal (GPtrArray *a, GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!strings_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static gboolean
publications_equal (const FaPublication *a, const FaPublication *b)
{
  return strings_equal (a->date, b->date) && strings_equal (a->volume, b->volume)
         && strings_equal (a->issue, b->issue) && strings_equal (a->round, b->round)
         && strings_equal (a->problem_id, b->problem_id) && strings_equal (a->page, b->page)
         && strings_equal (a->tourney, b->tourney) && strings_equal (a->tourney_date, b->tourney_date)
         && string_arrays_equal (a->judges, b->judges);
}

static gboolean
variants_equal (GVariant *a, GVariant *b)
{
  return a == b || (a && b && g_variant_equal (a, b));
}

static gboolean
specs_equal (const FaPieceSpec *a, const FaPieceSpec *b)
{
  if (a == b)
    return TRUE;
  if (a == NULL || b == NULL)
    return FALSE;
  return g_ascii_strcasecmp (a->code, b->code) == 0 && strings_equal (a->movement, b->movement);
}

static gboolean
stipulations_equal (const FaStipulation *a, const FaStipulation *b)
{
  return a->play == b->play && a->goal == b->goal && a->series == b->series
         && a->moves == b->moves && a->half == b->half && a->prefix == b->prefix
         && a->retractions == b->retractions;
}

static gboolean
commands_equal (const FaTwinCommand *a, const FaTwinCommand *b)
{
  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case FA_TWIN_MOVE:
    case FA_TWIN_EXCHANGE:
    case FA_TWIN_SHIFT:
      return a->from == b->from && a->to == b->to;
    case FA_TWIN_REMOVE:
      return a->from == b->from;
    case FA_TWIN_ADD:
      return a->piece.colour == b->piece.colour && a->piece.square == b->piece.square
             && a->piece.royal == b->piece.royal && a->piece.paralysing == b->piece.paralysing && specs_equal (a->piece.spec, b->piece.spec);
    case FA_TWIN_ROTATE:
      return a->degrees == b->degrees;
    case FA_TWIN_MIRROR:
      return a->mirror == b->mirror;
    case FA_TWIN_STIPULATION:
      return stipulations_equal (&a->stipulation, &b->stipulation);
    case FA_TWIN_CONDITION:
      return strings_equal (a->condition, b->condition);
    case FA_TWIN_SUBSTITUTE:
      return specs_equal (a->substitute_from, b->substitute_from)
             && specs_equal (a->substitute_to, b->substitute_to);
    case FA_TWIN_POLISH_TYPE:
    default:
      return TRUE;
    }
}

static gboolean
options_equal (const FaOptions *a, const FaOptions *b)
{
  if (a->try_play != b->try_play || a->set_play != b->set_play
      || a->variation != b->variation || a->no_threat != b->no_threat
      || a->duplex != b->duplex || a->half_duplex != b->half_duplex
      || a->white_to_play != b->white_to_play || a->no_board != b->no_board
      || a->intelligent != b->intelligent || a->intelligent_max != b->intelligent_max
      || a->no_short_variations != b->no_short_variations
      || a->defence != b->defence || a->threat != b->threat
      || a->max_solutions != b->max_solutions || a->max_time != b->max_time
      || a->ep_from != b->ep_from || a->ep_passed != b->ep_passed || a->ep_to != b->ep_to)
    return FALSE;
  if (a->no_castling->len != b->no_castling->len)
    return FALSE;
  return a->no_castling->len == 0
         || memcmp (a->no_castling->data, b->no_castling->data,
                    a->no_castling->len * sizeof (FaSquare)) == 0;
}

gboolean
fa_problem_equal (const FaProblem *a, const FaProblem *b)
{
  if (a == b)
    return TRUE;
  if (a == NULL || b == NULL)
    return FALSE;

  if (!strings_equal (a->author, b->author) || !strings_equal (a->origin, b->origin)
      || !strings_equal (a->title, b->title) || !strings_equal (a->award, b->award)
      || !strings_equal (a->solution, b->solution)
      || !string_arrays_equal (a->remarks, b->remarks)
      || !publications_equal (&a->publication, &b->publication)
      || !string_arrays_equal (a->keywords, b->keywords)
      || !strings_equal (a->intended_solutions, b->intended_solutions)
      || !variants_equal (a->entry_extra, b->entry_extra))
    return FALSE;

  if (a->files != b->files || a->ranks != b->ranks)
    return FALSE;
  for (int sq = 0; sq < a->files * a->ranks; sq++)
    if (a->holes[sq] != b->holes[sq])
      return FALSE;

  if (a->user_pieces->len != b->user_pieces->len)
    return FALSE;
  for (guint i = 0; i < a->user_pieces->len; i++)
    if (!specs_equal (g_ptr_array_index (a->user_pieces, i), g_ptr_array_index (b->user_pieces, i)))
      return FALSE;

  if (a->pieces->len != b->pieces->len)
    return FALSE;
  for (guint i = 0; i < a->pieces->len; i++)
    {
      const FaPlacedPiece *piece = &g_array_index (a->pieces, FaPlacedPiece, i);
      const FaPlacedPiece *other = fa_problem_piece_at (b, piece->square);
      if (other == NULL || other->colour != piece->colour || !specs_equal (other->spec, piece->spec)
          || other->royal != piece->royal || other->paralysing != piece->paralysing || other->mwu != piece->mwu)
        return FALSE;
    }

  if (a->has_stipulation != b->has_stipulation
      || (a->has_stipulation && !stipulations_equal (&a->stipulation, &b->stipulation)))
    return FALSE;
  if (!string_arrays_equal (a->conditions, b->conditions))
    return FALSE;
  if (!options_equal (&a->options, &b->options))
    return FALSE;
  if (a->retractor.type != b->retractor.type || a->retractor.no_forward_defence != b->retractor.no_forward_defence
      || a->retractor.repetition != b->retractor.repetition)
    return FALSE;

  if (a->twins->len != b->twins->len)
    return FALSE;
  for (guint i = 0; i < a->twins->len; i++)
    {
      const FaTwin *ta = g_ptr_array_index (a->twins, i), *tb = g_ptr_array_index (b->twins, i);
      if (!ta->continued != !tb->continued || ta->commands->len != tb->commands->len)
        return FALSE;
      for (guint c = 0; c < ta->commands->len; c++)
        if (!commands_equal (&g_array_index (ta->commands, FaTwinCommand, c),
                             &g_array_index (tb->commands, FaTwinCommand, c)))
          return FALSE;
    }
  return TRUE;
}

const char *
fa_retractor_name (FaRetractorType type)
{
  switch (type)
    {
    case FA_RETRACTOR_PROCA:
      return "Proca";
    case FA_RETRACTOR_HOEG:
      return "Hoeg";
    case FA_RETRACTOR_KLAN:
      return "Klan";
    case FA_RETRACTOR_PACIFIC:
      return "Pacific";
    default:
      return "";
    }
}

/* ---- Edits of the diagram (the studio) -------------------------------- */

/* The fields of a twin command that name squares of the position it
 * applies to. */
static int
command_squares (FaTwinCommand *c, FaSquare **squares)
{
  switch (c->kind)
    {
    case FA_TWIN_MOVE:
    case FA_TWIN_EXCHANGE:
    case FA_TWIN_SHIFT:
      squares[0] = &c->from;
      squares[1] = &c->to;
      return 2;
    case FA_TWIN_REMOVE:
      squares[0] = &c->from;
      return 1;
    case FA_TWIN_ADD:
      squares[0] = &c->piece.square;
      return 1;
    default:
      return 0;
    }
}

/* Where square sq of a files x ranks diagram goes when the diagram is
 * edited (Rotate, Mirror, Shift, or a new size new_files x new_ranks when
 * edit is NULL); FA_NO_SQUARE when it leaves the board. */
static FaSquare
edited_square (const FaTwinCommand *edit, int files, int ranks, int new_files, int new_ranks, FaSquare sq)
{
  int file = sq % files, rank = sq / files;
  BoardTransform transform;
  if (edit && edit->kind == FA_TWIN_SHIFT)
    {
      file += edit->to % files - edit->from % files;
      rank += edit->to / files - edit->from / files;
    }
  else if (edit && command_transform (edit, &transform))
    {
      int f, r;
      transform_coordinates (transform, files, ranks, file, rank, &f, &r);
      file = f;
      rank = r;
      if (transform_swaps_dimensions (transform))
        new_files = ranks, new_ranks = files;
    }
  if (file < 0 || rank < 0 || file >= new_files || rank >= new_ranks)
    return FA_NO_SQUARE;
  return (FaSquare) (rank * new_files + file);
}

/* Calls visit on every square the twins' commands name, in order, until
 * it returns FALSE. */
static gboolean
each_twin_square (FaProblem *p, gboolean (*visit) (FaProblem *, guint twin, FaSquare *, gpointer), gpointer data)
{
  for (guint t = 0; t < p->twins->len; t++)
    {
      FaTwin *twin = g_ptr_array_index (p->twins, t);
      for (guint i = 0; i < twin->commands->len; i++)
        {
          FaSquare *squares[2];
          int n = command_squares (&g_array_index (twin->commands, FaTwinCommand, i), squares);
          for (int k = 0; k < n; k++)
            if (!visit (p, t, squares[k], data))
              return FALSE;
        }
    }
  return TRUE;
}

typedef struct
{
  const FaTwinCommand *edit;
  int new_files, new_ranks;
  GArray *moved;
  GError **error;
} TwinSquaresEdit;

static gboolean
edit_twin_square (FaProblem *p, guint twin, FaSquare *square, gpointer data)
{
  TwinSquaresEdit *e = data;
  FaSquare to = edited_square (e->edit, p->files, p->ranks, e->new_files, e->new_ranks, *square);
  if (to == FA_NO_SQUARE)
    {
      char name[8];
      g_autofree char *label = fa_problem_twin_label (p, twin + 1);
      g_set_error (e->error, FA_PROBLEM_ERROR, FA_PROBLEM_ERROR_TWIN, _("twin %s names %s, which would leave the board"),
                   label, square_text (p->files, *square, name));
      return FALSE;
    }
  g_array_append_val (e->moved, to);
  return TRUE;
}

/* The twins' squares follow an edit of the diagram (a twin names the
 * squares of the diagram it starts from; twins that turn the board
 * themselves are taken as if they did not).  Where each goes, in the order
 * of each_twin_square; NULL, error set, when one would leave the board. */
static GArray *
edited_twin_squares (FaProblem *p, const FaTwinCommand *edit, int new_files, int new_ranks, GError **error)
{
  TwinSquaresEdit e = { edit, new_files, new_ranks, g_array_new (FALSE, FALSE, sizeof (FaSquare)), error };
  if (each_twin_square (p, edit_twin_square, &e))
    return e.moved;
  g_array_unref (e.moved);
  return NULL;
}

typedef struct
{
  GArray *moved;
  guint next;
} TwinSquaresSet;

static gboolean
set_twin_square (FaProblem *p, guint twin, FaSquare *square, gpointer data)
{
  TwinSquaresSet *set = data;
  *square = g_array_index (set->moved, FaSquare, set->next++);
  return TRUE;
}

/* Writes what edited_twin_squares found into the twins. */
static void
set_twin_squares (FaProblem *p, GArray *moved)
{
  TwinSquaresSet set = { moved, 0 };
  each_twin_square (p, set_twin_square, &set);
}

gboolean
fa_problem_apply_command (FaProblem *p, const FaTwinCommand *command, GError **error)
{
  FaSourcePos where;
  g_autoptr (GArray) moved = edited_twin_squares (p, command, p->files, p->ranks, error);
  if (!moved || !apply_command (p, p, command, NULL, &where, error))
    return FALSE;
  set_twin_squares (p, moved);
  return TRUE;
}

gboolean
fa_problem_set_board_size (FaProblem *p, int files, int ranks, int *removed, GError **error)
{
  int old_files = p->files, old_ranks = p->ranks;
  *removed = 0;
  g_autoptr (GArray) moved = edited_twin_squares (p, NULL, files, ranks, error);
  if (!moved)
    return FALSE;
  set_twin_squares (p, moved);
  for (guint i = 0; i < p->pieces->len;)
    {
      FaPlacedPiece *piece = &g_array_index (p->pieces, FaPlacedPiece, i);
      FaSquare sq = reindex_square (piece->square, old_files, files, ranks);
      if (sq == FA_NO_SQUARE)
        {
          g_array_remove_index (p->pieces, i);
          (*removed)++;
          continue;
        }
      piece->square = sq;
      i++;
    }
  bool holes[FA_MAX_SQUARES] = { false };
  for (int sq = 0; sq < old_files * old_ranks; sq++)
    {
      FaSquare to = p->holes[sq] ? reindex_square ((FaSquare) sq, old_files, files, ranks) : FA_NO_SQUARE;
      if (to != FA_NO_SQUARE)
        holes[to] = true;
    }
  memcpy (p->holes, holes, sizeof holes);
  reindex_options (&p->options, old_files, files, ranks);
  p->files = files;
  p->ranks = ranks;
  return TRUE;
}

/* ---- Citation --------------------------------------------------------- */

static void
append_word (GString *out, const char *word)
{
  if (word == NULL || *word == '\0')
    return;
  if (out->len > 0)
    g_string_append_c (out, ' ');
  g_string_append (out, word);
}

char *
fa_problem_citation (const FaProblem *p)
{
  g_return_val_if_fail (p != NULL, NULL);

  const FaPublication *pub = &p->publication;
  GString *out = g_string_new (p->origin);
  if (pub->volume && *pub->volume)
    {
      g_autofree char *volume = g_strdup_printf ("vol. %s", pub->volume);
      append_word (out, volume);
    }
  /* "01-02/7100" as problemists cite an issue and a number, either alone. */
  g_autofree char *number = pub->issue && *pub->issue && pub->problem_id && *pub->problem_id
                                ? g_strdup_printf ("%s/%s", pub->issue, pub->problem_id)
                                : g_strdup (pub->issue && *pub->issue ? pub->issue : pub->problem_id);
  append_word (out, number);
  if (pub->round && *pub->round)
    {
      g_autofree char *round = g_strdup_printf ("round %s", pub->round);
      append_word (out, round);
    }
  append_word (out, pub->date);
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

char *
fa_problem_award_text (const FaProblem *p)
{
  g_return_val_if_fail (p != NULL, NULL);

  const FaPublication *pub = &p->publication;
  gboolean own_tourney = pub->tourney && *pub->tourney && g_ascii_strcasecmp (pub->tourney, "ditto") != 0;
  if ((p->award == NULL || *p->award == '\0') && !own_tourney)
    return NULL;
  GString *out = g_string_new (p->award);
  if (own_tourney)
    {
      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append (out, pub->tourney);
      if (pub->tourney_date && *pub->tourney_date)
        g_string_append_printf (out, " %s", pub->tourney_date);
    }
  return g_string_free (out, FALSE);
}
