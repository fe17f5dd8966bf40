/**
 * `attendance:{sessionId}:display`: the lecture's teacher and the channel's admin hear each new code,
 * each check-in and the close; a learner, another teacher and another channel are refused.
 */
import test from 'ava';
import { startAttendanceFixture, type AttendanceFixture } from '../testing/fixture.ts';

let f: AttendanceFixture;
test.before(async () => {
  f = await startAttendanceFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

type Message = {
  type: string;
  topic?: string;
  code?: string;
  event?: string;
  data?: Record<string, unknown>;
};

/** A realtime socket signed in as `userId` on the school (or the far channel). */
async function socketOf(userId: string, far = false) {
  const client = await f.as(userId, { far });
  const host = far ? f.far.host : f.school.host;
  const ws = new WebSocket(`${f.app.url.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie: `sd_sid=${client.cookie('sd_sid')}`, host },
  } as never);
  const messages: Message[] = [];
  ws.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data)) as Message));
  await new Promise((resolve) => ws.addEventListener('open', resolve));
  const waitFor = async (pred: (m: Message) => boolean) => {
    for (const start = Date.now(); Date.now() - start < 5000; await new Promise((r) => setTimeout(r, 10))) {
      const hit = messages.find(pred);
      if (hit) return hit;
    }
    throw new Error(`timed out; got ${JSON.stringify(messages)}`);
  };
  return { ws, messages, waitFor };
}

test('the display topic: who hears it, and what it says', async (t) => {
  const id = await f.session();
  const topic = `attendance:${id}:display`;
  const verdict = async (userId: string, far = false) => {
    const s = await socketOf(userId, far);
    s.ws.send(JSON.stringify({ type: 'subscribe', topic }));
    const answer = await s.waitFor(
      (m) => m.topic === topic && (m.type === 'subscribed' || m.type === 'error'),
    );
    s.ws.close();
    return answer.type === 'subscribed' ? 'ok' : answer.code;
  };
  t.is(await verdict('teach'), 'ok');
  t.is(await verdict('boss'), 'ok');
  t.is(await verdict('kim'), 'forbidden');
  t.is(await verdict('other.teacher'), 'forbidden');
  t.is(await verdict('far.admin', true), 'forbidden');

  const teacher = await socketOf('teach');
  teacher.ws.send(JSON.stringify({ type: 'subscribe', topic }));
  await teacher.waitFor((m) => m.type === 'subscribed');
  const code = await f.code(id);
  const shown = await teacher.waitFor((m) => m.type === 'event' && m.event === 'code');
  t.is(shown.data?.code, code);
  await (await f.as('kim')).post('/api/attendance/check-in', { code });
  await teacher.waitFor((m) => m.type === 'event' && m.event === 'checked-in');
  await (await f.as('teach')).post(`/api/attendance/sessions/${id}/close`);
  await teacher.waitFor((m) => m.type === 'event' && m.event === 'closed');
  teacher.ws.close();
  t.pass();
});
