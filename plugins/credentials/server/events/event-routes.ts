import { z } from 'zod';
import { AppError, type Knex, type RegisterEnv } from '@seodang/sdk';
import {
  certificationEventInput,
  certificationEventUpdate,
  eventSlugSchema,
  recipientsInput,
  type CertificationEvent,
  type CertificationEventSummary,
} from '../../common/certification-events.ts';
import { certificateIssuedEvent } from '../../common/events.ts';
import { presentCertificate } from '../certificates/certificate-lookup.ts';
import { issueCertificate } from '../certificates/issue-certificate.ts';
import { issuerOf } from '../issuer.ts';
import { eventBySlug, type EventRow } from './event-rows.ts';
import { parseRecipients } from './recipients-csv.ts';

const tags = ['certificate'];
const eventParams = z.object({ event: eventSlugSchema });

/** How many events the admin's list shows. */
const eventListLimit = 200;

/** Certificates issued per event (live or revoked: a revoked one still answers its page). */
const issuedCount = async (db: Knex, ids: number[]) => {
  if (!ids.length) return new Map<number, number>();
  const rows = (await db('certificates')
    .where({ source_kind: 'event' })
    .whereIn('source_index', ids)
    .groupBy('source_index')
    .select('source_index', db.raw('count(*)::int as n'))) as { source_index: number; n: number }[];
  return new Map(rows.map((r) => [r.source_index, r.n]));
};

const summary = (row: EventRow, recipients: number): CertificationEventSummary => ({
  slug: row.slug,
  title: row.title,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
  awards: row.awards,
  recipients,
});

interface Member {
  id: number;
  user_id: string;
  email: string | null;
  name: string;
}

/**
 * `/certification/{event}` (spec §2, hackathon type): the channel's admin sets an event's slug,
 * title, period and awards, then issues its certificates from a CSV (login or e-mail, award, team):
 * every row or none, with a per-row report; the page shows the event and the member's own.
 */
export function registerEventRoutes(env: RegisterEnv, siteName: () => string): void {
  env.route({
    method: 'GET',
    path: '/api/certificate/event/:event',
    summary: "A certification event, with the signed-in member's certificates of it",
    tags,
    access: 'public',
    channelPublic: true,
    params: eventParams,
    async handler({ params }, rc) {
      const event = await eventBySlug(rc, params.event);
      const [{ n }] = (await rc
        .db('certification_event_recipients')
        .where({ event_id: event.id })
        .count({ n: '*' })) as {
        n: string;
      }[];
      const mine = rc.user
        ? await rc
            .db('certificates as c')
            .join('credentials_issued as i', 'i.id', 'c.credential_id')
            .where({ 'c.source_kind': 'event', 'c.source_index': event.id, 'c.user_id': rc.user.id })
            .whereNull('c.replaced_at')
            .select('c.*', 'i.revoked_at', 'i.revoke_reason')
        : [];
      const data: CertificationEvent = {
        slug: event.slug,
        title: event.title,
        startsAt: new Date(event.starts_at).toISOString(),
        endsAt: new Date(event.ends_at).toISOString(),
        awards: event.awards,
        recipients: Number(n),
        mine: mine.map(presentCertificate),
      };
      return { data };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/certificate/event',
    summary: "Create a certification event: slug, title, period and awards (the channel's admin)",
    tags,
    access: ['admin'],
    body: certificationEventInput,
    bodyLimit: '8kb',
    async handler({ body }, rc) {
      const [row] = (await rc
        .db('certification_events')
        .insert({
          channel_id: rc.channel?.index ?? null,
          slug: body.slug,
          title: body.title,
          starts_at: body.startsAt,
          ends_at: body.endsAt,
          awards: JSON.stringify(body.awards),
          created_by: rc.requireUser().id,
        })
        .onConflict(rc.db.raw('(coalesce(channel_id, 0), slug)'))
        .ignore()
        .returning('*')) as EventRow[];
      if (!row) throw new AppError(409, 'event_exists', 'credentials.error.event_exists');
      rc.status(201);
      return { data: { slug: row.slug, title: row.title, awards: row.awards } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/certificate/event',
    summary:
      "The channel's certification events, newest first, with how many certificates each issued (the channel's admin)",
    tags,
    access: ['admin'],
    async handler(_input, rc) {
      const rows = (await rc
        .db('certification_events')
        .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(eventListLimit)
        .select('*')) as EventRow[];
      const counts = await issuedCount(
        rc.db,
        rows.map((r) => r.id),
      );
      return { data: { list: rows.map((r) => summary(r, counts.get(r.id) ?? 0)) } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/certificate/event/:event',
    summary:
      "Edit an event's title, period and awards (the channel's admin); an award already issued cannot be removed",
    tags,
    access: ['admin'],
    params: eventParams,
    body: certificationEventUpdate,
    bodyLimit: '8kb',
    async handler({ params, body }, rc) {
      const event = await eventBySlug(rc, params.event);
      const row = await rc.db.transaction(async (trx) => {
        await trx('certification_events').where({ id: event.id }).forUpdate().first('id');
        const issued = (await trx('certification_event_recipients')
          .where({ event_id: event.id })
          .distinct('award')
          .pluck('award')) as string[];
        const dropped = issued.find((award) => !body.awards.includes(award));
        if (dropped !== undefined)
          throw new AppError(409, 'event_award_issued', 'credentials.error.event_award_issued', {
            award: dropped,
          });
        const [updated] = (await trx('certification_events')
          .where({ id: event.id })
          .update({
            title: body.title,
            starts_at: body.startsAt,
            ends_at: body.endsAt,
            awards: JSON.stringify(body.awards),
            updated_at: trx.fn.now(),
          })
          .returning('*')) as EventRow[];
        return updated!;
      });
      const counts = await issuedCount(rc.db, [row.id]);
      return { data: summary(row, counts.get(row.id) ?? 0) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/certificate/event/:event',
    summary:
      "Delete an event that has issued no certificate (the channel's admin); one that has is kept so that its certificates stay verifiable",
    tags,
    access: ['admin'],
    params: eventParams,
    async handler({ params }, rc) {
      const event = await eventBySlug(rc, params.event);
      await rc.db.transaction(async (trx) => {
        await trx('certification_events').where({ id: event.id }).forUpdate().first('id');
        const issued = await trx('certificates')
          .where({ source_kind: 'event', source_index: event.id })
          .first('id');
        if (issued)
          throw new AppError(409, 'event_has_certificates', 'credentials.error.event_has_certificates');
        await trx('certification_events').where({ id: event.id }).delete();
      });
      return { data: { slug: event.slug, deleted: true } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/certificate/event/:event/recipients',
    summary: "Issue an event's certificates from a CSV (login or e-mail, award, team): every row or none",
    tags,
    access: ['admin'],
    params: eventParams,
    body: recipientsInput,
    bodyLimit: '256kb',
    async handler({ params, body }, rc) {
      const event = await eventBySlug(rc, params.event);
      const rows = parseRecipients(body.csv);
      // The channel's joined members named by login or e-mail (on the public site: any account).
      const keys = rows.map((r) => r.who.toLowerCase());
      const q = rc
        .db('users as u')
        .where((w) =>
          w.whereRaw('lower(u.user_id) = any(?)', [keys]).orWhereRaw('lower(u.email) = any(?)', [keys]),
        )
        .select('u.id', 'u.user_id', 'u.email', 'u.name');
      if (rc.channel)
        q.join('channel_members as m', 'm.user_id', 'u.id').where({
          'm.channel_id': rc.channel.index,
          'm.state': 'joined',
        });
      const members = (await q) as Member[];
      const byKey = new Map<string, Member>();
      for (const m of members) {
        byKey.set(m.user_id.toLowerCase(), m);
        if (m.email) byKey.set(m.email.toLowerCase(), m);
      }
      const issues: { path: string; key: string; params: Record<string, unknown> }[] = [];
      const seen = new Set<number>();
      const resolved = rows.map((row) => {
        const member = byKey.get(row.who.toLowerCase());
        const issue = (key: string, column: string) =>
          issues.push({
            path: `rows.${row.line}.${column}`,
            key: `credentials.event.row.${key}`,
            params: { line: row.line },
          });
        if (!member) issue('unknown_member', 'login');
        else if (seen.has(member.id)) issue('duplicate', 'login');
        else seen.add(member.id);
        if (!event.awards.includes(row.award)) issue('unknown_award', 'award');
        if (row.team.length > 100) issue('team_length', 'team');
        return { row, member };
      });
      if (issues.length)
        throw new AppError(400, 'invalid_rows', 'credentials.error.invalid_rows', {}, issues);

      const issuerName = (await issuerOf(rc, siteName())).name;
      const issued = await rc.db.transaction(async (trx) => {
        // Held against a deletion or an edit of its awards while the rows are issued.
        if (!(await trx('certification_events').where({ id: event.id }).forShare().first('id')))
          throw new AppError(404, 'event_not_found', 'credentials.error.event_not_found');
        const out = [];
        for (const { row, member } of resolved) {
          const { row: cert, created } = await issueCertificate(trx, {
            channelId: event.channel_id,
            issuerName,
            origin: rc.origin,
            source: {
              kind: 'event',
              index: event.id,
              title: `${event.title} · ${row.award}`,
              criteria: row.team ? `${row.award} (${row.team})` : row.award,
            },
            holder: { id: member!.id, name: member!.name, email: member!.email || null },
            issuedBy: rc.requireUser().id,
          });
          await trx('certification_event_recipients')
            .insert({
              event_id: event.id,
              user_id: member!.id,
              award: row.award,
              team: row.team,
              certificate_id: cert.id,
            })
            .onConflict(['event_id', 'user_id'])
            .merge(['award', 'team', 'certificate_id']);
          out.push({ line: row.line, userId: member!.id, certId: cert.cert_id, created });
        }
        return out;
      });
      for (const i of issued)
        if (i.created)
          await rc.publish(`user:${i.userId}`, certificateIssuedEvent, {
            certId: i.certId,
            title: `${event.title}`,
          });
      rc.status(201);
      return { data: { issued: issued.filter((i) => i.created).length, rows: issued } };
    },
  });
}
