/**
 * `@seodang/judge/client` — what core uses to talk to the judge: enqueue a job, await its result,
 * follow per-test progress, read the language list. Everything goes through Redis (BullMQ).
 */
import { Queue, QueueEvents, Job, type ConnectionOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { BLOB_TTL_SECONDS, blobKey, sha256Hex } from '../worker/blobs.ts';
import {
  BLOB_THRESHOLD_BYTES,
  JOB_PRIORITY,
  JUDGE_QUEUE_NAME,
  JudgeJob,
  JudgeProgress,
  JudgeResult,
  LanguageOption,
  LANGUAGE_VALUES,
  type JudgeJobInput,
} from '../protocol.ts';

/** Redis key where workers publish the language list (§3 language options). */
export const LANGUAGES_KEY = `${JUDGE_QUEUE_NAME}:languages`;

/** BullMQ job id of a submission: submission ids may contain ':' or be numeric, job ids may not. */
export function jobIdFor(submissionId: string): string {
  return `sub_${encodeURIComponent(submissionId)}`;
}

/** Options of {@link JudgeClient}. */
export interface JudgeClientOptions {
  /** Redis connection (URL string or ioredis options). */
  connection: ConnectionOptions | string;
  /** Attempts for infrastructure failures (default 3). */
  attempts?: number;
}

/** Options of one submission. */
export interface SubmitOptions {
  /** BullMQ priority, lower first; default by job kind ({@link JOB_PRIORITY}). */
  priority?: number;
}

function toConnection(c: ConnectionOptions | string): ConnectionOptions {
  if (typeof c !== 'string') return c;
  const u = new URL(c);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: Number(u.pathname.slice(1) || 0),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/** Core's handle on the judge queue. */
export class JudgeClient {
  private readonly queue: Queue;
  private readonly events: QueueEvents;
  private readonly attempts: number;
  private readonly ready: Promise<void>;
  private readonly redis: Redis;

  constructor(options: JudgeClientOptions) {
    const connection = toConnection(options.connection);
    this.queue = new Queue(JUDGE_QUEUE_NAME, { connection });
    this.events = new QueueEvents(JUDGE_QUEUE_NAME, { connection });
    // Every submission being followed holds listeners here: hundreds at once are normal.
    this.queue.setMaxListeners(0);
    this.events.setMaxListeners(0);
    this.redis = new Redis({ ...(connection as RedisOptions), lazyConnect: true });
    // It reconnects by itself after a Redis restart; a failure surfaces on the command that met it.
    this.redis.on('error', () => undefined);
    this.attempts = options.attempts ?? 3;
    this.ready = this.events.waitUntilReady().then(() => undefined);
  }

  /**
   * Enqueues a job; idempotent by submission id (a second submit of the same id while the first
   * is kept in Redis returns the same job). Returns the BullMQ job id.
   */
  async submit(job: JudgeJobInput, options: SubmitOptions = {}): Promise<string> {
    const parsed = await this.offloadLargeFiles(JudgeJob.parse(job));
    const jobId = jobIdFor(parsed.submissionId);
    await this.queue.add(parsed.kind, parsed, {
      jobId,
      priority: options.priority ?? JOB_PRIORITY[parsed.kind],
      attempts: this.attempts,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    return jobId;
  }

  /**
   * Harness files over {@link BLOB_THRESHOLD_BYTES} go to Redis once, under their sha256 (kept
   * {@link BLOB_TTL_SECONDS} after their last use), and the job carries only the hash.
   */
  private async offloadLargeFiles(job: JudgeJob): Promise<JudgeJob> {
    if (job.kind !== 'harness') return job;
    const files = await Promise.all(
      job.files.map(async (f) => {
        if (!('content' in f)) return f;
        const bytes = Buffer.from(f.content, f.encoding === 'base64' ? 'base64' : 'utf8');
        if (bytes.length <= BLOB_THRESHOLD_BYTES) return f;
        const sha256 = sha256Hex(bytes);
        const key = blobKey(sha256);
        // Already there: only its lifetime is renewed, the bytes do not travel again.
        if ((await this.redis.expire(key, BLOB_TTL_SECONDS)) === 0)
          await this.redis.set(key, bytes, 'EX', BLOB_TTL_SECONDS);
        return { name: f.name, sha256, bytes: bytes.length };
      }),
    );
    return { ...job, files };
  }

  /** Waits for a submission's result. Rejects when the job failed for good (infrastructure) or on timeout. */
  async result(submissionId: string, timeoutMs = 120_000): Promise<JudgeResult> {
    await this.ready;
    const job = await Job.fromId(this.queue, jobIdFor(submissionId));
    if (!job) throw new Error(`no judge job for submission ${submissionId}`);
    // The timeout is ours, not BullMQ's: its timer is not cleared by close() (a closing Queue
    // does not end the wait), so a stopped core would stay alive until every wait ran out.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`judge job ${job.id} did not finish within ${timeoutMs} ms`)),
        timeoutMs,
      );
      timer.unref();
    });
    try {
      return JudgeResult.parse(await Promise.race([job.waitUntilFinished(this.events), timedOut]));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Calls `listener` with each progress event of a submission; returns the unsubscribe function. */
  onProgress(submissionId: string, listener: (p: JudgeProgress) => void): () => void {
    const jobId = jobIdFor(submissionId);
    const handler = ({ jobId: id, data }: { jobId: string; data: unknown }): void => {
      if (id !== jobId) return;
      const p = JudgeProgress.safeParse(data);
      if (p.success) listener(p.data);
    };
    this.events.on('progress', handler);
    return () => {
      this.events.off('progress', handler);
    };
  }

  /** Submits, follows progress and resolves with the result. */
  async judge(
    job: JudgeJobInput,
    options: SubmitOptions & { onProgress?: (p: JudgeProgress) => void; timeoutMs?: number } = {},
  ): Promise<JudgeResult> {
    await this.ready;
    const stop = options.onProgress ? this.onProgress(job.submissionId, options.onProgress) : () => {};
    try {
      await this.submit(job, options);
      return await this.result(job.submissionId, options.timeoutMs);
    } finally {
      stop();
    }
  }

  /** The language list published by the workers; all unavailable while no worker is ready. */
  async languages(): Promise<LanguageOption[]> {
    const raw = await this.redis.get(LANGUAGES_KEY);
    if (raw) return LanguageOption.array().parse(JSON.parse(raw));
    return LANGUAGE_VALUES.map((v) => ({
      projectCode: v.value,
      language: v.value,
      value: v.value,
      label: v.label,
      langVersion: '',
      available: false,
      reason: "the judge's languages are being prepared",
    }));
  }

  /** Jobs waiting, active, delayed and failed. */
  counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed');
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events.close()]);
    this.redis.disconnect();
  }
}
