/**
 * Tasks that read and write named files instead of standard streams (§3 input_file /
 * output_file). The program runs in the sandbox's private /tmp; a small shell step around it
 * writes the test's input (arriving on stdin) to the input file first, and afterwards prints
 * the output file to stdout, where the usual output cap and comparison apply. This needs
 * nothing from the sandbox driver, so every driver supports it alike.
 */

/** The file names of a file-based task (plain names in the working directory). */
export interface FileIo {
  inputFile?: string;
  outputFile?: string;
}

// $1 input file ('' = none), $2 output file ('' = none), then the program's argv. The program's
// own stdout is discarded when the output file is graded; its exit status is kept.
const SCRIPT = [
  'in=$1; out=$2; shift 2',
  'if [ -n "$in" ]; then cat > "./$in" || exit 125; exec < /dev/null; fi',
  'if [ -z "$out" ]; then exec "$@"; fi',
  '"$@" > /dev/null; status=$?',
  'if [ -f "./$out" ]; then cat -- "./$out"; fi',
  'exit $status',
].join('\n');

/** Wraps a run command for a file-based task; returns it unchanged when the task uses streams. */
export function withFileIo(argv: string[], io: FileIo): string[] {
  if (!io.inputFile && !io.outputFile) return argv;
  return ['/bin/sh', '-c', SCRIPT, 'sh', io.inputFile ?? '', io.outputFile ?? '', ...argv];
}
