/* One problem of a collection as the collection window lists it: its
 * place in the file and the words a list is searched and sorted by.
 * Plain data, remade whenever the problems change. */
#pragma once

#include <glib-object.h>

#include "verify/soundness.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_COLLECTION_ROW (faerie_collection_row_get_type ())
G_DECLARE_FINAL_TYPE (FaerieCollectionRow, faerie_collection_row, FAERIE, COLLECTION_ROW, GObject)

/* Not verified yet: sorts after every verdict. */
#define FAERIE_VERDICT_NONE (-1)

/* index: the problem's place in the document (from 0); verdict: a
 * FaSoundnessVerdict or FAERIE_VERDICT_NONE. */
FaerieCollectionRow *faerie_collection_row_new (guint index, const char *author, const char *source,
                                                const char *stipulation, int verdict);
/* What the verification found: its faults in a line ("cook: 1.Qe4!
 * (another key)") and the whole report, as faerie-solve --verify
 * prints them. */
void faerie_collection_row_set_report (FaerieCollectionRow *self, const char *faults, const char *report);
const char *faerie_collection_row_get_faults (FaerieCollectionRow *self);
const char *faerie_collection_row_get_report (FaerieCollectionRow *self);
guint faerie_collection_row_get_index (FaerieCollectionRow *self);
const char *faerie_collection_row_get_author (FaerieCollectionRow *self);
const char *faerie_collection_row_get_source (FaerieCollectionRow *self);
const char *faerie_collection_row_get_stipulation (FaerieCollectionRow *self);
int faerie_collection_row_get_verdict (FaerieCollectionRow *self);
/* The verdict as the list shows it ("Sound", "Not verified"), translated. */
const char *faerie_collection_row_get_verdict_label (FaerieCollectionRow *self);
/* Whether every word of query (casefolded, split at spaces) occurs in
 * the author, the source or the stipulation. */
gboolean faerie_collection_row_matches (FaerieCollectionRow *self, const char *query);

G_END_DECLS
