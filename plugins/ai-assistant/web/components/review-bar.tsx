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

// Thumbs drawn as lines (Feather's, MIT) rather than emoji, which need a colour-emoji font.
const thumbPaths = {
  1: 'M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3',
  0: 'M10 15v4a3 3 0 0 0 3 3l4-9V2H5.72a2 2 0 0 0-2 1.7l-1.38 9a2 2 0 0 0 2 2.3zm7-13h2.67A2.31 2.31 0 0 1 22 4v7a2.31 2.31 0 0 1-2.33 2H17',
} as const;

function Thumb({ score }: { score: 0 | 1 }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={thumbPaths[score]} />
    </svg>
  );
}

/** Helpful / not helpful under an answer (PUT review), then optional reasons (PATCH) and undo (DELETE). */
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
            <Thumb score={score} />
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
