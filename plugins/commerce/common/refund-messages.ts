import type { Catalogue } from '@seodang/sdk/common';

/**
 * Refunds in ko, en and ja: the errors and validation messages of the refund routes, the
 * statutory rules worded with their numbers (`refund-explain.ts` gives the keys and the numbers),
 * the refund states, and the learner's notifications. The server registers it beside
 * `commerceMessages`; the web words a refund's arithmetic with `useMessage([refundTexts])`.
 * Amounts arrive formatted in the reader's language.
 */
export const refundTexts: Catalogue = {
  ko: {
    'commerce.error.order_not_refundable':
      '환불할 수 없는 주문입니다. 결제를 마친 주문만 환불할 수 있습니다.',
    'commerce.error.order_item_not_found': '주문에서 상품을 찾을 수 없습니다.',
    'commerce.error.item_already_refunded': '이미 환불된 상품입니다.',
    'commerce.error.refund_pending': '이미 환불을 요청한 상품입니다. 결정을 기다려 주세요.',
    'commerce.error.phone_refund_whole_order':
      '휴대폰 결제는 부분 환불이 되지 않아 주문에 남은 상품 전체로만 환불을 요청할 수 있습니다.',
    'commerce.error.phone_refund_full_only':
      '휴대폰 결제는 부분 환불이 되지 않습니다. 남은 결제 금액 {balance}원 전체로 승인하거나 거절해 주세요.',
    'commerce.error.refund_amount_out_of_range': '환불 금액은 {min}원에서 {max}원 사이로 정해 주세요.',
    'commerce.error.refund_not_found': '환불 요청을 찾을 수 없습니다.',
    'commerce.error.refund_decided': '이미 결정된 환불 요청입니다.',
    'commerce.error.refund_not_retryable':
      '다시 시도할 환불이 없습니다. 승인된 뒤 처리되지 않은 환불만 다시 시도할 수 있습니다.',
    'commerce.error.refund_in_progress': '처리 중인 환불이 있습니다. 끝난 뒤 다시 시도해 주세요.',
    'commerce.error.nothing_to_refund': '이 주문에는 더 환불할 금액이나 상품이 없습니다.',
    'commerce.validation.refundItems': '환불할 상품을 하나 이상 골라 주세요.',
    'commerce.validation.refundReason': '환불 사유는 500자까지 쓸 수 있습니다.',
    'commerce.validation.rejectReason': '거절 사유를 1자 이상 500자 이하로 써 주세요.',
    'commerce.validation.cancelReason': '취소 사유를 1자 이상 200자 이하로 써 주세요.',
    'commerce.validation.refundAmount': '환불 금액은 0 이상의 정수(원)로 입력해 주세요.',
    'commerce.refund.rule.withdrawal-7-days':
      '구매 후 7일 이내({lastDay}까지)에 수강하지 않고 요청해 전액 환불합니다(전자상거래법 제17조): {refund}원',
    'commerce.refund.rule.recorded-pro-rata':
      '전체 {total}차시 중 {studied}차시를 수강해 수강한 만큼을 뺀 금액을 환불합니다: {paid}원 − ⌊{paid}원 × {studied} ÷ {total}⌋ = {paid}원 − {kept}원 = {refund}원',
    'commerce.refund.rule.scheduled-before-start':
      '수업 시작일({startDate}) 전에 요청해 전액 환불합니다(평생교육법 시행령 제23조): {refund}원',
    'commerce.refund.rule.scheduled-before-third':
      '수업 기간 {periodDays}일({startDate}~{endDate}) 중 {elapsedDays}일이 지나 1/3이 지나기 전이므로 2/3를 환불합니다(평생교육법 시행령 제23조): ⌈{paid}원 × {numerator} ÷ {denominator}⌉ = {refund}원',
    'commerce.refund.rule.scheduled-before-half':
      '수업 기간 {periodDays}일({startDate}~{endDate}) 중 {elapsedDays}일이 지나 절반이 지나기 전이므로 1/2을 환불합니다(평생교육법 시행령 제23조): ⌈{paid}원 × {numerator} ÷ {denominator}⌉ = {refund}원',
    'commerce.refund.rule.scheduled-after-half':
      '수업 기간 {periodDays}일({startDate}~{endDate}) 중 {elapsedDays}일이 지나 절반이 지났으므로 환불하지 않습니다(평생교육법 시행령 제23조): {refund}원',
    'commerce.refund.rule.scheduled-by-month':
      '한 달이 넘는 과정({startDate}~{endDate})이라 수강료 {paid}원을 {months}개월로 나누어 달마다 계산합니다(평생교육법 시행령 제23조): 합계 {refund}원',
    'commerce.refund.rule.bundle':
      '묶음 상품 {paid}원: 강의 {children}개를 각각의 규정으로 계산합니다: 합계 {refund}원',
    'commerce.refund.month.past':
      '{month}개월째({startDate}~{endDate}, {share}원): 지난 달이라 환불하지 않습니다: 0원',
    'commerce.refund.month.current':
      '{month}개월째({startDate}~{endDate}, {share}원): 진행 중인 달이라 아래 규정으로 {refund}원',
    'commerce.refund.month.later':
      '{month}개월째({startDate}~{endDate}): 시작 전인 달이라 전액 환불합니다: {share}원',
    'commerce.refund.child': '{title}({paid}원): {refund}원',
    'commerce.refund.capped': '주문에 남은 결제 금액 {balance}원까지만 환불됩니다.',
    'commerce.refund.phoneFullOnly':
      '휴대폰 결제는 부분 환불이 되지 않아, 승인되면 남은 결제 금액 {balance}원 전체가 환불됩니다.',
    'commerce.refund.status.REQUESTED': '환불 요청됨',
    'commerce.refund.status.APPROVED': '환불 승인됨(처리 중)',
    'commerce.refund.status.REFUNDED': '환불 완료',
    'commerce.refund.status.REJECTED': '환불 거절됨',
    'commerce.notification.refunded.title': '환불이 완료되었습니다',
    'commerce.notification.refunded.message': '「{orderName}」 주문에서 {amount}원을 환불했습니다.',
    'commerce.notification.rejected.title': '환불 요청이 거절되었습니다',
    'commerce.notification.rejected.message':
      '「{orderName}」 주문의 환불 요청이 거절되었습니다. 사유: {reason}',
  },
  en: {
    'commerce.error.order_not_refundable': 'This order cannot be refunded. Only paid orders can be refunded.',
    'commerce.error.order_item_not_found': 'The item was not found in the order.',
    'commerce.error.item_already_refunded': 'The item has already been refunded.',
    'commerce.error.refund_pending':
      'A refund of the item has already been requested. Please wait for the decision.',
    'commerce.error.phone_refund_whole_order':
      'A phone payment cannot be refunded in part: ask for a refund of every item left in the order.',
    'commerce.error.phone_refund_full_only':
      'A phone payment cannot be refunded in part. Approve the whole remaining {balance} won, or reject the request.',
    'commerce.error.refund_amount_out_of_range': 'The refund must be from {min} to {max} won.',
    'commerce.error.refund_not_found': 'The refund request was not found.',
    'commerce.error.refund_decided': 'The refund request has already been decided.',
    'commerce.error.refund_not_retryable':
      'There is no refund to retry. Only an approved refund that has not gone through can be retried.',
    'commerce.error.refund_in_progress': 'A refund of this order is under way. Try again once it is done.',
    'commerce.error.nothing_to_refund': 'Nothing is left to refund in this order.',
    'commerce.validation.refundItems': 'Choose at least one item to refund.',
    'commerce.validation.refundReason': 'The reason can be up to 500 characters.',
    'commerce.validation.rejectReason': 'Give a reason of 1 to 500 characters.',
    'commerce.validation.cancelReason': 'Give a reason of 1 to 200 characters.',
    'commerce.validation.refundAmount': 'The refund is a whole number of won, 0 or more.',
    'commerce.refund.rule.withdrawal-7-days':
      'Asked within 7 days of the purchase (until {lastDay}) with nothing studied, so all of it is refunded (E-Commerce Act, Art. 17): {refund} won',
    'commerce.refund.rule.recorded-pro-rata':
      'Studied {studied} of {total} lessons, so the part studied is kept: {paid} − ⌊{paid} × {studied} ÷ {total}⌋ = {paid} − {kept} = {refund} won',
    'commerce.refund.rule.scheduled-before-start':
      'Asked before the course starts ({startDate}), so all of it is refunded (Lifelong Education Act Enforcement Decree, Art. 23): {refund} won',
    'commerce.refund.rule.scheduled-before-third':
      '{elapsedDays} of the course’s {periodDays} days ({startDate} to {endDate}) have passed, less than a third, so 2/3 is refunded (Lifelong Education Act Enforcement Decree, Art. 23): ⌈{paid} × {numerator} ÷ {denominator}⌉ = {refund} won',
    'commerce.refund.rule.scheduled-before-half':
      '{elapsedDays} of the course’s {periodDays} days ({startDate} to {endDate}) have passed, less than half, so 1/2 is refunded (Lifelong Education Act Enforcement Decree, Art. 23): ⌈{paid} × {numerator} ÷ {denominator}⌉ = {refund} won',
    'commerce.refund.rule.scheduled-after-half':
      '{elapsedDays} of the course’s {periodDays} days ({startDate} to {endDate}) have passed, half or more, so nothing is refunded (Lifelong Education Act Enforcement Decree, Art. 23): {refund} won',
    'commerce.refund.rule.scheduled-by-month':
      'A course longer than a month ({startDate} to {endDate}): its fee of {paid} won is split into {months} months, each refunded by its own rule (Lifelong Education Act Enforcement Decree, Art. 23): {refund} won in all',
    'commerce.refund.rule.bundle':
      'A bundle of {paid} won: each of its {children} lectures is refunded by its own rule: {refund} won in all',
    'commerce.refund.month.past':
      'Month {month} ({startDate} to {endDate}, {share} won): over, nothing refunded: 0 won',
    'commerce.refund.month.current':
      'Month {month} ({startDate} to {endDate}, {share} won): in progress, by the rule below: {refund} won',
    'commerce.refund.month.later':
      'Month {month} ({startDate} to {endDate}): not started, refunded in full: {share} won',
    'commerce.refund.child': '{title} ({paid} won): {refund} won',
    'commerce.refund.capped': 'At most the {balance} won left of the order’s payment is refunded.',
    'commerce.refund.phoneFullOnly':
      'A phone payment cannot be refunded in part: if approved, the whole {balance} won left is refunded.',
    'commerce.refund.status.REQUESTED': 'Refund requested',
    'commerce.refund.status.APPROVED': 'Refund approved (in progress)',
    'commerce.refund.status.REFUNDED': 'Refunded',
    'commerce.refund.status.REJECTED': 'Refund rejected',
    'commerce.notification.refunded.title': 'Your refund is done',
    'commerce.notification.refunded.message': '{amount} won of your order “{orderName}” has been refunded.',
    'commerce.notification.rejected.title': 'Your refund request was rejected',
    'commerce.notification.rejected.message':
      'The refund request for your order “{orderName}” was rejected. Reason: {reason}',
  },
  ja: {
    'commerce.error.order_not_refundable': '返金できない注文です。決済が完了した注文のみ返金できます。',
    'commerce.error.order_item_not_found': '注文に商品が見つかりません。',
    'commerce.error.item_already_refunded': 'すでに返金された商品です。',
    'commerce.error.refund_pending': 'すでに返金を申請した商品です。決定をお待ちください。',
    'commerce.error.phone_refund_whole_order':
      '携帯電話決済は一部返金ができないため、注文に残っている商品すべてでのみ返金を申請できます。',
    'commerce.error.phone_refund_full_only':
      '携帯電話決済は一部返金ができません。残りの決済金額{balance}ウォン全額で承認するか、却下してください。',
    'commerce.error.refund_amount_out_of_range': '返金額は{min}ウォンから{max}ウォンの間で指定してください。',
    'commerce.error.refund_not_found': '返金申請が見つかりません。',
    'commerce.error.refund_decided': 'すでに決定された返金申請です。',
    'commerce.error.refund_not_retryable':
      '再試行する返金がありません。承認後に処理されていない返金のみ再試行できます。',
    'commerce.error.refund_in_progress': '処理中の返金があります。終わってからもう一度お試しください。',
    'commerce.error.nothing_to_refund': 'この注文には、これ以上返金できる金額や商品がありません。',
    'commerce.validation.refundItems': '返金する商品を一つ以上選んでください。',
    'commerce.validation.refundReason': '返金理由は500文字まで書けます。',
    'commerce.validation.rejectReason': '却下の理由を1〜500文字で書いてください。',
    'commerce.validation.cancelReason': '取消の理由を1〜200文字で書いてください。',
    'commerce.validation.refundAmount': '返金額は0以上の整数（ウォン）で入力してください。',
    'commerce.refund.rule.withdrawal-7-days':
      '購入から7日以内（{lastDay}まで）に未受講で申請したため全額返金します（電子商取引法第17条）：{refund}ウォン',
    'commerce.refund.rule.recorded-pro-rata':
      '全{total}回のうち{studied}回を受講したため、受講分を差し引いて返金します：{paid} − ⌊{paid} × {studied} ÷ {total}⌋ = {paid} − {kept} = {refund}ウォン',
    'commerce.refund.rule.scheduled-before-start':
      '授業開始日（{startDate}）前の申請のため全額返金します（生涯教育法施行令第23条）：{refund}ウォン',
    'commerce.refund.rule.scheduled-before-third':
      '授業期間{periodDays}日（{startDate}〜{endDate}）のうち{elapsedDays}日が経過し、1/3経過前のため2/3を返金します（生涯教育法施行令第23条）：⌈{paid} × {numerator} ÷ {denominator}⌉ = {refund}ウォン',
    'commerce.refund.rule.scheduled-before-half':
      '授業期間{periodDays}日（{startDate}〜{endDate}）のうち{elapsedDays}日が経過し、半分経過前のため1/2を返金します（生涯教育法施行令第23条）：⌈{paid} × {numerator} ÷ {denominator}⌉ = {refund}ウォン',
    'commerce.refund.rule.scheduled-after-half':
      '授業期間{periodDays}日（{startDate}〜{endDate}）のうち{elapsedDays}日が経過し、半分を過ぎたため返金しません（生涯教育法施行令第23条）：{refund}ウォン',
    'commerce.refund.rule.scheduled-by-month':
      '1か月を超える課程（{startDate}〜{endDate}）のため、受講料{paid}ウォンを{months}か月に分けて月ごとに計算します（生涯教育法施行令第23条）：合計{refund}ウォン',
    'commerce.refund.rule.bundle':
      'セット商品{paid}ウォン：講義{children}件をそれぞれの規定で計算します：合計{refund}ウォン',
    'commerce.refund.month.past':
      '{month}か月目（{startDate}〜{endDate}、{share}ウォン）：過ぎた月のため返金なし：0ウォン',
    'commerce.refund.month.current':
      '{month}か月目（{startDate}〜{endDate}、{share}ウォン）：進行中の月のため下の規定で{refund}ウォン',
    'commerce.refund.month.later':
      '{month}か月目（{startDate}〜{endDate}）：開始前の月のため全額返金：{share}ウォン',
    'commerce.refund.child': '{title}（{paid}ウォン）：{refund}ウォン',
    'commerce.refund.capped': '注文に残っている決済金額{balance}ウォンまでのみ返金されます。',
    'commerce.refund.phoneFullOnly':
      '携帯電話決済は一部返金ができないため、承認されると残りの決済金額{balance}ウォン全額が返金されます。',
    'commerce.refund.status.REQUESTED': '返金申請中',
    'commerce.refund.status.APPROVED': '返金承認済み（処理中）',
    'commerce.refund.status.REFUNDED': '返金完了',
    'commerce.refund.status.REJECTED': '返金却下',
    'commerce.notification.refunded.title': '返金が完了しました',
    'commerce.notification.refunded.message': '「{orderName}」の注文から{amount}ウォンを返金しました。',
    'commerce.notification.rejected.title': '返金申請が却下されました',
    'commerce.notification.rejected.message':
      '「{orderName}」の注文の返金申請が却下されました。理由：{reason}',
  },
};
