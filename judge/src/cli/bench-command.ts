/** `bench` (placeholder). */
export async function benchCommand(_args: string[]): Promise<number> {
  process.stderr.write('not yet\n');
  return 1;
}
