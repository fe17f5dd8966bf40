// The local test payment provider: a stand-in for Toss Payments that speaks the API subset
// Seodang uses, with test cards, fault injection and webhooks. See README.md.
export { startTestPg, type TestPg, type TestPgOptions } from './server.ts';
export { testPgControl, type FaultInput, type TestPgControl, type WebhookView } from './control-client.ts';
export { testCards, testCardFor, type CardScenario, type TestCard } from './cards.ts';
export type { CallRecord, Fault } from './context.ts';
export type { WebhookAttempt, WebhookRecord } from './webhooks.ts';
export { tossWebhookRetryDelaysMs } from './webhooks.ts';

/** The payment window's URL for an order: where checkout sends the buyer's browser. */
export function payPageUrl(
  testPgUrl: string,
  params: {
    orderId: string;
    amount: number;
    orderName: string;
    successUrl: string;
    failUrl: string;
    method?: 'card' | 'phone';
    lang?: 'ko' | 'en' | 'ja';
  },
): string {
  const url = new URL('/pay', testPgUrl);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, String(value));
  return url.toString();
}
