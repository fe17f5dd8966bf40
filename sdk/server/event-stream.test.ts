import test from 'ava';
import Koa from 'koa';
import compress from 'koa-compress';
import pino from 'pino';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from './errors.ts';
import { sendEventStream, type EventStream } from './event-stream.ts';
import type { RequestContext } from './types.ts';

/** Core's order: errors as JSON, then compression, then the route. */
async function serve(write: (stream: EventStream) => Promise<void>, heartbeatMs?: number) {
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.status = error instanceof AppError ? error.status : 500;
      ctx.body = { err: { code: error instanceof AppError ? error.code : 'server' } };
    }
  });
  app.use(compress({ threshold: 1 }));
  app.use(async (ctx) => {
    const rc = {
      raw: ctx,
      log: pino({ level: 'silent' }),
      t: (key: string) => key,
    } as unknown as RequestContext;
    await sendEventStream(rc, write, { heartbeatMs });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request({ port, headers: { 'accept-encoding': 'gzip' } }, resolve)
      .on('error', reject)
      .end();
  });
}

test('events arrive one by one, uncompressed, while the handler is still writing', async (t) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { server, port } = await serve(async (stream) => {
    stream.send('delta', { text: 'x'.repeat(2000) });
    await held;
    stream.send('done', {});
  });
  try {
    const res = await get(port);
    t.is(res.statusCode, 200);
    t.is(res.headers['content-type'], 'text/event-stream; charset=utf-8');
    t.is(res.headers['content-encoding'], undefined);
    const first: string = await new Promise((resolve) =>
      res.once('data', (b: Buffer) => resolve(b.toString())),
    );
    t.true(first.startsWith('event: delta\ndata: {"text":"xxx'));
    release();
    let rest = '';
    for await (const chunk of res) rest += String(chunk);
    t.true(rest.endsWith('event: done\ndata: {}\n\n'));
  } finally {
    server.close();
  }
});

test('a throw before the first event is an ordinary JSON error; after it an error event', async (t) => {
  const before = await serve(async () => {
    throw new AppError(413, 'too_big');
  });
  const after = await serve(async (stream) => {
    stream.send('meta', {});
    throw new Error('boom');
  });
  try {
    const res = await get(before.port);
    t.is(res.statusCode, 413);
    let body = '';
    for await (const chunk of res) body += String(chunk);
    t.is(JSON.parse(body).err.code, 'too_big');
    const streamed = await get(after.port);
    let text = '';
    for await (const chunk of streamed) text += String(chunk);
    t.true(text.includes('event: error\ndata: {"code":"server","message":"error.server"}'));
  } finally {
    before.server.close();
    after.server.close();
  }
});

test('heartbeats keep an idle stream alive; a disconnect aborts the signal and later writes are no-ops', async (t) => {
  let signal!: AbortSignal;
  let lateWrite: boolean | undefined;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const { server, port } = await serve(async (stream) => {
    signal = stream.signal;
    stream.send('meta', {});
    await new Promise((resolve) => stream.signal.addEventListener('abort', resolve));
    lateWrite = stream.send('delta', { text: 'after' });
    finished();
  }, 20);
  try {
    const res = await get(port);
    let text = '';
    await new Promise<void>((resolve) =>
      res.on('data', (b: Buffer) => {
        text += b.toString();
        if (text.includes(': heartbeat')) resolve();
      }),
    );
    res.destroy();
    await done;
    t.true(signal.aborted);
    t.false(lateWrite);
  } finally {
    server.close();
  }
});
