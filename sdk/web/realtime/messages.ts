/** Messages on the realtime socket (docs/contracts.md "Realtime"). */
export type ClientMessage =
  { type: 'subscribe'; topic: string } | { type: 'unsubscribe'; topic: string } | { type: 'ping' };

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'error'; topic?: string; code: string }
  | { type: 'event'; topic: string; event: string; data: unknown; at?: number }
  | { type: 'pong' };

/** Parses one frame; anything malformed is ignored (null). */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const msg = JSON.parse(raw) as { type?: unknown };
    return msg && typeof msg.type === 'string' ? (msg as ServerMessage) : null;
  } catch {
    return null;
  }
}
