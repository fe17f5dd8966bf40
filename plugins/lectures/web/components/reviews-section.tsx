import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, isApiError, Loading, showToast } from '@seodang/sdk/web';
import { lectureApi } from '../api.ts';

/** Reviews and the rating; joined learners may write (or change) theirs. */
export function ReviewsSection({ sequence, canWrite }: { sequence: number; canWrite: boolean }) {
  const { t } = useTranslation('lectures');
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['lectures', 'reviews', sequence],
    queryFn: () => lectureApi.reviews(sequence),
  });
  const [rating, setRating] = useState(5);
  const [contents, setContents] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ratingId = useId();
  const textId = useId();
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await lectureApi.writeReview(sequence, { rating, contents });
      showToast(t('detail.reviewSaved'), { type: 'success' });
      setContents('');
      await client.invalidateQueries({ queryKey: ['lectures', 'reviews', sequence] });
      await client.invalidateQueries({ queryKey: ['lectures', 'detail', sequence] });
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="lc-section" aria-labelledby="lc-reviews">
      <h2 id="lc-reviews">
        {t('detail.reviews')}{' '}
        {query.data ? `★ ${query.data.averageRating.toFixed(1)} (${query.data.totalCount})` : null}
      </h2>
      {canWrite ? (
        <form
          className="sd-card sd-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="sd-field">
            <label className="sd-field__label" htmlFor={ratingId}>
              {t('detail.rating')}
            </label>
            <select
              id={ratingId}
              className="sd-input"
              value={rating}
              onChange={(e) => setRating(Number(e.target.value))}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {'★'.repeat(n)}
                </option>
              ))}
            </select>
          </div>
          <div className={`sd-field${error ? ' sd-field--invalid' : ''}`}>
            <label className="sd-field__label" htmlFor={textId}>
              {t('detail.reviewText')}
            </label>
            <textarea
              id={textId}
              className="sd-input sd-textarea"
              rows={3}
              maxLength={1000}
              value={contents}
              onChange={(e) => setContents(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${textId}-error` : undefined}
            />
            {error ? (
              <div className="sd-field__error" id={`${textId}-error`} role="alert">
                {error}
              </div>
            ) : null}
          </div>
          <Button type="submit" color="primary" loading={saving}>
            {t('detail.writeReview')}
          </Button>
        </form>
      ) : null}
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.list.length === 0 ? <EmptyState>{t('detail.noReviews')}</EmptyState> : null}
      <ul className="sd-list">
        {query.data?.list.map((r) => (
          <li key={r.index} data-testid="review">
            <strong>{'★'.repeat(r.rating)}</strong> <span className="lc-muted">{r.author.name}</span>
            <p style={{ whiteSpace: 'pre-wrap', margin: '0.2rem 0' }}>{r.contents}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
