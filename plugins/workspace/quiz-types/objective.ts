import { z } from 'zod';
import { defineQuizType, type GradeResult } from '@seodang/sdk/common';

const all = (score: number, ok: boolean): GradeResult => ({
  score: ok ? score : 0,
  maxScore: score,
  correct: ok,
});
const points = z.number().min(0).max(1000).default(1);

/** `multiple_choice`: one or several right choices; all of them (and nothing else) must be picked. */
export const multipleChoiceQuizType = defineQuizType({
  id: 'multiple_choice',
  label: { ko: '객관식', en: 'Multiple choice', ja: '選択式' },
  schema: z
    .object({
      choices: z.array(z.string().min(1).max(2000)).min(2).max(20),
      /** Indexes of the right choices. */
      answers: z.array(z.number().int().min(0).max(1000)).min(1),
      score: points,
    })
    .refine((d) => d.answers.every((i) => i < d.choices.length), {
      message: 'an answer index is out of range',
      path: ['answers'],
    }),
  answerSchema: z.object({ selected: z.array(z.number().int().min(0).max(1000)).max(20) }),
  learnerView: (d) => ({ choices: d.choices, multiple: d.answers.length > 1, score: d.score }),
  grading: {
    kind: 'auto',
    grade: (d, a) => {
      const picked = new Set(a.selected);
      return all(d.score, picked.size === d.answers.length && d.answers.every((i) => picked.has(i)));
    },
  },
});

/** `true_false`: O or X. */
export const trueFalseQuizType = defineQuizType({
  id: 'true_false',
  label: { ko: 'O/X', en: 'True/false', ja: '○×' },
  schema: z.object({ answer: z.boolean(), score: points }),
  answerSchema: z.object({ value: z.boolean() }),
  learnerView: (d) => ({ score: d.score }),
  grading: { kind: 'auto', grade: (d, a) => all(d.score, d.answer === a.value) },
});

/** Normalises a short answer for comparison. */
export function normaliseShort(text: string, ignoreCase: boolean, ignoreSpaces: boolean): string {
  let t = text.trim().normalize('NFC');
  if (ignoreSpaces) t = t.replace(/\s+/g, '');
  return ignoreCase ? t.toLowerCase() : t;
}

/** `short_answer`: any of the accepted answers, after trimming (and optionally ignoring case and spaces). */
export const shortAnswerQuizType = defineQuizType({
  id: 'short_answer',
  label: { ko: '단답형', en: 'Short answer', ja: '短答式' },
  schema: z.object({
    answers: z.array(z.string().trim().min(1).max(500)).min(1).max(50),
    ignoreCase: z.boolean().default(true),
    ignoreSpaces: z.boolean().default(false),
    score: points,
  }),
  answerSchema: z.object({ text: z.string().max(2000) }),
  learnerView: (d) => ({ score: d.score }),
  grading: {
    kind: 'auto',
    grade: (d, a) => {
      const mine = normaliseShort(a.text, d.ignoreCase, d.ignoreSpaces);
      return all(
        d.score,
        d.answers.some((x) => normaliseShort(x, d.ignoreCase, d.ignoreSpaces) === mine),
      );
    },
  },
});

/** `pairing`: match each left item to a right item; a point share per right pair. */
export const pairingQuizType = defineQuizType({
  id: 'pairing',
  label: { ko: '짝 맞추기', en: 'Matching', ja: '組み合わせ' },
  schema: z
    .object({
      left: z
        .array(z.object({ id: z.string().min(1).max(40), text: z.string().min(1).max(500) }))
        .min(2)
        .max(20),
      right: z
        .array(z.object({ id: z.string().min(1).max(40), text: z.string().min(1).max(500) }))
        .min(2)
        .max(20),
      /** The right pairs: left id → right id. */
      pairs: z.record(z.string(), z.string()),
      score: points,
    })
    .refine((d) => d.left.every((l) => d.right.some((r) => r.id === d.pairs[l.id])), {
      message: 'every left item needs a right pair',
      path: ['pairs'],
    }),
  answerSchema: z.object({ pairs: z.record(z.string(), z.string()) }),
  // Right items sorted by text so their authored order does not give the pairs away.
  learnerView: (d) => ({
    left: d.left,
    right: [...d.right].sort((a, b) => a.text.localeCompare(b.text)),
    score: d.score,
  }),
  grading: {
    kind: 'auto',
    grade: (d, a) => {
      const details = d.left.map((l) => ({ name: l.id, correct: a.pairs[l.id] === d.pairs[l.id], score: 0 }));
      const right = details.filter((x) => x.correct).length;
      const each = d.score / d.left.length;
      for (const x of details) x.score = x.correct ? each : 0;
      return { score: each * right, maxScore: d.score, correct: right === d.left.length, details };
    },
  },
});

/** `descriptive`: a written answer graded by the teacher, with a comment. */
export const descriptiveQuizType = defineQuizType({
  id: 'descriptive',
  label: { ko: '서술형', en: 'Essay', ja: '記述式' },
  schema: z.object({
    modelAnswer: z.string().max(20_000).default(''),
    maxLength: z.number().int().min(1).max(20_000).default(5000),
    score: points,
  }),
  answerSchema: z.object({ text: z.string().max(20_000) }),
  learnerView: (d) => ({ maxLength: d.maxLength, score: d.score }),
  grading: { kind: 'manual' },
  checkAnswer: (d, a) => (a.text.length > d.maxLength ? 'workspace.error.invalid_answer' : undefined),
  files: (a) => [{ name: 'answer.txt', content: a.text }],
});

/** The largest file a learner may hand in (base64 text in the answer). */
export const maxSubmittedFileBytes = 2 * 1024 * 1024;

/** `file_submit`: the learner uploads files; the teacher grades them by hand. */
export const fileSubmitQuizType = defineQuizType({
  id: 'file_submit',
  label: { ko: '파일 제출', en: 'File submission', ja: 'ファイル提出' },
  schema: z.object({
    /** Accepted extensions without the dot; empty: any. */
    extensions: z
      .array(z.string().regex(/^[a-z0-9]{1,10}$/))
      .max(20)
      .default([]),
    maxFiles: z.number().int().min(1).max(10).default(1),
    score: points,
  }),
  answerSchema: z.object({
    files: z
      .array(
        z.object({
          name: z
            .string()
            .min(1)
            .max(200)
            .regex(/^[^/\\]+$/),
          /** File bytes, base64. */
          data: z.string().max(Math.ceil(maxSubmittedFileBytes / 3) * 4),
        }),
      )
      .min(1)
      .max(10),
  }),
  learnerView: (d) => ({ extensions: d.extensions, maxFiles: d.maxFiles, score: d.score }),
  grading: { kind: 'manual' },
  checkAnswer: (d, a) => {
    if (a.files.length > d.maxFiles) return 'workspace.error.invalid_answer';
    const ok = (n: string) =>
      !d.extensions.length || d.extensions.includes(n.split('.').pop()?.toLowerCase() ?? '');
    return a.files.every((f) => ok(f.name)) ? undefined : 'workspace.error.invalid_answer';
  },
  files: (a) => a.files.map((f) => ({ name: f.name, content: f.data, encoding: 'base64' as const })),
});
