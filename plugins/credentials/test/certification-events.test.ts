/**
 * `/certification/{event}`: the channel's admin creates an event and issues its certificates from a
 * CSV (login or e-mail, award, team), every row or none with a per-row report; the page's API shows
 * the event and the member's own certificates; another channel's event is not found.
 */
import test from 'ava';
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture(['credentials']);
});
test.after.always(async () => {
  await f?.app.stop();
});

const event = {
  slug: 'seodang-hackathon-2025',
  title: '서당 해커톤 2025',
  startsAt: '2025-11-01T00:00:00.000Z',
  endsAt: '2025-11-02T09:00:00.000Z',
  awards: ['대상', '우수상', '참가상'],
};
const path = `/api/certificate/event/${event.slug}`;

test.serial('only the channel admin creates an event; the slug is unique in the channel', async (t) => {
  t.is((await (await f.as('anonymous')).post('/api/certificate/event', event)).status, 401);
  t.is((await (await f.as('teach')).post('/api/certificate/event', event)).status, 403);
  t.is((await (await f.as('learner')).post('/api/certificate/event', event)).status, 403);
  const created = await (await f.as('boss')).post('/api/certificate/event', event);
  t.is(created.status, 201, JSON.stringify(created.body));
  t.is((await (await f.as('boss')).post('/api/certificate/event', event)).status, 409);
  const bad = await (
    await f.as('boss', { locale: 'en' })
  ).post('/api/certificate/event', {
    ...event,
    slug: 'Not A Slug',
    endsAt: '2025-10-01T00:00:00.000Z',
  });
  t.is(bad.status, 400);
  // Another channel's admin does not see it, and may use the same slug in their own channel.
  t.is((await (await f.as('far.admin')).get(path)).status, 404);
  t.is((await (await f.as('far.admin')).post('/api/certificate/event', event)).status, 201);
});

test.serial(
  'a CSV with a wrong row issues nothing and names each row; a good one issues every row',
  async (t) => {
    const boss = await f.as('boss', { locale: 'en' });
    const recipients = (csv: string) => boss.post(`${path}/recipients`, { csv });
    const wrong = await recipients(
      [
        'login,award,team',
        'learner,대상,서당팀',
        'nobody,우수상,',
        'other.learner,없는상,',
        'learner,참가상,',
      ].join('\n'),
    );
    t.is(wrong.status, 400);
    t.is(wrong.body.err.code, 'invalid_rows');
    t.deepEqual(
      wrong.body.err.fields.map((f: { message: string }) => f.message),
      [
        'Line 3: no such member of the channel.',
        'Line 4: the event has no such award.',
        'Line 5: the same person is on an earlier line.',
      ],
    );
    t.is((await f.app.core.db('certificates').where({ source_kind: 'event' })).length, 0, 'none issued');
    t.is((await recipients('name,prize\nlearner,대상')).body.err.code, 'malformed_csv');
    t.is(
      (await (await f.as('teach')).post(`${path}/recipients`, { csv: 'login,award\nlearner,대상' })).status,
      403,
    );

    const email = (await f.app.core.db('users').where({ id: f.school.ids['other.learner']! }).first('email'))
      .email;
    const good = await recipients(['login,award,team', 'learner,대상,서당팀', `${email},참가상,`].join('\n'));
    t.is(good.status, 201, JSON.stringify(good.body));
    t.is(good.body.data.issued, 2);
    // Uploading the same file again issues nothing new.
    t.is((await recipients(['login,award,team', 'learner,대상,서당팀'].join('\n'))).body.data.issued, 0);

    const page = await (await f.as('learner')).get(path);
    t.is(page.status, 200);
    t.like(page.body.data, { title: '서당 해커톤 2025', recipients: 2 });
    t.is(page.body.data.mine.length, 1);
    t.is(page.body.data.mine[0].title, '서당 해커톤 2025 · 대상');
    const certId = page.body.data.mine[0].certId as string;
    const check = await (await f.as('anonymous')).get(`/api/certificate/${certId}`);
    t.is(check.body.data.verification.state, 'valid');
    // A visitor with no account sees the event, and no certificates of their own.
    const visitor = await (await f.as('anonymous')).get(path);
    t.is(visitor.status, 200);
    t.deepEqual(visitor.body.data.mine, []);
  },
);

test.serial("the channel's admin lists events with their certificates; others may not", async (t) => {
  const boss = await f.as('boss');
  const list = await boss.get('/api/certificate/event');
  t.is(list.status, 200);
  const hackathon = list.body.data.list.find((e: { slug: string }) => e.slug === event.slug);
  t.like(hackathon, { title: '서당 해커톤 2025', recipients: 2, awards: event.awards });
  t.is((await (await f.as('anonymous')).get('/api/certificate/event')).status, 401);
  t.is((await (await f.as('learner')).get('/api/certificate/event')).status, 403);
  t.is((await (await f.as('teach')).get('/api/certificate/event')).status, 403);
  // Another channel's admin lists their own channel's events only.
  const far = (await (await f.as('far.admin')).get('/api/certificate/event')).body.data.list as {
    recipients: number;
  }[];
  t.deepEqual(
    far.map((e) => e.recipients),
    [0],
  );
});

test.serial(
  'an event is edited by its admin; an award already issued stays; the issued certificates keep verifying',
  async (t) => {
    const boss = await f.as('boss', { locale: 'en' });
    const edit = { title: '서당 해커톤 2025 본선', startsAt: event.startsAt, endsAt: event.endsAt };
    const edited = await boss.put(path, { ...edit, awards: ['대상', '우수상', '참가상', '특별상'] });
    t.is(edited.status, 200, JSON.stringify(edited.body));
    t.like(edited.body.data, { slug: event.slug, title: '서당 해커톤 2025 본선', recipients: 2 });
    t.deepEqual(edited.body.data.awards, ['대상', '우수상', '참가상', '특별상']);
    // 우수상 was never issued: it can go; 참가상 was.
    t.is((await boss.put(path, { ...edit, awards: ['대상', '참가상'] })).status, 200);
    const refused = await boss.put(path, { ...edit, awards: ['대상'] });
    t.is(refused.status, 409);
    t.is(refused.body.err.code, 'event_award_issued');
    t.is(refused.body.err.message, 'The award 참가상 has been issued already, so it cannot be removed.');
    const jaRefused = await (await f.as('boss', { locale: 'ja' })).put(path, { ...edit, awards: ['대상'] });
    t.is(jaRefused.body.err.message, 'すでに発行した賞（참가상）は削除できません。');
    const backwards = await boss.put(path, { ...edit, endsAt: '2025-10-01T00:00:00.000Z', awards: ['대상'] });
    t.is(backwards.status, 400);
    t.is(backwards.body.err.fields[0].message, 'The end must not come before the start.');
    t.is((await boss.put(path, { ...edit, title: '', awards: ['대상', '참가상'] })).status, 400);

    const put = (who: string) => f.as(who).then((c) => c.put(path, { ...edit, awards: ['대상', '참가상'] }));
    t.is((await put('anonymous')).status, 401);
    t.is((await put('learner')).status, 403);
    t.is((await put('teach')).status, 403);
    t.is(
      (
        await (
          await f.as('boss', { far: false })
        ).put(`/api/certificate/event/no-such-event`, { ...edit, awards: ['대상'] })
      ).status,
      404,
    );

    const page = await (await f.as('learner')).get(path);
    t.is(page.body.data.title, '서당 해커톤 2025 본선');
    t.is(
      page.body.data.mine[0].title,
      '서당 해커톤 2025 · 대상',
      'an issued certificate keeps its signed title',
    );
    const check = await (await f.as('anonymous')).get(`/api/certificate/${page.body.data.mine[0].certId}`);
    t.is(check.body.data.verification.state, 'valid');
  },
);

test.serial(
  'an event with certificates cannot be deleted; one without is deleted by its admin only',
  async (t) => {
    const boss = await f.as('boss', { locale: 'en' });
    const refused = await boss.json('DELETE', path);
    t.is(refused.status, 409);
    const body = refused.body;
    t.is(body.err.code, 'event_has_certificates');
    t.is(
      body.err.message,
      'An event that has issued certificates cannot be deleted: it stays so that they keep verifying.',
    );
    t.is((await (await f.as('learner')).get(path)).status, 200, 'still there');

    const empty = { ...event, slug: 'empty-contest', title: '빈 대회' };
    t.is((await boss.post('/api/certificate/event', empty)).status, 201);
    const emptyPath = '/api/certificate/event/empty-contest';
    t.is((await (await f.as('anonymous')).json('DELETE', emptyPath)).status, 401);
    t.is((await (await f.as('teach')).json('DELETE', emptyPath)).status, 403);
    // The far channel has an event of the hackathon's slug (made in the first test), but not this one.
    t.is((await (await f.as('far.admin')).json('DELETE', emptyPath)).status, 404);
    const deleted = await boss.json('DELETE', emptyPath);
    t.is(deleted.status, 200);
    t.is((await boss.get(emptyPath)).status, 404);
    t.is((await boss.json('DELETE', emptyPath)).status, 404);
    t.is((await boss.post(`${emptyPath}/recipients`, { csv: 'login,award\nlearner,대상' })).status, 404);
  },
);
