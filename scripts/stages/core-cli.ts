// `node core/src/cli.ts migrate|seed`, with a clear message while core is not there yet.
import { existsSync } from 'node:fs';
import { fromRoot } from '../lib/paths.ts';
import { step } from '../lib/log.ts';
import { describeExit, runToEnd } from '../lib/processes.ts';

/** Run one core command to completion; throws with the reason when it fails. */
export async function runCoreCli(command: 'migrate' | 'seed', env: NodeJS.ProcessEnv): Promise<void> {
  const cli = fromRoot('core/src/cli.ts');
  step(command === 'migrate' ? 'Database: migrations (core and plugins)' : 'Database: demo data (seed)');
  if (!existsSync(cli)) {
    throw new Error(
      'core/src/cli.ts does not exist yet: core must provide `node core/src/cli.ts migrate|seed` (docs/contracts.md, "Processes and commands")',
    );
  }
  const exit = await runToEnd({ name: command, command: process.execPath, args: [cli, command], env });
  if (exit.code !== 0)
    throw new Error(
      `\`node core/src/cli.ts ${command}\` failed (${describeExit(exit)}); see the [${command}] lines above`,
    );
}
