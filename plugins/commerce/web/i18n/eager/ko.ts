/**
 * The Korean texts commerce needs on every page: its route titles, its /admin sections and the
 * cart's link to the payments. The screens' own texts load with the screens (area-texts.ts).
 */
export const ko = {
  refunds: {
    title: { payments: '결제 내역', payment: '주문 상세', admin: '환불·결제 관리' },
    list: {
      fromCart: '결제 내역과 환불',
    },
    section: {
      heading: '환불과 결제',
      lead: '환불 요청을 기한(영업일 5일) 안에 승인하거나 거절하고, 결제를 취소합니다.',
      link: '환불·결제 관리로 가기',
    },
  },
  pay: {
    title: { checkout: '결제하기', success: '결제 완료', fail: '결제 실패' },
  },
  manage: {
    title: {
      teachCoupons: '쿠폰 관리',
      adminCoupons: '채널 쿠폰 관리',
      bundles: '패키지 관리',
    },
    section: {
      heading: '쿠폰',
      lead: '채널의 모든 쿠폰을 만들고, 사용 현황을 보고, 사용을 중지할 수 있습니다.',
      link: '쿠폰 관리로 가기',
    },
  },
};
