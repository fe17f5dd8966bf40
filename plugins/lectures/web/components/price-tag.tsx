import { useFormat } from '@seodang/sdk/web';
import { useTranslation } from 'react-i18next';

/** Price with an active discount (spec §4 "Discount", §9 "Pricing"): the rate, the old price struck through. */
export function PriceTag({
  l,
}: {
  l: {
    isFree: boolean;
    price: number;
    discount: number | null;
    isDiscountActive: boolean;
    finalPrice: number;
  };
}) {
  const { t } = useTranslation('lectures');
  const { formatNumber } = useFormat();
  const won = (n: number) => t('common.won', { price: formatNumber(n) });
  if (l.isFree) return <span className="lc-price lc-price--free">{t('common.free')}</span>;
  return (
    <span className="lc-price">
      {l.isDiscountActive && l.discount ? <span className="lc-price__rate">{l.discount}%</span> : null}
      <strong>{won(l.finalPrice)}</strong>
      {l.isDiscountActive && l.finalPrice !== l.price ? (
        <del className="lc-price__old">{won(l.price)}</del>
      ) : null}
    </span>
  );
}
