/** `selftest` (placeholder). */
export async function selftestCommand(_args: string[]): Promise<number> {
  process.stderr.write('not yet\n');
  return 1;
}
