/* The condition picker: every fairy condition of the engine's own
 * registry (condition-catalogue.h, never a list kept here), grouped by
 * family, searchable by English name, Spanish name (the Mirador
 * glossary's) and Popeye keyword, each with its one-line summary and
 * parameters.  Ticking a condition emits "toggled"; conditions the solver
 * does not solve yet say so. */
#pragma once

#include <gtk/gtk.h>

#include "rules/condition-catalogue.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_CONDITION_PICKER (faerie_condition_picker_get_type ())
G_DECLARE_FINAL_TYPE (FaerieConditionPicker, faerie_condition_picker, FAERIE, CONDITION_PICKER, GtkWidget)

GtkWidget *faerie_condition_picker_new (void);
/* Ticks exactly the conditions of the given condition lines
 * (NULL-terminated or NULL), without emitting "toggled". */
void faerie_condition_picker_set_active (FaerieConditionPicker *self, const char *const *keywords);
gboolean faerie_condition_picker_is_active (FaerieConditionPicker *self, const char *keyword);
/* What a tick does (for tests: the same path as a click). */
void faerie_condition_picker_toggle (FaerieConditionPicker *self, const char *keyword, gboolean on);
void faerie_condition_picker_set_filter (FaerieConditionPicker *self, const char *text);
guint faerie_condition_picker_count_visible (FaerieConditionPicker *self);

/* The condition's name in the interface language. */
const char *faerie_condition_local_name (const FaConditionSpec *spec);

G_END_DECLS
