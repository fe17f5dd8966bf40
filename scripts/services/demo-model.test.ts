import test from 'ava';
import { removePid } from '../lib/pid-files.ts';
import { startDemoModelService } from './demo-model.ts';

test('the managed demo model answers Chat Completions as a stream with its teaching answer', async (t) => {
  const demo = await startDemoModelService('test');
  try {
    t.regex(demo.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const res = await fetch(`${demo.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'seodang-demo',
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: 'system', content: 'Always answer in English.' },
          { role: 'user', content: 'Verdict: WRONG_ANSWER\nLine: 2\n\nWhy?' },
        ],
      }),
    });
    t.regex(res.headers.get('content-type') ?? '', /text\/event-stream/);
    const body = await res.text();
    const text = body
      .split('\n\n')
      .filter((e) => e.startsWith('data: {'))
      .map((e) => JSON.parse(e.slice(6)).choices[0]?.delta?.content ?? '')
      .join('');
    t.true(text.startsWith('Your verdict is `WRONG_ANSWER`.'));
    t.true(body.trimEnd().endsWith('data: [DONE]'));
  } finally {
    await demo.process.stop();
    removePid('test', 'demo-model');
  }
});
