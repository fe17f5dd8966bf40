import type { AiStreamEvent } from '../../common/api.ts';

const names = new Set<AiStreamEvent['event']>(['meta', 'delta', 'done', 'insufficient', 'error', 'check']);

/**
 * One Server-Sent Event of an answer as the panel uses it, or null for what it does not know
 * (heartbeat comments never reach here; an unknown or malformed event is skipped, not fatal).
 */
export function toStreamEvent(event: string | undefined, data: string): AiStreamEvent | null {
  const name = (event ?? 'message') as AiStreamEvent['event'];
  if (!names.has(name)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const d = parsed as Record<string, unknown>;
  switch (name) {
    case 'delta':
      return typeof d.text === 'string' ? { event: name, data: { text: d.text } } : null;
    case 'meta':
      return typeof d.responseId === 'string' ? ({ event: name, data: d } as AiStreamEvent) : null;
    case 'error':
      return typeof d.code === 'string' ? ({ event: name, data: d } as AiStreamEvent) : null;
    case 'check':
      return Number.isInteger(d.passed) && Number.isInteger(d.total)
        ? { event: name, data: { passed: d.passed as number, total: d.total as number } }
        : null;
    default:
      return { event: name, data: d } as AiStreamEvent;
  }
}
