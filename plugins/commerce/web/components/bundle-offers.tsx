import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, isApiError, showToast, useAuth } from '@seodang/sdk/web';
import type { BundleOffer } from '../../common/bundle-offer.ts';
import { commerceApi } from '../api.ts';
import { addToCart, useCart } from '../cart-store.ts';
import { useWon } from './price.tsx';

/**
 * Under a lecture's purchase buttons: the published bundles of the channel that hold it, each with
 * its lectures (those the viewer owns marked, their share taken off), its list and bundle prices,
 * and Add the bundle to cart. Shows nothing when no bundle holds the lecture.
 */
export function BundleOffers({ lectureSequence }: { lectureSequence: number }) {
  const { t } = useTranslation('commerce');
  const { isLoggedIn, userData } = useAuth();
  const userId = isLoggedIn ? (userData?.id ?? null) : null;
  const offers = useQuery({
    queryKey: ['commerce', 'bundle-offers', lectureSequence, userId],
    queryFn: () => commerceApi.bundleOffers('lecture', lectureSequence),
    staleTime: 60_000,
  });
  const headingId = useId();
  const list = offers.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="cm-bundle-offers" aria-labelledby={headingId} data-testid="bundle-offers">
      <h2 id={headingId} className="cm-bundle-offers__heading">
        {t('purchase.bundle.heading')}
      </h2>
      {list.map((offer) => (
        <Offer key={offer.bundleIndex} offer={offer} userId={userId} />
      ))}
    </section>
  );
}

function Offer({ offer, userId }: { offer: BundleOffer; userId: number | null }) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  const navigate = useNavigate();
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const inCart =
    userId !== null &&
    cart.userId === userId &&
    cart.items.some((i) => i.itemType === 'bundle' && i.lectureSequence === offer.bundleIndex);
  // Against buying separately the lectures the viewer does not have yet.
  const saving = offer.children.filter((c) => !c.owned).reduce((sum, c) => sum + c.price, 0) - offer.price;

  const add = async () => {
    if (userId === null)
      return void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    setBusy(true);
    try {
      await addToCart(userId, 'bundle', offer.bundleIndex);
      showToast(t('purchase.added'), { type: 'success' });
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('purchase.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cm-bundle-offer" data-testid={`bundle-offer-${offer.bundleIndex}`}>
      <p className="cm-bundle-offer__title">
        <strong>{offer.title}</strong>{' '}
        <span className="cm-muted">{t('purchase.bundle.lectures', { count: offer.children.length })}</span>
      </p>
      <ul className="sd-list">
        {offer.children.map((c) => (
          <li key={`${c.itemType}:${c.sequence}`}>
            <Link to={c.link}>{c.title}</Link>
            {c.owned ? <span className="cm-muted"> ({t('purchase.bundle.owned')})</span> : null}
          </li>
        ))}
      </ul>
      <p className="cm-bundle-offer__price">
        <s className="cm-muted">{t('purchase.bundle.listPrice', { price: won(offer.listPrice) })}</s>{' '}
        <strong data-testid="bundle-offer-price">
          {t('purchase.bundle.price', { price: won(offer.price) })}
        </strong>
        {saving > 0 ? (
          <span className="cm-bundle-offer__save"> {t('purchase.bundle.save', { amount: won(saving) })}</span>
        ) : null}
      </p>
      {offer.ownedDeduction > 0 ? (
        <p className="cm-muted">{t('purchase.bundle.ownedNote', { amount: won(offer.ownedDeduction) })}</p>
      ) : null}
      {inCart ? (
        <p className="cm-purchase__state" role="status">
          {t('purchase.bundle.inCart')} <Link to="/cart">{t('purchase.goToCart')}</Link>
        </p>
      ) : (
        <Button
          block
          outline
          color="primary"
          loading={busy}
          disabled={busy}
          onClick={() => void add()}
          aria-label={`${t('purchase.bundle.add')}: ${offer.title}`}
          data-testid="add-bundle"
        >
          {t('purchase.bundle.add')}
        </Button>
      )}
    </div>
  );
}
