// For the scaffold's own tests: a throwaway copy of the repository with one plugin of each kind
// generated into it, and commands run inside it (their output kept for the failure message, every
// child in its own process group so nothing is left running).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { copyRepo, type RepoCopy } from '../lib/repo-copy.ts';
import { childEnv } from '../lib/processes.ts';
import { repoRoot } from '../lib/paths.ts';

/** The plugins the tests generate: one of each kind. */
export const samples = { plugin: 'reading-log', quizType: 'quiz-estimate' } as const;

/** How a command ended, with everything it printed. */
export interface Ran {
  code: number | null;
  output: string;
}

/** A copy of the repository with the sample plugins in it. */
export interface Trial {
  root: string;
  /** What `npm run new-plugin` printed for each sample. */
  created: { plugin: Ran; quizType: Ran };
  /** Runs a command in the copy; stopped (the whole process group) after `timeoutMs`. */
  run(command: string, args: string[], timeoutMs?: number): Promise<Ran>;
  /** Runs a Node script of the copy, e.g. `scripts/plugin-test.ts`. */
  node(args: string[], timeoutMs?: number): Promise<Ran>;
  /** Stops whatever still runs and deletes the copy. */
  close(): void;
}

/** Copies the repository and generates both samples with this checkout's `scripts/new-plugin.ts --root`. */
export async function startTrial(): Promise<Trial> {
  const copy: RepoCopy = copyRepo();
  const running = new Set<ChildProcess>();
  const kill = (child: ChildProcess) => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const run = (command: string, args: string[], timeoutMs = 5 * 60_000) =>
    new Promise<Ran>((resolve) => {
      const child = spawn(command, args, {
        cwd: copy.root,
        env: childEnv({ FORCE_COLOR: '0' }),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.add(child);
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => {
        output += `\n(stopped after ${timeoutMs / 1000} s)`;
        kill(child);
      }, timeoutMs);
      child.once('error', (error) => {
        output += `\n${error.message}`;
      });
      child.once('close', (code) => {
        clearTimeout(timer);
        running.delete(child);
        resolve({ code, output });
      });
    });
  const node = (args: string[], timeoutMs?: number) => run(process.execPath, args, timeoutMs);
  const close = () => {
    for (const child of running) kill(child);
    copy.remove();
  };
  try {
    const scaffold = join(repoRoot, 'scripts/new-plugin.ts');
    const plugin = await node([scaffold, samples.plugin, '--root', copy.root]);
    const quizType = await node([scaffold, '--quiz-type', samples.quizType, '--root', copy.root]);
    return { root: copy.root, created: { plugin, quizType }, run, node, close };
  } catch (error) {
    close();
    throw error;
  }
}
