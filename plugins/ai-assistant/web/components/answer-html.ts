import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown without raw HTML: an HTML block or tag in the model's text is shown as text. */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: { html: ({ text }) => escapeHtml(text) },
});

/** An answer's Markdown as HTML, raw HTML escaped (DOMPurify still cleans it before display). */
export function answerHtml(text: string): string {
  return markdown.parse(text, { async: false });
}
