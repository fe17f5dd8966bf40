import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { recordLateBounce } from './late-bounces.ts';
import type { VerpAddresses } from './verp.ts';

/**
 * `POST /api/mail/bounces`: a late bounce, the raw message (RFC 5322, `text/plain`) of a
 * delivery-status report that reached a `bounces+…` return path. The MTA of the bounce domain
 * pipes it here (Postfix `pipe` to curl, a provider's inbound-mail webhook), and under `npm start`
 * the local mail catcher forwards what it receives at such an address. Public and without the
 * CSRF token: the VERP address's HMAC is what proves the report concerns that mail.
 */
export function registerBounceRoute(
  env: RegisterEnv,
  deps: { db: Knex; verp: VerpAddresses; log: Logger },
): void {
  env.route({
    method: 'POST',
    path: '/api/mail/bounces',
    summary:
      'A delivery-status report sent to a VERP return path (raw message as text/plain): marks that mail bounced with the reason',
    tags: ['mail'],
    access: 'public',
    channelPublic: true,
    service: null,
    csrfExempt: true,
    bodyTypes: ['text'],
    bodyLimit: '1mb',
    allowNul: false,
    rateLimit: { perAddress: 600, windowSeconds: 60 },
    query: z.object({
      /** The envelope recipient as the MTA received it, when the report's headers do not show it. */
      recipient: z.string().max(320).optional(),
    }),
    body: z.string().min(1).max(1_000_000),
    response: z.object({ result: z.enum(['bounced', 'ignored']) }),
    async handler({ query, body }) {
      const outcome = await recordLateBounce(
        deps.db,
        deps.verp,
        body,
        query.recipient ? [query.recipient] : [],
      );
      if (outcome.bounced) deps.log.info({ mail: outcome.mailId }, 'mail: late bounce recorded');
      return { result: outcome.bounced ? 'bounced' : 'ignored' };
    },
  });
}
