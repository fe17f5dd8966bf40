import test, { type ExecutionContext } from 'ava';
import { request as httpRequest } from 'node:http';
import { z } from 'zod';
import { definePlugin } from '@seodang/sdk';
import type { LoadedPlugin } from '@seodang/core';
import { startTestCore, testPassword, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { translate } from '@seodang/sdk/common';

/**
 * Malformed input answers 400/401/404/405/413/415 in the standard error shape, translated,
 * and changes nothing: never a 500. One or two representative routes per class; the checks
 * sit in core's request edge, so they hold for every route.
 */
/**
 * Routes as a careless plugin could write them: a number the database parses from unbounded
 * text, and a route that opts into NUL (as the workspace's one-off run does).
 */
const careless: LoadedPlugin = {
  manifest: { id: 'careless', apiVersion: 1, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'careless',
    register(env) {
      env.route({
        method: 'GET',
        path: '/api/careless/:value',
        summary: 'Casts unbounded text to an integer in the database',
        access: 'public',
        params: z.object({ value: z.string().max(200) }),
        async handler({ params }, rc) {
          const { rows } = await rc.db.raw('select ?::int as n', [params.value]);
          return { n: rows[0].n };
        },
      });
      env.route({
        method: 'POST',
        path: '/api/careless/collide',
        summary: 'Loses a race with another transaction (PostgreSQL rolls it back)',
        access: 'user',
        body: z.object({ state: z.enum(['40P01', '40001']) }),
        async handler({ body }, rc) {
          await rc.db.raw(`DO $$ BEGIN RAISE EXCEPTION 'lost' USING ERRCODE = '${body.state}'; END $$`);
        },
      });
      env.route({
        method: 'POST',
        path: '/api/careless/run',
        summary: 'Takes NUL in its input (never stored)',
        access: 'user',
        allowNul: true,
        body: z.object({ stdin: z.string().max(100) }),
        handler: ({ body }) => ({ length: body.stdin.length }),
      });
    },
  }),
};

let t0: TestCore;
let learner: TestClient;
let anonymous: TestClient;

test.before(async () => {
  t0 = await startTestCore({ plugins: ['lectures', 'community', 'assessment', 'supervision', careless] });
  await t0.createUser({ userId: 'learner' });
  learner = t0.client({ locale: 'en' });
  await learner.open('/login');
  await learner.login('learner', testPassword);
  anonymous = t0.client({ locale: 'en' });
  await anonymous.open('/login');
});
test.after.always(async () => {
  await t0?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- read loosely on purpose
}

/**
 * One raw exchange: any bytes, any headers, and optionally a declared length larger than what
 * is sent, to see whether the server answers without waiting for the rest.
 */
function exchange(
  client: TestClient,
  method: string,
  path: string,
  options: { body?: string | Buffer; type?: string; length?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const cookies = ['sd_sid', 'sd_csrf', 'sd_locale']
    .filter((name) => client.cookie(name))
    .map((name) => `${name}=${client.cookie(name)}`);
  const headers: Record<string, string> = {
    cookie: cookies.join('; '),
    'x-csrf-token': client.cookie('sd_csrf') ?? '',
    ...options.headers,
  };
  if (options.type) headers['content-type'] = options.type;
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  if ((body || options.length) && !headers['transfer-encoding'])
    headers['content-length'] = String(options.length ?? body!.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${t0.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = text;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: kept as text
        }
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: json });
      });
    });
    // A refused upload may see its socket closed under it; the answer is what counts.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    if (body) req.write(body);
    if (!options.length || options.length === body?.length) req.end();
  });
}

/** The standard error shape, the expected status and code, and an English message from the catalogue. */
function assertError(t: ExecutionContext, answer: Answer, status: number, codes: string[], label: string) {
  t.is(answer.status, status, `${label}: ${JSON.stringify(answer.body)}`);
  const err = answer.body?.err;
  t.truthy(err, `${label}: error shape`);
  t.true(codes.includes(err?.code), `${label}: code ${err?.code}`);
  t.is(typeof err?.message, 'string', label);
  t.notRegex(err?.message ?? '', /^[a-z_]+(\.[\w-]+)+$/, `${label}: a translated text, not a key`);
  t.notRegex(err?.message ?? '', /[가-힣]/, `${label}: in English, as the caller's language switch says`);
}

async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const table of ['community_questions', 'community_notices', 'supervision_groups', 'client_logs']) {
    counts[table] = Number((await t0.core.db(table).count({ n: '*' }))[0].n);
  }
  return counts;
}

const question = { title: 'A fair question', contents: 'Contents that are long enough.' };

test('a body that is not a JSON object is a 400, also on a public route', async (t) => {
  const before = await tableCounts();
  for (const body of ['{bad', '"x"', '42', 'null', '[]', '{"title": "a", ', '\u0000']) {
    for (const [client, path] of [
      [learner, '/api/qna'],
      [anonymous, '/api/auth/login'],
    ] as const) {
      const answer = await exchange(client, 'POST', path, { body, type: 'application/json' });
      assertError(t, answer, 400, ['validation', 'bad_request'], `${path} ${body}`);
    }
  }
  const compressed = await exchange(learner, 'POST', '/api/qna', {
    body: 'not gzip at all',
    type: 'application/json',
    headers: { 'content-encoding': 'gzip' },
  });
  assertError(t, compressed, 400, ['bad_request'], 'broken gzip');
  const encoding = await exchange(learner, 'POST', '/api/qna', {
    body: JSON.stringify(question),
    type: 'application/json',
    headers: { 'content-encoding': 'zip-zap' },
  });
  assertError(t, encoding, 415, ['unsupported_media_type'], 'unknown Content-Encoding');
  const broken = await exchange(learner, 'POST', '/api/qna', { body: '{bad', type: 'application/json' });
  t.is(broken.body.err.message, translate('error.body_invalid', 'en'));
  t.deepEqual(await tableCounts(), before);
});

test('too large is a 413 and an unsupported Content-Type a 415', async (t) => {
  const big = JSON.stringify({ ...question, contents: 'x'.repeat(30_000) });
  assertError(
    t,
    await exchange(learner, 'POST', '/api/qna', { body: big, type: 'application/json' }),
    413,
    ['payload_too_large'],
    'over the 20kb limit',
  );
  for (const type of ['application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'image/png']) {
    const answer = await exchange(learner, 'POST', '/api/qna', { body: JSON.stringify(question), type });
    assertError(t, answer, 415, ['unsupported_media_type'], type);
    t.is(answer.body.err.message, translate('error.unsupported_media_type', 'en'));
  }
  const noType = await exchange(learner, 'POST', '/api/qna', { body: JSON.stringify(question) });
  assertError(t, noType, 415, ['unsupported_media_type'], 'no Content-Type');
  t.is(
    await t0.core
      .db('community_questions')
      .count({ n: '*' })
      .first()
      .then((r) => Number(r!.n)),
    0,
  );
});

test('broken multipart is a 400 on the route that takes multipart, a 415 elsewhere', async (t) => {
  const before = await tableCounts();
  for (const body of ['garbage', '--x\r\nContent-Disposition: form-data; name="examIndex"\r\n\r\n1', '']) {
    const answer = await exchange(learner, 'POST', '/api/supervisionGroup/users', {
      body: body || 'no boundary',
      type: body ? 'multipart/form-data; boundary=x' : 'multipart/form-data',
    });
    assertError(t, answer, 400, ['bad_request', 'validation'], `multipart ${JSON.stringify(body)}`);
  }
  const elsewhere = await exchange(learner, 'POST', '/api/qna', {
    body: '--x\r\n\r\n--x--',
    type: 'multipart/form-data; boundary=x',
  });
  assertError(t, elsewhere, 415, ['unsupported_media_type'], 'multipart to a JSON route');
  t.deepEqual(await tableCounts(), before);
});

test('prototype keys anywhere in a body or query are refused, and nothing is polluted', async (t) => {
  const before = await tableCounts();
  for (const body of [
    '{"__proto__": {"polluted": true}, "title": "A fair question", "contents": "Contents that are long."}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '{"title": "A fair question", "contents": "Contents that are long.", "x": [{"prototype": 1}]}',
  ]) {
    const answer = await exchange(learner, 'POST', '/api/qna', { body, type: 'application/json' });
    assertError(t, answer, 400, ['validation', 'bad_request'], body);
  }
  for (const query of ['__proto__=1', 'constructor=x', 'page=1&prototype=2']) {
    assertError(t, await exchange(learner, 'GET', `/api/qna?${query}`), 400, ['validation'], query);
  }
  t.is(({} as Record<string, unknown>).polluted, undefined);
  t.deepEqual(await tableCounts(), before);
});

test('ids past the integer column, fractions, zero and signs are a 400 before the database', async (t) => {
  for (const path of [
    '/api/lecture/9999999999',
    '/api/lecture/2147483648',
    '/api/notice/99999999999999999999999',
    '/api/notice/1.5',
    '/api/notice/0',
    '/api/qna/-1',
    '/api/qna/1e3',
    '/api/qna/0x10',
  ]) {
    const answer = await exchange(anonymous, 'GET', path);
    assertError(t, answer, 400, ['validation'], path);
    t.is(answer.body.err.message, translate('validation.id', 'en'), path);
  }
  assertError(
    t,
    await exchange(anonymous, 'GET', '/api/qna/2147483647'),
    404,
    ['not_found', 'question_not_found'],
    'max id',
  );
  for (const query of ['page=99999999999', 'limit=1e9', 'page=-1']) {
    assertError(t, await exchange(anonymous, 'GET', `/api/notice?${query}`), 400, ['validation'], query);
  }
});

test('NUL and lone surrogates in any string are a 400', async (t) => {
  const before = await tableCounts();
  for (const body of [
    JSON.stringify({ ...question, title: 'A fair\u0000 question' }),
    '{"title": "A fair question \\ud800", "contents": "Contents that are long enough."}',
    '{"title": "A fair question", "contents": "Contents that are long enough.", "extra": {"k\\u0000": 1}}',
  ]) {
    const answer = await exchange(learner, 'POST', '/api/qna', { body, type: 'application/json' });
    assertError(t, answer, 400, ['validation'], body);
    t.is(answer.body.err.message, translate('validation.badCharacters', 'en'));
  }
  for (const path of ['/api/qna?search=a%00b', '/api/qna/1%00', '/api/qna?search=%00&page=1']) {
    assertError(t, await exchange(learner, 'GET', path), 400, ['validation'], path);
  }
  t.deepEqual(await tableCounts(), before);
});

test('static edge cases answer 404 or 400, never 500', async (t) => {
  for (const path of [
    '/assets/',
    '/plugins/',
    '/assets/%00',
    '/plugins/%00',
    '/assets/..%2f',
    '/plugins/..%2f..%2fpackage.json',
    '/plugins/%E0%A4%A',
    '/assets/%E0%A4%A',
    `/plugins/${'a'.repeat(5000)}`,
    `/plugins/${'a/'.repeat(2000)}x.js`,
  ]) {
    const answer = await exchange(anonymous, 'GET', path);
    t.true([400, 404].includes(answer.status), `${path.slice(0, 40)}: ${answer.status}`);
  }
});

test('the caller is checked before the input: 401 first, and no upload is read before it', async (t) => {
  // Anonymous: the route's validation details and the body parser's verdict stay hidden.
  for (const body of ['{bad', JSON.stringify({ title: 'x' })]) {
    const answer = await exchange(anonymous, 'POST', '/api/qna', { body, type: 'application/json' });
    assertError(t, answer, 401, ['unauthenticated'], `anonymous ${body}`);
  }
  assertError(
    t,
    await exchange(anonymous, 'GET', '/api/channel/members?page=x'),
    401,
    ['unauthenticated'],
    'query',
  );
  // A declared 2 MB body, of which only a little is sent: the answer must not wait for the rest.
  const anonymousUpload = await exchange(anonymous, 'POST', '/api/supervisionGroup/users', {
    body: '--x\r\n',
    type: 'multipart/form-data; boundary=x',
    length: 3_000_000,
  });
  assertError(t, anonymousUpload, 401, ['unauthenticated'], 'anonymous upload');
  const anonymousJson = await exchange(anonymous, 'POST', '/api/qna', {
    body: '{"title":',
    type: 'application/json',
    length: 2_000_000,
  });
  assertError(t, anonymousJson, 401, ['unauthenticated'], 'anonymous large JSON');
  // Signed in, past the route's 1 MB limit: refused at once from Content-Length.
  const oversize = await exchange(learner, 'POST', '/api/supervisionGroup/users', {
    body: '--x\r\n',
    type: 'multipart/form-data; boundary=x',
    length: 3_000_000,
  });
  assertError(t, oversize, 413, ['payload_too_large'], 'oversize upload');
  // A body sent chunked (no length) past the limit is cut off at the limit.
  const chunked = await exchange(learner, 'POST', '/api/supervisionGroup/users', {
    body: `--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n${'a,b\n'.repeat(400_000)}\r\n--x--\r\n`,
    type: 'multipart/form-data; boundary=x',
    headers: { 'transfer-encoding': 'chunked' },
  });
  assertError(t, chunked, 413, ['payload_too_large'], 'chunked upload');
});

test('an unknown /api path is a 404 and a wrong method a 405, in the error shape', async (t) => {
  for (const path of ['/api/nope', '/api/qna/1/nope', '/api', '/api/%E0%A4%A']) {
    assertError(t, await exchange(anonymous, 'GET', path), 404, ['not_found'], path);
  }
  const wrong = await exchange(learner, 'POST', '/api/notice/1', { body: '{}', type: 'application/json' });
  assertError(t, wrong, 405, ['method_not_allowed'], 'POST /api/notice/1');
  t.is(wrong.body.err.message, translate('error.method_not_allowed', 'en'));
  t.regex(String(wrong.headers.allow), /GET/);
  assertError(t, await exchange(learner, 'PATCH', '/api/qna'), 405, ['method_not_allowed'], 'PATCH /api/qna');
});

test('a client log beacon (text/plain) is checked like any JSON body', async (t) => {
  const before = await tableCounts();
  for (const body of [
    '{bad',
    '{"code":"x","timestamp":"2026-01-01T00:00:00Z","extraData":{"__proto__":{"a":1}}}',
    '{"code":"x\\u0000","timestamp":"2026-01-01T00:00:00Z"}',
  ]) {
    const answer = await exchange(anonymous, 'POST', '/api/log/seodang/error', { body, type: 'text/plain' });
    assertError(t, answer, 400, ['validation', 'bad_request'], body);
  }
  t.deepEqual(await tableCounts(), before);
});

test("the database's refusal of input a schema let through is a 400, not a 500", async (t) => {
  for (const value of ['abc', '9999999999', '1.5']) {
    const answer = await exchange(anonymous, 'GET', `/api/careless/${value}`);
    assertError(t, answer, 400, ['validation'], value);
    t.is(answer.body.err.message, translate('error.validation', 'en'));
  }
  t.deepEqual((await exchange(anonymous, 'GET', '/api/careless/42')).body, { n: 42 });
});

test('a route that opts into NUL takes it; lone surrogates and prototype keys stay refused there', async (t) => {
  const nul = await exchange(learner, 'POST', '/api/careless/run', {
    body: JSON.stringify({ stdin: 'a\u0000b' }),
    type: 'application/json',
  });
  t.is(nul.status, 200);
  t.deepEqual(nul.body, { length: 3 });
  for (const body of ['{"stdin": "\\udc00"}', '{"stdin": "x", "__proto__": {}}']) {
    const answer = await exchange(learner, 'POST', '/api/careless/run', { body, type: 'application/json' });
    assertError(t, answer, 400, ['validation', 'bad_request'], body);
  }
});

test('a transaction PostgreSQL rolled back for a concurrent change (deadlock, serialization) is a 409 to retry', async (t) => {
  for (const state of ['40P01', '40001']) {
    const answer = await exchange(learner, 'POST', '/api/careless/collide', {
      body: JSON.stringify({ state }),
      type: 'application/json',
    });
    assertError(t, answer, 409, ['concurrent_change'], state);
    t.is(answer.body.err.message, translate('error.concurrentChange', 'en'));
  }
});
