import test from 'ava';
import { authHeader, eventEnvelope, exceptionEvent, parseDsn, parseStack } from './sentry-envelope.ts';

test('a DSN gives the envelope endpoint, the public key and the project', (t) => {
  t.deepEqual(parseDsn('https://abc123@o1.ingest.sentry.io/42'), {
    dsn: 'https://abc123@o1.ingest.sentry.io/42',
    publicKey: 'abc123',
    projectId: '42',
    envelopeUrl: 'https://o1.ingest.sentry.io/api/42/envelope/',
  });
  // Self-hosted under a path, with a port and the legacy secret.
  t.is(
    parseDsn('http://key:secret@127.0.0.1:9000/sentry/7').envelopeUrl,
    'http://127.0.0.1:9000/sentry/api/7/envelope/',
  );
  t.is(
    authHeader(parseDsn('https://abc123@example.com/1'), 'seodang/1'),
    'Sentry sentry_version=7, sentry_key=abc123, sentry_client=seodang/1',
  );
});

test('what is not a DSN is refused with the reason', (t) => {
  t.throws(() => parseDsn('nonsense'), { message: 'not a URL' });
  t.throws(() => parseDsn('ftp://k@example.com/1'), { message: /protocol/ });
  t.throws(() => parseDsn('https://example.com/1'), { message: /public key/ });
  t.throws(() => parseDsn('https://k@example.com/'), { message: /project id/ });
});

test('V8 stacks become frames, oldest call first, library frames not in-app', (t) => {
  const frames = parseStack(
    [
      'Error: boom',
      '    at handler (file:///srv/seodang/plugins/hello/server/index.ts:10:11)',
      '    at dispatch (/srv/seodang/node_modules/koa-compose/index.js:42:32)',
      '    at file:///srv/seodang/core/src/main.ts:3:1',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
    ].join('\n'),
  );
  t.deepEqual(
    frames.map((f) => [f.function, f.lineno, f.in_app]),
    [
      ['process.processTicksAndRejections', 105, false],
      ['?', 3, true],
      ['dispatch', 42, false],
      ['handler', 10, true],
    ],
  );
});

test('the envelope is header, item header and event, one JSON per line, with the payload length', (t) => {
  const dsn = parseDsn('https://abc@example.com/42');
  const event = exceptionEvent(new TypeError('bad thing'), { platform: 'node', level: 'error' });
  t.regex(event.event_id, /^[0-9a-f]{32}$/);
  const lines = eventEnvelope(dsn, event).split('\n');
  t.is(lines.length, 4);
  t.is(lines[3], '');
  const [header, item, payload] = lines.slice(0, 3).map((l) => JSON.parse(l) as Record<string, unknown>);
  t.is(header.event_id, event.event_id);
  t.is(header.dsn, dsn.dsn);
  t.is(item.type, 'event');
  t.is(item.length, Buffer.byteLength(lines[2]));
  t.deepEqual(
    (payload.exception as { values: { type: string; value: string }[] }).values.map((v) => [v.type, v.value]),
    [['TypeError', 'bad thing']],
  );
});
