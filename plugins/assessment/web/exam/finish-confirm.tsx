import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';

interface Props {
  examIndex: number;
  quizzes: { quizId: string; title: string }[];
}

/**
 * The body of the finish question: what stays unanswered (no answer handed in, by the server's
 * count), with the number and the questions, then the warning that answers become final.
 */
export function FinishConfirmBody({ examIndex, quizzes }: Props) {
  const { t } = useTranslation('assessment');
  const [unanswered, setUnanswered] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    assessmentApi
      .scores(examIndex)
      .then((data) => {
        if (!live) return;
        const handedIn = new Set(data.quizScores.filter((q) => q.submittedAt).map((q) => q.quizId));
        setUnanswered(quizzes.flatMap((q, i) => (handedIn.has(q.quizId) ? [] : [i])));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [examIndex, quizzes]);

  return (
    <div data-testid="finish-summary">
      {failed ? null : unanswered === null ? (
        <Loading size="sm" />
      ) : unanswered.length === 0 ? (
        <p data-testid="finish-all-answered">{t('room.allAnswered')}</p>
      ) : (
        <>
          <p role="alert" data-testid="finish-unanswered-count">
            {t('room.unansweredCount', { count: unanswered.length, total: quizzes.length })}
          </p>
          <ul className="as-unanswered" data-testid="finish-unanswered">
            {unanswered.map((i) => (
              <li key={quizzes[i]!.quizId} data-quiz-id={quizzes[i]!.quizId}>
                {i + 1}. {quizzes[i]!.title}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('room.finishConfirm')}</p>
    </div>
  );
}
