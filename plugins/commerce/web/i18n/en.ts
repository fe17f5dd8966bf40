import type { WithPlurals } from '@seodang/sdk/web';
import type { ko } from './ko.ts';

/** English texts of the commerce plugin. */
export const en: WithPlurals<typeof ko> = {
  title: { cart: 'Cart' },
  won: '₩{{price}}',
  badge: {
    label_one: 'Cart, {{count}} item',
    label_other: 'Cart, {{count}} items',
  },
  tabs: {
    label: 'Cart and wishlist',
    cart: 'Cart',
    wishlist: 'Wishlist',
  },
  cart: {
    heading: 'Cart',
    loading: 'Loading your cart',
    empty: 'Your cart is empty.',
    browse: 'Browse All Lectures',
    checkAll: 'Select all',
    checkedOf: '{{checked}} of {{total}}',
    checkItem: 'Select {{title}}',
    deleteChecked: 'Delete selected',
    deleted_one: 'Removed {{count}} item from your cart.',
    deleted_other: 'Removed {{count}} items from your cart.',
    deleteFailed: 'Could not remove the items from your cart.',
    checkFailed: 'Could not save your selection.',
    items: 'Items in your cart',
    bundleChildren: 'Lectures in {{title}}',
    notForSale: 'This item cannot be bought now.',
    discountRate: '{{rate}}% off',
    originalPrice: 'List price {{price}}',
  },
  totals: {
    heading: 'Payment',
    checked_one: '{{count}} item selected',
    checked_other: '{{count}} items selected',
    price: 'Price',
    discount: 'Discount',
    payment: 'Payment amount',
    note: 'The amount is calculated again on the server when you pay.',
  },
  checkout: {
    button: 'Checkout',
    soon: 'The checkout screen is coming soon: you will pay for the selected items here.',
    noneChecked: 'Select the items to pay for.',
  },
  wish: {
    add: 'Add {{title}} to your wishlist',
    remove: 'Remove {{title}} from your wishlist',
    failed: 'Could not change your wishlist. Please try again shortly.',
  },
  wishlist: {
    heading: 'Wishlist',
    empty: 'Your wishlist is empty.',
    free: 'Free',
  },
  purchase: {
    addToCart: 'Add to cart',
    buyNow: 'Buy now',
    added: 'Added to your cart.',
    goToCart: 'Go to cart',
    inCart: 'This lecture is in your cart.',
    owned: 'You own this lecture.',
    failed: 'Could not add it to your cart.',
  },
};
