import { z } from 'zod';

/**
 * §3 input_file / output_file: a plain file name in the program's working directory (the judge's
 * FileName rule, no folders), or '' when the program uses standard input and output.
 */
export const ioFileName = z
  .string()
  .trim()
  .regex(/^(?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?$/, 'workspace.validation.ioFileName')
  .default('');

/** The definition fields of a file-based task, with their spec names. */
export const fileIoShape = { input_file: ioFileName, output_file: ioFileName };

/** The judge job's `inputFile` / `outputFile` for a definition (absent when it uses streams). */
export function fileIoJob(d: { input_file: string; output_file: string }): {
  inputFile?: string;
  outputFile?: string;
} {
  return {
    ...(d.input_file ? { inputFile: d.input_file } : {}),
    ...(d.output_file ? { outputFile: d.output_file } : {}),
  };
}
