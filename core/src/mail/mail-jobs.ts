import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '@seodang/config';
import { mailRef, type JobContext, type MailStatus, type RegisterEnv } from '@seodang/sdk';
import type { JobRunner } from '../jobs/job-runner.ts';
import { MailOutbox, mailJobId, mailSendJob, mailSweepJob, type OutboxRow } from './outbox.ts';
import { registerBounceRoute } from './bounce-route.ts';
import { VerpAddresses, domainOf } from './verp.ts';
import { SendFailure, createSmtpSender, noSmtpSender, type MailSender } from './smtp-sender.ts';

/** How long a queued row may go without a send before the sweep queues it again. */
const lostAfter = '1 minute';
const sweepEveryMs = 30_000;

/** The Message-ID of a row: the same on every attempt, unique per row. */
export function messageIdFor(row: Pick<OutboxRow, 'id' | 'created_at'>, from: string): string {
  const domain = domainOf(from);
  return `<mail-${row.id}.${row.created_at.getTime().toString(36)}@${domain}>`;
}

type Outcome = { sent: true } | { skipped: string } | { failure: SendFailure; status: MailStatus };

/**
 * Sends one row. The row is locked (`FOR UPDATE SKIP LOCKED`) while its mail goes out, so two
 * jobs never send it at once; a row that is not `queued` (sent, given up, or rolled back and
 * never there) is skipped. A crash after the server took the mail and before the commit leaves
 * the row queued, and it is sent again: delivery is at least once.
 */
async function sendRow(
  db: Knex,
  sender: MailSender,
  verp: VerpAddresses,
  from: string,
  id: number,
  job: JobContext,
  attempts: number,
): Promise<Outcome> {
  return db.transaction(async (trx) => {
    const row = await trx<OutboxRow>('mail_outbox').where({ id }).forUpdate().skipLocked().first();
    if (!row) return { skipped: 'missing or being sent' };
    if (row.status !== 'queued') return { skipped: row.status };
    const messageId = row.message_id ?? messageIdFor(row, from);
    const returnPath = await verp.address(id);
    try {
      const accepted = await sender.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId,
        returnPath,
      });
      await trx('mail_outbox')
        .where({ id })
        .update({
          status: 'sent',
          attempts: row.attempts + 1,
          last_reply: accepted.reply,
          message_id: accepted.messageId,
          sent_at: trx.fn.now(),
          updated_at: trx.fn.now(),
        });
      return { sent: true };
    } catch (error) {
      const failure = error instanceof SendFailure ? error : new SendFailure(String(error), 'temporary');
      const status: MailStatus =
        failure.kind === 'bounce'
          ? 'bounced'
          : failure.kind === 'fatal' || job.attempt >= attempts
            ? 'failed'
            : 'queued';
      await trx('mail_outbox')
        .where({ id })
        .update({
          status,
          attempts: row.attempts + 1,
          last_reply: failure.reply,
          message_id: messageId,
          bounced_at: status === 'bounced' ? trx.fn.now() : null,
          updated_at: trx.fn.now(),
        });
      return { failure, status };
    }
  });
}

/**
 * Core's mail (ARCHITECTURE §9): the outbox service `mailRef`, the send job `core.mail-send`
 * and the sweep `core.mail-sweep` every 30 s. Returns what `stop` must close.
 */
export function registerMail(
  env: RegisterEnv,
  deps: { config: Config; db: Knex; jobs: JobRunner; log: Logger; redis: Redis; prefix: string },
): { close(): void } {
  const { config, db, jobs, log } = deps;
  const verp = new VerpAddresses({
    redis: deps.redis,
    prefix: deps.prefix,
    domain: config.mailBounce.domain ?? domainOf(config.mailFrom),
    secret: config.mailBounce.secret,
  });
  const sender = config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : noSmtpSender;
  const outbox = new MailOutbox({ db, jobs, log });
  const { attempts, backoffMs } = config.mailRetry;
  env.provideService(mailRef, () => {
    if (!config.smtpUrl) log.warn('mail: SMTP_URL is not set; queued mail fails with that reason');
    return outbox;
  });

  env.job(
    mailSendJob,
    async ({ id }, job) => {
      const outcome = await sendRow(db, sender, verp, config.mailFrom, id, job, attempts);
      if (!('failure' in outcome)) return outcome;
      const { failure, status } = outcome;
      log.warn({ mail: id, attempt: job.attempt, reply: failure.reply, status }, 'mail: not sent');
      // A refusal for good (5xx), no server, or the last attempt: BullMQ does not try again.
      if (status !== 'queued') throw new UnrecoverableError(failure.reply);
      throw new Error(failure.reply);
    },
    { attempts, backoffMs, concurrency: 2 },
  );

  env.job(
    mailSweepJob,
    async () => {
      const lost = await db('mail_outbox')
        .where('status', 'queued')
        .where('updated_at', '<', db.raw(`now() - interval '${lostAfter}'`))
        .orderBy('id')
        .limit(500)
        .pluck('id');
      for (const id of lost.map(Number)) await jobs.enqueueAgain(mailSendJob, { id }, mailJobId(id));
      return { requeued: lost.length };
    },
    { attempts: 1, schedule: { everyMs: sweepEveryMs, data: {} } },
  );

  registerBounceRoute(env, { db, verp, log });

  return { close: () => sender.close() };
}
