/** What the player sends the Skulpt host page. */
export type HostRequest = { type: 'run'; code: string; stdin: string; seconds: number };

/** What the host page answers: the output so far, that the turtle drew, and the run's end. */
export type HostReply =
  | { type: 'output'; text: string }
  | { type: 'drawing' }
  | { type: 'done'; error?: string; timeout?: boolean };

/** The host page's messages, checked field by field (anything else is dropped). */
export function parseHostMessage(data: unknown): HostReply | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.type === 'output' && typeof d.text === 'string')
    return { type: 'output', text: d.text.slice(0, 100_000) };
  if (d.type === 'drawing') return { type: 'drawing' };
  if (d.type === 'done') {
    if (d.timeout === true) return { type: 'done', timeout: true };
    if (typeof d.error === 'string') return { type: 'done', error: d.error.slice(0, 2000) };
    return { type: 'done' };
  }
  return null;
}
