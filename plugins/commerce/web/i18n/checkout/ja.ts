import type { ko } from './ko.ts';

/** Japanese texts of the checkout screens (merged into 'commerce' under `pay`). */
export const ja: typeof ko = {
  pay: {
    heading: 'お支払い',
    loading: 'お支払いする講座を読み込んでいます',
    loadFailed: 'お支払いする講座を読み込めませんでした。',
    retryLoad: '再読み込み',
    empty: 'お支払いする講座がありません。カートで講座を選択してください。',
    toCart: 'カートへ',
    items: 'お支払いする講座',
    coupon: {
      label: '{{title}}のクーポンコード',
      apply: 'クーポンを適用',
      checking: 'クーポンを確認しています',
      cancel: 'クーポンを取り消す',
      cancelNamed: 'クーポン{{code}}を取り消す',
      applied: 'クーポン{{code}}を適用：{{amount}}割引',
      required: 'クーポンコードを入力してください。',
      removed: 'クーポン{{code}}を取り消しました。',
    },
    method: { legend: 'お支払い方法', card: 'クレジット・デビットカード', phone: '携帯電話' },
    breakdown: {
      heading: 'お支払い金額',
      price: '商品金額',
      discount: '割引金額',
      couponDiscount: 'クーポン割引',
      payment: 'お支払い金額',
    },
    agree: {
      label: '購入条件と返金規定を確認し、支払いに同意します。（必須）',
      required: 'お支払いには購入条件と返金規定への同意が必要です。',
      terms: '購入条件',
      termsText:
        '講座はお支払いが確認され次第受講でき、受講期間は講座紹介に記載のとおりです。お支払いは韓国ウォン（KRW）で、付加価値税込みの金額です。',
      refund: '返金規定',
      refundText:
        'お支払い日の翌日から7日以内に一度も受講していなければ全額返金されます。その後は受講した分を差し引いた金額が返金され、期間が定められた課程は生涯教育法施行令の基準に従います。',
    },
    payButton: '{{amount}}を支払う',
    freeButton: '無料で受講登録',
    paying: 'お支払いを準備しています',
    priceChanged: {
      heading: 'お支払い金額が変わりました',
      body: '講座の価格またはクーポンの条件が変わり、お支払い金額が{{amount}}になりました。金額を確認して、もう一度お支払いください。',
      confirm: '{{amount}}を支払う',
    },
    providerUnavailable: 'このお支払い方法は、まだこの画面から開けません。',
    windowClosed:
      '決済画面が閉じられたため、お支払いはされていません。もう一度お支払いボタンを押してください。',
    failed: 'お支払いを開始できませんでした。',
    success: {
      heading: 'お支払いの確認',
      confirming: 'お支払いを確認しています',
      waiting: '決済会社の応答を待っています。しばらくお待ちください。',
      steps: { paid: '決済承認', confirm: 'お支払い確認', enrol: '受講登録' },
      enrolled: '受講登録が完了しました',
      enrolledBody: 'すぐに学習を始められます。',
      start: '{{title}}を学習する',
      myLectures: 'マイ講座',
      receipt: '領収書を見る',
      paid: 'お支払い金額 {{amount}}',
      order: '注文番号 {{orderId}}',
      missing: '確認するお支払い情報がありません。',
      stillWaiting:
        'お支払いの確認に時間がかかっています。確認され次第受講が始まり、二重に請求されることはありません。しばらくしてからマイ講座でご確認ください。',
      checkAgain: 'もう一度確認',
      error: 'お支払いを確認できませんでした。',
    },
    fail: {
      heading: 'お支払いできませんでした',
      kept: 'カートの講座はそのまま残っています。',
      code: 'エラーコード：{{code}}',
      retry: 'もう一度支払う',
      other: '別の方法で支払う',
      toCart: 'カートに戻る',
      retrying: 'お支払いをもう一度準備しています',
    },
  },
};
