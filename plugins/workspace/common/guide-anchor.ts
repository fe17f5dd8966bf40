/** Guide-anchor markup in code content (§9): `[[(guide-anchor):(name)]]`. */
export const guideAnchorPattern = /\[\[\(guide-anchor\):\(([^)\]]{1,100})\)\]\]/g;

/** Splits a text into plain parts and guide anchors, in order. */
export function splitGuideAnchors(
  text: string,
): ({ kind: 'text'; text: string } | { kind: 'anchor'; name: string })[] {
  const out: ({ kind: 'text'; text: string } | { kind: 'anchor'; name: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(guideAnchorPattern)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    out.push({ kind: 'anchor', name: m[1] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
