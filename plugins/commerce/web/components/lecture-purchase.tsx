import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, pushAnalyticsEvent, showToast, useAuth } from '@seodang/sdk/web';
import type { LecturePurchaseSlotProps } from '../../common/lecture-purchase.ts';
import { commerceApi } from '../api.ts';
import { addToCart, cartState, ensureCart, setChecked, useCart } from '../cart-store.ts';
import { checkoutHref } from '../checkout.ts';
import { reportDetail } from '../item-analytics.ts';
import { BundleOffers } from './bundle-offers.tsx';
import './purchase.css';

/**
 * The lecture page's purchase slot (`lecture.purchase`): Add to cart and Buy now for a paid lecture
 * the learner does not have, "In cart" once it is in the cart, "Owned" once it is theirs. Buy now
 * puts it in the cart and opens the cart with only it checked (checkout, once that screen exists).
 * It also reports the page's analytics `detail`, and the cart store the `add`.
 */
export function LecturePurchase({ lectureSequence, subject, owned }: LecturePurchaseSlotProps) {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const { isLoggedIn, userData } = useAuth();
  const userId = isLoggedIn ? (userData?.id ?? null) : null;
  const cart = useCart();
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const [ownedNow, setOwnedNow] = useState(owned);
  useEffect(() => {
    if (userId !== null) void ensureCart(userId);
  }, [userId]);
  // The lecture page's analytics `detail` (spec §1), once per lecture shown: the lectures plugin
  // owns the page and renders this slot on it, so neither plugin reaches into the other.
  const detailReported = useRef<number | null>(null);
  useEffect(() => {
    if (detailReported.current === lectureSequence) return;
    detailReported.current = lectureSequence;
    void reportDetail(
      lectureSequence,
      (sequence) => commerceApi.itemAnalytics('lecture', sequence),
      (entry) => pushAnalyticsEvent({ ...entry }),
    );
  }, [lectureSequence]);

  if (ownedNow)
    return (
      <>
        <p
          className="cm-purchase__state cm-purchase__state--owned"
          role="status"
          data-testid="purchase-owned"
        >
          <span aria-hidden="true">✓ </span>
          {t('purchase.owned')}
        </p>
        <BundleOffers lectureSequence={lectureSequence} />
      </>
    );

  const inCart =
    userId !== null &&
    cart.userId === userId &&
    cart.items.some((i) => i.itemType === 'lecture' && i.lectureSequence === lectureSequence);

  const put = async (kind: 'add' | 'buy') => {
    if (userId === null)
      return void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    setBusy(kind);
    try {
      const item = await addToCart(userId, 'lecture', lectureSequence);
      if (kind === 'add') {
        showToast(t('purchase.added'), {
          type: 'success',
          action: { label: t('purchase.goToCart'), onClick: () => void navigate('/cart') },
        });
        return;
      }
      if (!item) return void navigate('/cart');
      // Buy now: only this item checked, then on to checkout (the cart while there is none).
      const others = cartState()
        .items.filter((i) => i.itemIndex !== item.itemIndex && i.isChecked)
        .map((i) => i.itemIndex);
      await setChecked(others, false);
      if (!item.isChecked) await setChecked([item.itemIndex], true);
      void navigate(checkoutHref([item.itemIndex]) ?? '/cart');
    } catch (e) {
      if (isApiError(e, 'already_owned')) setOwnedNow(true);
      showToast(isApiError(e) ? e.message : t('purchase.failed'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="cm-purchase" data-testid="lecture-purchase">
      {inCart ? (
        <>
          <p className="cm-purchase__state" role="status" data-testid="purchase-in-cart">
            {t('purchase.inCart')}
          </p>
          <Link
            className="sd-btn sd-btn--primary sd-btn--lg sd-btn--block"
            to="/cart"
            data-testid="go-to-cart"
          >
            {t('purchase.goToCart')}
          </Link>
        </>
      ) : (
        <Button
          block
          color="primary"
          size="lg"
          loading={busy === 'add'}
          disabled={busy !== null}
          onClick={() => void put('add')}
          aria-label={`${t('purchase.addToCart')}: ${subject}`}
          data-testid="add-to-cart"
        >
          {t('purchase.addToCart')}
        </Button>
      )}
      <Button
        block
        outline
        color="primary"
        loading={busy === 'buy'}
        disabled={busy !== null}
        onClick={() => void put('buy')}
        aria-label={`${t('purchase.buyNow')}: ${subject}`}
        data-testid="buy-now"
      >
        {t('purchase.buyNow')}
      </Button>
      <BundleOffers lectureSequence={lectureSequence} />
    </div>
  );
}

export default LecturePurchase;
