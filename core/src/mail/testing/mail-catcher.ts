import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import type { SMTPServerSession } from 'smtp-server';
import type { AddressObject } from 'mailparser';

/**
 * How the catcher answers: take the mail (`accept`), refuse the recipient for now
 * (`tempfail`: 451) or for good (`reject`: 550), or close the connection without a reply
 * (`drop`): as it opens, or at the next recipient on one already open (a pooled client's).
 */
export type CatcherMode = 'accept' | 'tempfail' | 'reject' | 'drop';

/** A mail the catcher took, as mailparser read it from the SMTP conversation. */
export interface CaughtMail {
  /** The catcher's own id; the file is `<id>.eml` when the catcher keeps files. */
  id: string;
  /** The envelope (MAIL FROM / RCPT TO), which can differ from the headers. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  receivedAt: string;
  /** The `.eml` file, or null for a catcher that keeps mail in memory only. */
  file: string | null;
}

/** What the catcher answered, in order: one entry per connection it dropped or recipient it refused or mail it took. */
export interface CatcherReply {
  mode: CatcherMode;
  to: string | null;
}

/** A running catcher. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: core's `smtpUrl`. */
  readonly url: string;
  readonly port: number;
  /** Where `.eml` files and `index.json` go, or null. */
  readonly dir: string | null;
  /** Every mail taken, oldest first. */
  readonly messages: readonly CaughtMail[];
  /** Every answer given, oldest first. */
  readonly replies: readonly CatcherReply[];
  /** How many SMTP connections clients have opened so far. */
  readonly connections: number;
  /**
   * Answers the next `times` recipients so (`drop`: also a connection as it opens, whichever
   * comes first); for good without `times`.
   */
  setMode(mode: CatcherMode, times?: number): void;
  /**
   * Answers one recipient so (the next `times` times, for good without): 451, 550, or the
   * connection closed without a reply once its RCPT TO comes (`drop`). Other recipients are
   * unaffected; `accept` clears the rule.
   */
  failFor(address: string, mode: CatcherMode, times?: number): void;
  /** Hands mail to VERP return paths on to this URL from now on (see the `bounceUrl` option). */
  forwardBounces(url: string | null): void;
  /** Resolves once at least `count` mails were taken (rejects after `timeoutMs`, default 15 s). */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  stop(): Promise<void>;
}

const replies = {
  tempfail: { code: 451, text: '4.7.1 Try again later (the mail catcher says so)' },
  reject: { code: 550, text: '5.1.1 Mailbox unavailable (the mail catcher says so)' },
};
const keptInIndex = 1000;

/** The delivery-status report (RFC 3464) a remote server sends back when it gives a taken mail up. */
function lateBounceReport(returnPath: string, recipients: string[], messageId: string | null): string {
  const perRecipient = recipients.flatMap((to) => [
    '',
    `Final-Recipient: rfc822; ${to}`,
    'Action: failed',
    'Status: 5.1.1',
    `Diagnostic-Code: smtp; 550 5.1.1 <${to}>: Recipient address rejected: User unknown (late bounce played by the mail catcher)`,
  ]);
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mail-catcher.localhost>',
    `To: ${returnPath}`,
    'Subject: Undelivered Mail Returned to Sender',
    ...(messageId ? [`In-Reply-To: ${messageId}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="late-bounce"',
    '',
    '--late-bounce',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'The mail could not be delivered to its recipient.',
    '--late-bounce',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mail-catcher.localhost',
    ...perRecipient,
    '--late-bounce--',
    '',
  ].join('\r\n');
}

/** Hands a delivery-status report that reached a VERP return path on to core. */
async function forwardBounce(url: string, raw: Buffer, to: string[]): Promise<void> {
  const recipient = to.find((address) => /^bounces\+/i.test(address));
  if (!recipient) return;
  try {
    await fetch(`${url}?recipient=${encodeURIComponent(recipient)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: raw.toString('utf8'),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    // core is away: the report is still kept in the catcher's folder
  }
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

/**
 * A local SMTP server that keeps every mail instead of delivering it: for development (`npm
 * start` runs one under `.data/<profile>/mail` when SMTP_URL is not set) and for tests, which
 * start one in-process on a free port and switch it to fail on purpose. With `dir`, each mail is
 * kept as `<id>.eml` and listed, newest first, in `index.json`. No TLS, any login accepted.
 */
export async function startMailCatcher(
  options: {
    port?: number;
    host?: string;
    dir?: string;
    onMail?: (mail: CaughtMail) => void;
    /**
     * Where mail to a VERP return path (`bounces+…@…`: a delivery-status report) is handed on,
     * as core's `POST /api/mail/bounces` takes it (raw message, `?recipient=`). The mail is kept too.
     */
    bounceUrl?: string;
    /**
     * Plays a remote server that takes mail and refuses it later: mail to an address at this
     * domain is accepted, then a delivery-status report goes to its envelope sender (through
     * `bounceUrl`), as a late bounce would. `npm start` uses `bounce.localhost`.
     */
    lateBounceDomain?: string;
  } = {},
): Promise<MailCatcher> {
  // Loaded when a catcher starts: a test that imports the testing helpers without one pays nothing.
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const dir = options.dir ?? null;
  if (dir) mkdirSync(dir, { recursive: true });
  const messages: CaughtMail[] = [];
  const answered: CatcherReply[] = [];
  const waiters = new Set<() => void>();
  let mode: CatcherMode = 'accept';
  let remaining = Infinity;
  let counter = 0;
  let connections = 0;
  let bounceUrl = options.bounceUrl ?? null;
  const rules = new Map<string, { mode: CatcherMode; remaining: number }>();
  const sockets = new Map<number, Socket>();
  const ruleFor = (address: string): CatcherMode | null => {
    const rule = rules.get(address.toLowerCase());
    if (!rule) return null;
    if (--rule.remaining <= 0) rules.delete(address.toLowerCase());
    return rule.mode;
  };
  let stopping: Promise<void> | undefined;

  const take = (at: 'connection' | 'recipient'): CatcherMode => {
    const applies = at === 'connection' ? mode === 'drop' : mode !== 'accept';
    if (!applies) return 'accept';
    const taken = mode;
    if (--remaining <= 0) {
      mode = 'accept';
      remaining = Infinity;
    }
    return taken;
  };

  const keep = (raw: Buffer, mail: Omit<CaughtMail, 'file'>): CaughtMail => {
    if (!dir) return { ...mail, file: null };
    const file = join(dir, `${mail.id}.eml`);
    writeFileSync(file, raw);
    const indexFile = join(dir, 'index.json');
    let index: unknown[] = [];
    try {
      index = JSON.parse(readFileSync(indexFile, 'utf8')) as unknown[];
    } catch {
      // no index yet, or a broken one: start a new one
    }
    const { id, from, to, subject, messageId, receivedAt } = mail;
    index = [{ id, file: `${id}.eml`, from, to, subject, messageId, receivedAt }, ...index];
    writeFileSync(indexFile, `${JSON.stringify(index.slice(0, keptInIndex), null, 2)}\n`);
    return { ...mail, file };
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1000,
    disableReverseLookup: true,
    size: 25 * 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
    onRcptTo(address, session, callback) {
      const answer = ruleFor(address.address) ?? take('recipient');
      answered.push({ mode: answer, to: address.address });
      if (answer === 'drop') {
        sockets.get(session.remotePort)?.destroy();
        return;
      }
      if (answer === 'accept') return callback();
      const reply = replies[answer as 'tempfail' | 'reject'];
      callback(Object.assign(new Error(reply.text), { responseCode: reply.code }));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const id = `${Date.now()}-${++counter}`;
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            };
            const mail = keep(raw, {
              id,
              envelope,
              from: addresses(parsed.from)[0] ?? envelope.from,
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html || null,
              messageId: parsed.messageId ?? null,
              receivedAt: new Date().toISOString(),
            });
            messages.push(mail);
            options.onMail?.(mail);
            if (bounceUrl) void forwardBounce(bounceUrl, raw, envelope.to);
            const late = options.lateBounceDomain?.toLowerCase();
            const refused = late ? envelope.to.filter((to) => to.toLowerCase().endsWith(`@${late}`)) : [];
            if (bounceUrl && refused.length && envelope.from)
              setTimeout(() => {
                const report = lateBounceReport(envelope.from, refused, mail.messageId);
                void forwardBounce(bounceUrl!, Buffer.from(report), [envelope.from]);
              }, 200);
            for (const wake of waiters) wake();
            callback(null, `Caught as ${id}`);
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  server.on('error', () => undefined); // a client's broken connection is not the catcher's problem
  server.server.on('connection', (socket: Socket) => {
    const port = socket.remotePort ?? 0;
    connections++;
    sockets.set(port, socket);
    socket.once('close', () => sockets.delete(port));
    if (take('connection') !== 'drop') return;
    answered.push({ mode: 'drop', to: null });
    socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    dir,
    messages,
    replies: answered,
    get connections() {
      return connections;
    },
    setMode(next, times) {
      mode = next;
      remaining = times ?? Infinity;
    },
    forwardBounces(url) {
      bounceUrl = url;
    },
    failFor(address, next, times) {
      if (next === 'accept') rules.delete(address.toLowerCase());
      else rules.set(address.toLowerCase(), { mode: next, remaining: times ?? Infinity });
    },
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...messages]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the mail catcher has ${messages.length} mail(s), waited for ${count}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return stopping;
    },
  };
}
