import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loading } from '@seodang/sdk/web';
import type { ExamAssist } from './exam-api.ts';
import { questionsLeft, type ExamTurn } from './exam-turns.ts';
import { useExamAsk } from './use-exam-assist.ts';
import { useExamAnalytics } from './use-exam-analytics.ts';
import '../components/assistant.css';
import './exam.css';

const ExamAnswer = lazy(() => import('./exam-answer.tsx'));

/** The same limit as the lesson panel's questions (the server refuses longer ones). */
const maxPromptChars = 2000;

function TurnNote({ turn }: { turn: ExamTurn }) {
  const { t } = useTranslation('ai-assistant');
  if (turn.state === 'streaming' && !turn.answer) return <p className="ai-note">{t('panel.thinking')}</p>;
  if (turn.state === 'stopped') return <p className="ai-note">{t('panel.stopped')}</p>;
  if (turn.state === 'insufficient') return <p className="ai-note">{t('panel.insufficientShort')}</p>;
  if (turn.state === 'failed')
    return (
      <p className="ai-note ai-counter--error" role="alert">
        {turn.message ?? t('error.provider')}
      </p>
    );
  if (turn.withheld) return <p className="ai-note">{t('exam.withheld')}</p>;
  return null;
}

/**
 * The AI exam's prompt panel under a quiz: ask, watch the answer stream, the exam's counter. No
 * ratings and no history beyond this page: the exam's register is the supervisors'.
 */
export function ExamPanel({
  examIndex,
  quizIndex,
  assist,
}: {
  examIndex: number;
  quizIndex: number;
  assist: ExamAssist;
}) {
  const { t } = useTranslation('ai-assistant');
  const { turns, usage, busy, ask, stop } = useExamAsk(examIndex, quizIndex, assist);
  const [prompt, setPrompt] = useState('');
  const promptBox = useRef<HTMLTextAreaElement>(null);
  const events = useExamAnalytics(examIndex, quizIndex, promptBox);
  const titleId = useId();
  const left = usage ? questionsLeft(usage) : null;
  const last = turns.at(-1);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = prompt.trim();
    if (!text || busy || left === 0) return;
    setPrompt('');
    void ask(text);
  };

  return (
    <section
      className="ai-exam sd-card"
      aria-labelledby={titleId}
      data-testid="ai-exam-panel"
      onKeyDown={events.onKeyDown}
    >
      <div className="ai-exam__head">
        <h3 id={titleId}>{t('exam.title')}</h3>
        {usage ? (
          <p className="ai-counter" data-testid="ai-exam-counter" data-left={left}>
            {t('exam.counter', { left, limit: usage.usageLimit })}
          </p>
        ) : null}
      </div>
      <p className="ai-badge">{t(`exam.guardrail.${assist.guardrail}`)}</p>
      {turns.length ? (
        <ol className="ai-turns" onCopy={events.onCopy} data-testid="ai-exam-turns">
          {turns.map((turn, i) => (
            <li key={i} className="ai-turn" data-state={turn.state}>
              <p className="ai-turn__q">{turn.prompt}</p>
              {turn.answer ? (
                <div className="ai-answer" data-testid="ai-exam-answer">
                  <Suspense fallback={<Loading />}>
                    <ExamAnswer text={turn.answer} onCopySnippet={events.onCopySnippet} />
                  </Suspense>
                </div>
              ) : null}
              <TurnNote turn={turn} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="ai-note">{t('exam.empty')}</p>
      )}
      <p className="sd-visually-hidden" aria-live="polite">
        {last?.state === 'done' ? t('panel.answerReady') : ''}
      </p>
      {left === 0 ? <p className="ai-note">{t('exam.usageOver')}</p> : null}
      <form className="ai-exam__form" onSubmit={submit}>
        <label className="sd-visually-hidden" htmlFor={`${titleId}-prompt`}>
          {t('panel.promptLabel')}
        </label>
        <textarea
          ref={promptBox}
          id={`${titleId}-prompt`}
          className="sd-input ai-exam__prompt"
          rows={3}
          maxLength={maxPromptChars}
          placeholder={t('exam.placeholder')}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && busy) stop();
          }}
          data-testid="ai-exam-prompt"
        />
        <div className="ai-exam__actions">
          <span className="ai-badge">
            {t('panel.promptCount', { count: prompt.length, max: maxPromptChars })}
          </span>
          {busy ? (
            <Button size="sm" color="secondary" onClick={stop} data-testid="ai-exam-stop">
              {t('panel.stop')}
            </Button>
          ) : (
            <Button
              size="sm"
              color="primary"
              type="submit"
              disabled={!prompt.trim() || left === 0}
              data-testid="ai-exam-send"
            >
              {t('panel.send')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
