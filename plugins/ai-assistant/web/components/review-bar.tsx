import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast } from '@seodang/sdk/web';
import { ReviewReason } from '../../common/api.ts';
import type { Turn } from './panel-state.ts';

type Rate = (responseId: string, score: 0 | 1) => Promise<void>;
type Explain = (
  responseId: string,
  id: number,
  score: 0 | 1,
  reasons: ReviewReason[],
  comment: string,
) => Promise<void>;
type Undo = (responseId: string, id: number) => Promise<void>;

/** 👍/👎 under an answer (PUT review), then optional reasons (PATCH) and undo (DELETE). */
export function ReviewBar({
  turn,
  onRate,
  onExplain,
  onUndo,
}: {
  turn: Turn & { responseId: string };
  onRate: Rate;
  onExplain: Explain;
  onUndo: Undo;
}) {
  const { t } = useTranslation('ai-assistant');
  const [reasons, setReasons] = useState<ReviewReason[]>(turn.review?.reviewSelection ?? []);
  const [comment, setComment] = useState(turn.review?.reviewComment ?? '');
  const fail = (e: unknown) => showToast(isApiError(e) ? e.message : t('error.provider'), { type: 'error' });
  const review = turn.review;
  return (
    <div className="ai-review" data-testid="ai-review">
      <div className="ai-review__buttons">
        {([1, 0] as const).map((score) => (
          <button
            key={score}
            type="button"
            className="ai-review__rate"
            aria-pressed={review?.score === score}
            aria-label={t(score ? 'review.helpful' : 'review.notHelpful')}
            title={t(score ? 'review.helpful' : 'review.notHelpful')}
            data-testid={score ? 'ai-rate-up' : 'ai-rate-down'}
            onClick={() => void onRate(turn.responseId, score).catch(fail)}
          >
            {score ? '👍' : '👎'}
          </button>
        ))}
        {review ? (
          <button
            type="button"
            className="ai-link"
            data-testid="ai-rate-undo"
            onClick={() => void onUndo(turn.responseId, review.id).catch(fail)}
          >
            {t('review.undo')}
          </button>
        ) : null}
      </div>
      {review ? (
        <form
          className="ai-review__why"
          onSubmit={(e) => {
            e.preventDefault();
            void onExplain(turn.responseId, review.id, review.score, reasons, comment)
              .then(() => showToast(t('review.saved'), { type: 'success' }))
              .catch(fail);
          }}
        >
          <p role="status">{t('review.thanks')}</p>
          <fieldset className="sd-fieldset">
            <legend>{t('review.reasonsTitle')}</legend>
            {ReviewReason.options.map((r) => (
              <label key={r} className="sd-check">
                <input
                  type="checkbox"
                  checked={reasons.includes(r)}
                  onChange={(e) =>
                    setReasons(e.target.checked ? [...reasons, r] : reasons.filter((x) => x !== r))
                  }
                />
                {t(`review.reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          <label className="sd-field__label" htmlFor={`ai-comment-${turn.responseId}`}>
            {t('review.comment')}
          </label>
          <textarea
            id={`ai-comment-${turn.responseId}`}
            className="sd-input ai-review__comment"
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button size="sm" type="submit">
            {t('review.save')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
