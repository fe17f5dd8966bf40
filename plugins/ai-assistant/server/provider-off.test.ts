/**
 * §4 without a provider (`ai.provider` off, the default): every feature is off with the reason
 * `provider_off`, whatever the channel and lecture say, and the panel is told so.
 */
import test from 'ava';
import { aiFixture, ai } from './test-support/ai-fixture.ts';

test('no provider: every feature is off with provider_off, and the provider reads unconfigured', async (t) => {
  const f = await aiFixture({ provider: 'off' });
  try {
    await f.setChannel({});
    await f.acceptPolicy('ai.learner');
    const res = await (await f.as('ai.learner')).get(`${ai}/settings?${f.query(f.lecture)}`);
    t.is(res.status, 200);
    t.like(res.body.data.provider, { name: 'off', configured: false, demo: false });
    for (const feature of ['codeSolution', 'codeExplanation', 'chat', 'qna'])
      t.deepEqual(res.body.data.availability[feature], { enabled: false, reason: 'provider_off' }, feature);
  } finally {
    await f.app.stop();
  }
});
