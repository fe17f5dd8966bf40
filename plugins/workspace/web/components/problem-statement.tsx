import { Fragment } from 'react';
import { splitGuideAnchors } from '../../common/guide-anchor.ts';

/** Inline text with `code` spans and guide anchors `[[(guide-anchor):(name)]]` as anchors. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {splitGuideAnchors(text).map((part, i) => part.kind === 'anchor'
        ? <a key={i} id={`guide-${part.name}`} href={`#guide-${part.name}`} className="ws-guide-anchor">{part.name}</a>
        : <Fragment key={i}>{part.text.split(/(`[^`]+`)/).map((s, j) => (s.startsWith('`') && s.endsWith('`') && s.length > 1 ? <code key={j}>{s.slice(1, -1)}</code> : s))}</Fragment>)}
    </>
  );
}

/**
 * The problem statement: paragraphs, fenced code blocks and inline code. Rendered as React
 * text nodes only, so nothing the author writes becomes HTML (sanitised by construction).
 */
export function ProblemStatement({ markdown }: { markdown: string }) {
  const blocks = markdown.split(/```[^\n]*\n([\s\S]*?)```/g);
  return (
    <div className="ws-statement">
      {blocks.map((b, i) => (i % 2 === 1
        ? <pre key={i}><code>{b}</code></pre>
        : b.split(/\n{2,}/).filter((p) => p.trim()).map((p, j) => <p key={`${i}-${j}`}><Inline text={p} /></p>)))}
    </div>
  );
}
