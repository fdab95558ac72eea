#include "play/processor-load.h"

#include <stdio.h>

#ifdef __linux__
#include <fcntl.h>
#include <unistd.h>
#endif

bool
fa_other_processors_busy (int processors)
{
#ifdef __linux__
  /* The fourth field of /proc/loadavg, "running/total", counts the
   * threads runnable at the moment it is read, the caller included (the
   * averages before it are of the last minutes, and miss a load that
   * has just begun or ended). */
  int fd = open ("/proc/loadavg", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return false;
  char text[128];
  ssize_t n = read (fd, text, sizeof text - 1);
  close (fd);
  if (n <= 0)
    return false;
  text[n] = '\0';
  int running = 0;
  if (sscanf (text, "%*s %*s %*s %d/", &running) != 1)
    return false;
  return running >= processors;
#else
  (void) processors;
  return false;
#endif
}
