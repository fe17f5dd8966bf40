// A run made of named stages: each is timed, the first failure stops the run.
import { fail, seconds, step } from './log.ts';

export interface Stage {
  name: string;
  /** Resolves to 'skipped: <why>' to record a skip, anything else counts as passed. */
  run: () => Promise<void | string>;
}

export interface StageResult {
  name: string;
  ms: number;
  outcome: 'passed' | 'failed' | 'skipped';
  note?: string;
}

export interface StageLog {
  step: (text: string) => void;
  fail: (text: string) => void;
}

/** Run stages in order; stops at the first that throws. */
export async function runStages(stages: Stage[], log: StageLog = { step, fail }): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const stage of stages) {
    const started = Date.now();
    log.step(`Stage: ${stage.name}`);
    try {
      const r = await stage.run();
      const skipped = typeof r === 'string' && r.startsWith('skipped');
      results.push({
        name: stage.name,
        ms: Date.now() - started,
        outcome: skipped ? 'skipped' : 'passed',
        note: skipped ? r : undefined,
      });
    } catch (err) {
      results.push({
        name: stage.name,
        ms: Date.now() - started,
        outcome: 'failed',
        note: (err as Error).message,
      });
      log.fail(`stage "${stage.name}" failed: ${(err as Error).message}`);
      break;
    }
  }
  return results;
}

/** The timing table printed at the end of a run. */
export function summaryLines(results: StageResult[]): string[] {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  return [
    ...results.map(
      (r) =>
        `  ${r.name.padEnd(width)}  ${r.outcome.padEnd(7)}  ${seconds(r.ms).padStart(8)}${r.note && r.outcome === 'skipped' ? `  (${r.note.replace(/^skipped:\s*/, '')})` : ''}`,
    ),
    `  ${'total'.padEnd(width)}  ${''.padEnd(7)}  ${seconds(total).padStart(8)}`,
  ];
}
