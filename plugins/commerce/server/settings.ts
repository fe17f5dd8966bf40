// The commerce settings of a deployment (`config.commerce`: COMMERCE_PROVIDER, TOSS_*, PORTONE_*,
// TEST_PG_URL, TEST_PG_SECRET_KEY) and the payment provider they name. Read from the start context's configuration, which `@seodang/config` has checked.
import { z } from 'zod';
import type { StartContext } from '@seodang/sdk';
import {
  createPaymentProvider,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentProviderId,
} from './providers/index.ts';

const settingsSchema = z.object({
  provider: z.enum(['test', 'toss', 'portone']).optional(),
  tossSecretKey: z.string().min(1).optional(),
  tossClientKey: z.string().min(1).optional(),
  tossApiUrl: z.string().min(1).optional(),
  portoneApiSecret: z.string().min(1).optional(),
  portoneStoreId: z.string().min(1).optional(),
  portoneCardChannelKey: z.string().min(1).optional(),
  portonePhoneChannelKey: z.string().min(1).optional(),
  portoneWebhookSecret: z.string().min(1).optional(),
  portoneApiUrl: z.string().min(1).optional(),
  testPgUrl: z.string().min(1).optional(),
  testPgSecretKey: z.string().min(1).default('test_sk_seodang_local'),
  providerTimeoutMs: z.number().int().positive().optional(),
});

/** The commerce block of the configuration. */
export type CommerceSettings = z.infer<typeof settingsSchema>;

/** The settings in a configuration object (defaults where it has none). */
export function commerceSettingsOf(config: Readonly<Record<string, unknown>>): CommerceSettings {
  return settingsSchema.parse(config.commerce ?? {});
}

/** What checkout needs of the provider: the provider, and how the buyer's browser reaches its payment window. */
export interface PaymentSetup {
  id: PaymentProviderId;
  provider: PaymentProvider;
  /** Toss's client key, for the payment window's script (null for the test provider). */
  clientKey: string | null;
  /** The test provider's origin, whose `/pay` is the payment window (null for Toss). */
  testPgUrl: string | null;
  /** PortOne's store and channel keys, for the browser SDK (null for other providers). */
  portoneWindow: { storeId: string; channelKeys: Record<PaymentMethod, string | null> } | null;
  /** The secret PortOne signs its webhooks with (null for other providers). */
  webhookSecret: string | null;
}

const noPortOne = { portoneWindow: null, webhookSecret: null };

/**
 * The provider the settings name, or null when payments are off: no provider named (production
 * without COMMERCE_PROVIDER), the test provider without its URL, or a provider not built yet
 * (PortOne). Paid checkouts then answer 503 `payment_unavailable`; free ones still complete.
 * @throws Error for the test provider in production.
 */
export function paymentSetupOf(
  settings: CommerceSettings,
  env: unknown,
  log: Pick<StartContext['log'], 'warn'>,
): PaymentSetup | null {
  const { provider } = settings;
  if (provider === 'test' && env === 'production')
    throw new Error('COMMERCE_PROVIDER=test is the local test provider; production must use toss or portone');
  switch (provider) {
    case undefined:
      log.warn('commerce: no COMMERCE_PROVIDER; paid checkouts answer payment_unavailable');
      return null;
    case 'test':
      if (!settings.testPgUrl) {
        log.warn(
          'commerce: COMMERCE_PROVIDER=test without TEST_PG_URL; paid checkouts answer payment_unavailable',
        );
        return null;
      }
      return {
        id: 'test',
        provider: createPaymentProvider({
          provider: 'test',
          apiUrl: settings.testPgUrl,
          secretKey: settings.testPgSecretKey,
          timeoutMs: settings.providerTimeoutMs,
        }),
        clientKey: null,
        testPgUrl: settings.testPgUrl,
        ...noPortOne,
      };
    case 'toss':
      if (!settings.tossSecretKey) {
        log.warn(
          'commerce: COMMERCE_PROVIDER=toss without TOSS_SECRET_KEY; paid checkouts answer payment_unavailable',
        );
        return null;
      }
      return {
        id: 'toss',
        provider: createPaymentProvider({
          provider: 'toss',
          secretKey: settings.tossSecretKey,
          apiUrl: settings.tossApiUrl,
          timeoutMs: settings.providerTimeoutMs,
        }),
        clientKey: settings.tossClientKey ?? null,
        testPgUrl: null,
        ...noPortOne,
      };
    case 'portone': {
      const { portoneApiSecret: apiSecret, portoneStoreId: storeId, portoneWebhookSecret } = settings;
      if (!apiSecret || !storeId || !settings.portoneCardChannelKey || !portoneWebhookSecret) {
        log.warn(
          'commerce: COMMERCE_PROVIDER=portone without its secret, store, card channel or webhook secret; paid checkouts answer payment_unavailable',
        );
        return null;
      }
      return {
        id: 'portone',
        provider: createPaymentProvider({
          provider: 'portone',
          apiSecret,
          storeId,
          apiUrl: settings.portoneApiUrl,
          timeoutMs: settings.providerTimeoutMs,
        }),
        clientKey: null,
        testPgUrl: null,
        portoneWindow: {
          storeId,
          channelKeys: {
            card: settings.portoneCardChannelKey,
            phone: settings.portonePhoneChannelKey ?? null,
          },
        },
        webhookSecret: portoneWebhookSecret,
      };
    }
  }
}
