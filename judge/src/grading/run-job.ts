/** The IDE's "run": compile, run once with custom stdin, report output and the §8 run errors. */
import { buildProgram, runEnd, runProgram, type JudgeEnv } from './program.ts';
import { decode } from './text.ts';
import { findLanguage } from '../languages/registry.ts';
import { PROTOCOL_VERSION, type RunJob, type RunResult } from '../protocol.ts';

/** Runs a run job. */
export async function runJob(env: JudgeEnv, job: RunJob): Promise<RunResult> {
  const lang = findLanguage(job.language);
  if (!lang) throw new Error(`unknown language ${job.language}`);
  const program = await buildProgram(env, lang, job.source, job.files, job.limits, {
    compileFlags: job.compileFlags,
  });
  const base = {
    protocolVersion: PROTOCOL_VERSION,
    kind: 'run' as const,
    submissionId: job.submissionId,
    compile: program.compile,
  };
  try {
    if (!program.compile.ok) {
      return {
        ...base,
        status: 'COMPILE_ERROR',
        stdout: '',
        stderr: program.compile.output,
        exitCode: null,
        timeMs: 0,
        memoryKb: 0,
      };
    }
    const r = await runProgram(env, program, job.stdin, job.limits, undefined, job);
    const end = runEnd(r);
    const status = end === 'OK' ? 'OK' : end === 'TIMEOUT' || end === 'OUTPUT_SIZE' ? end : 'ERROR';
    return {
      ...base,
      status,
      ...(status === 'ERROR' ? { reason: end as 'RUNTIME_ERROR' | 'MEMORY_LIMIT' } : {}),
      stdout: decode(r.stdout),
      stderr: decode(r.stderr),
      exitCode: r.signal ? 128 + r.signal : r.exitCode,
      timeMs: r.cpuMs,
      memoryKb: r.memoryKb,
    };
  } finally {
    program.dispose();
  }
}
