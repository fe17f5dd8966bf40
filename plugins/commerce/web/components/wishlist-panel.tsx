import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, Loading, isApiError, showToast } from '@seodang/sdk/web';
import { commerceApi, type WishedLecture } from '../api.ts';
import { addToCart, useCart } from '../cart-store.ts';
import { ItemPrice } from './price.tsx';
import { WishToggle } from './wish-toggle.tsx';

/** A wished lecture: its page, price, wish toggle, and Add to cart (or "In cart"). */
function WishedRow({ lecture, userId, inCart }: { lecture: WishedLecture; userId: number; inCart: boolean }) {
  const { t } = useTranslation('commerce');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await addToCart(userId, 'lecture', lecture.sequence);
      showToast(t('purchase.added'), { type: 'success' });
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('purchase.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="cm-item" data-testid="wished-lecture" data-sequence={lecture.sequence}>
      <div className="cm-item__body">
        <Link to={`/lecture/${lecture.sequence}/${lecture.slug}`} className="cm-item__title">
          {lecture.subject}
        </Link>
      </div>
      <div className="cm-item__side">
        {lecture.isFree ? (
          <strong className="cm-free">{t('wishlist.free')}</strong>
        ) : (
          <ItemPrice price={lecture.price} finalPrice={lecture.finalPrice} />
        )}
        <WishToggle
          lectureSequence={lecture.sequence}
          title={lecture.subject}
          fromServer={lecture.isWishing}
        />
        {lecture.isFree ? null : inCart ? (
          <span className="cm-muted">{t('purchase.inCart')}</span>
        ) : (
          <Button
            size="sm"
            color="primary"
            loading={busy}
            onClick={() => void add()}
            aria-label={`${t('purchase.addToCart')}: ${lecture.subject}`}
          >
            {t('purchase.addToCart')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The wishlist tab: the learner's wished lectures, from the lectures plugin. */
export function WishlistPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('commerce');
  const cart = useCart();
  const query = useQuery({ queryKey: ['commerce', 'wishlist', userId], queryFn: commerceApi.wishlist });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <EmptyState>
        <p>{t('wishlist.empty')}</p>
        <Link to="/search" className="sd-btn sd-btn--primary sd-btn--md">
          {t('cart.browse')}
        </Link>
      </EmptyState>
    );
  const inCart = new Set(cart.items.filter((i) => i.itemType === 'lecture').map((i) => i.lectureSequence));
  return (
    <ul className="cm-items" aria-label={t('wishlist.heading')}>
      {query.data.map((l) => (
        <WishedRow key={l.sequence} lecture={l} userId={userId} inCart={inCart.has(l.sequence)} />
      ))}
    </ul>
  );
}
