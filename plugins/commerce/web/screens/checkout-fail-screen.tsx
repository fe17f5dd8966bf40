import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, useAuth } from '@seodang/sdk/web';
import { failureMessageKey } from '../../common/payment-messages.ts';
import { commerceApi } from '../api.ts';
import { useCatalogue } from '../catalogue.ts';
import { checkoutAgain, checkoutApi, type Order } from '../checkout-api.ts';
import { startCheckout } from '../start-checkout.ts';
import '../components/checkout.css';
import { withAreaTexts } from '../area-texts.tsx';

/**
 * `/checkout/fail`, where the provider's window sends a declined or cancelled payment
 * (`code&message&orderId`), and the success screen a payment the provider declined on confirm:
 * why, in the UI language (the provider's code through commerce's catalogue), that the cart is
 * kept, and the ways on — Try again (a new checkout of the same items, coupons and method, straight
 * to the provider's window), Pay another way (the checkout screen with the same items and the
 * other method), or back to the cart.
 */
export function CheckoutFailScreen() {
  const { t } = useTranslation('commerce');
  const catalogue = useCatalogue();
  const navigate = useNavigate();
  const { userData } = useAuth();
  const [params] = useSearchParams();
  const code = params.get('code');
  const orderId = params.get('orderId');
  const [order, setOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    void checkoutApi.order(orderId).then((answer) => {
      if (live && answer.ok) setOrder(answer.data);
    });
    return () => {
      live = false;
    };
  }, [orderId]);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const method = order?.method ?? 'card';

  /** The checkout screen with the order's items (those still in the cart) and a payment method. */
  const review = async (next: 'card' | 'phone') => {
    const cart = await commerceApi.cart().catch(() => null);
    const bought = new Set(order?.items.map((i) => `${i.itemType}:${i.sequence}`) ?? []);
    const indexes = (cart?.cartItemList ?? [])
      .filter((i) => bought.has(`${i.itemType}:${i.lectureSequence}`))
      .map((i) => i.itemIndex);
    const query = new URLSearchParams({ method: next });
    if (indexes.length > 0) query.set('items', indexes.join(','));
    void navigate(`/checkout?${query.toString()}`);
  };

  const retry = async () => {
    setBusy(true);
    setError(null);
    // The order may still be loading: it holds the items, coupons and method to try again with.
    const answer = order ? null : orderId ? await checkoutApi.order(orderId) : null;
    const failed = order ?? (answer?.ok ? answer.data : null);
    if (!failed) {
      setBusy(false);
      return review(method);
    }
    const outcome = await startCheckout(checkoutAgain(failed, failed.method ?? 'card')).catch(
      () => ({ kind: 'no_provider' }) as const,
    );
    if (outcome.kind === 'leaving') return;
    setBusy(false);
    if (outcome.kind === 'paid')
      return void navigate(`/checkout/success?orderId=${encodeURIComponent(outcome.orderId)}`);
    if (outcome.kind === 'price_changed') return review(method);
    setError(
      outcome.kind === 'refused' ? outcome.refusal.message || t('pay.failed') : t('pay.providerUnavailable'),
    );
  };

  if (!userData) return null;
  return (
    <div className="sd-container co-screen co-result" data-testid="checkout-fail">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('pay.fail.heading')}
      </h1>
      <div className="sd-card co-section">
        <p className="co-reason" data-testid="fail-reason">
          {catalogue(failureMessageKey(code ?? ''))}
        </p>
        {code ? <p className="co-muted">{t('pay.fail.code', { code })}</p> : null}
        <p>{t('pay.fail.kept')}</p>
        {error ? (
          <div ref={alertRef} tabIndex={-1} className="sd-alert sd-alert--error" role="alert">
            {error}
          </div>
        ) : null}
        <p className="co-actions">
          <Button
            color="primary"
            onClick={() => void retry()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="fail-retry"
          >
            {busy ? t('pay.fail.retrying') : t('pay.fail.retry')}
          </Button>
          <Button
            onClick={() => void review(method === 'card' ? 'phone' : 'card')}
            disabled={busy}
            data-testid="fail-other"
          >
            {t('pay.fail.other')}
          </Button>
          <Link to="/cart">{t('pay.fail.toCart')}</Link>
        </p>
      </div>
    </div>
  );
}

export default withAreaTexts(CheckoutFailScreen, 'pay');
