import { useMemo } from 'react';
import { Marked } from 'marked';
import DOMPurify from 'dompurify';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown without raw HTML: an HTML block or tag in the model's text is shown as text. */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: { html: ({ text }) => escapeHtml(text) },
});

/** An answer's Markdown as HTML: marked renders it (no raw HTML), DOMPurify keeps only safe markup. */
export function renderAnswer(text: string): string {
  const html = markdown.parse(text, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Loaded with the open panel only (the page never carries marked or DOMPurify). */
export default function AnswerMarkdown({ text }: { text: string }) {
  const html = useMemo(() => renderAnswer(text), [text]);
  return <div className="ai-answer__text" dangerouslySetInnerHTML={{ __html: html }} />;
}
