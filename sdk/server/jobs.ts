import type { z } from 'zod';

/**
 * A kind of background job (ARCHITECTURE §9 "Background work"): mail, sync, settlement and the
 * like run as jobs with retries and a status a user can see, never as a fire-and-forget promise.
 * Declare it in the owning plugin's `common/` or `server/`, handle it with `env.job(def, …)`,
 * queue it with `rc.enqueue(def, data)` (or `ctx.enqueue` outside a request).
 */
export interface JobDef<T> {
  readonly kind: 'job';
  /** Unique across plugins, `plugin.job-name` (letters, digits, `.`, `-`, `_`). */
  readonly name: string;
  /** Checks the data at `enqueue` and again when the job runs (jobs outlive deploys). */
  readonly schema?: z.ZodType<T>;
  /** Type carrier only; never set. */
  readonly __type?: T;
}

const jobName = /^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9_-]*)+$/;

/** Declares a job kind; its data must be JSON. */
export function defineJob<T>(name: string, schema?: z.ZodType<T>): JobDef<T> {
  if (!jobName.test(name)) throw new Error(`Job name '${name}' must look like 'plugin.job-name'`);
  return { kind: 'job', name, schema };
}

/** When a job repeats: a cron pattern (in a time zone, Korean time by default) or a fixed period. */
export type JobSchedule = { cron: string; tz?: string } | { everyMs: number };

/** How `env.job` runs a kind. */
export interface JobOptions<T> {
  /** Runs in all (default 5); after the last failure the job stays `failed` with its reason. */
  attempts?: number;
  /** First retry delay, doubled each attempt (default 2000 ms). */
  backoffMs?: number;
  /** Jobs of this kind one core instance runs at once (default 1). */
  concurrency?: number;
  /** Queues the job on this schedule, once across all core instances. */
  schedule?: JobSchedule & { data: T };
}

/** What a job's handler receives besides its data. */
export interface JobContext {
  /** The job's id (the `jobId` given to `enqueue`, or a generated one). */
  readonly id: string;
  /** 1 on the first run, 2 on the first retry, … */
  readonly attempt: number;
  /** Reports progress (0–100 or any JSON) for whoever shows the job's status. */
  progress(value: number | Record<string, unknown>): Promise<void>;
}

/** Options of one `enqueue`. */
export interface EnqueueOptions {
  /**
   * Makes the enqueue idempotent: while a job with this id exists (waiting, running, done and
   * kept), queueing it again adds nothing. Letters, digits, `.`, `-`, `_`.
   */
  jobId?: string;
  /** Runs no sooner than this many milliseconds from now. */
  delayMs?: number;
}

/** Where a job is, for a status a user can see. */
export interface JobStatus {
  id: string;
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';
  progress: number | Record<string, unknown>;
  /** Runs so far that failed or finished. */
  attemptsMade: number;
  /** The last failure's message. */
  failedReason: string | null;
  /** The handler's return value once completed (JSON). */
  result: unknown;
}

/** Queueing jobs and reading their status, on `rc` and the start context. */
export interface JobAccess {
  enqueue<T>(job: JobDef<T>, data: T, options?: EnqueueOptions): Promise<{ id: string }>;
  /** The status of a job by id, or null when there is none (never queued, or removed). */
  jobStatus<T>(job: JobDef<T>, id: string): Promise<JobStatus | null>;
}
