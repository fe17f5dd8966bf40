import { z } from 'zod';
import type { RawData } from 'ws';

const topic = z.string().min(1).max(200);

/** What a browser may send on the realtime socket. Anything else is answered with an error frame. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('subscribe'), topic }),
  z.object({ type: z.literal('unsubscribe'), topic }),
]);

/** One well-formed message from a client. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A parsed message, or the error code to answer it with. */
export type ParsedClientMessage =
  { ok: true; message: ClientMessage } | { ok: false; code: 'bad_message' | 'bad_topic' };

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/**
 * Reads one frame: only text frames holding JSON of a known shape pass. Never throws.
 * Zod builds a fresh object with the known keys only, so `__proto__` and other extra keys
 * are dropped rather than trusted.
 */
export function parseClientMessage(data: RawData, isBinary: boolean): ParsedClientMessage {
  if (isBinary) return { ok: false, code: 'bad_message' };
  let json: unknown;
  try {
    json = JSON.parse(text(data));
  } catch {
    return { ok: false, code: 'bad_message' };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const type = (json as { type?: unknown } | null)?.type;
  return { ok: false, code: type === 'subscribe' || type === 'unsubscribe' ? 'bad_topic' : 'bad_message' };
}
