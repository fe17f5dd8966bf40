import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Loading, isApiError, showToast, useFormat } from '@seodang/sdk/web';
import { workspaceApi, type Quiz, type Submission } from '../api.ts';
import { ResultPanel, outcomeText } from './result-panel.tsx';
import { AnswerView } from './answer-view.tsx';

/** My submissions of a quiz, newest first; each opens with its code and its result. */
export function SubmissionHistory({
  quiz,
  refreshKey,
  onLoad,
}: {
  quiz: Quiz;
  refreshKey: number;
  onLoad?(answer: unknown): void;
}) {
  const { t } = useTranslation('workspace');
  const { formatDateTime } = useFormat();
  const [list, setList] = useState<Submission[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    void workspaceApi
      .submissions(quiz.index)
      .then((r) => setList(r.list))
      .catch((error) => showToast(isApiError(error) ? error.message : String(error), { type: 'error' }));
  }, [quiz.index, refreshKey]);
  if (!list) return <Loading />;
  if (!list.length) return <EmptyState>{t('history.empty')}</EmptyState>;
  return (
    <ol className="ws-history" data-testid="history">
      {list.map((s) => (
        <li key={s.index} data-outcome={s.outcome}>
          <button
            type="button"
            className="ws-history-row"
            aria-expanded={open === s.index}
            onClick={() => setOpen(open === s.index ? null : s.index)}
          >
            <span>{formatDateTime(s.createdAt)}</span>
            <strong
              className={
                s.outcome === 'RIGHT'
                  ? 'ws-ok'
                  : s.outcome === 'PARTIAL'
                    ? 'ws-partial'
                    : s.outcome === 'PENDING' || s.outcome === 'HIDDEN' || s.outcome === 'MANUAL'
                      ? ''
                      : 'ws-bad'
              }
            >
              {outcomeText(t, s)}
            </strong>
            {s.score !== null ? (
              <span>
                {s.score} / {s.maxScore}
              </span>
            ) : (
              <span />
            )}
          </button>
          {open === s.index ? (
            <div className="ws-history-detail">
              <AnswerView answer={s.answer} />
              {onLoad ? (
                <Button size="sm" onClick={() => onLoad(s.answer)}>
                  {t('history.load')}
                </Button>
              ) : null}
              <ResultPanel submission={s} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
