import { createExtensionPoint, type RequestContext } from '@seodang/sdk';
import type { Locale } from '@seodang/sdk/common';
import type { MessageVariables } from './variables.ts';

/** One person a message goes to. */
export interface Recipient {
  userId: number;
  name: string;
  email: string | null;
  locale: Locale;
}

/** A resolved source: its label in the history, its people and the variables it fills in. */
export interface ResolvedRecipients {
  audience: string;
  recipients: Recipient[];
  variables: MessageVariables;
}

/**
 * A kind of recipients (`to.kind` of a send). `resolve` finds the source in the request's channel
 * (`rc.inChannel`: another channel's index is a 404) and refuses a caller who may not message it
 * (403) by throwing an `AppError`.
 */
export interface RecipientSourceKind {
  kind: string;
  resolve(rc: RequestContext, index: number | undefined): Promise<ResolvedRecipients>;
}

/** Where plugins add kinds of recipients: `env.extensionPoint(recipientSourcesPoint)?.add(kind)`. */
export interface RecipientSourceRegistry {
  add(source: RecipientSourceKind): void;
}

/**
 * `messaging.recipientSources`: the live-class plugin adds a class's learners here (kind
 * `'live'`); messaging itself registers `'lecture'` and `'channel'` the same way.
 */
export const recipientSourcesPoint = createExtensionPoint<RecipientSourceRegistry>(
  'messaging.recipientSources',
);
