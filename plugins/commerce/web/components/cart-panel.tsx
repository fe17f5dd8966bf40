import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Loading, isApiError, showToast } from '@seodang/sdk/web';
import type { CartItem } from '../../common/cart.ts';
import { loadCart, removeItems, setChecked, useCart } from '../cart-store.ts';
import { CartTotals } from './cart-totals.tsx';
import { ItemPrice, useWon } from './price.tsx';
import { WishToggle } from './wish-toggle.tsx';

const failure = (e: unknown, fallback: string) =>
  isApiError(e) && e.status > 0 && e.status < 500 ? e.message : fallback;

/**
 * One cart item: its checkbox, title, a bundle's lectures (not checkable alone; those the learner
 * owns marked, their share taken off the price), price and wish toggle.
 */
function CartRow({ item }: { item: CartItem }) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  const check = async () => {
    try {
      await setChecked([item.itemIndex], !item.isChecked);
    } catch (e) {
      showToast(failure(e, t('cart.checkFailed')), { type: 'error' });
    }
  };
  return (
    <li className="cm-item" data-testid="cart-item" data-item-index={item.itemIndex}>
      <input
        type="checkbox"
        className="cm-item__check"
        checked={item.isChecked}
        onChange={() => void check()}
        aria-label={t('cart.checkItem', { title: item.title })}
        data-testid="cart-item-check"
      />
      <div className="cm-item__body">
        <Link to={item.link} className="cm-item__title">
          {item.title}
        </Link>
        {!item.isForSale ? <p className="cm-item__note">{t('cart.notForSale')}</p> : null}
        {item.lectureList.length > 0 ? (
          <ul className="cm-item__children" aria-label={t('cart.bundleChildren', { title: item.title })}>
            {item.lectureList.map((child) => (
              <li key={`${child.itemType}-${child.lectureSequence}`} data-testid="cart-child">
                <Link to={child.link}>{child.title}</Link>
                {child.isOwned ? <span className="cm-muted"> ({t('purchase.bundle.owned')})</span> : null}
                <ItemPrice price={child.price} finalPrice={child.finalPrice} />
              </li>
            ))}
          </ul>
        ) : null}
        {item.ownedDeduction > 0 ? (
          <p className="cm-item__note">
            {t('purchase.bundle.ownedNote', { amount: won(item.ownedDeduction) })}
          </p>
        ) : null}
      </div>
      <div className="cm-item__side">
        <ItemPrice price={item.price} finalPrice={item.finalPrice} />
        {item.itemType === 'lecture' ? (
          <WishToggle
            lectureSequence={item.lectureSequence}
            title={item.title}
            fromServer={item.isWishing}
            changing={item.isWishingStateChanging}
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * The cart tab: check one or all (all checked → uncheck all, else check all; the check-all box is
 * mixed when some are), delete the checked items, wish toggles, the totals and checkout. A fetch
 * that fails ends loading, marks the cart fetched and offers a retry.
 */
export function CartPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('commerce');
  const cart = useCart();
  const [deleting, setDeleting] = useState(false);
  const checkAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void loadCart(userId);
  }, [userId]);
  const items = cart.userId === userId ? cart.items : [];
  const checked = items.filter((i) => i.isChecked);
  const all = items.length > 0 && checked.length === items.length;
  const mixed = checked.length > 0 && !all;
  useEffect(() => {
    if (checkAll.current) checkAll.current.indeterminate = mixed;
  }, [mixed]);

  if (cart.userId !== userId || !cart.isFetched) return <Loading label={t('cart.loading')} />;
  if (cart.status === 'error') return <ErrorState error={cart.error} onRetry={() => void loadCart(userId)} />;
  if (items.length === 0)
    return (
      <EmptyState>
        <p>{t('cart.empty')}</p>
        <Link to="/search" className="sd-btn sd-btn--primary sd-btn--md" data-testid="cart-browse">
          {t('cart.browse')}
        </Link>
      </EmptyState>
    );

  const toggleAll = async () => {
    try {
      await setChecked(
        items.map((i) => i.itemIndex),
        !all,
      );
    } catch (e) {
      showToast(failure(e, t('cart.checkFailed')), { type: 'error' });
    }
  };
  const deleteChecked = async () => {
    setDeleting(true);
    try {
      await removeItems(checked.map((i) => i.itemIndex));
      showToast(t('cart.deleted', { count: checked.length }), { type: 'success' });
    } catch (e) {
      showToast(failure(e, t('cart.deleteFailed')), { type: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="cm-cart">
      <div className="cm-cart__main">
        <div className="cm-cart__bar">
          <label className="sd-check">
            <input
              ref={checkAll}
              type="checkbox"
              checked={all}
              aria-checked={mixed ? 'mixed' : undefined}
              onChange={() => void toggleAll()}
              data-testid="cart-check-all"
            />
            {t('cart.checkAll')}
            <span className="cm-muted">
              ({t('cart.checkedOf', { checked: checked.length, total: items.length })})
            </span>
          </label>
          <Button
            size="sm"
            outline
            color="danger"
            disabled={checked.length === 0}
            loading={deleting}
            onClick={() => void deleteChecked()}
            data-testid="cart-delete-checked"
          >
            {t('cart.deleteChecked')}
          </Button>
        </div>
        <ul className="cm-items" aria-label={t('cart.items')}>
          {items.map((item) => (
            <CartRow key={item.itemIndex} item={item} />
          ))}
        </ul>
      </div>
      <CartTotals items={items} />
    </div>
  );
}
