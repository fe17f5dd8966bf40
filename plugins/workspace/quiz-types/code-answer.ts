import { z } from 'zod';
import type { JudgePurpose } from '@seodang/sdk/common';
import { findLockedRanges, lockedBlocks } from '../common/locked-code.ts';

/** File names a program may carry in the judge (same rule as the judge protocol's SourceFile). */
const fileName = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/);

/** A learner's code answer: language and project files; the first file is the entry point. */
export const codeAnswer = z.object({
  language: z.string().min(1).max(20),
  files: z
    .array(z.object({ name: fileName, content: z.string().max(1 << 20) }))
    .min(1)
    .max(20),
});
/** A code answer. */
export type CodeAnswerValue = z.infer<typeof codeAnswer>;

/** Starter files per language, each with line ranges the learner may not change. */
export const starterFiles = z
  .array(
    z.object({
      name: fileName,
      content: z.string().max(1 << 20),
      locked: z
        .array(
          z.object({
            startLine: z.number().int().min(1).max(1_000_000),
            endLine: z.number().int().min(1).max(1_000_000),
          }),
        )
        .max(50)
        .default([]),
    }),
  )
  .max(20);
/** Starter files. */
export type StarterFiles = z.infer<typeof starterFiles>;

/** True when every locked block of the starter files is still there, unchanged and in order. */
export function keepsLocked(starter: StarterFiles | undefined, answer: CodeAnswerValue): boolean {
  for (const s of starter ?? []) {
    const blocks = lockedBlocks(s.content, s.locked);
    if (!blocks.length) continue;
    const mine = answer.files.find((f) => f.name === s.name);
    if (!mine || !findLockedRanges(mine.content, blocks)) return false;
  }
  return true;
}

/** Common checks of a code answer: allowed language, locked areas. Returns a message key or undefined. */
export function checkCodeAnswer(
  allowed: readonly string[],
  starter: Record<string, StarterFiles>,
  answer: CodeAnswerValue,
): string | undefined {
  if (!allowed.includes(answer.language)) return 'workspace.error.language_not_allowed';
  if (!keepsLocked(starter[answer.language], answer)) return 'workspace.error.locked_code';
  return undefined;
}

/** Job fields shared by every code job: language, entry source, the other files, limits. */
export function programOf(
  answer: CodeAnswerValue,
  limits: { timeLimitMs: number; memoryLimitMiB: number },
  append = '',
) {
  const [main, ...rest] = answer.files;
  return {
    language: answer.language,
    source: append ? `${main.content}\n${append}` : main.content,
    files: rest,
    limits,
  };
}

/** A run job for the `run` purpose, or null. */
export function runJobOf(purpose: JudgePurpose, program: ReturnType<typeof programOf>) {
  return purpose.mode === 'run' ? { kind: 'run', ...program, stdin: purpose.stdin } : null;
}

/** The answer's files, for downloads. */
export const codeFiles = (a: CodeAnswerValue) => a.files.map((f) => ({ name: f.name, content: f.content }));
