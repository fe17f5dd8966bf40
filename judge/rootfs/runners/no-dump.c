/*
 * A Node.js addon with no API of its own: loading it makes the process non-dumpable
 * (PR_SET_DUMPABLE 0). A harness loads it first (no-dump.cjs), so the learner's program it runs as
 * a child (same uid, no capabilities) cannot open the harness's /proc/<pid>/mem, fd or environ:
 * not read the job's nonce there, nor write to the harness's report channel. Node calls the
 * register function when the addon loads; it needs no Node header, only this stable symbol.
 */
#include <sys/prctl.h>

void *napi_register_module_v1(void *env, void *exports) {
  (void)env;
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  return exports;
}

int node_api_module_get_api_version_v1(void) { return 8; }
