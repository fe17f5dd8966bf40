/**
 * The English texts commerce needs on every page: its route titles, its /admin sections and the
 * cart's link to the payments. The screens' own texts load with the screens (area-texts.ts).
 */
export const en = {
  refunds: {
    title: { payments: 'Payments', payment: 'Order details', admin: 'Refunds and payments' },
    list: {
      fromCart: 'Payments and refunds',
    },
    section: {
      heading: 'Refunds and payments',
      lead: 'Approve or reject refund requests within their 5 business days, and cancel payments.',
      link: 'Go to refunds and payments',
    },
  },
  pay: {
    title: { checkout: 'Checkout', success: 'Payment complete', fail: 'Payment failed' },
  },
  manage: {
    title: {
      teachCoupons: 'Coupon management',
      adminCoupons: 'Channel coupons',
      bundles: 'Bundle management',
    },
    section: {
      heading: 'Coupons',
      lead: 'Create every coupon of the channel, see how much each is used and switch them off.',
      link: 'Go to coupon management',
    },
  },
};
