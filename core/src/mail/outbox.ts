import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import { locales, type Locale } from '@seodang/sdk/common';
import {
  defineJob,
  pageOf,
  type MailMessage,
  type MailRecord,
  type MailService,
  type MailStatus,
  type Page,
} from '@seodang/sdk';
import type { JobRunner } from '../jobs/job-runner.ts';

/** Sends one outbox row (idempotent: a row that is not `queued` is left alone). */
export const mailSendJob = defineJob('core.mail-send', z.object({ id: z.number().int().positive() }));
/** Queues again the `queued` rows whose send job was lost (a crash, Redis gone at the wrong time). */
export const mailSweepJob = defineJob<Record<string, never>>('core.mail-sweep');

/** The one job id of a row's send: queueing it twice adds one job. */
export const mailJobId = (id: number) => `mail-${id}`;

const messageSchema = z.object({
  to: z.email().max(320),
  subject: z
    .string()
    .min(1)
    .max(998)
    .refine((s) => !/[\r\n]/.test(s), 'must be one line'),
  text: z.string().max(1_000_000),
  html: z.string().max(2_000_000).optional(),
  kind: z.string().regex(/^[a-z][a-z0-9._-]{0,59}$/),
  channelId: z.number().int().positive().nullable(),
  locale: z.enum(locales as [Locale, ...Locale[]]),
  ref: z.string().max(200).optional(),
});

/** An outbox row as PostgreSQL returns it. */
export interface OutboxRow {
  id: number;
  channel_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  locale: Locale;
  ref: string | null;
  status: MailStatus;
  attempts: number;
  last_reply: string | null;
  message_id: string | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  bounced_at: Date | null;
}

/** The presenter: an outbox row as the service answers it. */
export function toRecord(row: OutboxRow): MailRecord {
  return {
    id: Number(row.id),
    channelId: row.channel_id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    locale: row.locale,
    ref: row.ref,
    status: row.status,
    attempts: row.attempts,
    lastReply: row.last_reply,
    messageId: row.message_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    bouncedAt: row.bounced_at?.toISOString() ?? null,
  };
}

/** The root transaction `db` belongs to (a savepoint commits only with it), or null outside one. */
function rootTransaction(db: Knex | Knex.Transaction): Knex.Transaction | null {
  if (!db.isTransaction) return null;
  let trx = db as Knex.Transaction;
  while (trx.parentTransaction) trx = trx.parentTransaction;
  return trx;
}

/**
 * The outbox behind `mailRef`: rows in `mail_outbox`, each sent by a `core.mail-send` job
 * queued once the row is committed.
 */
export class MailOutbox implements MailService {
  private readonly db: Knex;
  private readonly jobs: JobRunner;
  private readonly log: Logger;

  constructor(options: { db: Knex; jobs: JobRunner; log: Logger }) {
    this.db = options.db;
    this.jobs = options.jobs;
    this.log = options.log;
  }

  async queue(db: Knex | Knex.Transaction, message: MailMessage): Promise<{ id: number }> {
    const m = messageSchema.parse(message);
    const [row] = await db('mail_outbox')
      .insert({
        channel_id: m.channelId,
        kind: m.kind,
        to_address: m.to,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html ?? null,
        locale: m.locale,
        ref: m.ref ?? null,
      })
      .returning('id');
    const id = Number(row.id);
    const trx = rootTransaction(db);
    if (!trx) await this.send(id);
    else
      // Resolves on commit, and also on a rollback called without an error: the job then finds
      // no row and does nothing. A rejection is a rollback: nothing to send.
      trx.executionPromise.then(
        () => this.send(id),
        () => undefined,
      );
    return { id };
  }

  /** Queues the row's send job; a failure is left to the sweep, which finds the row still queued. */
  private async send(id: number): Promise<void> {
    try {
      await this.jobs.enqueue(mailSendJob, { id }, { jobId: mailJobId(id) });
    } catch (err) {
      this.log.warn({ err, mail: id }, 'mail: send not queued; the sweep will queue it');
    }
  }

  async status(id: number): Promise<MailRecord | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const row = await this.db<OutboxRow>('mail_outbox').where({ id }).first();
    return row ? toRecord(row) : null;
  }

  async statuses(ids: readonly number[]): Promise<Map<number, MailRecord>> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (wanted.length === 0) return new Map();
    // One bound array, however many ids: no limit on bound parameters to reach.
    const rows = await this.db<OutboxRow>('mail_outbox').whereRaw('id = any(?)', [wanted]);
    return new Map(rows.map((row) => [Number(row.id), toRecord(row)]));
  }

  async list(query: {
    channelId: number | null;
    status?: MailStatus;
    page: number;
    limit?: number;
  }): Promise<Page<MailRecord>> {
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? 20), 1), 100);
    const page = Math.max(Math.trunc(query.page), 1);
    const base = this.db<OutboxRow>('mail_outbox').modify((q) => {
      if (query.channelId === null) q.whereNull('channel_id');
      else q.where('channel_id', query.channelId);
      if (query.status) q.where('status', query.status);
    });
    const [rows, [{ count }]] = await Promise.all([
      base
        .clone()
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
        .offset((page - 1) * limit),
      base.clone().count<{ count: number }[]>({ count: '*' }),
    ]);
    return pageOf(rows.map(toRecord), Number(count), page, limit);
  }

  async retry(id: number): Promise<boolean> {
    if (!Number.isSafeInteger(id) || id <= 0) return false;
    const changed = await this.db('mail_outbox')
      .where({ id })
      .whereIn('status', ['failed', 'bounced'])
      .update({ status: 'queued', attempts: 0, bounced_at: null, updated_at: this.db.fn.now() });
    if (!changed) return false;
    // The earlier send job is finished (failed) and holds the id: it makes way for a new one.
    try {
      await this.jobs.enqueueAgain(mailSendJob, { id }, mailJobId(id));
    } catch (err) {
      this.log.warn({ err, mail: id }, 'mail: retry not queued; the sweep will queue it');
    }
    return true;
  }
}
