import test from 'ava';
import { parseClientMessage } from './client-message.ts';

const read = (text: string) => parseClientMessage(Buffer.from(text), false);

test('the three message kinds pass, extra keys are dropped', (t) => {
  t.deepEqual(read('{"type":"ping"}'), { ok: true, message: { type: 'ping' } });
  t.deepEqual(read('{"type":"subscribe","topic":"user:1","x":1}'), {
    ok: true,
    message: { type: 'subscribe', topic: 'user:1' },
  });
  t.deepEqual(read('{"type":"unsubscribe","topic":"user:1"}'), {
    ok: true,
    message: { type: 'unsubscribe', topic: 'user:1' },
  });
});

test('non-JSON, binary, wrong shapes and unknown types are refused without throwing', (t) => {
  for (const text of ['', 'not json', 'null', '[]', '42', '"ping"', '{}', '{"type":"nonsense"}']) {
    t.deepEqual(read(text), { ok: false, code: 'bad_message' }, text);
  }
  t.deepEqual(parseClientMessage(Buffer.from('{"type":"ping"}'), true), { ok: false, code: 'bad_message' });
});

test('a subscription without a usable topic says so', (t) => {
  for (const text of [
    '{"type":"subscribe"}',
    '{"type":"subscribe","topic":""}',
    '{"type":"unsubscribe","topic":{"length":1}}',
    `{"type":"subscribe","topic":"${'x'.repeat(201)}"}`,
  ]) {
    t.deepEqual(read(text), { ok: false, code: 'bad_topic' }, text);
  }
});

test('__proto__ keys neither pass as fields nor pollute prototypes', (t) => {
  t.deepEqual(read('{"__proto__":{"type":"ping"}}'), { ok: false, code: 'bad_message' });
  const result = read('{"type":"subscribe","topic":"a:b","__proto__":{"polluted":true}}');
  t.true(result.ok);
  if (result.ok) t.false(Object.hasOwn(result.message, '__proto__'));
  t.is(({} as { polluted?: boolean }).polluted, undefined);
});
