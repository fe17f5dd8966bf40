import type { Catalogue } from '@seodang/sdk/common';

/**
 * The buyer's payment notifications in ko, en and ja (spec §8 "Notifications: payment denied;
 * payment method change"): a payment the provider declined, with its reason, and an order paid
 * another way after a declined attempt of the same items. Amounts arrive formatted in the
 * reader's language; `{reason}` is the decline's message (`payment-messages.ts`) in it.
 */
export const paymentNoticeTexts: Catalogue = {
  ko: {
    'commerce.notification.paymentDenied.title': '결제가 거절되었습니다',
    'commerce.notification.paymentDenied.message':
      '「{orderName}」 {amount}원 결제가 거절되었습니다. {reason} 장바구니는 그대로 남아 있습니다.',
    'commerce.notification.paymentMethodChanged.title': '결제 수단이 변경되었습니다',
    'commerce.notification.paymentMethodChanged.message':
      '거절된 {from} 결제 대신 {to}(으)로 「{orderName}」 {amount}원을 결제했습니다.',
    'commerce.notification.method.card': '카드',
    'commerce.notification.method.phone': '휴대폰',
  },
  en: {
    'commerce.notification.paymentDenied.title': 'Your payment was declined',
    'commerce.notification.paymentDenied.message':
      'The payment of {amount} won for “{orderName}” was declined. {reason} Your cart is kept.',
    'commerce.notification.paymentMethodChanged.title': 'Payment method changed',
    'commerce.notification.paymentMethodChanged.message':
      'You paid {amount} won for “{orderName}” by {to} instead of the declined {from} payment.',
    'commerce.notification.method.card': 'card',
    'commerce.notification.method.phone': 'mobile phone',
  },
  ja: {
    'commerce.notification.paymentDenied.title': '決済が拒否されました',
    'commerce.notification.paymentDenied.message':
      '「{orderName}」の{amount}ウォンの決済が拒否されました。{reason} カートはそのまま残っています。',
    'commerce.notification.paymentMethodChanged.title': '決済手段が変更されました',
    'commerce.notification.paymentMethodChanged.message':
      '拒否された{from}決済の代わりに、{to}で「{orderName}」の{amount}ウォンを決済しました。',
    'commerce.notification.method.card': 'カード',
    'commerce.notification.method.phone': '携帯電話',
  },
};
