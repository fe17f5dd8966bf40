import test from 'ava';
import { connect } from 'node:net';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { translate } from '@seodang/sdk/common';

/**
 * A request Node's HTTP parser refuses before core sees it (a path or query of 100 KB, a request
 * line that is not HTTP) is answered in the standard error shape, not with a bare status or a
 * connection reset, and the server goes on answering.
 */
let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: [] });
});
test.after.always(async () => {
  await app?.stop();
});

/** Sends raw bytes and reads everything the server answers until it closes. */
function raw(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(app.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(head);
  });
}

function parse(answer: string): { status: number; body: { err: { code: string; message: string } } } {
  const [headers, body] = answer.split('\r\n\r\n');
  return { status: Number(headers!.split(' ')[1]), body: JSON.parse(body!) };
}

for (const [where, path] of [
  ['path', `/api/lecture/${'9'.repeat(100_000)}`],
  ['query', `/api/lecture?keyword=${'가'.repeat(30_000)}`],
  ['header of 20 KB', '/api/health'],
] as const) {
  test(`a 100 KB ${where} answers 431 in the error shape, translated`, async (t) => {
    const extra = where.startsWith('header') ? `X-Big: ${'a'.repeat(20_000)}\r\n` : '';
    const answer = parse(
      await raw(`GET ${encodeURI(path)} HTTP/1.1\r\nHost: localhost\r\nCookie: sd_locale=en\r\n${extra}\r\n`),
    );
    t.is(answer.status, 431);
    // The locale cookie comes after an overflowing request line, so only a long header is
    // answered in the cookie's language; otherwise in the product's default, Korean.
    t.deepEqual(answer.body.err, {
      code: 'headers_too_large',
      message: translate('error.headers_too_large', where.startsWith('header') ? 'en' : 'ko'),
    });
    t.is((await fetch(`${app.url}/api/health`)).status, 200);
  });
}

test('a request line that is not HTTP answers 400 in the error shape', async (t) => {
  const answer = parse(await raw('BREW /coffee HTCPCP/1.0\r\n\r\n'));
  t.is(answer.status, 400);
  t.is(answer.body.err.code, 'bad_request');
  t.truthy(answer.body.err.message);
  t.is((await fetch(`${app.url}/api/health`)).status, 200);
});
