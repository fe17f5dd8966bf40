import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';

/** Q&A lengths of spec §5. */
export const qnaLimits = {
  title: { min: 5, max: 100 },
  contents: { min: 10, max: 2000 },
  comment: { min: 5, max: 2000 },
} as const;

const text = (limits: { min: number; max: number }, key: string) =>
  z
    .string({ message: `community.validation.${key}` })
    .trim()
    .min(limits.min, `community.validation.${key}`)
    .max(limits.max, `community.validation.${key}`);

/** A question: title 5–100, contents 10–2000 characters. */
export const questionSchema = z.object({
  title: text(qnaLimits.title, 'title'),
  contents: text(qnaLimits.contents, 'contents'),
});
/** Answers follow the contents rule. */
export const answerSchema = z.object({ contents: text(qnaLimits.contents, 'contents') });
/** A comment (5–2000), on the question or on one of its answers. */
export const commentSchema = z.object({
  contents: text(qnaLimits.comment, 'comment'),
  answerIndex: idSchema.optional(),
});
export const commentEditSchema = z.object({ contents: text(qnaLimits.comment, 'comment') });

/** Notices: a title and rich-text contents (sanitised on the server), admins only. */
export const noticeSchema = z.object({
  title: z
    .string({ message: 'community.validation.noticeTitle' })
    .trim()
    .min(1, 'community.validation.noticeTitle')
    .max(100, 'community.validation.noticeTitle'),
  contents: z
    .string({ message: 'community.validation.noticeContents' })
    .trim()
    .min(1, 'community.validation.noticeContents')
    .max(20000, 'community.validation.noticeContents'),
  isPinned: z.boolean().optional(),
});

/** An admin's notification to channel members (or every user on the public site). */
export const notificationSchema = z.object({
  type: z.enum(['normal', 'promotion']).default('normal'),
  title: z
    .string()
    .trim()
    .min(1, 'community.validation.notificationTitle')
    .max(100, 'community.validation.notificationTitle'),
  message: z
    .string()
    .trim()
    .min(1, 'community.validation.notificationMessage')
    .max(1000, 'community.validation.notificationMessage'),
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https?:\/\/)/, 'community.validation.notificationLink')
    .optional(),
  target: z.union([z.literal('all'), z.array(idSchema).min(1).max(1000)]),
});

export const markReadSchema = z
  .object({ indexes: z.array(idSchema).max(500).optional(), all: z.boolean().optional() })
  .refine((v) => v.all || (v.indexes && v.indexes.length > 0), 'validation.required');

export type QuestionInput = z.infer<typeof questionSchema>;
export type NoticeInput = z.infer<typeof noticeSchema>;
