import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showToast } from '@seodang/sdk/web';
import { toggleWish } from '../cart-store.ts';
import { useWishing } from '../wish-store.ts';

/**
 * The wish toggle of a lecture in the cart or the wishlist: flips only when the server agrees (the
 * state is then the same in every list of the page); on failure the changing flag resets and a
 * toast says so.
 */
export function WishToggle({
  lectureSequence,
  title,
  fromServer,
  changing = false,
}: {
  lectureSequence: number;
  title: string;
  fromServer: boolean;
  /** The cart item's isWishingStateChanging. */
  changing?: boolean;
}) {
  const { t } = useTranslation('commerce');
  const wishing = useWishing(lectureSequence, fromServer);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await toggleWish(lectureSequence, !wishing);
    } catch (e) {
      showToast(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : t('wish.failed'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`cm-wish${wishing ? ' cm-wish--on' : ''}`}
      aria-pressed={wishing}
      aria-label={t(wishing ? 'wish.remove' : 'wish.add', { title })}
      disabled={busy || changing}
      onClick={() => void toggle()}
      data-testid="cart-wish"
    >
      <span aria-hidden="true">{wishing ? '♥' : '♡'}</span>
    </button>
  );
}
