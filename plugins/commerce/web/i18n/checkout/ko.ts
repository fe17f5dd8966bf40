/**
 * Korean texts of the checkout screens (/checkout, /checkout/success, /checkout/fail), merged
 * into the 'commerce' namespace under `pay` by `web/index.tsx`.
 */
export const ko = {
  pay: {
    heading: '결제하기',
    loading: '결제할 강좌를 불러오는 중입니다',
    loadFailed: '결제할 강좌를 불러오지 못했습니다.',
    retryLoad: '다시 불러오기',
    empty: '결제할 강좌가 없습니다. 장바구니에서 강좌를 선택해 주세요.',
    toCart: '장바구니로 가기',
    items: '결제할 강좌',
    coupon: {
      label: '{{title}} 쿠폰 코드',
      apply: '쿠폰 적용',
      checking: '쿠폰을 확인하는 중입니다',
      cancel: '쿠폰 취소',
      cancelNamed: '{{code}} 쿠폰 취소',
      applied: '{{code}} 쿠폰 적용: {{amount}} 할인',
      required: '쿠폰 코드를 입력해 주세요.',
      removed: '{{code}} 쿠폰을 취소했습니다.',
    },
    method: { legend: '결제 수단', card: '신용·체크카드', phone: '휴대폰' },
    breakdown: {
      heading: '결제 금액',
      price: '상품 금액',
      discount: '할인 금액',
      couponDiscount: '쿠폰 할인',
      payment: '최종 결제 금액',
    },
    agree: {
      label: '구매 조건과 환불 규정을 확인했으며 결제에 동의합니다. (필수)',
      required: '결제하려면 구매 조건과 환불 규정에 동의해 주세요.',
      terms: '구매 조건',
      termsText:
        '강좌는 결제가 확인되는 즉시 수강할 수 있으며, 수강 기간은 강좌 소개에 적힌 대로입니다. 결제는 원화(KRW)로, 부가가치세가 포함된 금액입니다.',
      refund: '환불 규정',
      refundText:
        '결제일 다음 날부터 7일 안에 강의를 하나도 보지 않았다면 전액 환불됩니다. 그 뒤에는 수강한 만큼을 뺀 금액이 환불되며, 기간이 정해진 과정은 평생교육법 시행령의 기준에 따릅니다.',
    },
    payButton: '{{amount}} 결제하기',
    freeButton: '무료로 수강 신청하기',
    paying: '결제를 준비하는 중입니다',
    priceChanged: {
      heading: '결제 금액이 바뀌었습니다',
      body: '강좌 가격이나 쿠폰 조건이 바뀌어 결제 금액이 {{amount}}이 되었습니다. 금액을 확인한 뒤 다시 결제해 주세요.',
      confirm: '{{amount}} 결제하기',
    },
    providerUnavailable: '이 결제 수단은 아직 이 화면에서 열 수 없습니다.',
    windowClosed: '결제 창이 닫혀 결제하지 않았습니다. 다시 결제하려면 결제하기를 눌러 주세요.',
    failed: '결제를 시작하지 못했습니다.',
    success: {
      heading: '결제 확인',
      confirming: '결제를 확인하는 중입니다',
      waiting: '결제사의 응답을 기다리는 중입니다. 잠시만 기다려 주세요.',
      steps: { paid: '결제 승인', confirm: '결제 확인', enrol: '수강 등록' },
      enrolled: '수강 신청이 완료되었습니다',
      enrolledBody: '지금 바로 학습을 시작할 수 있습니다.',
      start: '{{title}} 학습하기',
      myLectures: '내 강좌',
      receipt: '영수증 보기',
      paid: '결제 금액 {{amount}}',
      order: '주문 번호 {{orderId}}',
      missing: '확인할 결제 정보가 없습니다.',
      stillWaiting:
        '결제 확인이 늦어지고 있습니다. 확인되는 대로 수강이 시작되며 두 번 청구되지 않습니다. 잠시 뒤 내 강좌에서 확인해 주세요.',
      checkAgain: '다시 확인',
      error: '결제를 확인하지 못했습니다.',
    },
    fail: {
      heading: '결제하지 못했습니다',
      kept: '장바구니의 강좌는 그대로 남아 있습니다.',
      code: '오류 코드: {{code}}',
      retry: '다시 결제하기',
      other: '다른 결제 수단으로 결제하기',
      toCart: '장바구니로 돌아가기',
      retrying: '결제를 다시 준비하는 중입니다',
    },
  },
};
