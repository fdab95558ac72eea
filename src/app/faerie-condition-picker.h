/* The condition picker: every fairy condition of the engine's own
 * registry (condition-catalogue.h, never a list kept here), grouped by
 * family, searchable by English name, Spanish name (the Mirador
 * glossary's) and Popeye keyword, each with its one-line summary (in the
 * interface language) and parameters.  Ticking a condition emits
 * "toggled"; a condition that takes parameters has a field for the words
 * after its keyword ("MaximumTotal 6"), which emits "words-changed"
 * (keyword, words) on Enter or when left.  Conditions the solver does not
 * solve yet say so. */
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
/* Types words into the condition's parameter field and commits them, as
 * Enter does (for tests).  FALSE: the condition has no such field. */
gboolean faerie_condition_picker_type_words (FaerieConditionPicker *self, const char *keyword, const char *words);
void faerie_condition_picker_set_filter (FaerieConditionPicker *self, const char *text);
guint faerie_condition_picker_count_visible (FaerieConditionPicker *self);
/* The keyword of the first condition the list shows (the best match of a
 * search), NULL if none. */
const char *faerie_condition_picker_first_visible (FaerieConditionPicker *self);

/* The condition's name in the interface language. */
const char *faerie_condition_local_name (const FaConditionSpec *spec);

G_END_DECLS
