// The documented test cards: each card number picks what the payment window and the confirm
// API do with it. Any other 16-digit number is approved.

/** What happens to a payment made with a test card. */
export type CardScenario =
  /** Confirm approves (DONE). */
  | 'approve'
  /** Confirm answers 403 REJECT_CARD_COMPANY; the payment is ABORTED. */
  | 'decline'
  /** Confirm answers 403 REJECT_CARD_PAYMENT (limit or balance); the payment is ABORTED. */
  | 'decline-limit'
  /** The payment window refuses the card: the buyer goes to failUrl with REJECT_CARD_COMPANY. */
  | 'decline-in-window'
  /** Confirm approves (DONE) but answers only after `hangMs`: the caller times out first. */
  | 'timeout'
  /** Confirm answers 500 FAILED_INTERNAL_SYSTEM_PROCESSING every time; nothing is approved. */
  | 'server-error'
  /** Confirm answers 400 PROVIDER_ERROR (temporary) every time; nothing is approved. */
  | 'provider-error';

/** A documented test card. */
export interface TestCard {
  number: string;
  scenario: CardScenario;
}

/** The test cards, in the order the payment page lists them. */
export const testCards: readonly TestCard[] = [
  { number: '4111111111111111', scenario: 'approve' },
  { number: '4000000000000002', scenario: 'decline' },
  { number: '4000000000009995', scenario: 'decline-limit' },
  { number: '4000000000000127', scenario: 'decline-in-window' },
  { number: '4000000000000259', scenario: 'timeout' },
  { number: '4000000000000119', scenario: 'server-error' },
  { number: '4000000000000101', scenario: 'provider-error' },
];

/** The test card per scenario, for tests: `testCardFor('decline')`. */
export function testCardFor(scenario: CardScenario): string {
  const card = testCards.find((c) => c.scenario === scenario);
  if (!card) throw new Error(`no test card for ${scenario}`);
  return card.number;
}

/** The digits of a typed card number (spaces and dashes dropped), or `null` if not 16 digits. */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

/** The scenario of a (normalized) card number. */
export function scenarioOf(cardNumber: string): CardScenario {
  return testCards.find((c) => c.number === cardNumber)?.scenario ?? 'approve';
}

/** A card number as Toss shows it: the first 8 digits, then masked. */
export function maskCardNumber(cardNumber: string): string {
  return `${cardNumber.slice(0, 8)}****${cardNumber.slice(12, 15)}*`;
}

/** The digits of a typed Korean mobile number (010…), or `null`. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^01[016789]\d{7,8}$/.test(digits) ? digits : null;
}
