import type { Knex } from 'knex';
import type { Locale } from '../common/index.ts';
import type { Page } from './pagination.ts';
import { createServiceRef } from './refs.ts';

/** Where a mail is: waiting to be sent (or retried), accepted by the SMTP server, or given up on. */
export type MailStatus = 'queued' | 'sent' | 'failed' | 'bounced';

/** One mail to queue: plain text always, HTML optionally (the text is then its alternative). */
export interface MailMessage {
  /** One address. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is, for the admin screen and counting: `'invitation'`, `'receipt'`, … */
  kind: string;
  /** The channel the mail belongs to (its admins see it), or null for the public site. */
  channelId: number | null;
  /** The language the mail is written in. */
  locale: Locale;
  /** The sender's own reference (an invitation id, an order number), for finding the mail again. */
  ref?: string;
}

/** A mail as the outbox keeps it. */
export interface MailRecord {
  id: number;
  channelId: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  locale: Locale;
  ref: string | null;
  status: MailStatus;
  /** Send attempts so far. */
  attempts: number;
  /** The SMTP server's last answer (`250 …`, `451 …`, `550 …`) or the connection error. */
  lastReply: string | null;
  /** The Message-ID the mail was sent with. */
  messageId: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  /** When it bounced: an SMTP 5xx answer, or a delivery-status report to its return path later. */
  bouncedAt: string | null;
}

/**
 * Mail, provided by core (ARCHITECTURE §9: core owns the shared third-party services). `queue`
 * writes the mail to the outbox in the caller's transaction; a background job sends it after
 * the commit over SMTP, retrying temporary failures. Delivery is at least once: a crash right
 * after the SMTP server accepted a mail can send it again.
 */
export interface MailService {
  /**
   * Writes the mail to the outbox with `db` (pass your transaction) and sends it once that
   * commits; a rollback leaves nothing to send. Outside a transaction it is sent at once.
   */
  queue(db: Knex | Knex.Transaction, message: MailMessage): Promise<{ id: number }>;
  /** One mail, or null when there is none of that id. */
  status(id: number): Promise<MailRecord | null>;
  /**
   * Many mails in one read, by id: the same records `status` answers one at a time. Ids with no
   * mail (or not an id at all) are left out of the map.
   */
  statuses(ids: readonly number[]): Promise<Map<number, MailRecord>>;
  /** A channel's mail (null: the public site's), newest first; `limit` 1–100, default 20. */
  list(query: {
    channelId: number | null;
    status?: MailStatus;
    page: number;
    limit?: number;
  }): Promise<Page<MailRecord>>;
  /**
   * Queues a `failed` or `bounced` mail again (attempts start over); returns false, changing
   * nothing, for one that is queued or sent, or missing.
   */
  retry(id: number): Promise<boolean>;
}

/** The mail service: `ctx.service(mailRef)` or `rc.service(mailRef)`. */
export const mailRef = createServiceRef<MailService>('core.mail');
