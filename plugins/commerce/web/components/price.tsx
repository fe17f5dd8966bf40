import { useTranslation } from 'react-i18next';
import { useFormat } from '@seodang/sdk/web';

/** An amount of won in the UI language. */
export function useWon(): (amount: number) => string {
  const { t } = useTranslation('commerce');
  const { formatNumber } = useFormat();
  return (amount) => t('won', { price: formatNumber(amount) });
}

/** What an item costs now, with its list price struck through while its own discount is active. */
export function ItemPrice({ price, finalPrice }: { price: number; finalPrice: number }) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  const discounted = finalPrice < price;
  return (
    <span className="cm-price">
      {discounted ? (
        <>
          <span className="cm-price__rate">
            {t('cart.discountRate', { rate: Math.round(((price - finalPrice) * 100) / price) })}
          </span>
          <span className="sd-visually-hidden">{t('cart.originalPrice', { price: won(price) })}</span>
          <del className="cm-price__old" aria-hidden="true">
            {won(price)}
          </del>
        </>
      ) : null}
      <strong>{won(finalPrice)}</strong>
    </span>
  );
}
