/* The catalogue of fairy conditions: conditions are data.  Each entry
 * names a condition in English and in Spanish (the Mirador glossary's
 * label), gives its Popeye keyword, the rule-id code of the rules
 * specification (retractors-conditions.md) and a one-line summary
 * for a picker and a diagram legend.  The solver implements the rules;
 * this table only says which conditions exist and how they are written. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef enum
{
  FA_CONDITION_FAMILY_CIRCE,       /* the captured unit is reborn (or, Mars Circe, captures from its rebirth square) */
  FA_CONDITION_FAMILY_ANTI_CIRCE,  /* the capturing unit is relocated */
  FA_CONDITION_FAMILY_CAPTURE,     /* Andernach, Tibet...: colour changes on (non-)capture */
  FA_CONDITION_FAMILY_PARALYSIS,   /* Madrasi, Functionary...: observation decides who may move */
  FA_CONDITION_FAMILY_MOVE_CHOICE, /* Maximummer...: a rule picks among the legal moves */
  FA_CONDITION_FAMILY_BOARD,       /* Monochrome, Bichrome, Gravitational, KoeKo */
  FA_CONDITION_FAMILY_AFTER_MOVE,  /* Sentinelles, MWU: something happens once the move is made */
  FA_CONDITION_FAMILY_ROYALTY,     /* Rex Multiplex, royal pieces */
  FA_N_CONDITION_FAMILIES
} FaConditionFamily;

typedef struct FaConditionSpec
{
  /* Popeye's keyword, exactly as its English input spells it
   * ("ParrainCirce", "AndernachChess", "MonochromChess").  A few
   * conditions Popeye writes as a keyword and a variant word, one blank
   * between ("AntiCirce Cheylan", "Sentinelles PionAdvers"); their keyword
   * is that phrase.  For conditions Popeye does not have, a CamelCase
   * keyword of our own, and popeye is false. */
  const char *keyword;
  const char *name_en;
  const char *name_es;    /* the Mirador glossary's label */
  const char *code;       /* three upper-case letters: the specification's rule-id prefix (CIR, PAR, ...), or ours where it has none */
  FaConditionFamily family;
  const char *summary;    /* one line, English: what the condition does */
  const char *parameters; /* NULL, or what may follow the keyword in Popeye input */
  bool popeye;            /* Popeye knows it */
  bool solved;            /* the engine solves it; set as the solver implements each */
} FaConditionSpec;

/* The built-in catalogue, in a fixed order: by family, then English name. */
const FaConditionSpec *fa_condition_catalogue (size_t *n_out);

/* Looks up a condition by its whole keyword (case-insensitive, exact: no
 * abbreviations).  NULL when unknown. */
const FaConditionSpec *fa_condition_lookup (const char *keyword);

/* Is line (a problem's condition line: keyword and arguments, "Circe
 * RexInclusive") written with keyword (case-insensitive, whole words)? */
bool fa_condition_line_is (const char *line, const char *keyword);

/* The condition a problem's condition line states: the longest keyword it
 * starts with.  NULL when none. */
const FaConditionSpec *fa_condition_of_line (const char *line);

/* The family's name for headings: English ("Circe family") and Spanish.
 * NULL for a value outside the enum. */
const char *fa_condition_family_name (FaConditionFamily family);
const char *fa_condition_family_name_es (FaConditionFamily family);

/* The summary and the name in a language ("es", "es_ES.UTF-8": Spanish;
 * anything else, NULL too: English). */
const char *fa_condition_summary_in (const FaConditionSpec *spec, const char *language);
const char *fa_condition_name_in (const FaConditionSpec *spec, const char *language);
/* What may follow the keyword, in that language (NULL when nothing). */
const char *fa_condition_parameters_in (const FaConditionSpec *spec, const char *language);
