import { useMemo } from 'react';
import { Marked, type TokenizerAndRendererExtension } from 'marked';
import DOMPurify from 'dompurify';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `[[(guide-anchor):(name)]]` (§9) becomes an anchor learners can link to; inside code it stays text. */
const guideAnchor: TokenizerAndRendererExtension = {
  name: 'guideAnchor',
  level: 'inline',
  start: (src) => src.indexOf('[[(guide-anchor):('),
  tokenizer(src) {
    const m = /^\[\[\(guide-anchor\):\(([^)\]]{1,100})\)\]\]/.exec(src);
    return m ? { type: 'guideAnchor', raw: m[0], name: m[1] } : undefined;
  },
  renderer: (token) =>
    `<a id="guide-${escape(token.name)}" href="#guide-${escape(encodeURIComponent(token.name))}" class="ws-guide-anchor">${escape(token.name)}</a>`,
};

// Statements are markdown: raw HTML in them is shown as the text it is, never parsed.
const markdown = new Marked({
  gfm: true,
  breaks: false,
  extensions: [guideAnchor],
  renderer: { html: ({ text }) => escape(text) },
});

/** The statement's markdown as sanitised HTML: no scripts, handlers, styles, frames or forms survive. */
export function statementHtml(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** The problem statement: markdown with code blocks and guide anchors, sanitised before it is shown. */
export function ProblemStatement({ markdown: source }: { markdown: string }) {
  const html = useMemo(() => statementHtml(source), [source]);
  return <div className="ws-statement" data-testid="statement" dangerouslySetInnerHTML={{ __html: html }} />;
}
