/** What the quiz page sends the Scratch host page: the project to show, in the reader's language. */
export type HostRequest =
  { type: 'load'; project: unknown; locale: string; readOnly: boolean } | { type: 'flush' };

/** What the host page answers: the project shown, the project after a change, or why it failed. */
export type HostReply =
  | { type: 'loaded' }
  | { type: 'project'; project: Record<string, unknown> }
  | { type: 'error'; message: string };

/** The host page's messages, checked field by field (anything else is dropped). */
export function parseHostMessage(data: unknown): HostReply | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.type === 'loaded') return { type: 'loaded' };
  if (
    d.type === 'project' &&
    typeof d.project === 'object' &&
    d.project !== null &&
    !Array.isArray(d.project)
  )
    return { type: 'project', project: d.project as Record<string, unknown> };
  if (d.type === 'error' && typeof d.message === 'string')
    return { type: 'error', message: d.message.slice(0, 2000) };
  return null;
}
