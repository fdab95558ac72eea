/* The Popeye input writer: the inverse of popeye-input.c. */
#include "io/popeye-output.h"

#include <math.h>
#include <string.h>

static const char *
square_name (int files, FaSquare sq, char *buf)
{
  return fa_square_name_for (files, sq, buf);
}

/* The reader ends a text line at the line end and skips leading " \t;.,",
 * so a text with line breaks is written as several lines. */
static void
write_text_lines (GString *out, const char *keyword, const char *text)
{
  if (text == NULL)
    return;
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **line = lines; *line; line++)
    {
      g_strdelimit (*line, "\r", ' ');
      g_strstrip (*line);
      if (**line)
        g_string_append_printf (out, "%s %s\n", keyword, *line);
    }
}

/* Catalogue kinds in catalogue order (K Q R B S P first), then the
 * problem's own kinds: the order problemists list pieces in. */
static int
kind_rank (const FaProblem *p, const FaPieceSpec *spec)
{
  size_t n = 0;
  const FaPieceSpec *catalogue = fa_piece_catalogue (&n);
  if (spec >= catalogue && spec < catalogue + n)
    return (int) (spec - catalogue);
  for (guint i = 0; i < p->user_pieces->len; i++)
    if (g_ptr_array_index (p->user_pieces, i) == spec)
      return (int) (n + i);
  return (int) (n + p->user_pieces->len);
}

typedef struct
{
  const FaProblem *problem;
} SortContext;

static int
compare_pieces (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const SortContext *context = user_data;
  const FaPlacedPiece *pa = a, *pb = b;
  if (pa->colour != pb->colour)
    return (int) pa->colour - (int) pb->colour;
  /* A colour's royal pieces after its others, in a group of their own. */
  if (pa->royal != pb->royal)
    return pa->royal ? 1 : -1;
  /* Paralysing pieces in a group of their own too. */
  if (pa->paralysing != pb->paralysing)
    return pa->paralysing ? 1 : -1;
  /* The Magic Wandering Unit last, "White MWU Sc1". */
  if (pa->mwu != pb->mwu)
    return pa->mwu ? 1 : -1;
  int ka = kind_rank (context->problem, pa->spec), kb = kind_rank (context->problem, pb->spec);
  if (ka != kb)
    return ka - kb;
  if (ka == kind_rank (context->problem, NULL))
    {
      int by_code = g_ascii_strcasecmp (pa->spec->code, pb->spec->code);
      if (by_code != 0)
        return by_code;
    }
  return pa->square - pb->square;
}

static const char *
colour_word (FaColour colour)
{
  switch (colour)
    {
    case FA_COLOUR_WHITE:
      return "White";
    case FA_COLOUR_BLACK:
      return "Black";
    case FA_COLOUR_NEUTRAL:
    default:
      return "Neutral";
    }
}

static void
write_pieces (GString *out, const FaProblem *p)
{
  if (p->pieces->len == 0)
    return;

  GArray *sorted = fa_popeye_sorted_pieces (p);

  char name[8];
  g_string_append (out, "Pieces");
  for (guint i = 0; i < sorted->len; i++)
    {
      const FaPlacedPiece *piece = &g_array_index (sorted, FaPlacedPiece, i);
      const FaPlacedPiece *previous = i > 0 ? &g_array_index (sorted, FaPlacedPiece, i - 1) : NULL;
      /* Royal and MWU are the first piece's alone when read, so each such
       * piece begins a group of its own ("Black Royal Bc4" and "Black Royal
       * Ob7", not "Black Royal Bc4 Ob7"). */
      gboolean new_colour = previous == NULL || previous->colour != piece->colour || piece->royal || piece->mwu
                            || previous->royal || previous->mwu || previous->paralysing != piece->paralysing;
      if (new_colour)
        g_string_append_printf (out, "%s %s%s%s%s", previous ? "\n      " : "", colour_word (piece->colour),
                                piece->paralysing ? " Paralysing" : "", piece->royal ? " Royal" : "",
                                piece->mwu ? " MWU" : "");
      if (new_colour || previous->spec != piece->spec)
        g_string_append_printf (out, " %s", piece->spec->code);
      g_string_append (out, square_name (p->files, piece->square, name));
    }
  g_string_append_c (out, '\n');
  g_array_unref (sorted);
}

GPtrArray *
fa_popeye_option_words (const FaProblem *p)
{
  const FaOptions *o = &p->options;
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  char a[8], b[8], c[8];

  if (o->try_play)
    g_ptr_array_add (words, g_strdup ("Try"));
  if (o->defence > 0)
    g_ptr_array_add (words, g_strdup_printf ("Defence %d", o->defence));
  if (o->set_play)
    g_ptr_array_add (words, g_strdup ("SetPlay"));
  if (o->variation)
    g_ptr_array_add (words, g_strdup ("Variation"));
  if (o->threat > 0)
    g_ptr_array_add (words, g_strdup_printf ("Threat %d", o->threat));
  if (o->no_threat)
    g_ptr_array_add (words, g_strdup ("NoThreat"));
  if (o->no_short_variations)
    g_ptr_array_add (words, g_strdup ("NoShortVariations"));
  if (o->max_solutions > 0)
    g_ptr_array_add (words, g_strdup_printf ("MaxSolutions %d", o->max_solutions));
  if (o->duplex)
    g_ptr_array_add (words, g_strdup ("Duplex"));
  if (o->no_wk)
    g_ptr_array_add (words, g_strdup ("NoWk"));
  if (o->no_bk)
    g_ptr_array_add (words, g_strdup ("NoBk"));
  if (o->half_duplex)
    g_ptr_array_add (words, g_strdup ("HalfDuplex"));
  if (o->white_to_play)
    g_ptr_array_add (words, g_strdup ("WhiteToPlay"));
  if (o->no_board)
    g_ptr_array_add (words, g_strdup ("NoBoard"));
  if (o->intelligent && o->intelligent_max > 0)
    g_ptr_array_add (words, g_strdup_printf ("Intelligent %d", o->intelligent_max));
  else if (o->intelligent)
    g_ptr_array_add (words, g_strdup ("Intelligent"));
  if (o->max_time > 0)
    /* Popeye takes whole seconds; never round a limit down to nothing. */
    g_ptr_array_add (words, g_strdup_printf ("MaxTime %.0f", MAX (1.0, ceil (o->max_time))));
  int n_squares = p->files * p->ranks;
  if (o->ep_from >= 0 && o->ep_passed >= 0 && o->ep_to >= 0
      && o->ep_from < n_squares && o->ep_passed < n_squares && o->ep_to < n_squares)
    g_ptr_array_add (words, g_strdup_printf ("EnPassant %s%s%s",
                                             square_name (p->files, o->ep_from, a),
                                             square_name (p->files, o->ep_passed, b),
                                             square_name (p->files, o->ep_to, c)));
  if (o->no_castling->len > 0)
    {
      /* The squares in one word, as Popeye reads them. */
      GString *word = g_string_new ("NoCastling ");
      for (guint i = 0; i < o->no_castling->len; i++)
        {
          FaSquare sq = g_array_index (o->no_castling, FaSquare, i);
          if (sq >= 0 && sq < n_squares)
            g_string_append (word, square_name (p->files, sq, a));
        }
      g_ptr_array_add (words, g_string_free (word, FALSE));
    }
  return words;
}

static void
write_options (GString *out, const FaProblem *p)
{
  g_autoptr (GPtrArray) words = fa_popeye_option_words (p);
  if (words->len == 0)
    return;
  g_string_append (out, "Option");
  for (guint i = 0; i < words->len; i++)
    g_string_append_printf (out, " %s", (const char *) g_ptr_array_index (words, i));
  g_string_append_c (out, '\n');
}

static const char *
mirror_name (FaMirror mirror)
{
  switch (mirror)
    {
    case FA_MIRROR_HORIZONTAL:
      return "a1<-->h1";
    case FA_MIRROR_VERTICAL:
      return "a1<-->a8";
    case FA_MIRROR_DIAGONAL:
      return "a1<-->h8";
    case FA_MIRROR_ANTIDIAGONAL:
    default:
      return "a8<-->h1";
    }
}

/* Twin squares name the board as it stands when the command applies, so
 * the writer follows the board's shape through the twins like the reader. */
static void
write_twin_command (GString *out, const FaTwinCommand *c, int *files, int *ranks)
{
  char a[8], b[8];
  char stipulation[32];

  switch (c->kind)
    {
    case FA_TWIN_MOVE:
      g_string_append_printf (out, " Move %s %s", square_name (*files, c->from, a),
                              square_name (*files, c->to, b));
      break;
    case FA_TWIN_EXCHANGE:
      g_string_append_printf (out, " Exchange %s %s", square_name (*files, c->from, a),
                              square_name (*files, c->to, b));
      break;
    case FA_TWIN_SHIFT:
      g_string_append_printf (out, " Shift %s %s", square_name (*files, c->from, a),
                              square_name (*files, c->to, b));
      break;
    case FA_TWIN_REMOVE:
      g_string_append_printf (out, " Remove %s", square_name (*files, c->from, a));
      break;
    case FA_TWIN_ADD:
      g_string_append_printf (out, " Add %s%s%s %s%s", colour_word (c->piece.colour),
                              c->piece.paralysing ? " Paralysing" : "", c->piece.royal ? " Royal" : "",
                              c->piece.spec ? c->piece.spec->code : "?",
                              square_name (*files, c->piece.square, a));
      break;
    case FA_TWIN_ROTATE:
      g_string_append_printf (out, " Rotate %d", c->degrees);
      if (c->degrees == 90 || c->degrees == 270)
        {
          int swap = *files;
          *files = *ranks;
          *ranks = swap;
        }
      break;
    case FA_TWIN_MIRROR:
      g_string_append_printf (out, " Mirror %s", mirror_name (c->mirror));
      if (c->mirror == FA_MIRROR_DIAGONAL || c->mirror == FA_MIRROR_ANTIDIAGONAL)
        {
          int swap = *files;
          *files = *ranks;
          *ranks = swap;
        }
      break;
    case FA_TWIN_STIPULATION:
      g_string_append_printf (out, " Stipulation %s",
                              fa_stipulation_format (&c->stipulation, stipulation));
      break;
    case FA_TWIN_CONDITION:
      {
        char *flat = g_strdup (c->condition ? c->condition : "");
        g_strdelimit (flat, "\n\r", ' ');
        g_string_append_printf (out, " Condition %s", flat);
        g_free (flat);
        break;
      }
    case FA_TWIN_SUBSTITUTE:
      g_string_append_printf (out, " Substitute %s %s",
                              c->substitute_from ? c->substitute_from->code : "?",
                              c->substitute_to ? c->substitute_to->code : "?");
      break;
    case FA_TWIN_POLISH_TYPE:
      g_string_append (out, " PolishType");
      break;
    default:
      break;
    }
}

GPtrArray *
fa_popeye_twin_texts (const FaProblem *p)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  int files = p->files, ranks = p->ranks;
  for (guint i = 0; i < p->twins->len; i++)
    {
      const FaTwin *twin = g_ptr_array_index (p->twins, i);
      if (!twin->continued)
        {
          files = p->files;
          ranks = p->ranks;
        }
      GString *text = g_string_new (twin->continued ? "Continued" : "");
      for (guint c = 0; c < twin->commands->len; c++)
        write_twin_command (text, &g_array_index (twin->commands, FaTwinCommand, c), &files, &ranks);
      /* The commands begin with a blank. */
      g_ptr_array_add (texts, g_strdup (text->str + (twin->continued ? 0 : (text->len > 0))));
      g_string_free (text, TRUE);
    }
  return texts;
}

static void
write_twins (GString *out, const FaProblem *p)
{
  g_autoptr (GPtrArray) texts = fa_popeye_twin_texts (p);
  for (guint i = 0; i < texts->len; i++)
    g_string_append_printf (out, "Twin %s\n", (const char *) g_ptr_array_index (texts, i));
}

GPtrArray *
fa_popeye_extension_lines (const FaProblem *p)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  char name[8];

  if (p->files != 8 || p->ranks != 8)
    g_ptr_array_add (lines, g_strdup_printf ("BoardSize %dx%d", p->files, p->ranks));
  GString *holes = NULL;
  for (int sq = 0; sq < p->files * p->ranks; sq++)
    if (p->holes[sq])
      {
        if (holes == NULL)
          holes = g_string_new ("Holes");
        g_string_append_printf (holes, " %s", square_name (p->files, sq, name));
      }
  if (holes)
    g_ptr_array_add (lines, g_string_free (holes, FALSE));

  for (guint i = 0; i < p->user_pieces->len; i++)
    {
      const FaPieceSpec *spec = g_ptr_array_index (p->user_pieces, i);
      if (spec->flags & FA_PIECE_HUNTER)
        continue; /* X/Y: its code says what it is */
      g_ptr_array_add (lines, g_strdup_printf ("DefinePiece %s %s", spec->code, spec->movement));
    }

  if (p->retractor.type != FA_RETRACTOR_NONE)
    {
      static const char *const repetitions[] = { "", " Repetition Both", " Repetition Off" };
      g_ptr_array_add (lines, g_strdup_printf ("Retractor %s%s%s", fa_retractor_name (p->retractor.type),
                                               p->retractor.no_forward_defence ? " NoForwardDefence" : "",
                                               repetitions[p->retractor.repetition]));
    }
  return lines;
}

GArray *
fa_popeye_sorted_pieces (const FaProblem *p)
{
  GArray *sorted = g_array_sized_new (FALSE, FALSE, sizeof (FaPlacedPiece), p->pieces->len);
  g_array_append_vals (sorted, p->pieces->data, p->pieces->len);
  SortContext context = { p };
  g_array_sort_with_data (sorted, compare_pieces, &context);
  return sorted;
}

void
fa_popeye_write_problem (GString *out, const FaProblem *p)
{
  g_autofree char *citation = fa_problem_citation (p);
  g_autofree char *award = fa_problem_award_text (p);

  write_text_lines (out, "Author", p->author);
  write_text_lines (out, "Origin", citation);
  write_text_lines (out, "Award", award);
  write_text_lines (out, "Title", p->title);
  write_text_lines (out, "Solution", p->solution);
  for (guint i = 0; i < p->remarks->len; i++)
    {
      char *remark = g_strdup (g_ptr_array_index (p->remarks, i));
      g_strdelimit (remark, "\n\r", ' ');
      write_text_lines (out, "Remark", remark);
      g_free (remark);
    }

  g_autoptr (GPtrArray) extensions = fa_popeye_extension_lines (p);
  /* BoardSize, Holes and DefinePiece before the stipulation, Retractor after
   * the conditions, as Faerie's reader wants them. */
  guint n_before = extensions->len - (p->retractor.type != FA_RETRACTOR_NONE);
  for (guint i = 0; i < n_before; i++)
    g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (extensions, i));

  if (p->has_stipulation)
    {
      char stipulation[32];
      g_string_append_printf (out, "Stipulation %s\n",
                              fa_stipulation_format (&p->stipulation, stipulation));
    }
  for (guint i = 0; i < p->conditions->len; i++)
    {
      char *condition = g_strdup (g_ptr_array_index (p->conditions, i));
      g_strdelimit (condition, "\n\r", ' ');
      g_string_append_printf (out, "Condition %s\n", condition);
      g_free (condition);
    }
  for (guint i = n_before; i < extensions->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (extensions, i));
  write_options (out, p);
  write_pieces (out, p);
  write_twins (out, p);
}

char *
fa_popeye_write (GPtrArray *problems)
{
  if (problems == NULL || problems->len == 0)
    return g_strdup ("");

  GString *out = g_string_new ("BeginProblem\n");
  for (guint i = 0; i < problems->len; i++)
    {
      if (i > 0)
        g_string_append (out, "NextProblem\n");
      fa_popeye_write_problem (out, g_ptr_array_index (problems, i));
    }
  g_string_append (out, "EndProblem\n");
  return g_string_free (out, FALSE);
}
