/* A solver thread on a processor that another program is using gets
 * about half of it, and the first moves it took finish late: the
 * threads that are done wait for it.  With one core of two taken, two
 * threads solved small problems 5 to 25 % slower than one. */
#include <glib.h>
#include <stdio.h>

#include "play/processors.h"

int
fa_processors_idle (void)
{
  int processors = (int) g_get_num_processors ();
  /* The fourth field is "runnable/total" scheduling entities, the
   * caller's thread among the runnable. */
  FILE *f = fopen ("/proc/loadavg", "r");
  if (!f)
    return processors;
  double loads[3];
  int runnable = 0, total = 0;
  int read = fscanf (f, "%lf %lf %lf %d/%d", &loads[0], &loads[1], &loads[2], &runnable, &total);
  fclose (f);
  if (read != 5 || runnable < 1)
    return processors;
  return CLAMP (processors - (runnable - 1), 1, processors);
}
