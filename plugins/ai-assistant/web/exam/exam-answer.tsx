import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { answerHtml } from '../components/answer-html.ts';

/**
 * An AI exam answer's Markdown (raw HTML escaped, then DOMPurify) with a copy button on each code
 * block. Loaded with the first answer only, like the lesson panel's.
 */
export default function ExamAnswer({ text, onCopySnippet }: { text: string; onCopySnippet: () => void }) {
  const { t } = useTranslation('ai-assistant');
  const html = useMemo(() => DOMPurify.sanitize(answerHtml(text), { USE_PROFILES: { html: true } }), [text]);
  const box = useRef<HTMLDivElement>(null);
  const label = t('exam.copySnippet');

  // The buttons are added to the rendered blocks (the sanitised HTML carries no controls).
  useEffect(() => {
    for (const pre of box.current?.querySelectorAll('pre') ?? []) {
      if (pre.querySelector('[data-copy-snippet]')) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'ai-exam__copy';
      button.dataset.copySnippet = '';
      button.dataset.testid = 'ai-exam-copy-snippet';
      button.textContent = label;
      pre.prepend(button);
    }
  }, [html, label]);

  const onClick = (e: React.MouseEvent) => {
    const button = (e.target as HTMLElement).closest('[data-copy-snippet]');
    const code = button?.parentElement?.querySelector('code');
    if (!button || !code) return;
    void navigator.clipboard?.writeText(code.textContent ?? '').catch(() => undefined);
    onCopySnippet();
  };

  return (
    // Delegation: the clicks come from the real buttons inside.
    <div ref={box} className="ai-answer__text" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
