/**
 * `seodang-judge` — the judge's command line.
 * Exit status: 0 whenever a verdict was produced (whatever it is), 2 for bad arguments,
 * 1 for an infrastructure failure (with a message saying what failed).
 */
import { languagesCommand } from './languages-command.ts';
import { runCommand } from './run-command.ts';
import { gradeCommand } from './grade-command.ts';
import { selftestCommand } from './selftest-command.ts';
import { prepareCommand } from './prepare-command.ts';
import { workerCommand } from './worker-command.ts';
import { benchCommand } from './bench-command.ts';
import { UsageError } from './args.ts';

const USAGE = `usage: seodang-judge <command> [options]

commands:
  prepare [--force] [--docker-image]
                                    build the judge root filesystem when missing or outdated
                                    (and import it into Docker at DOCKER_HOST)
  languages [--json]                list languages with their toolchain versions
  run --language L --source FILE [--stdin FILE] [--time-limit MS] [--memory-limit MIB] [--json]
        [--input-file NAME] [--output-file NAME] [--compile-flags "FLAGS"] [--args "ARGS"]
  grade --language L --source FILE --tests DIR [--compare trim,line-trim,all-trim,delete-comma,delete-period,ignore-case]
        [--time-limit MS] [--memory-limit MIB] [--json] [--input-file NAME] [--output-file NAME]
        [--compile-flags "FLAGS"] [--args "ARGS"]
  selftest [--json]                 echo and A+B in every available language
  worker                            run a queue worker against REDIS_URL
  bench [--json] [--quick]          sandbox overhead, throughput and queue latency figures
`;

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  prepare: prepareCommand,
  languages: languagesCommand,
  run: runCommand,
  grade: gradeCommand,
  selftest: selftestCommand,
  worker: workerCommand,
  bench: benchCommand,
};

/** Runs the CLI and returns its exit status. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return command ? 0 : 2;
  }
  const handler = COMMANDS[command];
  if (!handler) {
    process.stderr.write(`seodang-judge: unknown command "${command}"\n\n${USAGE}`);
    return 2;
  }
  try {
    return await handler(rest);
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`seodang-judge ${command}: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(
      `seodang-judge ${command}: infrastructure failure: ${(err as Error).stack ?? String(err)}\n`,
    );
    return 1;
  }
}
