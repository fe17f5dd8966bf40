/** An answer, read-only: a code answer's files, or the answer as text. */
export function AnswerView({ answer }: { answer: unknown }) {
  const code = answer as { language?: string; files?: { name: string; content?: string }[] } | null;
  if (code?.files) {
    return (
      <div className="ws-answer">
        {code.files.map((f) => (
          <figure key={f.name}><figcaption>{f.name}{code.language ? ` · ${code.language}` : ''}</figcaption>{typeof f.content === 'string' ? <pre><code>{f.content}</code></pre> : null}</figure>
        ))}
      </div>
    );
  }
  const text = (answer as { text?: string } | null)?.text;
  return <pre className="ws-answer">{text ?? JSON.stringify(answer, null, 2)}</pre>;
}
