// Mail benchmark: 1,000 mails through core's outbox (a `mail_outbox` row each, the `core.mail-send`
// job on BullMQ, SMTP through nodemailer) to an in-process mail catcher, against the same 1,000
// mails handed straight to nodemailer, two at a time as the send job's concurrency, to the same
// catcher in the same run. Prints both times and their ratio; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/mail-queue.ts   (or `npm run bench -- mail-queue`)
// Knobs: BENCH_MAILS (1000).
import { createTransport } from 'nodemailer';
import { mailRef } from '@seodang/sdk';
import { startMailCatcher, startTestCore } from '@seodang/sdk/testing';

const count = Number(process.env.BENCH_MAILS ?? 1000);
const concurrency = 2; // core.mail-send's concurrency in one instance
const resultPrefix = 'BENCH-RESULT ';
const from = 'Seodang <no-reply@seodang.test>';

const mailOf = (i: number) => ({
  to: `pupil${i}@example.com`,
  subject: `Invitation ${i}`,
  text: 'You are invited to the channel. Accept the invitation with the link below.',
  html: '<p>You are invited to the channel. <a href="https://school.example.com/invite/x">Accept</a></p>',
});

async function main(): Promise<void> {
  const catcher = await startMailCatcher();
  const app = await startTestCore({ config: { smtpUrl: catcher.url, mailFrom: from } });
  try {
    const mail = app.core.service(mailRef);
    // Warm-up: one mail each way, so connections and code paths are ready.
    await mail.queue(app.core.db, { ...mailOf(0), kind: 'bench', channelId: null, locale: 'en' });
    await catcher.waitFor(1);

    const direct = createTransport({ url: catcher.url }, { from });
    let start = catcher.messages.length;
    let t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await direct.sendMail(mailOf(next++));
      }),
    );
    await catcher.waitFor(start + count, 120_000);
    const directMs = performance.now() - t0;
    direct.close();

    start = catcher.messages.length;
    t0 = performance.now();
    for (let i = 0; i < count; i += 50)
      await app.core.db.transaction(async (trx) => {
        for (let j = i; j < Math.min(count, i + 50); j++)
          await mail.queue(trx, { ...mailOf(j), kind: 'bench', channelId: null, locale: 'en' });
      });
    const queuedMs = performance.now() - t0;
    await catcher.waitFor(start + count, 300_000);
    const outboxMs = performance.now() - t0;
    // The catcher has every mail a moment before the last rows are marked sent.
    const sentRows = async () =>
      Number(
        (await app.core.db('mail_outbox').where({ kind: 'bench', status: 'sent' }).count({ n: '*' }))[0].n,
      );
    const deadline = Date.now() + 30_000;
    let sent = await sentRows();
    while (sent < count + 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      sent = await sentRows();
    }

    const ratio = outboxMs / directMs;
    console.log(`mail benchmark: ${count} mails, ${concurrency} at a time`);
    console.log(
      `direct nodemailer: ${directMs.toFixed(0)} ms (${((count / directMs) * 1000).toFixed(0)} mails/s)`,
    );
    console.log(
      `outbox + queue + worker: ${outboxMs.toFixed(0)} ms (${((count / outboxMs) * 1000).toFixed(0)} mails/s; queueing took ${queuedMs.toFixed(0)} ms), ${sent} rows sent`,
    );
    console.log(`ratio ${ratio.toFixed(2)}×`);
    const rows = [
      {
        figure: `${count} mails through the outbox, its job and SMTP to a catcher`,
        value: `${outboxMs.toFixed(0)} ms`,
        baseline: `${directMs.toFixed(0)} ms (nodemailer directly)`,
        ratio: `${ratio.toFixed(2)}×`,
        goal: '-',
        met: sent === count + 1 ? null : false,
      },
    ];
    console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
  } finally {
    await app.stop();
    await catcher.stop();
  }
}

await main();
