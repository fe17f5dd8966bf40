import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';

test('hello', async (t) => {
  const app = await startTestCore({ plugins: ['hello'] }); // fresh database, real Redis
  try {
    await app.createUser({ userId: 'kim' });
    const c = app.client(); // cookies + CSRF like a browser tab
    await c.login('kim', testPassword);
    t.is((await c.post('/api/hello', { name: '민수' })).status, 201);
    const ch = await app.createChannel({ slug: 'school' }); // a channel at school.localhost
    await app.addMember(ch, await app.createUser({ userId: 'lee' }), 'student');
    const inChannel = app.client({ host: 'school.localhost', locale: 'en' });
    await inChannel.login('lee', testPassword);
    t.is((await inChannel.post('/api/hello', { name: 'nobody' })).body.err.message, 'Too shy');
  } finally {
    await app.stop();
  }
});
