import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';

test('hello', async (t) => {
  const app = await startTestCore({ plugins: ['hello'] }); // fresh database, real Redis
  try {
    await app.createUser({ userId: 'kim' });
    const c = app.client(); // cookies + CSRF like a browser tab
    await c.login('kim', testPassword);
    t.is((await c.post('/api/hello', { name: '민수' })).status, 201);
    // a channel at school.localhost with its members (users made and joined with their roles)
    const school = await app.createChannelWithMembers({ slug: 'school', members: { lee: 'student' } });
    const inChannel = await school.login('lee', { locale: 'en' }); // signed in on school.localhost
    t.is((await inChannel.post('/api/hello', { name: 'nobody' })).body.err.message, 'Too shy');
  } finally {
    await app.stop();
  }
});
