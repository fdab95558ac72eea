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
} FaDiagramCliRequest;

/* The module's entry point: the exit status of faerie-solve. */
G_MODULE_EXPORT int faerie_diagram_cli_run (const FaDiagramCliRequest *request);
typedef int (*FaDiagramCliRun) (const FaDiagramCliRequest *request);
#define FA_DIAGRAM_CLI_SYMBOL "faerie_diagram_cli_run"
