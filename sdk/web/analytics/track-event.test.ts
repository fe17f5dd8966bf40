import test from 'ava';
import type { DataLayer } from './data-layer.ts';
import { trackEvent } from './track-event.ts';

test('trackEvent pushes onto the data layer and posts the client log entry', (t) => {
  const page = globalThis as unknown as { window?: unknown; dataLayer?: DataLayer; document?: unknown };
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const realFetch = globalThis.fetch;
  page.window = page;
  page.document = { cookie: '' };
  globalThis.fetch = ((url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) });
    return Promise.resolve(new Response(null));
  }) as typeof fetch;
  try {
    trackEvent('ai_exam_copy', { exam_index: 3, quiz_index: 7 });
    t.deepEqual(page.dataLayer, [{ event: 'ai_exam_copy', exam_index: 3, quiz_index: 7 }]);
    t.is(sent.length, 1);
    t.is(sent[0]!.url, '/api/log/seodang/analytics');
    t.is(sent[0]!.body.code, 'ai_exam_copy');
    t.like(sent[0]!.body.extraData as object, { exam_index: 3, quiz_index: 7, tag: 'analytics' });
  } finally {
    globalThis.fetch = realFetch;
    delete page.window;
    delete page.dataLayer;
    delete page.document;
  }
});

test('outside a browser trackEvent records nothing and does not throw', (t) => {
  t.notThrows(() => trackEvent('ai_exam_copy'));
  t.is((globalThis as { dataLayer?: DataLayer }).dataLayer, undefined);
});
