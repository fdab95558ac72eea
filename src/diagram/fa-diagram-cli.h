/* What faerie-solve hands the diagram module (fa-diagram-cli.c). */
#pragma once

#include <gmodule.h>

typedef struct
{
  const char *text;   /* the Popeye input */
  const char *name;   /* its file name, for messages */
  const char *out;    /* OUT of --diagram */
  double dpi;
  gboolean with_solution;
  gsize hash_mb;
  int threads;
  double timeout;
  gboolean verify;    /* --verify: C+ on the diagram of a sound problem */
} FaDiagramCliRequest;

/* The module's entry point: the exit status of faerie-solve. */
G_MODULE_EXPORT int faerie_diagram_cli_run (const FaDiagramCliRequest *request);
typedef int (*FaDiagramCliRun) (const FaDiagramCliRequest *request);
#define FA_DIAGRAM_CLI_SYMBOL "faerie_diagram_cli_run"

/* The diagram of the first problem of text (Popeye input) as an SVG
 * document, without its caption (the page around it has one); NULL when
 * the text has no problem.  Free with g_free. */
G_MODULE_EXPORT char *faerie_diagram_cli_svg (const char *text, const char *name);
typedef char *(*FaDiagramCliSvg) (const char *text, const char *name);
#define FA_DIAGRAM_CLI_SVG_SYMBOL "faerie_diagram_cli_svg"
