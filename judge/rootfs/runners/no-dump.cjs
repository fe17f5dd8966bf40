// Preloaded into every Node.js harness: makes the harness non-dumpable before any of its code runs
// (see no-dump.c), so the learner's program it starts cannot reach it through /proc.
process.dlopen({ exports: {} }, '/opt/seodang/runners/no-dump.node');
