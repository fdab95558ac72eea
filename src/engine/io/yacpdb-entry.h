/* One entry of a problem collection, as YACPDB and Olive keep them, and
 * the problem it states.
 *
 * An entry is a tree of fields (a YAML document of an Olive .olv file, an
 * object of a YACPDB JSON file): the readers (olive-collection.h,
 * yacpdb-json.h) build it as an FaEntryNode tree, each node knowing where
 * it was written, and this module maps it to an FaProblem and back.  The
 * fields are YACPDB's (its yacpdb-entry.md):
 *
 *   authors             list of "Family, Given"      author (one a line)
 *   source              {name, volume, issue, round, problemid, pagenumber,
 *                        date: {year, month, day}}   origin (the name) and
 *                                                    publication (the rest)
 *   award               {tourney: {name, date} | ditto, distinction,
 *                        judges}                     award (the distinction)
 *                                                    and publication
 *   algebraic           {white, black, neutral}: pieces as Popeye writes
 *                        them, "Kh1", "Royal Zf3"    pieces
 *   stipulation         Popeye's, "h#2"              stipulation
 *   options             list of Popeye Option and Condition words
 *                        ("SetPlay", "Defence 1", "AntiCirce Cheylan"),
 *                        and Faerie's own problem lines ("BoardSize 10x12",
 *                        "Holes a1", "DefinePiece ...", "Retractor Proca")
 *                                                    options, conditions ...
 *   twins               {b: "Move a1 a2", c: "Continued Exchange a2 h7"}
 *                                                    twins
 *   intended-solutions  "3", "2.2.1.1"               intended_solutions
 *   solution            text                         solution
 *   keywords            list                         keywords
 *   comments            list                         remarks
 *   title               Faerie's, for Popeye's Title (YACPDB has none)
 *
 * Olive's older files put the date, the issue and number ("source-id:
 * 50/3"), and the distinction at the top of the entry, the source as a
 * name: they are read as the same fields.  The other fields of an entry
 * (reprints, foreignids, version-of, glyphs, YACPDB's id ...) are kept as
 * they were in problem->entry_extra and written back.
 *
 * The stipulation, the options, the pieces and the twins are Popeye's
 * words: they are read by the Popeye reader (popeye-input.h), so a fairy
 * piece or a condition means the same in a collection as in Popeye input,
 * and its errors say the same, at the place in the collection's file. */
#pragma once

#include <glib.h>

#include "problem/problem.h"

typedef enum
{
  FA_ENTRY_NULL,    /* JSON null; YAML ~, null or nothing */
  FA_ENTRY_STRING,
  FA_ENTRY_INTEGER,
  FA_ENTRY_NUMBER,  /* a number not whole */
  FA_ENTRY_BOOLEAN,
  FA_ENTRY_LIST,
  FA_ENTRY_MAP,
} FaEntryType;

typedef struct FaEntryNode FaEntryNode;
struct FaEntryNode
{
  FaEntryType type;
  char *text;           /* a scalar's text ("1965", "true", "h#2"); NULL for lists, maps and null */
  char *key;            /* the node's key in its map; NULL elsewhere */
  GPtrArray *children;  /* of FaEntryNode*: a list's items, a map's members in order */
  FaSourcePos pos;      /* where the node begins; 0, 0 when it was not read */
  /* Where the text's first character is: when exact, text[i] was written
   * at column text_pos.column + i of text_pos.line (a scalar on one line,
   * without escapes); else only its start is known. */
  FaSourcePos text_pos;
  gboolean exact;
  /* A YAML block scalar (|, >): its lines begin on the line after pos, at
   * column block_column; 0 otherwise. */
  int block_column;
};

FaEntryNode *fa_entry_node_new (FaEntryType type, const char *text);
void fa_entry_node_free (FaEntryNode *node);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FaEntryNode, fa_entry_node_free)

/* Appends child (owned) to a list, or to a map under key; returns child. */
FaEntryNode *fa_entry_node_add (FaEntryNode *parent, const char *key, FaEntryNode *child);
/* The member of map named key (the last one, if written twice); NULL when
 * there is none or map is not a map. */
FaEntryNode *fa_entry_node_get (const FaEntryNode *map, const char *key);
/* TRUE for strings, numbers and booleans. */
gboolean fa_entry_node_is_scalar (const FaEntryNode *node);
/* TRUE for a boolean that is true (JSON's true, YAML's yes, on ...). */
gboolean fa_entry_node_is_true (const FaEntryNode *node);

/* Where an entry comes from, for the problem and for messages. */
typedef struct
{
  const char *file;    /* the collection's name */
  guint index;         /* the entry's number in the collection, from 1 */
  GPtrArray *errors;   /* of FaInputError*: where errors go */
  GPtrArray *warnings; /* of FaInputError*: where warnings go; may be NULL */
} FaEntryContext;

/* Appends the error "entry N: message" at node (the entry's start when
 * node is NULL or has no place) to context->errors. */
void fa_entry_error (const FaEntryContext *context, const FaEntryNode *entry, const FaEntryNode *node,
                     const char *format, ...) G_GNUC_PRINTF (4, 5);

/* The problem an entry states, its source_name context->file and its
 * source_line the entry's first line; NULL when the entry has an error
 * (appended to context->errors: the field, its place and what was
 * expected), so that a caller can go on with the next entry. */
FaProblem *fa_yacpdb_entry_read (const FaEntryNode *entry, const FaEntryContext *context);

/* The entry of a problem: a map of the fields above, in YACPDB's order,
 * then those of problem->entry_extra. */
FaEntryNode *fa_yacpdb_entry_write (const FaProblem *problem);

/* How a scalar written plainly in YAML reads (YAML 1.1, as PyYAML, which
 * Olive uses, reads it): FA_ENTRY_NULL, _BOOLEAN, _INTEGER, _NUMBER or
 * _STRING. */
FaEntryType fa_entry_plain_type (const char *text);
