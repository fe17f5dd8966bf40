import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, pushAnalyticsEvent, useAuth } from '@seodang/sdk/web';
import { purchaseOnce, type ReportedStore } from '../../common/analytics.ts';
import { loadCart } from '../cart-store.ts';
import { checkoutApi, orderLectures, type Order } from '../checkout-api.ts';
import { useWon } from '../components/price.tsx';
import '../components/checkout.css';
import { withAreaTexts } from '../area-texts.tsx';

type Phase =
  | { kind: 'confirming'; waiting: boolean }
  | { kind: 'paid'; order: Order }
  | { kind: 'pending' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

/** How often and how long a CONFIRMING order is polled. */
const pollEveryMs = 1_500;
const pollForMs = 60_000;

const storage = (): ReportedStore | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `/checkout/success`, where the provider's window comes back (`paymentType=NORMAL&orderId&
 * paymentKey&amount`): the payment is confirmed with the server (progress shown; a 202 means
 * another request is confirming, so the order is polled), then "You are enrolled" with a link to
 * each lecture. A 0-won order arrives with its `orderId` only. A decline goes on to
 * `/checkout/fail`, as does a window that came back with a `code` (PortOne on a phone). The purchase event (spec §1) goes out once per order, also on a reload.
 */
export function CheckoutSuccessScreen() {
  const { t } = useTranslation('commerce');
  const won = useWon();
  const navigate = useNavigate();
  const { userData } = useAuth();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const paymentKey = params.get('paymentKey');
  const amount = Number(params.get('amount'));
  // PortOne's phone window comes back here with `code` and `message` when it was refused or closed.
  const windowCode = params.get('code');
  const windowMessage = params.get('message') ?? '';
  const [phase, setPhase] = useState<Phase>(() =>
    orderId ? { kind: 'confirming', waiting: false } : { kind: 'missing' },
  );
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const userId = userData?.id;

  const done = useCallback(
    (order: Order) => {
      purchaseOnce(
        storage(),
        {
          orderId: order.orderId,
          paymentAmount: order.paymentAmount,
          coupons: order.items.map((i) => i.appliedCouponCode),
        },
        orderLectures(order),
        (entry) => pushAnalyticsEvent({ ...entry }),
      );
      // The bought items left the cart on the server: the header's count follows.
      if (userId) void loadCart(userId);
      setPhase({ kind: 'paid', order });
    },
    [userId],
  );

  useEffect(() => {
    if (!orderId) return;
    let live = true;
    const failTo = (code: string, message: string) =>
      void navigate(`/checkout/fail?${new URLSearchParams({ code, message, orderId }).toString()}`, {
        replace: true,
      });
    const poll = async () => {
      const until = Date.now() + pollForMs;
      while (live && Date.now() < until) {
        await sleep(pollEveryMs);
        if (!live) return;
        const answer = await checkoutApi.order(orderId);
        if (!live) return;
        if (!answer.ok) continue;
        const order = answer.data;
        if (order.status === 'PAID') return done(order);
        if (order.status === 'FAILED' || order.status === 'EXPIRED')
          return failTo(order.failure?.code ?? 'provider_error', order.failure?.message ?? '');
      }
      if (live) setPhase({ kind: 'pending' });
    };
    const run = async () => {
      if (windowCode) return failTo(windowCode, windowMessage);
      setPhase({ kind: 'confirming', waiting: false });
      const answer =
        paymentKey && Number.isInteger(amount)
          ? await checkoutApi.confirm({ paymentKey, orderId, amount })
          : await checkoutApi.order(orderId);
      if (!live) return;
      if (!answer.ok) {
        const { refusal } = answer;
        if (refusal.code === 'payment_declined')
          return failTo(String(refusal.extra.providerCode ?? 'payment_declined'), refusal.message);
        return setPhase({ kind: 'error', message: refusal.message || t('pay.success.error') });
      }
      const order = answer.data;
      if (order.status === 'PAID') return done(order);
      if (order.status === 'CONFIRMING' || (order.status === 'PENDING' && !paymentKey)) {
        setPhase({ kind: 'confirming', waiting: true });
        return poll();
      }
      if (order.status === 'FAILED' || order.status === 'EXPIRED')
        return failTo(order.failure?.code ?? 'provider_error', order.failure?.message ?? '');
      setPhase({ kind: 'error', message: t('pay.success.error') });
    };
    void run();
    return () => {
      live = false;
    };
  }, [orderId, paymentKey, amount, windowCode, windowMessage, attempt, done, navigate, t]);

  useEffect(() => {
    if (phase.kind !== 'confirming') headingRef.current?.focus();
  }, [phase.kind]);

  if (!userData) return null;
  return (
    <div className="sd-container co-screen co-result" data-testid="checkout-success">
      {phase.kind === 'confirming' ? (
        <>
          <h1>{t('pay.success.heading')}</h1>
          <div className="sd-card co-progress" role="status" data-testid="confirming">
            <p>{t('pay.success.confirming')}</p>
            <progress aria-label={t('pay.success.confirming')} />
            <ol className="co-steps">
              <li data-state="done">{t('pay.success.steps.paid')}</li>
              <li data-state="active" aria-current="step">
                {t('pay.success.steps.confirm')}
              </li>
              <li>{t('pay.success.steps.enrol')}</li>
            </ol>
            {phase.waiting ? <p className="co-muted">{t('pay.success.waiting')}</p> : null}
          </div>
        </>
      ) : phase.kind === 'paid' ? (
        <>
          <h1 ref={headingRef} tabIndex={-1} data-testid="enrolled">
            {t('pay.success.enrolled')}
          </h1>
          <div className="sd-card co-section">
            <p>{t('pay.success.enrolledBody')}</p>
            <ul className="co-enrolled">
              {phase.order.items.map((i) => (
                <li key={i.itemIndex}>
                  <Link
                    className="sd-btn sd-btn--primary sd-btn--md"
                    to={i.link}
                    data-testid={`start-${i.sequence}`}
                  >
                    {t('pay.success.start', { title: i.title })}
                  </Link>
                </li>
              ))}
            </ul>
            <dl className="co-totals">
              <div>
                <dt>{t('pay.breakdown.payment')}</dt>
                <dd data-testid="paid-amount">{won(phase.order.paymentAmount)}</dd>
              </div>
            </dl>
            <p className="co-muted">{t('pay.success.order', { orderId: phase.order.orderId })}</p>
            <p className="co-actions">
              <Link to="/learn/my">{t('pay.success.myLectures')}</Link>
              <Link to={`/learn/payments/${encodeURIComponent(phase.order.orderId)}`}>
                {t('refunds.list.orderLink')}
              </Link>
              {phase.order.receiptUrl ? (
                <a href={phase.order.receiptUrl} target="_blank" rel="noreferrer">
                  {t('pay.success.receipt')}
                </a>
              ) : null}
            </p>
          </div>
        </>
      ) : (
        <>
          <h1 ref={headingRef} tabIndex={-1}>
            {t('pay.success.heading')}
          </h1>
          <div className="sd-card co-section" data-testid={`success-${phase.kind}`}>
            <p>
              {phase.kind === 'pending'
                ? t('pay.success.stillWaiting')
                : phase.kind === 'missing'
                  ? t('pay.success.missing')
                  : phase.message}
            </p>
            <p className="co-actions">
              {phase.kind === 'pending' || phase.kind === 'error' ? (
                <Button onClick={() => setAttempt((n) => n + 1)}>{t('pay.success.checkAgain')}</Button>
              ) : null}
              <Link to="/learn/my">{t('pay.success.myLectures')}</Link>
              <Link to="/cart">{t('pay.toCart')}</Link>
            </p>
          </div>
        </>
      )}
    </div>
  );
}

export default withAreaTexts(CheckoutSuccessScreen, 'pay', 'refunds');
