import type { Knex } from 'knex';

/** The demo's bounced invitation: its address, the SMTP reply it met, and its reference. */
export const demoBouncedMail = {
  to: 'no-such-pupil@example.com',
  reply:
    '550 5.1.1 <no-such-pupil@example.com>: Recipient address rejected: User unknown in virtual mailbox table',
  ref: 'demo:bounced-invitation',
};

/**
 * The demo channel's mail at /admin/mail: an invitation that was delivered and one the remote
 * server refused (bounced, with its reply), so the screen shows both and the retry. Idempotent.
 */
export async function seedDemoMail(db: Knex, channelId: number, channelName: string): Promise<void> {
  const exists = await db('mail_outbox')
    .where({ channel_id: channelId, ref: demoBouncedMail.ref })
    .first('id');
  if (exists) return;
  const base = {
    channel_id: channelId,
    kind: 'invitation',
    subject: `${channelName} 채널에 초대합니다`,
    text_body: `${channelName} 채널에서 회원님을 초대했습니다.`,
    locale: 'ko',
    attempts: 1,
  };
  await db('mail_outbox').insert([
    {
      ...base,
      to_address: 'new-pupil@example.com',
      status: 'sent',
      last_reply: '250 2.0.0 Ok: queued',
      sent_at: db.fn.now(),
      ref: 'demo:sent-invitation',
    },
    {
      ...base,
      to_address: demoBouncedMail.to,
      status: 'bounced',
      last_reply: demoBouncedMail.reply,
      bounced_at: db.fn.now(),
      ref: demoBouncedMail.ref,
    },
  ]);
}
