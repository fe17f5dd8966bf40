import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@seodang/sdk/web';
import { clearCart, ensureCart, useCart } from '../cart-store.ts';
import './cart-badge.css';

/**
 * The cart in the header (`header.end`): a link to `/cart` with the number of items, kept current by
 * the cart store as items are added and removed. Not shown to visitors who are not signed in; the
 * shell leaves it out where COMMERCE is switched off (it does not load this plugin there).
 */
export function CartBadge() {
  const { t } = useTranslation('commerce');
  const { isLoggedIn, userData } = useAuth();
  const userId = isLoggedIn ? (userData?.id ?? null) : null;
  const { count } = useCart();
  useEffect(() => {
    if (userId === null) clearCart();
    else void ensureCart(userId);
  }, [userId]);
  if (userId === null) return null;
  const shown = count ?? 0;
  return (
    <Link to="/cart" className="cm-cart-link" data-testid="cart-badge">
      <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M0 1.5A.5.5 0 0 1 .5 1h1.6a.5.5 0 0 1 .49.4L3 3h11.5a.5.5 0 0 1 .49.6l-1.2 6a.5.5 0 0 1-.49.4H4.6l.2 1H13a.5.5 0 0 1 0 1H4.4a.5.5 0 0 1-.49-.4L1.7 2H.5a.5.5 0 0 1-.5-.5M3.2 4l1.2 5h8.5l1-5zM5 14a1 1 0 1 1 2 0 1 1 0 0 1-2 0m6 0a1 1 0 1 1 2 0 1 1 0 0 1-2 0"
        />
      </svg>
      <span className="sd-visually-hidden" data-testid="cart-badge-label">
        {t('badge.label', { count: shown })}
      </span>
      {shown > 0 ? (
        <span className="cm-cart-link__count" aria-hidden="true" data-testid="cart-count">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}

export default CartBadge;
