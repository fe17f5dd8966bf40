/** The judge engine: validates a job, dispatches it to its grader, and turns judge failures into INTERNAL_ERROR results. */
import { runJob } from './grading/run-job.ts';
import { gradeJob, type ProgressSink } from './grading/grade-job.ts';
import { unitTestJob } from './grading/unittest-job.ts';
import { sqlJob } from './grading/sql-job.ts';
import { harnessJob } from './grading/harness-job.ts';
import { readStamp, languageOptions } from './languages/versions.ts';
import { createDriver } from './sandbox/drivers.ts';
import { SandboxInfraError, type SandboxDriver } from './sandbox/types.ts';
import { JudgeJob, PROTOCOL_VERSION, type JudgeResult, type LanguageOption } from './protocol.ts';
import type { JudgeEnv } from './grading/program.ts';

/** Options of {@link createJudge}. */
export interface JudgeOptions {
  driver?: SandboxDriver;
  /** Concurrent sandboxes when the driver is created here. */
  slots?: number;
  /** Disable the compile cache. */
  noCompileCache?: boolean;
}

/** A judge instance. */
export interface Judge {
  /** The sandbox driver in use. */
  readonly driver: SandboxDriver;
  /** Runs a job. Infrastructure failures reject with {@link SandboxInfraError}; anything the learner did is a result. */
  execute(job: unknown, onProgress?: ProgressSink): Promise<JudgeResult>;
  /** The language list (§3 language options). */
  languages(): LanguageOption[];
  close(): Promise<void>;
}

/** Creates a judge on the given (or default) sandbox driver. */
export function createJudge(options: JudgeOptions = {}): Judge {
  const driver = options.driver ?? createDriver(undefined, options.slots);
  const env = (): JudgeEnv => ({
    driver,
    versions: readStamp()?.versions ?? {},
    noCompileCache: options.noCompileCache,
  });
  return {
    driver,
    async execute(raw, onProgress) {
      const job = JudgeJob.parse(raw);
      if (job.protocolVersion !== PROTOCOL_VERSION)
        throw new Error(`protocol version ${String(job.protocolVersion)} not supported`);
      switch (job.kind) {
        case 'run':
          return runJob(env(), job);
        case 'grade':
          return gradeJob(env(), job, onProgress);
        case 'unittest':
          return unitTestJob(env(), job, onProgress);
        case 'sql':
          return sqlJob(env(), job, onProgress);
        case 'harness':
          return harnessJob(env(), job, onProgress);
      }
    },
    languages: () => languageOptions(),
    close: () => driver.close(),
  };
}

export { SandboxInfraError };
