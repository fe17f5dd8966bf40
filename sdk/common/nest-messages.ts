/**
 * Turns a flat catalogue locale (`'a.b.c': text`) into nested objects, the shape i18next
 * resources use, so a web namespace can carry the same messages as the server.
 */
export function nestMessages(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = text;
  }
  return out;
}
