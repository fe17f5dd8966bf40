import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import { historySortTypes, historySearchModes } from './history-state.ts';
import { messageTypes, templateBody } from './template-input.ts';

/**
 * Who a message goes to: a source kind and, for kinds that need one, its index. Built in:
 * `{ kind: 'lecture', index }` (the lecture's learners; its teachers and the channel's admins) and
 * `{ kind: 'channel' }` (every active member; admins only). Other plugins add kinds through the
 * `messaging.recipientSources` extension point (the live class will add its learners), so the
 * shape stays open.
 */
export const recipientSource = z.object({
  kind: z.string().regex(/^[a-z][a-z-]{0,29}$/, 'messaging.validation.recipients'),
  index: idSchema.optional(),
});
export type RecipientSource = z.infer<typeof recipientSource>;

/** `POST /api/message/template/preview`: the message as each recipient would read it. */
export const previewInput = z.object({
  type: z.enum(messageTypes),
  template: templateBody,
  to: recipientSource,
});
export type PreviewInput = z.infer<typeof previewInput>;

/** `POST /api/message/send`: the idempotency key makes a repeated click one send. */
export const sendInput = previewInput.extend({
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type SendInput = z.infer<typeof sendInput>;

/** `GET /api/message/history`: one kind, searched, sorted and paged (10 a page from 1). */
export const historyQuery = z.object({
  searchFilter: z.enum(messageTypes).default('notice'),
  searchMode: z.enum(historySearchModes).default('none'),
  searchKeyword: z.string().trim().max(100).default(''),
  sortType: z.enum(historySortTypes).default('send-time-desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limitItemCount: z.coerce.number().int().min(1).max(100).default(10),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/** `DELETE /api/message/history`: the chosen rows. */
export const deleteHistoryInput = z.object({
  selecteSequenceArr: z.array(idSchema).min(1).max(100),
});
