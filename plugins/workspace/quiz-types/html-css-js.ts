import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';
import { composeHtmlCssJs } from '../common/web-page.ts';
import { gradePage, learnerChecks, pageChecksFields } from './page-checks.ts';

const part = z.string().max(512 << 10);
/** The three parts of an `html_css_js` page (starter code and answers alike). */
export const htmlCssJsAnswer = z.object({ html: part, css: part, js: part });

/** An `html_css_js` definition: the starter parts and the teacher's checks. */
export const htmlCssJsSchema = z.object({
  html: part.default(''),
  css: part.default(''),
  js: part.default(''),
  ...pageChecksFields,
});
/** An `html_css_js` definition. */
export type HtmlCssJsDefinition = z.infer<typeof htmlCssJsSchema>;

/** `html_css_js`: HTML, CSS and JavaScript in three editors, shown live; graded by checks run in headless chromium. */
export const htmlCssJsQuizType = defineQuizType({
  id: 'html_css_js',
  label: { ko: '웹 페이지 (HTML/CSS/JS)', en: 'Web page (HTML/CSS/JS)', ja: 'Webページ（HTML/CSS/JS）' },
  schema: htmlCssJsSchema,
  answerSchema: htmlCssJsAnswer,
  learnerView: (d) => ({ html: d.html, css: d.css, js: d.js, ...learnerChecks(d.checks) }),
  grading: { kind: 'auto', grade: (d, a) => gradePage(composeHtmlCssJs(a), d) },
  files: (a) => [
    { name: 'index.html', content: a.html },
    { name: 'style.css', content: a.css },
    { name: 'script.js', content: a.js },
  ],
});
