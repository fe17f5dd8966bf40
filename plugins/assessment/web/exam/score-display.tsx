import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { assessmentApi, type ScoreData } from '../api.ts';
import { scoreError, shownScoreError } from './score-error.ts';

/** Scores of the examinee, in total and per quiz; the displayed fallback on failure is 'Failed to fetch scores'. */
export function ScoreDisplay({
  examIndex,
  quizzes,
}: {
  examIndex: number;
  quizzes: { quizId: string; title: string }[];
}) {
  const { t } = useTranslation('assessment');
  const [data, setData] = useState<ScoreData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    try {
      setData(await assessmentApi.scores(examIndex));
      setError(null);
    } catch (e) {
      setError(scoreError(e));
    }
  };
  return (
    <div className="as-scores" data-testid="scores">
      <Button onClick={() => void load()}>{t('room.showScores')}</Button>
      {error !== null ? (
        <p role="alert" data-testid="scores-error">
          {shownScoreError(error)}
        </p>
      ) : null}
      {data ? (
        <div data-testid="scores-total">
          <p>
            {data.totalScore} / {data.maxTotalScore}
          </p>
          {data.privateQuizCount ? (
            <p data-testid="scores-private">{t('room.privateScores', { count: data.privateQuizCount })}</p>
          ) : null}
          <ol className="as-scores__list" data-testid="scores-per-quiz">
            {data.quizScores.map((q) => (
              <li key={q.quizId} data-quiz={q.quizId}>
                {quizzes.find((x) => x.quizId === q.quizId)?.title ?? q.quizId}:{' '}
                {q.private
                  ? t('room.scorePrivate')
                  : q.graded === false
                    ? t('room.scoreNotGraded', { max: q.maxScore })
                    : `${q.score} / ${q.maxScore}`}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
