import type { ServerResponse } from 'node:http';

/** Starts an SSE response as the model APIs do. */
export function startSse(res: ServerResponse, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...extraHeaders,
  });
  res.flushHeaders();
}

/** Writes one SSE event: `event: <name>` when named, then `data: <data>` (JSON unless a string). */
export function writeSse(res: ServerResponse, data: unknown, event?: string): void {
  if (res.destroyed || res.writableEnded) return;
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  res.write(`${event ? `event: ${event}\n` : ''}data: ${payload}\n\n`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True once the client went away (Stop, timeout), so a stalled or slow writer can give up. */
export const clientGone = (res: ServerResponse) => res.destroyed || res.writableEnded;
