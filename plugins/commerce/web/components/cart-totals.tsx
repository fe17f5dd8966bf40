import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import type { CartItem } from '../../common/cart.ts';
import { priceOrder } from '../../common/pricing.ts';
import { checkoutHref } from '../checkout.ts';
import { useWon } from './price.tsx';

/**
 * The checked items' totals (spec "Payment and settlement": price, discount, payment amount),
 * computed with the shared pricing rules for display only: the server prices the order again and
 * charges its own figure. The figures sit in a polite live region, so a screen reader hears them
 * change as items are checked. Checkout goes on with the checked items.
 */
export function CartTotals({ items }: { items: CartItem[] }) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  const payable = items.filter((i) => i.isChecked && i.isForSale);
  const { totals } = priceOrder(
    payable.map((i) => ({
      ref: i.itemIndex,
      price: i.price,
      discountedPrice: Math.min(i.finalPrice, i.price),
    })),
  );
  const href = checkoutHref(payable.map((i) => i.itemIndex));
  const note = href === null ? t('checkout.soon') : payable.length === 0 ? t('checkout.noneChecked') : null;
  return (
    <section className="sd-card cm-totals" aria-labelledby="cm-totals-title">
      <h2 id="cm-totals-title">{t('totals.heading')}</h2>
      <div aria-live="polite" aria-atomic="true" data-testid="cart-totals">
        <p className="cm-totals__count">{t('totals.checked', { count: payable.length })}</p>
        <dl className="cm-totals__list">
          <div>
            <dt>{t('totals.price')}</dt>
            <dd data-testid="total-price">{won(totals.price)}</dd>
          </div>
          <div>
            <dt>{t('totals.discount')}</dt>
            <dd data-testid="total-discount">{totals.discount > 0 ? `− ${won(totals.discount)}` : won(0)}</dd>
          </div>
          <div className="cm-totals__payment">
            <dt>{t('totals.payment')}</dt>
            <dd data-testid="total-payment">{won(totals.paymentAmount)}</dd>
          </div>
        </dl>
      </div>
      {href !== null && payable.length > 0 ? (
        <Link className="sd-btn sd-btn--primary sd-btn--lg sd-btn--block" to={href} data-testid="checkout">
          {t('checkout.button')}
        </Link>
      ) : (
        <Button
          color="primary"
          size="lg"
          block
          disabled
          title={note ?? undefined}
          aria-describedby="cm-checkout-note"
          data-testid="checkout"
        >
          {t('checkout.button')}
        </Button>
      )}
      {note ? (
        <p id="cm-checkout-note" className="cm-totals__note">
          {note}
        </p>
      ) : null}
      <p className="cm-totals__note">{t('totals.note')}</p>
    </section>
  );
}
