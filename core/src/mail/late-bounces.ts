import type { Knex } from 'knex';
import type { AddressObject } from 'mailparser';
import type { VerpAddresses } from './verp.ts';

/** What a delivery-status report says, read from its machine-readable part (RFC 3464). */
export interface BounceReport {
  /** Every address the report was sent to: where a VERP return path shows up. */
  addressedTo: string[];
  /** The report says delivery failed for good (`Action: failed` or a 5.x.x status). */
  failed: boolean;
  /** The remote server's answer (`Diagnostic-Code`), else the status, else the subject. */
  reason: string;
}

const field = (text: string, name: string): string | null => {
  // A field may continue on indented lines (RFC 5322 folding).
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t]+.*)*)`, 'im').exec(text);
  return m ? m[1].replace(/\r?\n[ \t]+/g, ' ').trim() : null;
};

const addressesOf = (value: unknown): string[] => {
  if (!value) return [];
  if (typeof value === 'string')
    return value.split(',').map((s) => s.replace(/.*</, '').replace(/>.*/, '').trim());
  const list = (Array.isArray(value) ? value : [value]) as AddressObject[];
  return list.flatMap((a) => a.value?.map((v) => v.address ?? '') ?? []);
};

/** Reads a bounce (a DSN as MTAs send it: multipart/report with message/delivery-status) with mailparser. */
export async function readBounceReport(raw: string | Buffer): Promise<BounceReport> {
  // mailparser and its charset tables load with the first bounce, not at start.
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw);
  // mailparser gives the delivery-status part as text, next to the human-readable one.
  const statusText = [
    parsed.text ?? '',
    ...parsed.attachments
      .filter((a) => /delivery-status/i.test(a.contentType))
      .map((a) => a.content.toString('utf8')),
  ].join('\n');
  const action = field(statusText, 'Action');
  const status = field(statusText, 'Status');
  const diagnostic = field(statusText, 'Diagnostic-Code');
  const headers = parsed.headers;
  const addressedTo = [
    ...addressesOf(headers.get('to')),
    ...addressesOf(headers.get('delivered-to')),
    ...addressesOf(headers.get('x-original-to')),
  ].filter(Boolean);
  const failed = /^failed$/i.test(action ?? '') || /^5\./.test(status ?? '');
  const reason = (
    diagnostic?.replace(/^smtp;\s*/i, '') ??
    (status ? `Status ${status}` : null) ??
    parsed.subject ??
    'bounced'
  ).slice(0, 2000);
  return { addressedTo, failed, reason };
}

/**
 * Marks the mail a late bounce names as `bounced` with the remote server's reason. The report
 * must reach one of our VERP return paths (the envelope recipient, else its To / Delivered-To /
 * X-Original-To) with a valid HMAC; a delay notice (`Action: delayed`) changes nothing.
 */
export async function recordLateBounce(
  db: Knex,
  verp: VerpAddresses,
  raw: string | Buffer,
  envelopeTo: string[] = [],
): Promise<{ mailId: number | null; bounced: boolean }> {
  const report = await readBounceReport(raw);
  let mailId: number | null = null;
  for (const address of [...envelopeTo, ...report.addressedTo]) {
    mailId = await verp.mailOf(address);
    if (mailId) break;
  }
  if (!mailId || !report.failed) return { mailId, bounced: false };
  const changed = await db('mail_outbox')
    .where({ id: mailId })
    .whereIn('status', ['sent', 'queued', 'failed'])
    .update({
      status: 'bounced',
      last_reply: report.reason,
      bounced_at: db.fn.now(),
      updated_at: db.fn.now(),
    });
  return { mailId, bounced: changed > 0 };
}
