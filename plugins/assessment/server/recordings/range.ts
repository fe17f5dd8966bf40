/** A satisfiable byte range of a `size`-byte object, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads one `Range: bytes=…` header (the only form media elements send). Returns null for no
 * header (the whole object), 'unsatisfiable' for a range outside the object or a form we do not
 * serve (several ranges), which answers 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (m[1] === '') {
    // Suffix form: the last N bytes.
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
