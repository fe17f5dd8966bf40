// Preloaded into every JavaScript run: stdout/stderr writes block like in every other language.
// Without it Node queues writes to a pipe in memory, so a tight output loop never reaches the
// output limit and output before process.exit() can be lost.
for (const stream of [process.stdout, process.stderr]) {
  if (stream._handle && typeof stream._handle.setBlocking === 'function') stream._handle.setBlocking(true);
}
