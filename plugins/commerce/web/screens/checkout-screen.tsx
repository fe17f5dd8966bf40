import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Loading, useAuth } from '@seodang/sdk/web';
import type { CartItem } from '../../common/cart.ts';
import { couponCodeSchema, type CheckoutBody } from '../../common/checkout.ts';
import {
  cancelCoupon,
  linePrice,
  sumBreakdowns,
  type CheckoutState,
  type PriceBreakdown,
} from '../../common/pricing.ts';
import { commerceApi } from '../api.ts';
import { useCatalogue } from '../catalogue.ts';
import { checkoutApi, type CheckedCoupon } from '../checkout-api.ts';
import {
  appliedCodeOf,
  applyCheckedCoupon,
  checkoutBodyOf,
  checkoutKeyOf as keyOf,
  checkoutStateOf,
} from '../checkout-state.ts';
import { useWon } from '../components/price.tsx';
import { startCheckout } from '../start-checkout.ts';
import '../components/checkout.css';
import { withAreaTexts } from '../area-texts.tsx';

type Method = 'card' | 'phone';
type Load = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; items: CartItem[] };

/** The cart items this checkout is for: `?items=` (a Buy now, the cart's Checkout), else the checked ones. */
function chosen(list: CartItem[], param: string | null): CartItem[] {
  const wanted = param
    ? new Set(
        param
          .split(',')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0),
      )
    : null;
  return list.filter((i) => i.isForSale && (wanted ? wanted.has(i.itemIndex) : i.isChecked));
}

/** The part of its test ids that names an item: the index for a lecture, `kind-index` otherwise. */
const testKeyOf = (item: CartItem) =>
  item.itemType === 'lecture' ? String(item.lectureSequence) : `${item.itemType}-${item.lectureSequence}`;

const linePriceOf = (item: CartItem, coupon?: CheckedCoupon | null): PriceBreakdown =>
  linePrice({ price: item.price, discountedPrice: Math.min(item.finalPrice, item.price) }, coupon ?? null);

/**
 * `/checkout` (spec §2 "Checkout", §3 "Cart and checkout", §4 "Commerce"): the lectures to pay
 * for, a coupon per lecture (checked with the server; applying one clears the lecture's other,
 * cancelling clears both sides), card or phone, the breakdown (price, discount, coupon discount,
 * payment amount; in a polite live region), the terms and refund policy to agree to, and Pay: the
 * server prices the order again (409 price_changed: the new figures, to confirm) and the buyer goes
 * to the provider's window. A 0-won checkout completes without a provider.
 */
export function CheckoutScreen() {
  const { t } = useTranslation('commerce');
  const catalogue = useCatalogue();
  const won = useWon();
  const navigate = useNavigate();
  const { userData } = useAuth();
  const [params] = useSearchParams();
  const itemsParam = params.get('items');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [state, setState] = useState<CheckoutState>({ lectures: [], coupons: [], roadmapIdList: [] });
  const [terms, setTerms] = useState<Record<string, CheckedCoupon>>({});
  // Keyed by the item's kind and index (keyOf).
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [couponErrors, setCouponErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [method, setMethod] = useState<Method>(params.get('method') === 'phone' ? 'phone' : 'card');
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [changed, setChanged] = useState<PriceBreakdown | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const changedRef = useRef<HTMLHeadingElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const ids = useId();

  const fetchItems = useCallback(() => {
    setLoad({ kind: 'loading' });
    commerceApi.cart().then(
      (cart) => {
        const items = chosen(cart.cartItemList, itemsParam);
        setState(checkoutStateOf(items));
        setTerms({});
        setLoad({ kind: 'ready', items });
      },
      (error: unknown) => setLoad({ kind: 'error', error }),
    );
  }, [itemsParam]);
  useEffect(fetchItems, [fetchItems]);

  const items = load.kind === 'ready' ? load.items : [];
  const codeOf = useCallback((item: CartItem) => appliedCodeOf(state, item), [state]);
  const couponOf = useCallback(
    (item: CartItem) => {
      const code = codeOf(item);
      return code ? (terms[code] ?? null) : null;
    },
    [codeOf, terms],
  );
  const lines = useMemo(
    () => items.map((i) => ({ item: i, figures: linePriceOf(i, couponOf(i)) })),
    [items, couponOf],
  );
  const totals = sumBreakdowns(lines.map((l) => l.figures));

  useEffect(() => {
    if (payError) alertRef.current?.focus();
  }, [payError]);
  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);

  const setCouponError = (key: string, message: string | null) =>
    setCouponErrors((e) => {
      const next = { ...e };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });

  const apply = async (item: CartItem) => {
    const seq = item.lectureSequence;
    const key = keyOf(item);
    const typed = couponCodeSchema.safeParse(drafts[key] ?? '');
    if (!(drafts[key] ?? '').trim()) {
      setCouponError(key, t('pay.coupon.required'));
      inputs.current[key]?.focus();
      return;
    }
    if (!typed.success) {
      setCouponError(key, catalogue(typed.error.issues[0]?.message ?? 'commerce.validation.couponCode'));
      inputs.current[key]?.focus();
      return;
    }
    setChecking(key);
    setCouponError(key, null);
    const answer = await checkoutApi.checkCoupon(typed.data, [{ index: seq, itemType: item.itemType }]);
    setChecking(null);
    if (!answer.ok) {
      setCouponError(key, answer.refusal.message || t('pay.failed'));
      inputs.current[key]?.focus();
      return;
    }
    const coupon = answer.data;
    const result = applyCheckedCoupon(state, coupon, item);
    if (!result.ok) {
      setCouponError(key, catalogue(`commerce.coupon.error.${result.error}`));
      inputs.current[key]?.focus();
      return;
    }
    setState(result.state);
    setTerms((all) => ({ ...all, [coupon.code]: coupon }));
    setDrafts((d) => ({ ...d, [key]: '' }));
    setChanged(null);
    const off = linePriceOf(item, coupon).couponDiscount;
    setStatus(t('pay.coupon.applied', { code: coupon.code, amount: won(off) }));
  };

  const cancel = (code: string, key: string) => {
    const next = cancelCoupon(state, code);
    setState({ ...next, coupons: next.coupons.filter((c) => c.appliedLectureIndex !== null) });
    setChanged(null);
    setStatus(t('pay.coupon.removed', { code }));
    inputs.current[key]?.focus();
  };

  const bodyFor = (expectedAmount: number): CheckoutBody => checkoutBodyOf(state, method, expectedAmount);

  const pay = async (expectedAmount: number) => {
    if (!agreed) {
      setAgreeError(true);
      agreeRef.current?.focus();
      return;
    }
    setPaying(true);
    setPayError(null);
    const outcome = await startCheckout(bodyFor(expectedAmount)).catch(
      () => ({ kind: 'no_provider' }) as const,
    );
    switch (outcome.kind) {
      case 'leaving':
        return; // the page is going to the provider's window
      case 'paid':
        void navigate(`/checkout/success?orderId=${encodeURIComponent(outcome.orderId)}`);
        return;
      case 'price_changed':
        setChanged(outcome.figures);
        break;
      case 'no_provider':
        setPayError(t('pay.providerUnavailable'));
        break;
      case 'window_closed':
        setPayError(t('pay.windowClosed'));
        break;
      case 'refused':
        setPayError(outcome.refusal.message || t('pay.failed'));
        break;
    }
    setPaying(false);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void pay(totals.paymentAmount);
  };

  if (!userData) return null;
  return (
    <div className="sd-container co-screen" data-testid="checkout-screen">
      <h1>{t('pay.heading')}</h1>
      {load.kind === 'loading' ? (
        <Loading label={t('pay.loading')} />
      ) : load.kind === 'error' ? (
        <ErrorState error={load.error} onRetry={fetchItems} />
      ) : items.length === 0 ? (
        <div className="sd-state sd-state--empty" data-testid="checkout-empty">
          <p>{t('pay.empty')}</p>
          <Link to="/cart" className="sd-btn sd-btn--primary sd-btn--md">
            {t('pay.toCart')}
          </Link>
        </div>
      ) : (
        <form className="co-layout" onSubmit={onSubmit} noValidate>
          <div className="co-main">
            <section className="sd-card co-section" aria-labelledby={`${ids}-items`}>
              <h2 id={`${ids}-items`}>{t('pay.items')}</h2>
              <ul className="co-items">
                {lines.map(({ item, figures }) => {
                  const key = keyOf(item);
                  const seq = testKeyOf(item);
                  const code = codeOf(item);
                  const inputId = `${ids}-coupon-${seq}`;
                  const errorId = `${inputId}-error`;
                  const error = couponErrors[key];
                  return (
                    <li key={item.itemIndex} className="co-item" data-testid={`checkout-item-${seq}`}>
                      <div className="co-item__head">
                        <Link className="co-item__title" to={item.link}>
                          {item.title}
                        </Link>
                        <span className="co-item__price">
                          {figures.paymentAmount < figures.price ? (
                            <del aria-hidden="true">{won(figures.price)}</del>
                          ) : null}
                          <strong>{won(figures.paymentAmount)}</strong>
                        </span>
                      </div>
                      {item.lectureList.length > 0 ? (
                        <ul className="co-item__children">
                          {item.lectureList.map((c) => (
                            <li key={`${c.itemType}-${c.lectureSequence}`}>{c.title}</li>
                          ))}
                        </ul>
                      ) : null}
                      {item.ownedDeduction > 0 ? (
                        <p className="co-item__note">
                          {t('purchase.bundle.ownedNote', { amount: won(item.ownedDeduction) })}
                        </p>
                      ) : null}
                      {code ? (
                        <p className="co-coupon co-coupon--applied" data-testid={`coupon-applied-${seq}`}>
                          <span>
                            {t('pay.coupon.applied', { code, amount: won(figures.couponDiscount) })}
                          </span>
                          <Button
                            size="sm"
                            outline
                            onClick={() => cancel(code, key)}
                            aria-label={t('pay.coupon.cancelNamed', { code })}
                            data-testid={`coupon-cancel-${seq}`}
                          >
                            {t('pay.coupon.cancel')}
                          </Button>
                        </p>
                      ) : null}
                      <div className="co-coupon">
                        <label htmlFor={inputId} className="sd-field__label">
                          {t('pay.coupon.label', { title: item.title })}
                        </label>
                        <div className="co-coupon__row">
                          <input
                            id={inputId}
                            ref={(el) => {
                              inputs.current[key] = el;
                            }}
                            className="sd-input"
                            autoComplete="off"
                            autoCapitalize="characters"
                            spellCheck={false}
                            maxLength={40}
                            value={drafts[key] ?? ''}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            onChange={(e) => {
                              const value = e.target.value;
                              setDrafts((d) => ({ ...d, [key]: value }));
                            }}
                            onKeyDown={(e) => {
                              if (e.key === 'Enter') {
                                e.preventDefault();
                                void apply(item);
                              }
                            }}
                            data-testid={`coupon-input-${seq}`}
                          />
                          <Button
                            onClick={() => void apply(item)}
                            disabled={checking === key}
                            aria-busy={checking === key || undefined}
                            data-testid={`coupon-apply-${seq}`}
                          >
                            {t('pay.coupon.apply')}
                          </Button>
                        </div>
                        {error ? (
                          <p id={errorId} className="sd-field__error" data-testid={`coupon-error-${seq}`}>
                            {error}
                          </p>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>

            <fieldset className="sd-card co-section co-methods">
              <legend>{t('pay.method.legend')}</legend>
              {(['card', 'phone'] as const).map((m) => (
                <label key={m} className="co-method">
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    checked={method === m}
                    onChange={() => setMethod(m)}
                    data-testid={`method-${m}`}
                  />
                  <span>{t(`pay.method.${m}`)}</span>
                </label>
              ))}
            </fieldset>

            <section className="sd-card co-section" aria-labelledby={`${ids}-terms`}>
              <h2 id={`${ids}-terms`} className="sd-visually-hidden">
                {t('pay.agree.terms')}
              </h2>
              <details className="co-terms">
                <summary>{t('pay.agree.terms')}</summary>
                <p>{t('pay.agree.termsText')}</p>
              </details>
              <details className="co-terms">
                <summary>{t('pay.agree.refund')}</summary>
                <p>{t('pay.agree.refundText')}</p>
              </details>
              <label className="co-agree">
                <input
                  ref={agreeRef}
                  type="checkbox"
                  checked={agreed}
                  required
                  aria-required="true"
                  aria-invalid={agreeError && !agreed ? true : undefined}
                  aria-describedby={agreeError && !agreed ? `${ids}-agree-error` : undefined}
                  onChange={(e) => {
                    setAgreed(e.target.checked);
                    if (e.target.checked) setAgreeError(false);
                  }}
                  data-testid="agree"
                />
                <span>{t('pay.agree.label')}</span>
              </label>
              {agreeError && !agreed ? (
                <p id={`${ids}-agree-error`} className="sd-field__error" data-testid="agree-error">
                  {t('pay.agree.required')}
                </p>
              ) : null}
            </section>
          </div>

          <aside className="sd-card co-section co-summary" aria-labelledby={`${ids}-totals`}>
            <h2 id={`${ids}-totals`}>{t('pay.breakdown.heading')}</h2>
            <div aria-live="polite" aria-atomic="true" data-testid="checkout-totals">
              <dl className="co-totals">
                <div>
                  <dt>{t('pay.breakdown.price')}</dt>
                  <dd data-testid="checkout-price">{won(totals.price)}</dd>
                </div>
                <div>
                  <dt>{t('pay.breakdown.discount')}</dt>
                  <dd data-testid="checkout-discount">
                    {totals.discount > 0 ? `− ${won(totals.discount)}` : won(0)}
                  </dd>
                </div>
                <div>
                  <dt>{t('pay.breakdown.couponDiscount')}</dt>
                  <dd data-testid="checkout-coupon-discount">
                    {totals.couponDiscount > 0 ? `− ${won(totals.couponDiscount)}` : won(0)}
                  </dd>
                </div>
                <div className="co-totals__payment">
                  <dt>{t('pay.breakdown.payment')}</dt>
                  <dd data-testid="checkout-payment">{won(totals.paymentAmount)}</dd>
                </div>
              </dl>
            </div>
            <p className="sd-visually-hidden" role="status">
              {status}
            </p>
            {changed ? (
              <div className="sd-alert co-changed" data-testid="price-changed">
                <h3 ref={changedRef} tabIndex={-1}>
                  {t('pay.priceChanged.heading')}
                </h3>
                <p>{t('pay.priceChanged.body', { amount: won(changed.paymentAmount) })}</p>
                <dl className="co-totals">
                  <div>
                    <dt>{t('pay.breakdown.price')}</dt>
                    <dd>{won(changed.price)}</dd>
                  </div>
                  <div>
                    <dt>{t('pay.breakdown.discount')}</dt>
                    <dd>{changed.discount > 0 ? `− ${won(changed.discount)}` : won(0)}</dd>
                  </div>
                  <div>
                    <dt>{t('pay.breakdown.couponDiscount')}</dt>
                    <dd>{changed.couponDiscount > 0 ? `− ${won(changed.couponDiscount)}` : won(0)}</dd>
                  </div>
                  <div className="co-totals__payment">
                    <dt>{t('pay.breakdown.payment')}</dt>
                    <dd>{won(changed.paymentAmount)}</dd>
                  </div>
                </dl>
                <Button
                  color="primary"
                  block
                  disabled={paying}
                  onClick={() => void pay(changed.paymentAmount)}
                  data-testid="pay-changed"
                >
                  {t('pay.priceChanged.confirm', { amount: won(changed.paymentAmount) })}
                </Button>
              </div>
            ) : null}
            {payError ? (
              <div
                ref={alertRef}
                tabIndex={-1}
                className="sd-alert sd-alert--error"
                role="alert"
                data-testid="pay-error"
              >
                {payError}
              </div>
            ) : null}
            <Button
              type="submit"
              color="primary"
              size="lg"
              block
              disabled={paying}
              aria-busy={paying || undefined}
              data-testid="pay"
            >
              {paying
                ? t('pay.paying')
                : totals.paymentAmount === 0
                  ? t('pay.freeButton')
                  : t('pay.payButton', { amount: won(totals.paymentAmount) })}
            </Button>
          </aside>
        </form>
      )}
    </div>
  );
}

export default withAreaTexts(CheckoutScreen, 'pay');
