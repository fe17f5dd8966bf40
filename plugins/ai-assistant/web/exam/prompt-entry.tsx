import { useTranslation } from 'react-i18next';
import { isRefused } from './exam-api.ts';

/** One prompt as supervisors read it: when, who, the question, refused or the answer. */
export function PromptEntry({
  time,
  title,
  who,
  prompt,
  status,
  answer,
  withheld = false,
}: {
  time: React.ReactNode;
  title?: string;
  who?: string;
  prompt: string | null;
  status: string;
  answer: string | null | undefined;
  withheld?: boolean;
}) {
  const { t } = useTranslation('ai-assistant');
  const refused = isRefused(status);
  return (
    <li
      className={`ai-exam-prompts__item${refused ? ' is-refused' : ''}`}
      data-testid="ai-exam-prompt-entry"
      data-status={status}
      title={title}
    >
      <div className="ai-exam-prompts__meta">
        {time}
        {who ? <strong>{who}</strong> : null}
        {refused ? (
          <span className="ai-exam-prompts__refused">{t('exam.refused')}</span>
        ) : status === 'streaming' ? (
          <span>{t('panel.thinking')}</span>
        ) : null}
        {withheld ? <span>{t('exam.withheldShort')}</span> : null}
      </div>
      <p className="ai-exam-prompts__q">{prompt ?? t('exam.forgotten')}</p>
      {answer ? (
        <details>
          <summary>{t('exam.answer')}</summary>
          <p className="ai-exam-prompts__q">{answer}</p>
        </details>
      ) : null}
    </li>
  );
}
