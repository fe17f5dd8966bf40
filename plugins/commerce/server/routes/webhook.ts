import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { webhookJob } from '../job-defs.ts';
import { AppError } from '@seodang/sdk';
import {
  createTossProvider,
  portoneWebhookEvent,
  verifyPortOneWebhook,
  type PaymentProviderId,
  type ProviderWebhookEvent,
} from '../providers/index.ts';
import type { PaymentSetup } from '../settings.ts';
import { recordWebhook } from '../webhooks.ts';

type WebhookRequest = { body: string; headers: Record<string, string | undefined> };

/**
 * A provider family whose webhooks we take: the path segment, which configured providers speak
 * it, how to read its requests and, for a family that signs them, whether the signature holds.
 * Toss's format is read by the Toss adapter (the local test provider sends the same; Toss does
 * not sign); PortOne's is signed with Standard Webhooks over the raw body.
 */
interface WebhookReceiver {
  family: 'toss' | 'portone';
  providers: readonly PaymentProviderId[];
  parse(request: WebhookRequest): ProviderWebhookEvent | null;
  /** Whether the request is signed by the configured secret; absent: the family does not sign. */
  verify?(request: WebhookRequest, setup: PaymentSetup | null): boolean;
}

/** Reading a webhook needs no credentials: the adapter's parser alone. */
const tossParser = createTossProvider({ secretKey: 'webhook-parser-only' });

/**
 * Webhook requests one address may send a minute: the route is public and every new event is an
 * inbox row, so a flood from one place is refused (429) before it reaches the table. A provider
 * sends from a few addresses and retries what was refused; the sweep and the reconciler do not
 * need its events to finish an order.
 */
export const webhookRateLimit = { perAddress: 300, windowSeconds: 60 };

const receivers: readonly WebhookReceiver[] = [
  { family: 'toss', providers: ['toss', 'test'], parse: (request) => tossParser.parseWebhook(request) },
  {
    family: 'portone',
    providers: ['portone'],
    parse: portoneWebhookEvent,
    // Without a configured secret nothing can be verified, so nothing is taken.
    verify: ({ body, headers }, setup) =>
      !!setup?.webhookSecret && verifyPortOneWebhook(setup.webhookSecret, body, headers),
  },
];

/** The answer to a webhook whose signature is missing or wrong: nothing is recorded. */
const badSignature = () => new AppError(401, 'invalid_signature', 'commerce.error.invalid_signature');

function headersOf(rc: RequestContext): Record<string, string | undefined> {
  const raw = (rc.raw as { headers?: Record<string, string | string[] | undefined> }).headers ?? {};
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );
}

/**
 * `POST /api/commerce/webhook/{family}`: answers 200 at once after writing the event to the inbox
 * (a duplicate changes nothing) and queueing its processing; the job fetches the payment from the
 * provider before acting. Public, on the base host and in any channel (providers call the
 * address they were given), without the CSRF token and regardless of the COMMERCE switch.
 */
export function registerWebhookRoutes(
  env: RegisterEnv,
  setup: (rc: RequestContext) => PaymentSetup | null,
): void {
  for (const receiver of receivers)
    env.route({
      method: 'POST',
      path: `/api/commerce/webhook/${receiver.family}`,
      summary: `Payment events from ${receiver.family}${receiver.verify ? ' (signed: 401 when the signature does not hold)' : ''}; acted on only after fetching the payment from the provider`,
      tags: ['commerce-webhooks'],
      access: 'public',
      channelPublic: true,
      service: null,
      csrfExempt: true,
      body: z.looseObject({}),
      bodyLimit: '64kb',
      rateLimit: webhookRateLimit,
      rawBody: true,
      async handler({ body, rawBody }, rc) {
        const request = { body: rawBody ?? JSON.stringify(body), headers: headersOf(rc) };
        const current = setup(rc);
        if (receiver.verify && !receiver.verify(request, current)) throw badSignature();
        const event = receiver.parse(request);
        if (!event) return { data: { accepted: false } };
        if (current && !receiver.providers.includes(current.id))
          rc.log.warn(
            { family: receiver.family, provider: current.id },
            'commerce: a webhook of a provider not in use',
          );
        const inboxId = await recordWebhook(rc.db, receiver.family, event, body);
        if (inboxId !== null)
          await rc
            .enqueue(webhookJob, { inboxId }, { jobId: `webhook-${inboxId}` })
            .catch((error: unknown) =>
              rc.log.warn({ err: error, inboxId }, 'commerce: webhook not queued; the sweep replays it'),
            );
        return { data: { accepted: true } };
      },
    });
}
