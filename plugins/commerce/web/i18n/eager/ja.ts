/**
 * The Japanese texts commerce needs on every page: its route titles, its /admin sections and the
 * cart's link to the payments. The screens' own texts load with the screens (area-texts.ts).
 */
export const ja = {
  refunds: {
    title: { payments: '決済履歴', payment: '注文詳細', admin: '返金・決済管理' },
    list: {
      fromCart: '決済履歴と返金',
    },
    section: {
      heading: '返金と決済',
      lead: '返金申請を期限（営業日5日）内に承認または却下し、決済を取り消します。',
      link: '返金・決済管理へ',
    },
  },
  pay: {
    title: { checkout: 'お支払い', success: 'お支払い完了', fail: 'お支払い失敗' },
  },
  manage: {
    title: {
      teachCoupons: 'クーポン管理',
      adminCoupons: 'チャンネルのクーポン管理',
      bundles: 'パッケージ管理',
    },
    section: {
      heading: 'クーポン',
      lead: 'チャンネルのすべてのクーポンを作成し、利用状況を確認し、利用を停止できます。',
      link: 'クーポン管理へ',
    },
  },
};
