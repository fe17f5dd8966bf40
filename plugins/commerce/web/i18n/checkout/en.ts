import type { ko } from './ko.ts';

/** English texts of the checkout screens (merged into 'commerce' under `pay`). */
export const en: typeof ko = {
  pay: {
    heading: 'Checkout',
    loading: 'Loading the lectures to pay for',
    loadFailed: 'Could not load the lectures to pay for.',
    retryLoad: 'Try again',
    empty: 'There is nothing to pay for. Select lectures in your cart.',
    toCart: 'Go to cart',
    items: 'Lectures to pay for',
    coupon: {
      label: 'Coupon code for {{title}}',
      apply: 'Apply coupon',
      checking: 'Checking the coupon',
      cancel: 'Remove coupon',
      cancelNamed: 'Remove coupon {{code}}',
      applied: 'Coupon {{code}} applied: {{amount}} off',
      required: 'Enter a coupon code.',
      removed: 'Coupon {{code}} removed.',
    },
    method: { legend: 'Payment method', card: 'Credit or debit card', phone: 'Mobile phone' },
    breakdown: {
      heading: 'Payment amount',
      price: 'Price',
      discount: 'Discount',
      couponDiscount: 'Coupon discount',
      payment: 'Payment amount',
    },
    agree: {
      label: 'I have read the terms of purchase and the refund policy and agree to pay. (Required)',
      required: 'Agree to the terms of purchase and the refund policy to pay.',
      terms: 'Terms of purchase',
      termsText:
        'You can take the lecture as soon as the payment is confirmed, for the period its introduction states. Payment is in Korean won (KRW), VAT included.',
      refund: 'Refund policy',
      refundText:
        'Within 7 days from the day after payment, with nothing watched, you get a full refund. After that, the refund is the amount paid less what you have studied; courses with set dates follow the Lifelong Education Act’s rules.',
    },
    payButton: 'Pay {{amount}}',
    freeButton: 'Enrol for free',
    paying: 'Preparing the payment',
    priceChanged: {
      heading: 'The payment amount has changed',
      body: 'A lecture’s price or a coupon’s terms changed, and the payment amount is now {{amount}}. Check the figures and pay again.',
      confirm: 'Pay {{amount}}',
    },
    providerUnavailable: 'This payment method cannot be opened here yet.',
    failed: 'Could not start the payment.',
    success: {
      heading: 'Confirming payment',
      confirming: 'Confirming your payment',
      waiting: 'Waiting for the payment provider’s answer. This can take a moment.',
      steps: { paid: 'Payment approved', confirm: 'Payment confirmed', enrol: 'Enrolment' },
      enrolled: 'You are enrolled',
      enrolledBody: 'You can start learning right away.',
      start: 'Start {{title}}',
      myLectures: 'My lectures',
      receipt: 'View receipt',
      paid: 'Paid {{amount}}',
      order: 'Order {{orderId}}',
      missing: 'There is no payment to confirm.',
      stillWaiting:
        'Confirming the payment is taking longer than usual. Your lecture starts as soon as it is confirmed, and you will not be charged twice. Check My lectures in a moment.',
      checkAgain: 'Check again',
      error: 'Could not confirm the payment.',
    },
    fail: {
      heading: 'The payment did not go through',
      kept: 'The lectures stay in your cart.',
      code: 'Error code: {{code}}',
      retry: 'Try again',
      other: 'Pay another way',
      toCart: 'Back to cart',
      retrying: 'Preparing the payment again',
    },
  },
};
