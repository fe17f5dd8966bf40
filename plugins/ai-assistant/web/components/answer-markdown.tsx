import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { answerHtml } from './answer-html.ts';

/** Loaded with the first answer only (the page never carries marked or DOMPurify). */
export default function AnswerMarkdown({ text }: { text: string }) {
  const html = useMemo(() => DOMPurify.sanitize(answerHtml(text), { USE_PROFILES: { html: true } }), [text]);
  return <div className="ai-answer__text" dangerouslySetInnerHTML={{ __html: html }} />;
}
