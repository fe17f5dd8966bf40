import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';

test('an invited learner is notified in their own language, live and in the list', async (t) => {
  const app = await startTestCore({ plugins: ['community', 'lectures'] });
  try {
    await app.createUser({ userId: 'kim.teacher', name: '김선생', isTeacher: true });
    const parkId = await app.createUser({ userId: 'park', name: 'Park' });
    await app.core.db('users').where({ id: parkId }).update({ locale: 'en' });
    const teacher = app.client();
    await teacher.login('kim.teacher', testPassword);
    const created = await teacher.post('/api/lecture', {
      subject: '자료구조',
      description: '스택과 큐',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
      settings: { permission: 'private', acceptType: 'immediate' },
    });
    t.is(created.status, 201, JSON.stringify(created.body));
    const seq = created.body.data.sequence;

    const park = app.client();
    await park.login('park', testPassword);
    const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: `sd_sid=${park.cookie('sd_sid')}` },
    } as never);
    const events: { type: string; event?: string; data?: { title: string; link: string } }[] = [];
    ws.addEventListener('message', (e) => events.push(JSON.parse(String(e.data))));
    await new Promise((r) => ws.addEventListener('open', r));
    ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${parkId}` }));
    for (let i = 0; i < 100 && !events.some((e) => e.type === 'subscribed'); i++)
      await new Promise((r) => setTimeout(r, 20));

    await teacher.post(`/api/lecture/${seq}/invite`, { userIds: ['park'] });
    for (let i = 0; i < 100 && !events.some((e) => e.type === 'event'); i++)
      await new Promise((r) => setTimeout(r, 20));
    ws.close();
    const live = events.find((e) => e.type === 'event');
    t.is(live?.event, 'notification.created');
    t.is(live?.data?.title, "You've been invited to a lecture");
    t.true(live?.data?.link.startsWith(`/lecture/${seq}/`), live?.data?.link);
    const list = await park.get('/api/notification');
    t.is(list.body.data.unreadCount, 1);
    t.regex(list.body.data.list[0].message, /김선생 invited you to “자료구조”/);
    // Inviting again sends nothing new.
    await teacher.post(`/api/lecture/${seq}/invite`, { userIds: ['park'] });
    t.is((await park.get('/api/notification')).body.data.totalCount, 1);
  } finally {
    await app.stop();
  }
});
