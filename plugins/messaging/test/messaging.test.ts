/**
 * Teaching messages against the real SMTP catcher: templates (grouped, positioned, private or
 * shared, sanitised, unknown variables refused by name), preview per recipient in their language,
 * sending with an idempotency key, mails retried on 451 and bounced on 550, notices through the
 * community's notifications that read when opened, the history's list, detail, resend and delete,
 * and who may do what.
 */
import test from 'ava';
import { mailRef } from '@seodang/sdk';
import { startMailCore, uncoveredIdRoutes, type MailSuite, type TestClient } from '@seodang/sdk/testing';
import {
  checkVariables,
  initialHistoryState,
  messagingMessages,
  pageLinkCount,
  selectAllSequences,
  toggleSequence,
} from '../common/index.ts';
import { noticeSweep } from '../server/delivery.ts';
import { makeMessagingSchool, type MessagingSchool } from '../testing/fixture.ts';
import { en } from '../web/i18n/en.ts';
import { ja } from '../web/i18n/ja.ts';
import { ko } from '../web/i18n/ko.ts';

// One core and catcher for the file; the school is made once they run (ava's before hooks run at once).
let suite: MailSuite;
let f: MessagingSchool;
test.before(async () => {
  const { app, catcher } = await startMailCore({
    plugins: ['lectures', 'community', 'messaging'],
    config: { mailRetry: { attempts: 3, backoffMs: 50 } },
  });
  suite = { app, catcher, mail: app.core.service(mailRef) };
  f = await makeMessagingSchool(app);
});
test.after.always(async () => {
  await suite?.app.stop();
  await suite?.catcher.stop();
});

let keys = 0;
const key = () => `key-${Date.now()}-${++keys}`;
const mailBody = (to: object, over: object = {}) => ({
  type: 'mail',
  template: { subject: '{{lectureName}} 안내', message: '<p>{{name}} 님, {{senderName}}입니다.</p>' },
  to,
  idempotencyKey: key(),
  ...over,
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const detailOf = async (c: TestClient, sequence: number) =>
  (await c.get(`/api/message/history/${sequence}`)).body.data as {
    recipients: { name: string; state: string; reply: string | null }[];
    sendResult?: string;
    headline: string;
    message: string;
  };
const statesOf = async (c: TestClient, sequence: number) =>
  Object.fromEntries((await detailOf(c, sequence)).recipients.map((r) => [r.name, r.state]));

test('texts in ko, en and ja; the history list rules of the spec', (t) => {
  t.deepEqual(Object.keys(en).sort(), Object.keys(ko).sort());
  t.deepEqual(Object.keys(ja).sort(), Object.keys(ko).sort());
  const catalogue = (l: 'ko' | 'en' | 'ja') => Object.keys(messagingMessages[l]).sort();
  t.deepEqual(catalogue('en'), catalogue('ko'));
  t.deepEqual(catalogue('ja'), catalogue('ko'));
  t.like(initialHistoryState('mail'), {
    page: 1,
    limitItemCount: 10,
    sortType: 'send-time-desc',
    searchMode: 'none',
    selecteSequenceArr: [],
  });
  t.deepEqual(
    [0, 1, 10, 11, 49, 51, 400].map((n) => pageLinkCount(n, 10)),
    [0, 1, 1, 2, 5, 5, 5],
  );
  t.deepEqual(toggleSequence([3, 5], 5), [3]);
  t.deepEqual(toggleSequence([3], 5), [3, 5]);
  t.deepEqual(selectAllSequences([1, 2], [7, 8]), [], 'as many chosen as shown: cleared');
  t.deepEqual(selectAllSequences([1], [7, 8]), [7, 8], 'otherwise: all shown');
  t.deepEqual(checkVariables('{{name}} {{liveLink}}'), { ok: true });
  t.deepEqual(checkVariables('{{name}} {{grade}} {{grade}}'), { ok: false, unknown: ['grade'] });
  t.deepEqual(checkVariables('{{{name}}}'), { ok: false, broken: true });
  t.deepEqual(checkVariables('{{name'), { ok: false, broken: true });
});

test.serial(
  'who may: teachers for their own lectures, admins all, learners 403, others 401 and 404',
  async (t) => {
    const teach = await f.as('teach');
    const sent = await teach.post('/api/message/send', mailBody({ kind: 'lecture', index: f.lecture }));
    t.is(sent.status, 201);
    const sequence = sent.body.result.sequence as number;
    const template = (
      await teach.post('/api/message/template/create', {
        name: '공유',
        scope: 'channel',
        type: 'notice',
        template: { title: '안내', message: '<p>안내</p>' },
      })
    ).body.result.templateId as number;
    const routes = (seq: number, tpl: number): [string, string, unknown?][] => [
      ['GET', '/api/message/template/list'],
      [
        'PUT',
        `/api/message/template/${tpl}`,
        { name: '공유', scope: 'channel', type: 'notice', template: { title: '안내', message: '<p>x</p>' } },
      ],
      [
        'POST',
        '/api/message/template/preview',
        { type: 'mail', template: { subject: 's', message: 'm' }, to: { kind: 'lecture', index: f.lecture } },
      ],
      ['POST', '/api/message/send', mailBody({ kind: 'lecture', index: f.lecture })],
      ['GET', '/api/message/history?searchFilter=mail'],
      ['GET', `/api/message/history/${seq}`],
      ['POST', `/api/message/history/${seq}/resend`],
      ['GET', '/api/message/lectures'],
    ];
    const callers: [string, () => Promise<TestClient>, number[]][] = [
      [
        'anonymous',
        async () => suite.app.client({ host: f.school.host }),
        [401, 401, 401, 401, 401, 401, 401, 401],
      ],
      ['learner', () => f.as('kim'), [403, 403, 403, 403, 403, 403, 403, 403]],
      ['other teacher', () => f.as('other.teacher'), [200, 403, 403, 403, 200, 403, 403, 200]],
      ['owner teacher', () => f.as('teach'), [200, 200, 200, 201, 200, 200, 200, 200]],
      ['channel admin', () => f.as('boss'), [200, 200, 200, 201, 200, 200, 200, 200]],
    ];
    for (const [who, client, expected] of callers) {
      const c = await client();
      const got = [];
      for (const [method, path, body] of routes(sequence, template)) {
        got.push((await c.json(method, path, method === 'GET' ? undefined : (body ?? {}))).status);
      }
      t.deepEqual(got, expected, who);
    }
    // The compose form's lectures: the teacher's own, every one for the admin, none for the other teacher.
    const lecturesOf = async (c: TestClient) =>
      ((await c.get('/api/message/lectures')).body.data as { lectureIndex: number }[]).map(
        (l) => l.lectureIndex,
      );
    t.deepEqual(await lecturesOf(await f.as('teach')), [f.lecture]);
    t.deepEqual(await lecturesOf(await f.as('other.teacher')), []);
    t.deepEqual(await lecturesOf(await f.as('boss')), [f.lecture]);
    // Another channel's admin, on their own host, names this channel's ids: exactly a missing one.
    const far = await f.as('far.admin', { far: true, locale: 'en' });
    const missing = routes(2_147_483_647, 2_147_483_647);
    const idRoutes = routes(sequence, template).filter(([, path]) => /\/\d+/.test(path));
    for (const [i, [method, path, body]] of routes(sequence, template).entries()) {
      if (!/\/\d+/.test(path)) continue;
      const other = await far.json(method, path, method === 'GET' ? undefined : (body ?? {}));
      const none = await far.json(
        missing[i][0],
        missing[i][1],
        method === 'GET' ? undefined : (missing[i][2] ?? {}),
      );
      t.is(other.status, 404, path);
      t.deepEqual(other.body, none.body, path);
    }
    const lecture = await far.post('/api/message/send', mailBody({ kind: 'lecture', index: f.lecture }));
    t.deepEqual([lecture.status, lecture.body.err.message], [404, 'The lecture was not found.']);
    const doc = (await far.get('/api/openapi.json')).body;
    const covered: [string, string][] = [
      ...idRoutes.map(([m, p]) => [m, p] as [string, string]),
      ['DELETE', `/api/message/template/${template}`],
      ['GET', `/api/message/inbox/${sequence}`],
    ];
    t.deepEqual(uncoveredIdRoutes(doc, 'messaging', covered), []);
    t.is((await far.delete('/api/message/history', { selecteSequenceArr: [sequence] })).status, 404);
    t.is((await far.get(`/api/message/inbox/${sequence}`)).status, 404);
    // The whole channel is the admins' to message.
    const all = await teach.post('/api/message/send', mailBody({ kind: 'channel' }));
    t.deepEqual([all.status, all.body.err.code], [403, 'channel_admin_only']);
  },
);

test.serial(
  'templates: grouped by type with positions, private or shared, sanitised, variables checked',
  async (t) => {
    const teach = await f.as('teach');
    const other = await f.as('other.teacher', { locale: 'en' });
    const create = (c: TestClient, name: string, scope: string, type: string, template: object) =>
      c.post('/api/message/template/create', { name, scope, type, template });
    const mine = await create(teach, '개인 메일', 'private', 'mail', {
      subject: '{{name}} 님께',
      message:
        '<p onclick="x()">안녕 <a href="https://example.com" target="_blank">링크</a></p><script>alert(1)</script>',
    });
    t.is(mine.status, 201);
    await create(other, 'Shared mail', 'channel', 'mail', { subject: 'Hi', message: '<p>Hi {{name}}</p>' });
    const list = (await teach.get('/api/message/template/list')).body.data;
    t.deepEqual(Object.keys(list).sort(), ['mail', 'notice']);
    const mails = list.mail as {
      name: string;
      position: number;
      canEdit: boolean;
      template: { message: string };
    }[];
    t.deepEqual(
      mails.map((m) => [m.name, m.position, m.canEdit]),
      [
        ['개인 메일', 0, true],
        ['Shared mail', 1, false],
      ],
    );
    t.is(
      mails[0].template.message,
      '<p>안녕 <a href="https://example.com" target="_blank" rel="noopener noreferrer">링크</a></p>',
    );
    // Private stays private: the other teacher neither lists nor changes it (it does not exist for them).
    const id = mine.body.result.templateId;
    t.false(
      ((await other.get('/api/message/template/list')).body.data.mail as { name: string }[]).some(
        (m) => m.name === '개인 메일',
      ),
    );
    t.is((await other.delete(`/api/message/template/${id}`)).status, 404);
    const unknown = await other.post('/api/message/template/create', {
      name: 'x',
      scope: 'private',
      type: 'notice',
      template: { title: '{{grade}}', message: '{{score}} {{name}}' },
    });
    t.deepEqual(
      [unknown.status, unknown.body.err],
      [400, { code: 'unknown_variables', message: 'Unknown variables: grade' }],
    );
    const body = await teach.post('/api/message/template/create', {
      name: 'x',
      scope: 'private',
      type: 'notice',
      template: { title: 't', message: '{{score}} {{{name}}}' },
    });
    t.deepEqual([body.status, body.body.err.code], [400, 'broken_variable']);
    const noSubject = await teach.post('/api/message/template/create', {
      name: 'x',
      scope: 'private',
      type: 'mail',
      template: { message: 'm' },
    });
    t.deepEqual([noSubject.status, noSubject.body.err.message], [400, '제목을 입력해 주세요.']);
    t.deepEqual(
      (
        await teach.put(`/api/message/template/${id}`, {
          name: '바뀐 이름',
          scope: 'channel',
          type: 'mail',
          template: { subject: 's', message: 'm' },
        })
      ).body,
      { result: true },
    );
    t.is((await other.delete(`/api/message/template/${id}`)).status, 403, 'shared now, but not theirs');
    t.deepEqual((await (await f.as('boss')).delete(`/api/message/template/${id}`)).body, { result: true });
  },
);

test.serial('preview: each recipient’s copy in their language, their name escaped', async (t) => {
  await suite.app.core.db('users').where({ id: f.school.ids.kim }).update({ name: '<b>김민수</b>' });
  try {
    const teach = await f.as('teach');
    const res = await teach.post('/api/message/template/preview', {
      type: 'mail',
      template: {
        subject: '{{name}}: {{lectureName}}',
        message: '<p>{{name}} / {{channelName}} / <i>{{senderName}}</i></p>',
      },
      to: { kind: 'lecture', index: f.lecture },
    });
    t.is(res.status, 200);
    t.is(res.body.data.recipientCount, 3);
    const byLocale = Object.fromEntries(
      (res.body.data.list as { locale: string; headline: string; message: string; footer: string }[]).map(
        (c) => [c.locale, c],
      ),
    );
    t.is(byLocale.ko.headline, '<b>김민수</b>: 파이썬 기초', 'a subject is plain text');
    t.is(byLocale.ko.message, '<p>&lt;b&gt;김민수&lt;/b&gt; / 서당 학교 / <i>김선생</i></p>');
    t.is(byLocale.ko.footer, '서당 학교에서 김선생 님이 보낸 메시지입니다.');
    t.is(byLocale.en.footer, 'Sent by 김선생 from 서당 학교.');
    t.is(byLocale.ja.footer, '서당 학교の김선생さんから送信されたメッセージです。');
    t.true(byLocale.en.message.startsWith('<p>Lee Seoyeon /'));
  } finally {
    await suite.app.core.db('users').where({ id: f.school.ids.kim }).update({ name: '김민수' });
  }
});

test.serial(
  'a mail: one send per key, named mails in the catcher, 451 retried, 550 bounced and resent',
  async (t) => {
    const teach = await f.as('teach');
    const before = suite.catcher.messages.length;
    suite.catcher.failFor('lee@example.com', 'tempfail', 1);
    suite.catcher.failFor('sato@example.com', 'reject');
    const body = mailBody({ kind: 'lecture', index: f.lecture });
    const first = await teach.post('/api/message/send', body);
    const again = await teach.post('/api/message/send', body);
    t.is(first.status, 201);
    t.deepEqual(again.body.result, { sequence: first.body.result.sequence, repeated: true });
    const sequence = first.body.result.sequence as number;
    t.is(
      await suite.app.core
        .db('messaging_recipients')
        .where({ send_id: sequence })
        .count('* as n')
        .first()
        .then((r) => Number(r?.n)),
      3,
    );
    const mails = await suite.catcher.waitFor(before + 2);
    const ours = mails.slice(before);
    t.deepEqual(ours.map((m) => m.to[0]).sort(), ['kim@example.com', 'lee@example.com']);
    const kim = ours.find((m) => m.to[0] === 'kim@example.com')!;
    t.is(kim.subject, '파이썬 기초 안내');
    t.regex(kim.text, /김민수 님, 김선생입니다/);
    t.regex(kim.html ?? '', new RegExp(`/message/${sequence}`));
    t.regex(ours.find((m) => m.to[0] === 'lee@example.com')!.text, /Sent by 김선생/);
    const settled = await until(
      () => statesOf(teach, sequence),
      (s) => s['佐藤'] === 'bounced' && s['Lee Seoyeon'] === 'sent',
    );
    t.deepEqual(settled, { 김민수: 'sent', 'Lee Seoyeon': 'sent', 佐藤: 'bounced' });
    const detail = await detailOf(teach, sequence);
    t.is(detail.sendResult, 'bounced');
    // The history keeps what all share, with {{name}} standing for each recipient.
    t.like(detail, { headline: '파이썬 기초 안내', message: '<p>{{name}} 님, 김선생입니다.</p>' });
    t.regex(detail.recipients.find((r) => r.name === '佐藤')!.reply ?? '', /^550/);
    suite.catcher.failFor('sato@example.com', 'accept');
    t.deepEqual((await teach.post(`/api/message/history/${sequence}/resend`)).body, { result: 1 });
    t.deepEqual(
      await until(
        () => statesOf(teach, sequence),
        (s) => s['佐藤'] === 'sent',
      ),
      { 김민수: 'sent', 'Lee Seoyeon': 'sent', 佐藤: 'sent' },
    );
    t.is((await detailOf(teach, sequence)).sendResult, 'sent');
  },
);

test.serial('a notice: the community notification links to the copy, and opening it reads it', async (t) => {
  const teach = await f.as('teach');
  const sent = await teach.post('/api/message/send', {
    type: 'notice',
    template: { title: '{{name}} 님, 과제 안내', message: '<p>{{lectureName}} 과제를 내 주세요.</p>' },
    to: { kind: 'lecture', index: f.lecture },
    idempotencyKey: key(),
  });
  t.is(sent.status, 201);
  const sequence = sent.body.result.sequence as number;
  t.deepEqual(
    await until(
      () => statesOf(teach, sequence),
      (s) => Object.values(s).every((v) => v === 'sent'),
    ),
    {
      김민수: 'sent',
      'Lee Seoyeon': 'sent',
      佐藤: 'sent',
    },
  );
  const notes = await suite.app.core
    .db('community_notifications')
    .where({ link: `/message/${sequence}` })
    .orderBy('id');
  t.deepEqual(
    notes.map((n) => n.title).sort(),
    ['Lee Seoyeon 님, 과제 안내', '佐藤 님, 과제 안내', '김민수 님, 과제 안내'].sort(),
  );
  const kim = await f.as('kim');
  const opened = await kim.get(`/api/message/inbox/${sequence}`);
  t.like(opened.body.data, {
    sequence,
    headline: '김민수 님, 과제 안내',
    message: '<p>파이썬 기초 과제를 내 주세요.</p>',
    senderName: '김선생',
  });
  t.like(await statesOf(teach, sequence), { 김민수: 'read', 'Lee Seoyeon': 'sent' });
  t.is(
    (await (await f.as('other.teacher')).get(`/api/message/inbox/${sequence}`)).status,
    404,
    'not a recipient',
  );
});

test.serial(
  'the sweep delivers the notices of a send whose delivery was lost, and leaves a fresh send to its own job',
  async (t) => {
    const teach = await f.as('teach');
    const db = suite.app.core.db;
    const notice = async (title: string) => {
      const sent = await teach.post('/api/message/send', {
        type: 'notice',
        template: { title, message: '<p>안내</p>' },
        to: { kind: 'lecture', index: f.lecture },
        idempotencyKey: key(),
      });
      const sequence = sent.body.result.sequence as number;
      await until(
        () =>
          db('messaging_recipients').where({ send_id: sequence, state: 'queued' }).count('* as n').first(),
        (r) => Number(r?.n) === 0,
      );
      return sequence;
    };
    const [lost, fresh] = [await notice('잃어버린 안내'), await notice('방금 보낸 안내')];
    // As if the delivery had never run: the copies queued, no notification; the lost send two minutes old.
    for (const sequence of [lost, fresh]) {
      await db('messaging_recipients').where({ send_id: sequence }).update({ state: 'queued' });
      await db('community_notifications')
        .where({ link: `/message/${sequence}` })
        .delete();
    }
    await db('messaging_sends')
      .where({ id: lost })
      .update({ created_at: db.raw("now() - interval '2 minutes'") });

    const { id } = await suite.app.core.jobs.enqueue(noticeSweep, {}, { jobId: `sweep-test-${Date.now()}` });
    t.is(
      (
        await until(
          () => suite.app.core.jobs.jobStatus(noticeSweep, id),
          (s) => s?.state === 'completed',
        )
      )?.state,
      'completed',
    );
    const stateOf = async (sequence: number) =>
      (await db('messaging_recipients').where({ send_id: sequence }).pluck('state')).sort();
    t.deepEqual(
      await until(
        () => stateOf(lost),
        (states) => states.every((s) => s === 'sent'),
      ),
      ['sent', 'sent', 'sent'],
    );
    t.is((await db('community_notifications').where({ link: `/message/${lost}` })).length, 3);
    // The fresh send is under a minute old: its own job is still to come, the sweep leaves it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.deepEqual(await stateOf(fresh), ['queued', 'queued', 'queued']);
    t.is((await db('community_notifications').where({ link: `/message/${fresh}` })).length, 0);
  },
);

test.serial(
  'the channel: an admin messages every member but themself; nobody to send to is refused',
  async (t) => {
    const boss = await f.as('boss');
    const preview = await boss.post('/api/message/template/preview', {
      type: 'notice',
      template: { title: 't', message: 'm' },
      to: { kind: 'channel' },
    });
    t.is(preview.body.data.recipientCount, 5);
    t.false((preview.body.data.list as { name: string }[]).some((r) => r.name === '교장'));
    const unknown = await boss.post('/api/message/template/preview', {
      type: 'notice',
      template: { title: 't', message: 'm' },
      to: { kind: 'live', index: 1 },
    });
    t.is(unknown.body.err.code, 'unknown_recipients');
    const teach = await f.as('teach');
    const empty = (
      await teach.post('/api/lecture', {
        subject: '빈 강의',
        description: '',
        isFree: true,
        categoryFirst: 'programming',
        categorySecond: 'algorithm',
        tags: [],
      })
    ).body.data.sequence;
    const none = await teach.post('/api/message/send', mailBody({ kind: 'lecture', index: empty }));
    t.deepEqual([none.status, none.body.err.code], [400, 'no_recipients']);
  },
);

test.serial(
  'history: 10 a page, sorted, searched by subject or recipient, deleted by selection',
  async (t) => {
    const teach = await f.as('teach');
    for (let i = 1; i <= 11; i++)
      await teach.post('/api/message/send', {
        type: 'notice',
        template: { title: `주간 안내 ${i}`, message: 'm' },
        to: { kind: 'lecture', index: f.lecture },
        idempotencyKey: key(),
      });
    const list = async (query: string) =>
      (await teach.get(`/api/message/history?searchFilter=notice&${query}`)).body.data as {
        list: { sequence: number; headline: string }[];
        dataLength: number;
      };
    const first = await list('');
    t.is(first.list.length, 10);
    t.is(first.list[0].headline, '주간 안내 11', 'newest first');
    const total = first.dataLength;
    t.is((await list('page=2')).list.length, total - 10);
    t.not((await list('sortType=send-time-asc')).list[0].headline, '주간 안내 11');
    const searched = await list(`searchMode=subject&searchKeyword=${encodeURIComponent('안내 1')}`);
    t.deepEqual(
      searched.list.map((r) => r.headline).sort(),
      ['주간 안내 1', '주간 안내 10', '주간 안내 11'].sort(),
    );
    t.is((await list(`searchMode=recipient&searchKeyword=${encodeURIComponent('佐藤')}`)).dataLength, total);
    t.is((await list(`searchMode=recipient&searchKeyword=nobody`)).dataLength, 0);
    // The other teacher sees none of it; the admin all of it.
    t.is(
      (await (await f.as('other.teacher')).get('/api/message/history?searchFilter=notice')).body.data
        .dataLength,
      0,
    );
    t.is(
      (await (await f.as('boss')).get('/api/message/history?searchFilter=notice')).body.data.dataLength,
      total,
    );
    const chosen = searched.list.map((r) => r.sequence);
    t.is(
      (await (await f.as('other.teacher')).delete('/api/message/history', { selecteSequenceArr: chosen }))
        .status,
      403,
    );
    t.deepEqual((await teach.delete('/api/message/history', { selecteSequenceArr: chosen })).body, {
      result: 3,
    });
    t.is((await list('')).dataLength, total - 3);
    t.is((await teach.get(`/api/message/history/${chosen[0]}`)).status, 404);
    // Out of the history, but the recipients keep their copies.
    t.is((await (await f.as('kim')).get(`/api/message/inbox/${chosen[0]}`)).status, 200);
  },
);

test.serial(
  'the history reads every recipient’s mail at once: as many queries for six recipients as for three',
  async (t) => {
    const boss = await f.as('boss');
    const sends: number[] = [];
    for (const to of [{ kind: 'lecture', index: f.lecture }, { kind: 'channel' }]) {
      const sent = await boss.post('/api/message/send', mailBody(to));
      t.is(sent.status, 201);
      sends.push(sent.body.result.sequence as number);
    }
    const db = suite.app.core.db;
    const mailIdsOf = async (sequence: number) =>
      (await db('messaging_recipients').where({ send_id: sequence }).pluck('mail_id')).map(Number);
    const [few, many] = [await mailIdsOf(sends[0]), await mailIdsOf(sends[1])];
    t.is(few.length, 3);
    t.true(many.length > few.length, `${many.length} recipients`);
    // Every mail out first, so each history read below brings the same change (queued to sent).
    const all = [...few, ...many];
    await until(
      () => suite.mail.statuses(all),
      (m) => m.size === all.length && [...m.values()].every((r) => r.status === 'sent'),
    );

    // The batch answers what the single lookups answer, and leaves out ids without a mail.
    const batch = await suite.mail.statuses([...all, all[0], 2_147_483_647, 0, -1, 1.5]);
    t.deepEqual([...batch.keys()].sort(), [...all].sort());
    for (const id of all) t.deepEqual(batch.get(id), await suite.mail.status(id));
    t.is((await suite.mail.statuses([])).size, 0);

    // Queries on the recipients and the outbox while a history read runs (the mail sweep's are not ours).
    const counted = async (read: () => Promise<unknown>) => {
      let n = 0;
      const onQuery = (q: { sql: string }) => {
        if (/messaging_recipients|mail_outbox/.test(q.sql) && !/interval/.test(q.sql)) n += 1;
      };
      db.on('query', onQuery);
      try {
        await read();
      } finally {
        db.off('query', onQuery);
      }
      return n;
    };
    const detail = (sequence: number) => async () => {
      const res = await boss.get(`/api/message/history/${sequence}`);
      t.true(
        (res.body.data.recipients as { state: string }[]).every((r) => r.state === 'sent'),
        JSON.stringify(res.body.data.recipients),
      );
    };
    const [first, second] = [await counted(detail(sends[0])), await counted(detail(sends[1]))];
    t.is(second, first);
    t.true(first <= 3, `${first} queries: the recipients, their mails, one write of the new state`);
    // Read again, nothing changed: no write at all.
    t.is(await counted(detail(sends[1])), first - 1);
  },
);

test.serial('the service is named in the admin’s language on the service switches', async (t) => {
  const rows = (await (await f.as('boss', { locale: 'ja' })).get('/api/channel/services')).body.data as {
    service: string;
    name: string;
  }[];
  t.is(rows.find((r) => r.service === 'MESSAGE')?.name, 'メッセージ');
});
