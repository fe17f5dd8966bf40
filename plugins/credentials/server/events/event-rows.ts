import { AppError, type RequestContext } from '@seodang/sdk';

/** A certification event as stored. */
export interface EventRow {
  id: number;
  channel_id: number | null;
  slug: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  awards: string[];
}

const notFound = () => new AppError(404, 'event_not_found', 'credentials.error.event_not_found');

/** The event of the request's channel by its slug (404 otherwise, one of another channel included). */
export async function eventBySlug(rc: RequestContext, slug: string): Promise<EventRow> {
  const row = (await rc
    .db('certification_events')
    .where({ slug })
    .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
    .first()) as EventRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** The event by id when the caller is the channel's admin (its certificates' manager). */
export async function manageableEvent(rc: RequestContext, id: number): Promise<EventRow> {
  rc.requireUser();
  const row = (await rc
    .db('certification_events')
    .where({ id })
    .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
    .first()) as EventRow | undefined;
  if (!row) throw notFound();
  if (rc.role !== 'admin')
    throw new AppError(403, 'not_certificate_manager', 'credentials.error.not_certificate_manager');
  return row;
}
