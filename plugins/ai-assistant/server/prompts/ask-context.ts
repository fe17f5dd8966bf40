import type { AiMessage } from '../providers/provider.ts';
import { fence } from './fence.ts';

/** The longest lesson text a prompt carries; the rest of a long lesson is cut. */
const maxLessonText = 8_000;

/** What a question is about, as read on the server (never from the browser). */
export interface AskMaterial {
  lessonTitle: string;
  lessonText: string;
  /** The quiz statement as the learner sees it. */
  statement: string | null;
  /** The learner's own saved code. */
  code: string | null;
  codeLanguage: string | null;
  /** The learner-visible verdict of their last run or submission. */
  verdict: { verdict: string; line: number | null; summary: string } | null;
}

/**
 * The context message: lesson, statement, the learner's code and verdict, each as fenced data.
 * Only what the learner sees goes in: no answer code, reference answers, hidden tests, names or
 * e-mails (the workspace's assist context carries none of them).
 */
export function contextMessage(m: AskMaterial): string {
  const parts = [`Lesson: ${m.lessonTitle}`, fence('LESSON', m.lessonText.slice(0, maxLessonText))];
  if (m.statement) parts.push(fence('STATEMENT', m.statement));
  if (m.code !== null) parts.push(fence('CODE', markdownBlock(m.code, m.codeLanguage ?? '')));
  if (m.verdict) {
    const lines = [`Verdict: ${m.verdict.verdict}`];
    if (m.verdict.line !== null) lines.push(`Line: ${m.verdict.line}`);
    lines.push(m.verdict.summary);
    parts.push(fence('VERDICT', lines.join('\n')));
  }
  return parts.join('\n\n');
}

/** Code as a Markdown block whose fence is longer than any run of backticks inside it. */
function markdownBlock(code: string, info: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${info}\n${code}\n${marks}`;
}

/** The messages of one request: the context, then the earlier turns, then the question. */
export function askMessages(context: string, history: AiMessage[], question: string): AiMessage[] {
  return [
    { role: 'user', content: context },
    { role: 'assistant', content: 'OK.' },
    ...history,
    { role: 'user', content: fence('QUESTION', question) },
  ];
}
