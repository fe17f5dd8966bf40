// `/certification/{event}` (hackathon-type events): the admin's inputs and the page's shape.
import { z } from 'zod';
import type { Certificate } from './certificates.ts';

/** An event's address: lowercase words joined by hyphens (`seodang-hackathon-2025`). */
export const eventSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'credentials.validation.event_slug')
  .max(80, 'credentials.validation.event_slug');

const eventFields = {
  title: z
    .string()
    .trim()
    .min(1, 'credentials.validation.event_title')
    .max(200, 'credentials.validation.event_title'),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  awards: z
    .array(z.string().trim().min(1).max(60, 'credentials.validation.event_award'))
    .min(1, 'credentials.validation.event_award')
    .max(20, 'credentials.validation.event_award'),
};
const periodInOrder = (e: { startsAt: Date; endsAt: Date }) => e.endsAt.getTime() >= e.startsAt.getTime();
const periodIssue = { path: ['endsAt'], message: 'credentials.validation.event_period' };

/** The admin sets slug, title, period and awards. */
export const certificationEventInput = z
  .object({ slug: eventSlugSchema, ...eventFields })
  .refine(periodInOrder, periodIssue);

/** An edit of an event: its title, period and awards (the slug, its page's address, stays). */
export const certificationEventUpdate = z.object(eventFields).refine(periodInOrder, periodIssue);

/** The recipients' CSV (login or e-mail, award, team), as text of at most 200 KB. */
export const recipientsInput = z.object({
  csv: z.string().min(1, 'credentials.validation.event_csv').max(200_000, 'credentials.validation.event_csv'),
});

/** An event as its page shows it, with the signed-in member's certificates of it. */
export interface CertificationEvent {
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  awards: string[];
  recipients: number;
  mine: Certificate[];
}

/** An event as its admin lists it. */
export interface CertificationEventSummary {
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  awards: string[];
  /** Certificates issued for it: an event with any is kept, so that they stay verifiable. */
  recipients: number;
}
