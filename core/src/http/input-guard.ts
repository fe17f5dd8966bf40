import { AppError } from '@seodang/sdk';

/** Keys that reach an object's prototype when code copies input with assignment (`Object.assign`, merges). */
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper input than any screen sends; refused so no recursive reader (JSON.stringify, zod) overflows the stack. */
export const maxInputDepth = 64;

/** What {@link checkInput} refuses, as the message key of its 400. */
export type InputProblem = 'validation.unsafeKey' | 'validation.badCharacters' | 'validation.tooDeep';

/** Where the first problem sits (e.g. `body.items.0.name`) and what it is; null when the input is clean. */
export function findInputProblem(
  value: unknown,
  where: string,
  options: { allowNul?: boolean } = {},
): { path: string; key: InputProblem } | null {
  // An explicit stack, not recursion: the input's depth is the sender's choice.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: where, depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isCleanString(v, options.allowNul)) return { path, key: 'validation.badCharacters' };
      continue;
    }
    if (v === null || typeof v !== 'object' || isBinary(v)) continue;
    if (depth >= maxInputDepth) return { path, key: 'validation.tooDeep' };
    for (const key of Object.keys(v)) {
      const at = `${path}.${key}`;
      if (unsafeKeys.has(key)) return { path: at, key: 'validation.unsafeKey' };
      if (!isCleanString(key, false)) return { path: at, key: 'validation.badCharacters' };
      stack.push({ value: (v as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses input no route can store or trust, with a 400 in the standard error shape:
 * prototype keys (`__proto__`, `constructor`, `prototype`) at any depth, NUL characters
 * (PostgreSQL text cannot hold them) and lone UTF-16 surrogates in any string or key, and
 * nesting deeper than {@link maxInputDepth}.
 */
export function checkInput(value: unknown, where: string, options: { allowNul?: boolean } = {}): void {
  const problem = findInputProblem(value, where, options);
  if (problem)
    throw new AppError(400, 'validation', problem.key, {}, [
      { path: problem.path, key: problem.key, params: {} },
    ]);
}

function isCleanString(s: string, allowNul = false): boolean {
  return s.isWellFormed() && (allowNul || !s.includes('\0'));
}

/** Uploaded files (multipart) and byte buffers are content, not text: they are not walked. */
function isBinary(v: object): boolean {
  return v instanceof Blob || ArrayBuffer.isView(v) || v instanceof ArrayBuffer;
}
