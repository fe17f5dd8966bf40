import { z } from 'zod';

/** Q&A lengths of spec §5; messages are keys of this plugin's namespace. */
export const qnaLimits = {
  title: { min: 5, max: 100 },
  contents: { min: 10, max: 2000 },
  comment: { min: 5, max: 2000 },
} as const;

const text = (limits: { min: number; max: number }, key: string) =>
  z.string().trim().min(limits.min, `validation.${key}`).max(limits.max, `validation.${key}`);

export const questionSchema = z.object({ title: text(qnaLimits.title, 'title'), contents: text(qnaLimits.contents, 'contents') });
/** Answers follow the contents rule. */
export const answerSchema = z.object({ contents: text(qnaLimits.contents, 'contents') });
export const commentSchema = z.object({ contents: text(qnaLimits.comment, 'comment') });
/** Notices: a title and contents, admins only. */
export const noticeSchema = z.object({
  title: z.string().trim().min(1, 'validation.noticeTitle').max(100, 'validation.noticeTitle'),
  contents: z.string().trim().min(1, 'validation.noticeContents').max(20000, 'validation.noticeContents'),
  isPinned: z.boolean().optional(),
});
