// Toss Payments error codes the test provider answers, with Toss's HTTP status and messages
// (Korean by default, English for `Accept-Language: en…`), as Toss's API error reference
// lists them.

/** One error code: its HTTP status and its messages. */
export interface ErrorCodeInfo {
  status: number;
  ko: string;
  en: string;
}

/** The codes this provider uses; a control fault may name any other code too. */
export const errorCodes: Record<string, ErrorCodeInfo> = {
  INVALID_REQUEST: { status: 400, ko: '잘못된 요청입니다.', en: 'The bad request.' },
  INVALID_IDEMPOTENCY_KEY: {
    status: 400,
    ko: '멱등키는 300자 이하여야 합니다.',
    en: 'The idempotency key must be 300 characters or less.',
  },
  IDEMPOTENT_REQUEST_PROCESSING: {
    status: 409,
    ko: '이전 멱등 요청이 처리중입니다.',
    en: 'The previous idempotent request is being processed.',
  },
  UNAUTHORIZED_KEY: {
    status: 401,
    ko: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
    en: 'This is an unauthenticated secret key or client key.',
  },
  ALREADY_PROCESSED_PAYMENT: {
    status: 400,
    ko: '이미 처리된 결제 입니다.',
    en: 'This is a payment that has already been processed.',
  },
  PROVIDER_ERROR: {
    status: 400,
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    en: 'A temporary error has occurred. Please try again in a few minutes.',
  },
  REJECT_CARD_COMPANY: { status: 403, ko: '결제 승인이 거절되었습니다.', en: 'Payment confirm is rejected' },
  REJECT_CARD_PAYMENT: {
    status: 403,
    ko: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    en: 'Payment failed due to exceeded limit or insufficient balance.',
  },
  INVALID_CARD_NUMBER: {
    status: 400,
    ko: '카드번호를 다시 확인해주세요.',
    en: 'Please check your card number again.',
  },
  EXCEED_MAX_DAILY_PAYMENT_COUNT: {
    status: 400,
    ko: '하루 결제 가능 횟수를 초과했습니다.',
    en: 'You have exceeded the number of daily payments.',
  },
  EXCEED_MAX_PAYMENT_AMOUNT: {
    status: 400,
    ko: '하루 결제 가능 금액을 초과했습니다.',
    en: 'You have exceeded the amount you can pay per day.',
  },
  BELOW_MINIMUM_AMOUNT: {
    status: 400,
    ko: '신용카드는 결제금액이 100원 이상, 계좌는 200원이상부터 결제가 가능합니다.',
    en: 'Payment can be made from 100 won or more by credit card, and 200 won or more for account.',
  },
  NOT_FOUND: { status: 404, ko: '존재하지 않는 정보 입니다.', en: 'This information does not exist.' },
  NOT_FOUND_PAYMENT: {
    status: 404,
    ko: '존재하지 않는 결제 정보 입니다.',
    en: 'The payment does not exist.',
  },
  NOT_FOUND_PAYMENT_SESSION: {
    status: 404,
    ko: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
    en: 'Payment session does not exist because the session time has expired.',
  },
  ALREADY_CANCELED_PAYMENT: {
    status: 400,
    ko: '이미 취소된 결제 입니다.',
    en: 'The payment has already been canceled.',
  },
  NOT_CANCELABLE_AMOUNT: {
    status: 403,
    ko: '취소 할 수 없는 금액 입니다.',
    en: 'This is a non-cancelable amount.',
  },
  NOT_CANCELABLE_PAYMENT: {
    status: 403,
    ko: '취소 할 수 없는 결제 입니다.',
    en: 'This is a non-cancelable payment.',
  },
  NOT_ALLOWED_PARTIAL_REFUND: {
    status: 403,
    ko: '에스크로 주문, 현금 카드 결제 등의 사유로 부분 환불이 불가합니다.',
    en: 'Partial refunds are not available for reasons such as escrow or cash payment.',
  },
  FORBIDDEN_CONSECUTIVE_REQUEST: {
    status: 403,
    ko: '반복적인 요청은 허용되지 않습니다. 잠시 후 다시 시도해주세요.',
    en: 'Repetitive requests are not allowed. Please try again in a few minutes.',
  },
  PAY_PROCESS_CANCELED: {
    status: 400,
    ko: '결제가 사용자에 의해 취소되었습니다.',
    en: 'Payment has been canceled by the customer.',
  },
  DUPLICATED_ORDER_ID: {
    status: 400,
    ko: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다. 다른 주문번호로 진행해주세요.',
    en: 'This is a duplicate order id that has already been approved or canceled. Please proceed with a different order id.',
  },
  INVALID_ORDER_ID: {
    status: 400,
    ko: 'orderId는 영문 대소문자, 숫자, 특수문자(-, _) 만 허용합니다. 6자 이상 64자 이하여야 합니다.',
    en: 'The order id must be at least 6 and maximum 64 upper and lower case alphabets, numbers, special characters (-, _, =).',
  },
  INVALID_ORDER_NAME: {
    status: 400,
    ko: '주문 이름은 100자 이하여야 합니다.',
    en: 'The order name must be 100 characters or less.',
  },
  INCORRECT_SUCCESS_URL_FORMAT: {
    status: 400,
    ko: '잘못된 successUrl 입니다.',
    en: 'Invalid format: successUrl',
  },
  INCORRECT_FAIL_URL_FORMAT: { status: 400, ko: '잘못된 failUrl 입니다.', en: 'Invalid format: failUrl' },
  NOT_SUPPORTED_METHOD: {
    status: 400,
    ko: '지원되지 않는 결제수단입니다.',
    en: 'This payment method is not supported.',
  },
  FAILED_INTERNAL_SYSTEM_PROCESSING: {
    status: 500,
    ko: '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.',
    en: 'Internal system processing operation has failed. Please try again in a few minutes.',
  },
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: {
    status: 500,
    ko: '결제 기관(카드사, 은행, 국세청 등) 오류입니다.',
    en: 'Provider error.',
  },
  UNKNOWN_PAYMENT_ERROR: {
    status: 500,
    ko: '결제에 실패했어요. 같은 문제가 반복된다면 은행이나 카드사로 문의해주세요.',
    en: 'Payment failed. If the problem persists, contact your bank or card company.',
  },
};

/** The body and status of an error answer. */
export interface ErrorAnswer {
  status: number;
  body: { code: string; message: string };
}

/** The answer for `code`, in English when `english`; `status` overrides the code's own. */
export function errorAnswer(code: string, english: boolean, status?: number): ErrorAnswer {
  const info = errorCodes[code];
  const message = info ? (english ? info.en : info.ko) : code;
  return { status: status ?? info?.status ?? 400, body: { code, message } };
}
