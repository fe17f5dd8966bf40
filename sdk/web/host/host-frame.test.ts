import test from 'ava';
import { hostPagePath, readHostMessage } from './host-frame.ts';

const frame = { name: 'the frame' };
const other = { name: 'another frame' };
const parse = (d: unknown) =>
  typeof d === 'object' && d !== null && typeof (d as { out?: unknown }).out === 'string'
    ? (d as { out: string })
    : null;

test('only the frame’s own window, in the envelope, with data the parser accepts, gets through', (t) => {
  t.deepEqual(readHostMessage({ source: frame, data: { seodangHost: 1, ready: true } }, frame, parse), {
    kind: 'ready',
  });
  t.deepEqual(
    readHostMessage({ source: frame, data: { seodangHost: 1, data: { out: 'hi' } } }, frame, parse),
    {
      kind: 'data',
      data: { out: 'hi' },
    },
  );
  // Another window (a second frame, an opener, the page itself), or no frame yet.
  t.is(readHostMessage({ source: other, data: { seodangHost: 1, ready: true } }, frame, parse), null);
  t.is(readHostMessage({ source: null, data: { seodangHost: 1, ready: true } }, frame, parse), null);
  t.is(readHostMessage({ source: frame, data: { seodangHost: 1, ready: true } }, null, parse), null);
  // Not the envelope, or data the parser refuses (or throws on).
  for (const data of [
    null,
    'ready',
    [1],
    { ready: true },
    { seodangHost: 2, ready: true },
    { seodangHost: 1 },
  ])
    t.is(readHostMessage({ source: frame, data }, frame, parse), null, JSON.stringify(data));
  t.is(readHostMessage({ source: frame, data: { seodangHost: 1, data: { out: 3 } } }, frame, parse), null);
  const throwing = () => {
    throw new Error('bad');
  };
  t.is(readHostMessage({ source: frame, data: { seodangHost: 1, data: {} } }, frame, throwing), null);
  // `ready` with data is data, never a second ready.
  t.is(
    readHostMessage({ source: frame, data: { seodangHost: 1, ready: true, data: 1 } }, frame, parse),
    null,
  );
});

test('a host page path names the plugin’s static folder and refuses anything else', (t) => {
  t.is(hostPagePath('quiz-skulpt', 'skulpt.html'), '/plugins/quiz-skulpt-static/skulpt.html');
  t.throws(() => hostPagePath('../core', 'x.html'));
  t.throws(() => hostPagePath('quiz-skulpt', '../secret.html'));
  t.throws(() => hostPagePath('quiz-skulpt', 'a/b.html'));
});
