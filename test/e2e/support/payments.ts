import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import {
  startTestPg,
  testPgControl,
  type TestPg,
  type TestPgControl,
} from '../../../plugins/commerce/testing/test-pg/index.ts';

/** Core paying through the local test provider, for browser tests of checkout. */
export interface PayingApp {
  app: TestCore;
  /** The test provider: its payment window is `${pg.url}/pay`. */
  pg: TestPg;
  control: TestPgControl;
  stop(): Promise<void>;
}

const secretKey = 'test_sk_e2e_checkout';

/**
 * Starts the local test payment provider in-process (as the commerce tests do) and core with
 * `COMMERCE_PROVIDER=test` pointed at it (`TEST_PG_URL` and `TEST_PG_SECRET_KEY` through the
 * config), its webhooks going to core. The browser pays in the provider's window and comes back
 * to `/checkout/success` or `/checkout/fail`. The shell must be built.
 */
export async function startPayingApp(
  given:
    | string[]
    | {
        plugins?: string[];
        /** How long core waits for the provider (a confirm past it is finished by the reconciler). */
        providerTimeoutMs?: number;
        /** How long the provider takes to answer for the "answers late" test card. */
        hangMs?: number;
      } = {},
): Promise<PayingApp> {
  // The plugins alone, or the options.
  const options = Array.isArray(given) ? { plugins: given } : given;
  const pg = await startTestPg({
    secretKey,
    control: true,
    hangMs: options.hangMs,
    webhookRetryDelaysMs: [200, 400, 800],
  });
  const app = await startTestCore({
    plugins: options.plugins ?? ['lectures', 'commerce'],
    config: {
      commerce: {
        provider: 'test',
        testPgUrl: pg.url,
        testPgSecretKey: secretKey,
        providerTimeoutMs: options.providerTimeoutMs,
      },
    },
  }).catch(async (e: unknown) => {
    await pg.stop();
    throw e;
  });
  const control = testPgControl(pg.url);
  await control.setWebhookUrl(`${app.url}/api/commerce/webhook/toss`);
  return {
    app,
    pg,
    control,
    async stop() {
      await app.stop();
      await pg.stop();
    },
  };
}
