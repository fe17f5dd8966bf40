// The payment provider that COMMERCE_PROVIDER names, built from its settings.
import { createPortOneProvider } from './portone.ts';
import { createTossProvider } from './toss.ts';
import type { PaymentProvider } from './provider.ts';

export * from './provider.ts';
export { createPortOneProvider, portoneApiUrl, type PortOneProviderConfig } from './portone.ts';
export { portoneWebhookEvent, verifyPortOneWebhook } from './portone-webhooks.ts';
export { createTossProvider, tossApiUrl, tossDefaultTimeoutMs, type TossProviderConfig } from './toss.ts';

/** Settings per provider: the local test provider, Toss Payments, or PortOne V2. */
export type PaymentProviderSettings =
  | { provider: 'test'; apiUrl: string; secretKey: string; timeoutMs?: number }
  | { provider: 'toss'; secretKey: string; apiUrl?: string; timeoutMs?: number }
  | { provider: 'portone'; apiSecret: string; storeId?: string; apiUrl?: string; timeoutMs?: number };

/**
 * The provider for these settings. `test` is the Toss adapter pointed at the local test provider
 * (plugins/commerce/testing/test-pg), which speaks the same API.
 */
export function createPaymentProvider(settings: PaymentProviderSettings): PaymentProvider {
  switch (settings.provider) {
    case 'test':
      return createTossProvider({ ...settings, id: 'test' });
    case 'toss':
      return createTossProvider({ ...settings, id: 'toss' });
    case 'portone':
      return createPortOneProvider(settings);
  }
}
