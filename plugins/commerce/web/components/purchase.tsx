import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, pushAnalyticsEvent, showToast, useAuth } from '@seodang/sdk/web';
import type { PurchaseSlotProps } from '../../common/purchase.ts';
import { commerceApi } from '../api.ts';
import { addToCart, cartState, ensureCart, setChecked, useCart } from '../cart-store.ts';
import { checkoutHref } from '../checkout.ts';
import { reportDetail } from '../item-analytics.ts';
import { BundleOffers } from './bundle-offers.tsx';
import './purchase.css';

/**
 * The purchase box (`commerce.purchase`) of a paid item's page, for any purchasable kind (a lecture,
 * a roadmap): Add to cart and Buy now for an item the learner does not have, "In cart" once it is
 * in the cart, "Owned" once it is theirs. Both go through the cart store, so an item already in
 * the cart is found rather than refused and the header's count follows; Buy now then opens the
 * checkout with only it checked. It also reports the page's analytics `detail`, and the cart store
 * the `add`. Texts take the kind as their context (`purchase.inCart_roadmap`), with a general
 * wording for a kind that has none.
 */
export function Purchase({ kind, sequence, subject, owned }: PurchaseSlotProps) {
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
  // The page's analytics `detail` (spec §1), once per item shown: the selling plugin owns the page
  // and renders this box on it, so neither plugin reaches into the other.
  const detailReported = useRef<string | null>(null);
  useEffect(() => {
    const shown = `${kind}:${sequence}`;
    if (detailReported.current === shown) return;
    detailReported.current = shown;
    void reportDetail(
      sequence,
      (s) => commerceApi.itemAnalytics(kind, s),
      (entry) => pushAnalyticsEvent({ ...entry }),
    );
  }, [kind, sequence]);
  const offers = kind === 'lecture' ? <BundleOffers lectureSequence={sequence} /> : null;

  if (ownedNow)
    return (
      <>
        <p
          className="cm-purchase__state cm-purchase__state--owned"
          role="status"
          data-testid="purchase-owned"
        >
          <span aria-hidden="true">✓ </span>
          {t('purchase.owned', { context: kind })}
        </p>
        {offers}
      </>
    );

  const inCartItem =
    userId !== null && cart.userId === userId
      ? cart.items.find((i) => i.itemType === kind && i.lectureSequence === sequence)
      : undefined;
  const inCart = inCartItem !== undefined;

  const put = async (how: 'add' | 'buy') => {
    if (userId === null)
      return void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    setBusy(how);
    try {
      // Already in the cart (as the page last loaded it): Buy now goes on with that cart item.
      const item = inCartItem ?? (await addToCart(userId, kind, sequence));
      if (how === 'add') {
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
    <div className="cm-purchase" data-testid="purchase">
      {inCart ? (
        <>
          <p className="cm-purchase__state" role="status" data-testid="purchase-in-cart">
            {t('purchase.inCart', { context: kind })}
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
      {offers}
    </div>
  );
}

export default Purchase;
