import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, useCapabilities, useTabList } from '@seodang/sdk/web';
import { useCart } from '../cart-store.ts';
import { CartPanel } from '../components/cart-panel.tsx';
import { WishlistPanel } from '../components/wishlist-panel.tsx';
import '../components/cart.css';

type Tab = 'cart' | 'wishlist';

/**
 * `/cart` (spec §2 "Cart"): the cart — check an item, check all, delete the checked items, toggle
 * the wishlist, the totals and Checkout — and a Wishlist tab with the learner's wished lectures
 * (where the channel has lectures). The tab is kept in the address (`?tab=wishlist`).
 */
export function CartScreen() {
  const { t } = useTranslation('commerce');
  const { userData } = useAuth();
  const { services } = useCapabilities();
  const cart = useCart();
  const [params, setParams] = useSearchParams();
  const tabs: Tab[] = services.LECTURE === false ? ['cart'] : ['cart', 'wishlist'];
  const tab: Tab = params.get('tab') === 'wishlist' && tabs.includes('wishlist') ? 'wishlist' : 'cart';
  const choose = (next: Tab) => {
    const p = new URLSearchParams(params);
    if (next === 'cart') p.delete('tab');
    else p.set('tab', next);
    setParams(p, { replace: true });
  };
  const { listProps, tabProps, panelProps } = useTabList({
    tabs,
    value: tab,
    onChange: choose,
    idPrefix: 'cm',
  });
  if (!userData) return null;
  const count = cart.userId === userData.id ? cart.count : null;
  return (
    <div className="sd-container cm-screen" data-testid="cart-screen">
      <h1>{t('cart.heading')}</h1>
      <p>
        <Link to="/learn/payments">{t('refunds.list.fromCart')}</Link>
      </p>
      <div className="cm-tabs" {...listProps} aria-label={t('tabs.label')}>
        {tabs.map((k) => (
          <button key={k} {...tabProps(k)} data-testid={`cart-tab-${k}`}>
            {t(`tabs.${k}`)}
            {k === 'cart' && count ? <span className="cm-tabs__count">{count}</span> : null}
          </button>
        ))}
      </div>
      <div {...panelProps(tab)}>
        {tab === 'cart' ? <CartPanel userId={userData.id} /> : <WishlistPanel userId={userData.id} />}
      </div>
    </div>
  );
}

export default CartScreen;
