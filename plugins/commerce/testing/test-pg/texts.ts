// The payment page's texts in Korean, English and Japanese, and how a request picks one.
import type { CardScenario } from './cards.ts';

/** The page's languages. */
export type Lang = 'ko' | 'en' | 'ja';

/** The texts of one language. */
export interface PageTexts {
  title: string;
  banner: string;
  order: string;
  amount: string;
  method: string;
  card: string;
  phone: string;
  cardNumber: string;
  cardNumberHint: string;
  cardNumberInvalid: string;
  phoneNumber: string;
  phoneNumberHint: string;
  phoneNumberInvalid: string;
  pay: string;
  cancel: string;
  testCards: string;
  testCardsIntro: string;
  cardColumn: string;
  resultColumn: string;
  payWith: (number: string) => string;
  scenarios: Record<CardScenario, string>;
  language: string;
  invalidRequest: string;
  receipt: string;
  status: string;
  balance: string;
  refunds: string;
  notFound: string;
}

/** The texts per language. */
export const texts: Record<Lang, PageTexts> = {
  ko: {
    title: '테스트 결제',
    banner: '테스트 결제 — 실제로 청구되지 않습니다',
    order: '주문',
    amount: '결제 금액',
    method: '결제 수단',
    card: '카드',
    phone: '휴대폰',
    cardNumber: '카드 번호',
    cardNumberHint: '숫자 16자리. 아래 테스트 카드 중 하나를 쓰거나, 다른 번호는 승인됩니다.',
    cardNumberInvalid: '카드 번호 16자리를 입력하세요.',
    phoneNumber: '휴대폰 번호',
    phoneNumberHint: '010으로 시작하는 번호. 어떤 번호든 승인됩니다.',
    phoneNumberInvalid: '010으로 시작하는 휴대폰 번호를 입력하세요.',
    pay: '결제하기',
    cancel: '취소',
    testCards: '테스트 카드',
    testCardsIntro: '카드마다 결제 결과가 정해져 있습니다. 카드 번호를 누르면 그 카드로 결제합니다.',
    cardColumn: '카드 번호',
    resultColumn: '결과',
    payWith: (n) => `${n}(으)로 결제`,
    scenarios: {
      approve: '승인',
      decline: '승인 단계에서 거절 (REJECT_CARD_COMPANY)',
      'decline-limit': '승인 단계에서 한도초과 (REJECT_CARD_PAYMENT)',
      'decline-in-window': '결제창에서 거절 (실패 페이지로 이동)',
      timeout: '승인되지만 응답이 오지 않음 (시간 초과)',
      'server-error': '승인 API 500 오류',
      'provider-error': '승인 API 일시 오류 (PROVIDER_ERROR)',
    },
    language: '언어',
    invalidRequest: '결제를 시작할 수 없습니다',
    receipt: '영수증',
    status: '상태',
    balance: '취소 가능 금액',
    refunds: '취소 내역',
    notFound: '결제를 찾을 수 없습니다',
  },
  en: {
    title: 'Test payment',
    banner: 'Test payment — no real charge',
    order: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    card: 'Card',
    phone: 'Mobile phone',
    cardNumber: 'Card number',
    cardNumberHint: '16 digits. Use a test card below; any other number is approved.',
    cardNumberInvalid: 'Enter the 16 digits of a card number.',
    phoneNumber: 'Mobile number',
    phoneNumberHint: 'A number starting with 010. Any number is approved.',
    phoneNumberInvalid: 'Enter a mobile number starting with 010.',
    pay: 'Pay',
    cancel: 'Cancel',
    testCards: 'Test cards',
    testCardsIntro: 'Each card has a fixed result. Press a card number to pay with that card.',
    cardColumn: 'Card number',
    resultColumn: 'Result',
    payWith: (n) => `Pay with ${n}`,
    scenarios: {
      approve: 'Approved',
      decline: 'Declined at approval (REJECT_CARD_COMPANY)',
      'decline-limit': 'Over the limit at approval (REJECT_CARD_PAYMENT)',
      'decline-in-window': 'Declined in the payment window (goes to the failure page)',
      timeout: 'Approved, but the answer never comes (timeout)',
      'server-error': 'Approval API error 500',
      'provider-error': 'Temporary approval API error (PROVIDER_ERROR)',
    },
    language: 'Language',
    invalidRequest: 'The payment cannot start',
    receipt: 'Receipt',
    status: 'Status',
    balance: 'Refundable amount',
    refunds: 'Refunds',
    notFound: 'Payment not found',
  },
  ja: {
    title: 'テスト決済',
    banner: 'テスト決済 — 実際には請求されません',
    order: '注文',
    amount: '決済金額',
    method: '決済方法',
    card: 'カード',
    phone: '携帯電話',
    cardNumber: 'カード番号',
    cardNumberHint: '16桁の数字。下のテストカードを使うか、他の番号は承認されます。',
    cardNumberInvalid: 'カード番号を16桁で入力してください。',
    phoneNumber: '携帯電話番号',
    phoneNumberHint: '010で始まる番号。どの番号も承認されます。',
    phoneNumberInvalid: '010で始まる携帯電話番号を入力してください。',
    pay: '支払う',
    cancel: 'キャンセル',
    testCards: 'テストカード',
    testCardsIntro: 'カードごとに決済結果が決まっています。カード番号を押すとそのカードで支払います。',
    cardColumn: 'カード番号',
    resultColumn: '結果',
    payWith: (n) => `${n} で支払う`,
    scenarios: {
      approve: '承認',
      decline: '承認時に拒否 (REJECT_CARD_COMPANY)',
      'decline-limit': '承認時に限度額超過 (REJECT_CARD_PAYMENT)',
      'decline-in-window': '決済画面で拒否 (失敗ページへ移動)',
      timeout: '承認されるが応答が返らない (タイムアウト)',
      'server-error': '承認APIエラー 500',
      'provider-error': '承認APIの一時的なエラー (PROVIDER_ERROR)',
    },
    language: '言語',
    invalidRequest: '決済を開始できません',
    receipt: '領収書',
    status: '状態',
    balance: '取消可能金額',
    refunds: '取消履歴',
    notFound: '決済が見つかりません',
  },
};

const langs: readonly Lang[] = ['ko', 'en', 'ja'];

/** The `lang` parameter when it names one of ours, else the best of Accept-Language, else Korean. */
export function pickLang(param: string | null, acceptLanguage: string | undefined): Lang {
  const direct = param?.toLowerCase().slice(0, 2);
  if (direct && (langs as string[]).includes(direct)) return direct as Lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((t) => (langs as string[]).includes(t.lang) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as Lang | undefined) ?? 'ko';
}
