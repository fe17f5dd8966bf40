import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { webhookJob } from '../job-defs.ts';
import { createTossProvider, type PaymentProviderId, type ProviderWebhookEvent } from '../providers/index.ts';
import type { PaymentSetup } from '../settings.ts';
import { recordWebhook } from '../webhooks.ts';

/**
 * A provider family whose webhooks we take: the path segment, which configured providers speak
 * it, and how to read its requests. Toss's format is read by the Toss adapter (the local test
 * provider sends the same); PortOne joins with its own entry, path and adapter.
 */
interface WebhookReceiver {
  family: 'toss';
  providers: readonly PaymentProviderId[];
  parse(request: { body: string; headers: Record<string, string | undefined> }): ProviderWebhookEvent | null;
}

/** Reading a webhook needs no credentials: the adapter's parser alone. */
const tossParser = createTossProvider({ secretKey: 'webhook-parser-only' });

const receivers: readonly WebhookReceiver[] = [
  { family: 'toss', providers: ['toss', 'test'], parse: (request) => tossParser.parseWebhook(request) },
];

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
      summary: `Payment events from ${receiver.family} (PAYMENT_STATUS_CHANGED); acted on only after fetching the payment from the provider`,
      tags: ['commerce-webhooks'],
      access: 'public',
      channelPublic: true,
      service: null,
      csrfExempt: true,
      body: z.looseObject({}),
      bodyLimit: '64kb',
      async handler({ body }, rc) {
        const event = receiver.parse({ body: JSON.stringify(body), headers: headersOf(rc) });
        if (!event) return { data: { accepted: false } };
        const current = setup(rc);
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
