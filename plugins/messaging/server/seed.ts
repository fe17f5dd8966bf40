import type { Knex, SeedContext } from '@seodang/sdk';
import { demoRoster } from '@seodang/plugin-lectures/demo-roster';

const demoLecture = '정보 수업: 파이썬 기초';
const hour = 3_600_000;

/** The demo learner whose mail the remote server refused. */
const bouncedReply = '550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table';

const templates = (ownerId: number | null) => [
  {
    owner_id: ownerId,
    name: '수업 안내 메일',
    scope: 'channel',
    type: 'mail',
    headline: '[{{lectureName}}] 이번 주 수업 안내',
    message:
      '<p>{{name}} 학생, 안녕하세요.</p><p>이번 주 <strong>{{lectureName}}</strong> 수업은 반복문을 배웁니다. <a href="https://docs.python.org/ko/3/tutorial/" target="_blank">파이썬 자습서</a>를 미리 읽어 오세요.</p><p>{{senderName}} 드림</p>',
  },
  {
    owner_id: ownerId,
    name: '과제 마감 알림',
    scope: 'private',
    type: 'notice',
    headline: '과제 마감이 내일입니다',
    message: '<p>{{name}} 학생, {{lectureName}} 과제 마감이 내일 자정입니다.</p>',
  },
];

/** A demo send written as if it had gone out `hoursAgo` ago, with each learner's copy. */
async function addSend(
  db: Knex,
  send: Record<string, unknown>,
  copies: Record<string, unknown>[],
): Promise<void> {
  const [{ id }] = await db('messaging_sends').insert(send).returning('id');
  await db('messaging_recipients').insert(copies.map((c) => ({ ...c, send_id: id })));
}

/**
 * Demo data: two templates of the demo teacher, a notice to the Python class that one learner
 * read, and a mail that reached the learners but bounced for the last one. The seed has no mail
 * service, so the mails' outbox rows are written as core's own demo mail is. Idempotent.
 */
export async function seedMessaging(ctx: SeedContext): Promise<void> {
  const { db, channelId } = ctx;
  const roster = await demoRoster(db, channelId, demoLecture);
  if (!roster || roster.learners.length === 0) return;
  if (await db('messaging_templates').where({ channel_id: channelId }).first('id')) return;
  await db('messaging_templates').insert(
    templates(roster.ownerId).map((t) => ({ ...t, channel_id: channelId })),
  );
  const users: { id: number; name: string; email: string | null }[] = await db('users')
    .whereIn(
      'id',
      roster.learners.map((l) => l.userId),
    )
    .select('id', 'name', 'email');
  const base = {
    channel_id: channelId,
    sender_id: roster.ownerId,
    source_kind: 'lecture',
    source_index: roster.lectureIndex,
    audience: demoLecture,
  };
  const noticeAt = new Date(Date.now() - 26 * hour);
  await addSend(
    db,
    {
      ...base,
      type: 'notice',
      headline: '과제 마감이 내일입니다',
      message: '<p>{{name}} 학생, 과제 마감이 내일 자정입니다.</p>',
      idempotency_key: 'demo-notice-1',
      created_at: noticeAt,
    },
    users.map((u, i) => ({
      user_id: u.id,
      name: u.name,
      locale: 'ko',
      headline: '과제 마감이 내일입니다',
      message: `<p>${u.name} 학생, 과제 마감이 내일 자정입니다.</p>`,
      state: i === 0 ? 'read' : 'sent',
      read_at: i === 0 ? new Date(noticeAt.getTime() + hour) : null,
    })),
  );
  const mailAt = new Date(Date.now() - 2 * hour);
  const subject = `[${demoLecture}] 이번 주 수업 안내`;
  const copies = [];
  for (const [i, u] of users.entries()) {
    const bounced = i === users.length - 1 && users.length > 1;
    const [{ id: mailId }] = await db('mail_outbox')
      .insert({
        channel_id: channelId,
        kind: 'message',
        to_address: u.email ?? `${u.id}@example.com`,
        subject,
        text_body: `${u.name} 학생, 안녕하세요. 이번 주 수업은 반복문을 배웁니다.`,
        locale: 'ko',
        attempts: 1,
        status: bounced ? 'bounced' : 'sent',
        last_reply: bounced ? bouncedReply : '250 2.0.0 Ok: queued',
        sent_at: bounced ? null : mailAt,
        bounced_at: bounced ? mailAt : null,
        ref: `demo:message-mail-${u.id}`,
      })
      .returning('id');
    copies.push({
      user_id: u.id,
      name: u.name,
      locale: 'ko',
      headline: subject,
      message: `<p>${u.name} 학생, 안녕하세요.</p><p>이번 주 수업은 반복문을 배웁니다.</p>`,
      state: bounced ? 'bounced' : 'sent',
      mail_id: mailId,
    });
  }
  await addSend(
    db,
    {
      ...base,
      type: 'mail',
      headline: subject,
      message: templates(null)[0].message,
      idempotency_key: 'demo-mail-1',
      created_at: mailAt,
    },
    copies,
  );
}
