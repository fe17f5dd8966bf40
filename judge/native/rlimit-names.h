/* The rlimit names the judge passes to its native programs ("fsize=BYTES", ...). */
#ifndef SEODANG_RLIMIT_NAMES_H
#define SEODANG_RLIMIT_NAMES_H
#include <string.h>
#include <sys/resource.h>

/* The RLIMIT_* constant for a name, or -1 for a name the judge never sets. */
static int parse_resource(const char *name) {
  if (!strcmp(name, "fsize")) return RLIMIT_FSIZE;
  if (!strcmp(name, "core")) return RLIMIT_CORE;
  if (!strcmp(name, "stack")) return RLIMIT_STACK;
  if (!strcmp(name, "nofile")) return RLIMIT_NOFILE;
  if (!strcmp(name, "cpu")) return RLIMIT_CPU;
  if (!strcmp(name, "memlock")) return RLIMIT_MEMLOCK;
  if (!strcmp(name, "msgqueue")) return RLIMIT_MSGQUEUE;
  return -1;
}
#endif
