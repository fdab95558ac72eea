#include "faerie-collection-row.h"

#include <glib/gi18n.h>
#include <string.h>

struct _FaerieCollectionRow
{
  GObject parent_instance;
  guint index;
  char *author, *source, *stipulation;
  int verdict;
  char *faults, *report;
  char *haystack; /* author, source and stipulation casefolded, for search */
};

G_DEFINE_FINAL_TYPE (FaerieCollectionRow, faerie_collection_row, G_TYPE_OBJECT)

/* Properties, so that the list's sorters can read them (GtkPropertyExpression). */
enum
{
  PROP_0,
  PROP_NUMBER,
  PROP_AUTHOR,
  PROP_SOURCE,
  PROP_STIPULATION,
  PROP_VERDICT_RANK,
  PROP_FAULTS,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* Sorting by verdict puts the worst first: what an editor reads first. */
static int
verdict_rank (int verdict)
{
  switch (verdict)
    {
    case FA_VERDICT_UNSOUND: return 0;
    case FA_VERDICT_ERROR: return 1;
    case FA_VERDICT_INCOMPLETE: return 2;
    case FA_VERDICT_DUALS: return 3;
    case FA_VERDICT_SOUND: return 4;
    default: return 5;
    }
}

static void
faerie_collection_row_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  FaerieCollectionRow *self = FAERIE_COLLECTION_ROW (object);
  switch (id)
    {
    case PROP_NUMBER: g_value_set_uint (value, self->index + 1); break;
    case PROP_AUTHOR: g_value_set_string (value, self->author); break;
    case PROP_SOURCE: g_value_set_string (value, self->source); break;
    case PROP_STIPULATION: g_value_set_string (value, self->stipulation); break;
    case PROP_VERDICT_RANK: g_value_set_int (value, verdict_rank (self->verdict)); break;
    case PROP_FAULTS: g_value_set_string (value, faerie_collection_row_get_faults (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
faerie_collection_row_finalize (GObject *object)
{
  FaerieCollectionRow *self = FAERIE_COLLECTION_ROW (object);
  g_free (self->author);
  g_free (self->source);
  g_free (self->stipulation);
  g_free (self->haystack);
  g_free (self->faults);
  g_free (self->report);
  G_OBJECT_CLASS (faerie_collection_row_parent_class)->finalize (object);
}

static void
faerie_collection_row_class_init (FaerieCollectionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->get_property = faerie_collection_row_get_property;
  object_class->finalize = faerie_collection_row_finalize;
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1, flags);
  properties[PROP_AUTHOR] = g_param_spec_string ("author", NULL, NULL, NULL, flags);
  properties[PROP_SOURCE] = g_param_spec_string ("source", NULL, NULL, NULL, flags);
  properties[PROP_STIPULATION] = g_param_spec_string ("stipulation", NULL, NULL, NULL, flags);
  properties[PROP_VERDICT_RANK] = g_param_spec_int ("verdict-rank", NULL, NULL, 0, 5, 5, flags);
  properties[PROP_FAULTS] = g_param_spec_string ("faults", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
faerie_collection_row_init (FaerieCollectionRow *self)
{
}

FaerieCollectionRow *
faerie_collection_row_new (guint index, const char *author, const char *source, const char *stipulation,
                           int verdict)
{
  FaerieCollectionRow *self = g_object_new (FAERIE_TYPE_COLLECTION_ROW, NULL);
  self->index = index;
  self->author = g_strdup (author ? author : "");
  self->source = g_strdup (source ? source : "");
  self->stipulation = g_strdup (stipulation ? stipulation : "");
  self->verdict = verdict;
  g_autofree char *all = g_strjoin ("\n", self->author, self->source, self->stipulation, NULL);
  self->haystack = g_utf8_casefold (all, -1);
  return self;
}

guint
faerie_collection_row_get_index (FaerieCollectionRow *self)
{
  return self->index;
}

const char *
faerie_collection_row_get_author (FaerieCollectionRow *self)
{
  return self->author;
}

const char *
faerie_collection_row_get_source (FaerieCollectionRow *self)
{
  return self->source;
}

const char *
faerie_collection_row_get_stipulation (FaerieCollectionRow *self)
{
  return self->stipulation;
}

int
faerie_collection_row_get_verdict (FaerieCollectionRow *self)
{
  return self->verdict;
}

const char *
faerie_collection_row_get_verdict_label (FaerieCollectionRow *self)
{
  switch (self->verdict)
    {
    case FA_VERDICT_SOUND: return _("Sound");
    case FA_VERDICT_DUALS: return _("Sound with duals");
    case FA_VERDICT_UNSOUND: return _("Unsound");
    case FA_VERDICT_INCOMPLETE: return _("Incomplete");
    case FA_VERDICT_ERROR: return _("Error");
    default: return _("Not verified");
    }
}

gboolean
faerie_collection_row_matches (FaerieCollectionRow *self, const char *query)
{
  if (!query || !*query)
    return TRUE;
  g_autofree char *folded = g_utf8_casefold (query, -1);
  g_auto (GStrv) words = g_strsplit_set (folded, " \t", -1);
  for (char **w = words; *w; w++)
    if (**w && !strstr (self->haystack, *w))
      return FALSE;
  return TRUE;
}

void
faerie_collection_row_set_report (FaerieCollectionRow *self, const char *faults, const char *report)
{
  g_free (self->faults);
  g_free (self->report);
  self->faults = g_strdup (faults);
  self->report = g_strdup (report);
}

const char *
faerie_collection_row_get_faults (FaerieCollectionRow *self)
{
  return self->faults ? self->faults : "";
}

const char *
faerie_collection_row_get_report (FaerieCollectionRow *self)
{
  return self->report;
}
