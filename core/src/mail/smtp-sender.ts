import type { Transporter } from 'nodemailer';

/** One mail as the sender hands it to the SMTP server. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Our own Message-ID, the same on every attempt, so a resent mail can be recognised. */
  messageId: string;
  /** The envelope sender (Return-Path): the mail's VERP address, where late bounces go. */
  returnPath: string;
}

/** What the SMTP server said when it took the mail. */
export interface Accepted {
  messageId: string;
  reply: string;
}

/**
 * A send that did not go through: `bounce` (the server refused the mail for good, SMTP 5xx),
 * `temporary` (worth another try) or `fatal` (no try can succeed, such as no server configured).
 */
export class SendFailure extends Error {
  readonly kind: 'bounce' | 'temporary' | 'fatal';
  /** The server's answer (`451 …`, `550 …`), or what went wrong with the connection. */
  readonly reply: string;
  constructor(reply: string, kind: SendFailure['kind']) {
    super(reply);
    this.name = 'SendFailure';
    this.reply = reply;
    this.kind = kind;
  }
}

/** Sends mail. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<Accepted>;
  close(): void;
}

interface SmtpError extends Error {
  code?: string;
  response?: string;
  responseCode?: number;
}

/**
 * Tells a permanent failure from a temporary one: an SMTP 5xx answer about the mail or its
 * recipient is permanent; 4xx, a refused or dropped connection, a timeout, and a refused
 * login (our configuration, not the recipient) are worth another try.
 */
export function classifySmtpError(error: unknown): SendFailure {
  const err = error as SmtpError;
  const reply = (err.response ?? err.message ?? String(error)).trim().slice(0, 2000);
  const code = err.responseCode ?? 0;
  return new SendFailure(reply, code >= 500 && code < 600 && err.code !== 'EAUTH' ? 'bounce' : 'temporary');
}

/**
 * A pool of at most this many SMTP connections per instance, each sending up to `maxMessages`
 * mails before it is renewed: a batch reuses connections instead of a handshake per mail.
 */
export const smtpPool = { maxConnections: 3, maxMessages: 100 } as const;

/**
 * The SMTP sender of `smtpUrl`: pooled connections (`smtpPool`), bounded waits. A refusal of one
 * mail leaves its connection in the pool; a dropped connection is replaced by a new one.
 */
export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  // nodemailer loads with the first mail: most processes (and every test file) never send one.
  let transport: Promise<Transporter> | undefined;
  let ready: Transporter | undefined;
  let closed = false;
  const pool = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) => {
      ready = createTransport(
        {
          url: smtpUrl,
          pool: true,
          ...smtpPool,
          // A dropped connection fails the send instead of nodemailer queueing it again on its own:
          // the job's attempts and backoff stay the one retry, counted on the outbox row.
          maxRequeues: 0,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 60_000,
        },
        { from },
      );
      return ready;
    }));
  return {
    async send(mail) {
      const smtp = await pool();
      try {
        const info = await smtp.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === null ? {} : { html: mail.html }),
          messageId: mail.messageId,
          envelope: { from: mail.returnPath, to: [mail.to] },
        });
        return { messageId: info.messageId || mail.messageId, reply: String(info.response ?? '') };
      } catch (error) {
        throw classifySmtpError(error);
      } finally {
        // A send that began as the sender closed leaves no pool behind.
        if (closed) smtp.close();
      }
    },
    // Ends the pool's connections (QUIT) so shutdown leaves no socket open.
    close: () => {
      closed = true;
      ready?.close();
    },
  };
}

/** The sender when no SMTP server is configured: every mail fails at once, saying why. */
export const noSmtpSender: MailSender = {
  send: () =>
    Promise.reject(new SendFailure('SMTP_URL is not set: there is no mail server to send through', 'fatal')),
  close: () => undefined,
};
