/* Verifying many problems in the background: one problem per core, each
 * with its own time limit, every result back on the caller's main context
 * as it comes.  Stop takes effect at once: the problems being verified
 * stop within a fraction of a second and the rest are not started. */
#pragma once

#include <glib.h>

#include "verify/soundness.h"

G_BEGIN_DECLS

typedef struct _FaerieCollectionJob FaerieCollectionJob;

/* item: the problem's place in the array given to start; problem and
 * report are the job's, alive during the call. */
typedef void (*FaerieVerifiedFunc) (guint item, const FaProblem *problem, const FaSoundnessReport *report,
                                    gpointer user_data);
/* stopped: Stop was asked for before every problem was verified. */
typedef void (*FaerieVerifyDoneFunc) (gboolean stopped, gpointer user_data);

/* Starts verifying problems (of FaProblem*; the job takes the array and
 * frees it): seconds_each is each problem's time limit (0: none), jobs
 * how many problems run at once (0: one per core), notation that of the
 * faults' lines (copied).  Problems stopped
 * mid-way are not reported. */
FaerieCollectionJob *faerie_collection_verify_start (GPtrArray *problems, double seconds_each, int jobs,
                                                     const FaNotation *notation, FaerieVerifiedFunc verified,
                                                     FaerieVerifyDoneFunc done, gpointer user_data);
/* done is the last callback: the job is gone after it, and the owner
 * drops its pointer there. */

/* Stop: done still comes, with stopped set. */
void faerie_collection_verify_stop (FaerieCollectionJob *job);
/* Stop, and no callback ever again (the owner goes away); the job frees
 * itself once its threads end.  Only before done. */
void faerie_collection_verify_abandon (FaerieCollectionJob *job);

G_END_DECLS
