/** `worker` (placeholder). */
export async function workerCommand(_args: string[]): Promise<number> {
  process.stderr.write('not yet\n');
  return 1;
}
