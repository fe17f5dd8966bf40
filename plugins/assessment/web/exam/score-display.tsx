import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError } from '@seodang/sdk/web';
import { assessmentApi, type ScoreData } from '../api.ts';

/** The stored failure text of §8: the server message, else the error's, else 'Failed to fetch scoreData'. */
export function scoreError(e: unknown): string {
  if (isApiError(e) && e.message) return e.message;
  if (e instanceof Error && e.message) return e.message;
  return 'Failed to fetch scoreData';
}

/** What the examinee sees (§8): the stored text, or 'Failed to fetch scores' when it is only the default. */
export const shownScoreError = (stored: string): string => (stored && stored !== 'Failed to fetch scoreData' ? stored : 'Failed to fetch scores');

/** Scores of the examinee; the displayed fallback on failure is 'Failed to fetch scores'. */
export function ScoreDisplay({ examIndex }: { examIndex: number }) {
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
      {error !== null ? <p role="alert" data-testid="scores-error">{shownScoreError(error)}</p> : null}
      {data ? (
        <div data-testid="scores-total">
          <p>{data.totalScore} / {data.maxTotalScore}</p>
        </div>
      ) : null}
    </div>
  );
}
