/**
 * Shows rich text that the server has already sanitised (sanitizeRichText on every write), so
 * the HTML is safe to render as it is.
 */
export function RichHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      className={['lc-rich', className].filter(Boolean).join(' ')}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
