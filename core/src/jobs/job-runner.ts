import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type {
  EnqueueOptions,
  JobAccess,
  JobContext,
  JobDef,
  JobOptions,
  JobStatus,
  StartContext,
} from '@seodang/sdk';

/** A job kind as a plugin registered it. */
export interface RegisteredJob {
  owner: string;
  def: JobDef<unknown>;
  handler: (data: unknown, job: JobContext, ctx: StartContext) => unknown;
  options: JobOptions<unknown>;
}

const defaults = { attempts: 5, backoffMs: 2_000, concurrency: 1 };
/** Finished jobs are kept this long: it is also how long an idempotent `jobId` is remembered. */
const keep = { completed: 7 * 86_400, failed: 30 * 86_400 };
const customId = /^(?!\d+$)[A-Za-z0-9._-]{1,200}$/;
const states = new Set<JobStatus['state']>(['waiting', 'delayed', 'active', 'completed', 'failed']);

/**
 * Background jobs on BullMQ (one queue per job kind, keys under the core's Redis prefix). Every
 * core instance can enqueue; every instance runs workers, so work spreads over the instances
 * and survives any one of them. Schedules are upserted by each instance under one id, so a
 * scheduled job is queued once per tick however many instances run.
 */
export class JobRunner implements JobAccess {
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly prefix: string;
  private readonly log: Logger;
  private readonly jobs: () => ReadonlyMap<string, RegisteredJob>;

  constructor(options: {
    redisUrl: string;
    prefix: string;
    log: Logger;
    jobs: () => ReadonlyMap<string, RegisteredJob>;
  }) {
    // Workers block on Redis; BullMQ wants no per-command retry limit so a Redis restart only pauses them.
    this.connection = new Redis(options.redisUrl, {
      connectionName: 'core-jobs',
      maxRetriesPerRequest: null,
      lazyConnect: true,
    });
    this.connection.on('error', (err) => this.log.warn({ err }, 'jobs: Redis connection error'));
    this.prefix = `${options.prefix}:jobs`;
    this.log = options.log;
    this.jobs = options.jobs;
  }

  private registered(def: JobDef<unknown>): RegisteredJob {
    const found = this.jobs().get(def.name);
    if (!found) throw new Error(`Job '${def.name}' has no handler (is its plugin installed?)`);
    return found;
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (err) => this.log.warn({ err, job: name }, 'jobs: queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private jobOptions(options: JobOptions<unknown>) {
    return {
      attempts: options.attempts ?? defaults.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs ?? defaults.backoffMs },
      removeOnComplete: { age: keep.completed },
      removeOnFail: { age: keep.failed },
    };
  }

  async enqueue<T>(def: JobDef<T>, data: T, options: EnqueueOptions = {}): Promise<{ id: string }> {
    const job = this.registered(def as JobDef<unknown>);
    if (options.jobId !== undefined && !customId.test(options.jobId))
      throw new Error(`Job id '${options.jobId}' must be letters, digits, '.', '-' or '_' (not only digits)`);
    const checked = def.schema ? def.schema.parse(data) : data;
    const added = await this.queue(def.name).add(def.name, checked, {
      ...this.jobOptions(job.options),
      jobId: options.jobId,
      delay: options.delayMs,
    });
    return { id: added.id! };
  }

  /**
   * Queues a job under `jobId` even when a job of that id finished before (completed or
   * failed): the finished one is removed first, so the work runs again. One still waiting,
   * delayed or running is left as it is, and nothing is added.
   */
  async enqueueAgain<T>(def: JobDef<T>, data: T, jobId: string): Promise<{ id: string }> {
    this.registered(def as JobDef<unknown>);
    const existing = await Job.fromId(this.queue(def.name), jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'completed' || state === 'failed') await existing.remove().catch(() => undefined);
    }
    return this.enqueue(def, data, { jobId });
  }

  async jobStatus<T>(def: JobDef<T>, id: string): Promise<JobStatus | null> {
    this.registered(def as JobDef<unknown>);
    if (!customId.test(id) && !/^\d{1,20}$/.test(id)) return null;
    // The state is read before the job's fields: once it says completed or failed, the fields
    // read after it are final (read the other way round, a failed state could come with the
    // attempt count of the attempt before).
    const queue = this.queue(def.name);
    const state = await queue.getJobState(id);
    if (state === 'unknown') return null;
    const job = await Job.fromId(queue, id);
    if (!job) return null;
    return {
      id,
      state: states.has(state as JobStatus['state'])
        ? (state as JobStatus['state'])
        : state === 'prioritized' || state === 'waiting-children'
          ? 'waiting'
          : 'unknown',
      progress: job.progress as JobStatus['progress'],
      attemptsMade: job.attemptsMade,
      failedReason: job.failedReason ?? null,
      result: job.returnvalue ?? null,
    };
  }

  /** Starts a worker per job kind and upserts the schedules. */
  async start(ctx: StartContext): Promise<void> {
    if (this.jobs().size === 0) return;
    // A plugin's start may have enqueued already, which connects the lazy connection.
    if (this.connection.status === 'wait') await this.connection.connect();
    for (const [name, job] of this.jobs()) {
      const worker = new Worker(name, (bull: Job) => this.run(job, bull, ctx), {
        connection: this.connection,
        prefix: this.prefix,
        concurrency: job.options.concurrency ?? defaults.concurrency,
      });
      // A worker's 'error' without a listener would be an unhandled error event: the process ends.
      worker.on('error', (err) => this.log.warn({ err, job: name }, 'jobs: worker error'));
      worker.on('failed', (bull, err) =>
        this.log.warn({ err, job: name, id: bull?.id, attempt: bull?.attemptsMade }, 'job attempt failed'),
      );
      this.workers.push(worker);
      const schedule = job.options.schedule;
      if (schedule) {
        const repeat =
          'cron' in schedule
            ? { pattern: schedule.cron, tz: schedule.tz ?? 'Asia/Seoul' }
            : { every: schedule.everyMs };
        await this.queue(name).upsertJobScheduler(`${name}.schedule`, repeat, {
          name,
          data: schedule.data,
          opts: this.jobOptions(job.options),
        });
      }
    }
  }

  private async run(job: RegisteredJob, bull: Job, ctx: StartContext): Promise<unknown> {
    let data = bull.data as unknown;
    if (job.def.schema) {
      const parsed = job.def.schema.safeParse(data);
      // Data that no longer fits the kind will not fit on a retry either.
      if (!parsed.success) throw new UnrecoverableError(`job data does not fit '${job.def.name}'`);
      data = parsed.data;
    }
    const context: JobContext = {
      id: bull.id!,
      attempt: bull.attemptsMade + 1,
      progress: (value) => bull.updateProgress(value),
    };
    return (await job.handler(data, context, ctx)) ?? null;
  }

  /** Lets running jobs finish, then closes the workers, queues and the connection. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    if (this.connection.status !== 'wait') await this.connection.quit().catch(() => undefined);
  }
}
