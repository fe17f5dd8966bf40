// The payment provider of one core instance, made at start from its configuration and reached
// through a service ref (per instance, unlike module state) by routes (`rc`) and jobs (`ctx`).
import { createServiceRef, type JobAccess, type Knex, type StartContext } from '@seodang/sdk';
import type { PaymentDeps } from './confirm.ts';
import type { PurchasableKinds } from './purchasables.ts';
import type { PaymentSetup } from './settings.ts';

/** The configured provider, or null when payments are off. */
export interface CommercePayments {
  setup: PaymentSetup | null;
}

/** Commerce's own service: the payment provider this instance uses. */
export const commercePaymentsRef = createServiceRef<CommercePayments>('commerce.payments');

/** What confirming, reconciling and webhooks need, from a request or a job's start context. */
export function paymentDeps(
  from: { db: Knex; log: StartContext['log']; service: StartContext['service'] } & JobAccess,
  kinds: PurchasableKinds,
): PaymentDeps {
  const payments = from.service(commercePaymentsRef);
  return {
    db: from.db,
    kinds,
    log: from.log,
    setup: () => payments.setup,
    enqueue: (job, data, options) => from.enqueue(job, data, options),
  };
}
