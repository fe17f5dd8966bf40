import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, showToast, useAuth } from '@seodang/sdk/web';
import { lectureApi } from '../api.ts';
import { setWish, useWishing } from './wish-store.ts';

/** The heart toggle (WISHING / CANCELED); flips only on success, the changing flag resets on failure. */
export function WishButton({ sequence, isWishing }: { sequence: number; isWishing: boolean }) {
  const { t } = useTranslation('lectures');
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const wishing = useWishing(sequence, isWishing);
  const [changing, setChanging] = useState(false);
  const toggle = async () => {
    if (!isLoggedIn)
      return void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    setChanging(true);
    try {
      const result = await lectureApi.wish(sequence, !wishing);
      setWish(sequence, result.isWishing);
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('wish.failed'), { type: 'error' });
    } finally {
      setChanging(false);
    }
  };
  return (
    <button
      type="button"
      className={`lc-wish${wishing ? ' lc-wish--on' : ''}`}
      aria-pressed={wishing}
      aria-label={wishing ? t('wish.remove') : t('wish.add')}
      disabled={changing}
      onClick={() => void toggle()}
      data-testid="wish-button"
    >
      <span aria-hidden="true">{wishing ? '♥' : '♡'}</span>
    </button>
  );
}
