import test from 'ava';
import { toStreamEvent } from './stream-event.ts';

test('the answer events are read from their JSON', (t) => {
  t.deepEqual(toStreamEvent('delta', '{"text":"a"}'), { event: 'delta', data: { text: 'a' } });
  t.deepEqual(toStreamEvent('meta', '{"responseId":"r","usage":null,"demo":true}'), {
    event: 'meta',
    data: { responseId: 'r', usage: null, demo: true },
  });
  t.deepEqual(toStreamEvent('error', '{"code":"ai_provider_error","message":"m"}'), {
    event: 'error',
    data: { code: 'ai_provider_error', message: 'm' },
  });
});

test('unknown, unnamed and malformed events are skipped', (t) => {
  t.is(toStreamEvent('ping', '{}'), null);
  t.is(toStreamEvent(undefined, '{"text":"a"}'), null);
  t.is(toStreamEvent('delta', '{"text":'), null);
  t.is(toStreamEvent('delta', '{"text":3}'), null);
  t.is(toStreamEvent('meta', '{}'), null);
});

test("a fix's check is read with whole numbers only", (t) => {
  t.deepEqual(toStreamEvent('check', '{"passed":2,"total":3}'), {
    event: 'check',
    data: { passed: 2, total: 3 },
  });
  t.is(toStreamEvent('check', '{"passed":"2","total":3}'), null);
});
