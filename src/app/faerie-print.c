#include "faerie-print.h"

#include <glib/gi18n.h>

typedef struct
{
  GPtrArray *problems;
  GPtrArray *styles;
  int per_row;
  int rows_per_page;
  double scale;       /* diagram points -> page units */
  double cell_w, cell_h;
  gboolean flowing;   /* one diagram with its solution, over pages */
} PrintJob;

static const FaDiagramStyle *
style_of (PrintJob *job, guint i, FaDiagramStyle *fallback)
{
  const FaDiagramStyle *s = job->styles && i < job->styles->len ? g_ptr_array_index (job->styles, i) : NULL;
  if (s)
    return s;
  fa_diagram_style_init (fallback);
  return fallback;
}

/* Every diagram gets the same cell: the largest one, scaled so that
 * per_row of them fit the page's width. */
static void
on_begin_print (GtkPrintOperation *op, GtkPrintContext *context, PrintJob *job)
{
  if (job->flowing)
    {
      FaDiagramStyle fallback;
      gtk_print_operation_set_n_pages (
          op, fa_diagram_n_pages (gtk_print_context_get_cairo_context (context), g_ptr_array_index (job->problems, 0),
                                  style_of (job, 0, &fallback), gtk_print_context_get_width (context),
                                  gtk_print_context_get_height (context)));
      return;
    }
  double max_w = 1, max_h = 1;
  for (guint i = 0; i < job->problems->len; i++)
    {
      FaDiagramStyle fallback;
      double w, h;
      fa_diagram_get_size (g_ptr_array_index (job->problems, i), style_of (job, i, &fallback), &w, &h);
      max_w = MAX (max_w, w);
      max_h = MAX (max_h, h);
    }
  double page_w = gtk_print_context_get_width (context), page_h = gtk_print_context_get_height (context);
  double gap = 18;
  job->scale = MIN (1.5, (page_w - gap * (job->per_row - 1)) / job->per_row / max_w);
  job->cell_w = max_w * job->scale + gap;
  job->cell_h = max_h * job->scale + gap;
  job->rows_per_page = MAX (1, (int) (page_h / job->cell_h));
  int per_page = job->rows_per_page * job->per_row;
  gtk_print_operation_set_n_pages (op, MAX (1, ((int) job->problems->len + per_page - 1) / per_page));
}

static void
on_draw_page (GtkPrintOperation *op, GtkPrintContext *context, int page, PrintJob *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  if (job->flowing)
    {
      FaDiagramStyle fallback;
      fa_diagram_render_page (cr, g_ptr_array_index (job->problems, 0), style_of (job, 0, &fallback),
                              gtk_print_context_get_width (context), gtk_print_context_get_height (context), page);
      return;
    }
  int per_page = job->rows_per_page * job->per_row;
  for (int slot = 0; slot < per_page; slot++)
    {
      guint i = (guint) (page * per_page + slot);
      if (i >= job->problems->len)
        break;
      FaDiagramStyle fallback;
      cairo_save (cr);
      cairo_translate (cr, (slot % job->per_row) * job->cell_w, (slot / job->per_row) * job->cell_h);
      cairo_scale (cr, job->scale, job->scale);
      fa_diagram_render (cr, g_ptr_array_index (job->problems, i), style_of (job, i, &fallback));
      cairo_restore (cr);
    }
}

GtkPrintOperationResult
faerie_print_diagrams (GtkWindow *parent, GPtrArray *problems, GPtrArray *styles, int per_row,
                       GtkPrintOperationAction action, const char *export_path, GError **error)
{
  PrintJob job = { problems, styles, MAX (1, per_row), 1, 1, 0, 0, FALSE };
  /* A diagram with its solution: the solution flows on over the pages. */
  FaDiagramStyle fallback;
  job.flowing = problems->len == 1 && style_of (&job, 0, &fallback)->solution;
  g_autoptr (GtkPrintOperation) op = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (op, _("Faerie diagrams"));
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (op, TRUE);
  if (export_path)
    gtk_print_operation_set_export_filename (op, export_path);
  g_signal_connect (op, "begin-print", G_CALLBACK (on_begin_print), &job);
  g_signal_connect (op, "draw-page", G_CALLBACK (on_draw_page), &job);
  return gtk_print_operation_run (op, action, parent, error);
}
