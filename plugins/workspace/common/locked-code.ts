/** A teacher-locked line range of a starter file (1-based, inclusive). */
export interface LockedRange {
  startLine: number;
  endLine: number;
}

/** The exact text of each locked range of a starter file, in order (empty blocks dropped). */
export function lockedBlocks(starter: string, locked: readonly LockedRange[]): string[] {
  const lines = starter.split('\n');
  return [...locked]
    .sort((a, b) => a.startLine - b.startLine)
    .map((r) => lines.slice(r.startLine - 1, r.endLine).join('\n'))
    .filter((b) => b.length > 0);
}

/** Where `block` next occurs as whole lines (nothing typed before or after it on its lines), or -1. */
function wholeLinesAt(content: string, block: string, from: number): number {
  for (let at = content.indexOf(block, from); at >= 0; at = content.indexOf(block, at + 1)) {
    const end = at + block.length;
    if (
      (at === 0 || content[at - 1] === '\n') &&
      (end === content.length || content[end] === '\n' || content[end] === '\r')
    )
      return at;
  }
  return -1;
}

/**
 * Where the locked blocks sit in the learner's current text, as line ranges; null when a block
 * is missing or changed (the edit must be refused). Blocks are matched in order, so code the
 * learner adds above a block moves its range down with it.
 */
export function findLockedRanges(content: string, blocks: readonly string[]): LockedRange[] | null {
  const out: LockedRange[] = [];
  let from = 0;
  for (const block of blocks) {
    const at = wholeLinesAt(content, block, from);
    if (at < 0) return null;
    const startLine = content.slice(0, at).split('\n').length;
    out.push({ startLine, endLine: startLine + block.split('\n').length - 1 });
    from = at + block.length;
  }
  return out;
}
