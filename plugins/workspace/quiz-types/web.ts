import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';
import { composePage } from '../common/web-page.ts';
import { gradePage, learnerChecks, pageChecksFields } from './page-checks.ts';

/** Project files of a page: `index.html` and the `.css` / `.js` files it links by name. */
const pageFiles = z
  .array(
    z.object({
      name: z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}\.(html|css|js)$/),
      content: z.string().max(512 << 10),
    }),
  )
  .min(1)
  .max(20)
  .refine((files) => files.some((f) => f.name === 'index.html'), { message: 'index.html is required' })
  .refine((files) => new Set(files.map((f) => f.name)).size === files.length, {
    message: 'file names must differ',
  });

/** A `web` answer: the learner's project files. */
export const webAnswer = z.object({ files: pageFiles });

/** A `web` definition: the starter project and the teacher's checks. */
export const webSchema = z.object({
  files: pageFiles.default([{ name: 'index.html', content: '' }]),
  ...pageChecksFields,
});
/** A `web` definition. */
export type WebDefinition = z.infer<typeof webSchema>;

/** `web`: a multi-file page project (linked stylesheets and scripts inlined), shown live; graded by checks in headless chromium. */
export const webQuizType = defineQuizType({
  id: 'web',
  label: { ko: '웹 프로젝트', en: 'Web project', ja: 'Webプロジェクト' },
  schema: webSchema,
  answerSchema: webAnswer,
  learnerView: (d) => ({ files: d.files, ...learnerChecks(d.checks) }),
  grading: { kind: 'auto', grade: (d, a) => gradePage(composePage(a.files), d) },
  files: (a) => a.files,
});
