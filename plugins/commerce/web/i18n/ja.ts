import type { WithPlurals } from '@seodang/sdk/web';
import type { ko } from './ko.ts';

/** Japanese texts of the commerce plugin. */
export const ja: WithPlurals<typeof ko> = {
  title: { cart: 'カート' },
  won: '{{price}}ウォン',
  badge: {
    label_other: 'カート、商品{{count}}点',
  },
  tabs: {
    label: 'カートとお気に入り',
    cart: 'カート',
    wishlist: 'お気に入り講座',
  },
  cart: {
    heading: 'カート',
    loading: 'カートを読み込んでいます',
    empty: 'カートは空です。',
    browse: 'すべての講座を見る',
    checkAll: 'すべて選択',
    checkedOf: '{{checked}} / {{total}}',
    checkItem: '{{title}}を選択',
    deleteChecked: '選択した商品を削除',
    deleted_other: 'カートから商品{{count}}点を削除しました。',
    deleteFailed: 'カートから削除できませんでした。',
    checkFailed: '選択状態を保存できませんでした。',
    items: 'カートの商品',
    bundleChildren: '{{title}}に含まれる講座',
    notForSale: '現在は購入できない商品です。',
    discountRate: '{{rate}}%割引',
    originalPrice: '定価 {{price}}',
  },
  totals: {
    heading: 'お支払い金額',
    checked_other: '選択した商品{{count}}点',
    price: '商品金額',
    discount: '割引金額',
    payment: 'お支払い予定金額',
    note: 'お支払いの際にサーバーで金額を再計算します。',
  },
  checkout: {
    button: '購入手続きへ',
    soon: '購入手続きの画面は準備中です。まもなくここで選択した商品をお支払いいただけます。',
    noneChecked: 'お支払いする商品を選択してください。',
  },
  wish: {
    add: '{{title}}をお気に入りに追加',
    remove: '{{title}}をお気に入りから削除',
    failed: 'お気に入りを変更できませんでした。しばらくしてからもう一度お試しください。',
  },
  wishlist: {
    heading: 'お気に入り講座',
    empty: 'お気に入りの講座はありません。',
    free: '無料',
  },
  purchase: {
    addToCart: 'カートに入れる',
    buyNow: '今すぐ購入',
    added: 'カートに入れました。',
    goToCart: 'カートへ',
    inCart: 'この講座はカートに入っています。',
    owned: '購入済みの講座です。',
    failed: 'カートに入れられませんでした。',
    bundle: {
      heading: 'パッケージでまとめて購入',
      lectures_one: '講座{{count}}件',
      lectures_other: '講座{{count}}件',
      listPrice: '定価 {{price}}',
      price: 'パッケージ価格 {{price}}',
      save: '{{amount}}お得',
      ownedNote: '購入済みの講座の分（{{amount}}）を差し引いています。',
      owned: '購入済み',
      add: 'パッケージをカートに入れる',
      inCart: 'このパッケージはカートに入っています。',
    },
  },
};
