import { z } from 'zod';

/** Message kinds: a notice in the site's notifications, or a mail. */
export const messageTypes = ['notice', 'mail'] as const;
export type MessageType = (typeof messageTypes)[number];

/** Who sees a template: its author only, or every teacher of the channel. */
export const templateScopes = ['private', 'channel'] as const;
export type TemplateScope = (typeof templateScopes)[number];

/** The body of a message: HTML, a mail's subject or a notice's title (the spec's `subject | title`). */
export const templateBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'messaging.validation.message')
    .max(20_000, 'messaging.validation.message'),
  subject: z
    .string()
    .trim()
    .min(1, 'messaging.validation.subject')
    .max(200, 'messaging.validation.subject')
    .optional(),
  title: z
    .string()
    .trim()
    .min(1, 'messaging.validation.subject')
    .max(100, 'messaging.validation.subject')
    .optional(),
});
export type TemplateBody = z.infer<typeof templateBody>;

/** What the editor saves: `POST /api/message/template/create`, `PUT /api/message/template/{templateId}`. */
export const templateInput = z.object({
  name: z.string().trim().min(1, 'messaging.validation.name').max(60, 'messaging.validation.name'),
  scope: z.enum(templateScopes),
  type: z.enum(messageTypes),
  template: templateBody,
});
export type TemplateInput = z.infer<typeof templateInput>;

/** The headline of a body: a mail's subject, a notice's title. */
export const headlineOf = (type: MessageType, body: TemplateBody): string | undefined =>
  type === 'mail' ? body.subject : body.title;
