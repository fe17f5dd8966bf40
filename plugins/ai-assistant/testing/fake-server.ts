import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeReply, RecordedRequest } from './fake-reply.ts';

/** A running fake model API. */
export interface FakeModelServer {
  /** The base URL to give the SDK (`…/v1` for OpenAI, the origin for Anthropic). */
  url: string;
  /** The server's origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every request so far, oldest first (headers and parsed body). */
  requests: RecordedRequest[];
  /** The next requests get these replies, in order; then the default answer again. */
  script(...replies: FakeReply[]): void;
  /** Forget the recorded requests and the scripted replies. */
  reset(): void;
  close(): Promise<void>;
}

/** Handles one API request with its reply (the scripted one over the defaults). */
export type FakeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  recorded: RecordedRequest,
  reply: FakeReply,
) => Promise<void>;

/** A loopback HTTP server that records requests and hands each its scripted reply. */
export async function startFakeServer(options: {
  handler: FakeHandler;
  /** Path prefix of the SDK's base URL (`/v1` for OpenAI). */
  basePath: string;
  port?: number;
  host?: string;
  /** The reply's fields when nothing is scripted; a scripted reply overrides them field by field. */
  defaults?: FakeReply;
}): Promise<FakeModelServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      if (req.method === 'GET' && (req.url === '/health' || req.url === `${options.basePath}/health`)) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: { ...req.headers },
        body,
      };
      requests.push(recorded);
      await options.handler(req, res, recorded, { ...options.defaults, ...queue.shift() });
    })().catch((err: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake model server error: ${err.message}`);
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${options.basePath}`,
    origin,
    requests,
    script: (...replies) => void queue.push(...replies),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
