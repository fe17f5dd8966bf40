import { z } from 'zod';
import type { Knex, RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, forbidden, notFound, paginationQuery, pageOf } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { logAction } from '../services/action-log.ts';
import { identityChanged } from '../accounts/identity.ts';
import { channelChanged } from './routes.ts';
import { checkChannelDomain, checkChannelSlug, organizationTypePattern } from './channel-rules.ts';

const limit = z.number().int().min(0).max(1_000_000).nullable();

/** The fields a site admin sets on a channel (the public site's /admin). */
const channelBody = z.object({
  name: z.string().trim().min(1).max(100),
  slug: z.string().max(100),
  domain: z.string().max(253).nullable().default(null),
  organizationType: z.string().regex(organizationTypePattern).max(40).nullable().default(null),
  channelType: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9_]{0,39}$/)
    .default('none'),
  /** The main manager's login ID or e-mail. */
  mainManager: z.string().trim().min(1).max(254),
  studentLimit: limit.default(null),
  ideLicenseCount: limit.default(null),
});
type ChannelBody = z.output<typeof channelBody>;

/** Site administrators work on the public site; inside a channel even its own admin is refused. */
function requireSiteAdmin(rc: RequestContext): void {
  if (rc.channel || rc.role !== 'admin') throw forbidden('site_admin_only', 'error.site_admin_only');
}

/** The main manager's account from a login ID or an e-mail, or the spec's code for why not. */
async function findManager(db: Knex, contact: string): Promise<{ id: number }> {
  if (contact.includes('@')) {
    if (!z.email().safeParse(contact).success) throw new AppError(400, 'invalid_email');
    const user = await db('users').whereRaw('lower(email) = lower(?)', [contact]).first('id');
    if (!user) throw new AppError(400, 'invalid_email');
    return user;
  }
  const user = await db('users').where({ user_id: contact }).first('id');
  if (!user) throw new AppError(400, 'invalid_contact_id');
  return user;
}

/** A channel as the site admin's list and forms show it. */
async function channelView(db: Knex, id: number) {
  const row = await db('channels as c')
    .leftJoin('channel_members as m', (j) => j.on('m.channel_id', 'c.id').andOnVal('m.is_main_manager', true))
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .where('c.id', id)
    .first(
      'c.id',
      'c.name',
      'c.slug',
      'c.custom_domain',
      'c.organization_type',
      'c.channel_type',
      'c.student_limit',
      'c.ide_license_count',
      'u.user_id as manager_login_id',
      'u.name as manager_name',
    );
  if (!row) return null;
  return {
    index: row.id as number,
    name: row.name as string,
    slug: row.slug as string,
    domain: row.custom_domain as string | null,
    organizationType: row.organization_type as string | null,
    channelType: row.channel_type as string,
    mainManager: row.manager_login_id as string | null,
    mainManagerName: row.manager_name as string | null,
    studentLimit: row.student_limit as number | null,
    ideLicenseCount: row.ide_license_count as number | null,
  };
}

/** Checks the fields against the other channels and writes them; returns the channel's id. */
async function saveChannel(
  trx: Knex,
  body: ChannelBody,
  baseDomain: string,
  existingId: number | null,
): Promise<{ id: number; managerId: number; formerManagerId: number | null }> {
  const slug = checkChannelSlug(body.slug);
  const domain = body.domain?.trim() ? checkChannelDomain(body.domain, baseDomain) : null;
  const others = trx('channels').modify((q) => {
    if (existingId) q.whereNot({ id: existingId });
  });
  if (await others.clone().where({ slug }).first('id')) throw new AppError(409, 'exists_channel');
  if (domain && (await others.clone().where({ custom_domain: domain }).first('id')))
    throw new AppError(409, 'exists_domain');
  const manager = await findManager(trx, body.mainManager);
  const row = {
    name: body.name,
    slug,
    custom_domain: domain,
    organization_type: body.organizationType,
    channel_type: body.channelType,
    student_limit: body.studentLimit,
    ide_license_count: body.ideLicenseCount,
    updated_at: trx.fn.now(),
  };
  let id = existingId;
  if (id) await trx('channels').where({ id }).update(row);
  else [{ id }] = await trx('channels').insert(row).returning('id');
  const former = await trx('channel_members')
    .where({ channel_id: id!, is_main_manager: true })
    .whereNot({ user_id: manager.id })
    .first('user_id');
  // The former main manager stays an admin of the channel; only the flag moves.
  if (former)
    await trx('channel_members')
      .where({ channel_id: id!, user_id: former.user_id })
      .update({ is_main_manager: false });
  await trx('channel_members')
    .insert({
      channel_id: id!,
      user_id: manager.id,
      role: 'admin',
      state: 'joined',
      is_main_manager: true,
      is_active: true,
      joined_at: trx.fn.now(),
    })
    .onConflict(['channel_id', 'user_id'])
    .merge({ role: 'admin', state: 'joined', is_main_manager: true, is_active: true });
  return { id: id!, managerId: manager.id, formerManagerId: former?.user_id ?? null };
}

/** A unique index beaten by a concurrent save answers like the check before it. */
function uniqueViolation(error: unknown): never {
  const constraint =
    (error as { code?: string; constraint?: string }).code === '23505'
      ? String((error as { constraint?: string }).constraint)
      : null;
  if (constraint?.includes('slug')) throw new AppError(409, 'exists_channel');
  if (constraint?.includes('custom_domain')) throw new AppError(409, 'exists_domain');
  throw error;
}

/**
 * The public site's channel administration (site admins: create and edit channels) and
 * "Find our channel" (anyone: channels by name).
 */
export function registerSiteAdminChannelRoutes(env: RegisterEnv, deps: { baseDomain: string }): void {
  const channelView200 = z.object({ data: z.object({ index: z.number() }).passthrough() });

  env.route({
    method: 'GET',
    path: '/api/channels/search',
    summary: 'Find our channel: channels whose name contains the words (public)',
    tags: ['channels'],
    access: 'public',
    channelPublic: true,
    query: z.object({ name: z.string().trim().min(1).max(100) }),
    async handler({ query }, rc) {
      const words = query.name.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await rc
        .db('channels')
        .whereRaw("lower(name) LIKE '%' || lower(?) || '%'", [words])
        .orderByRaw('length(name), name')
        .limit(20)
        .select('name', 'slug', 'custom_domain');
      return {
        data: rows.map((r) => ({
          name: r.name as string,
          slug: r.slug as string,
          host: (r.custom_domain as string | null) ?? `${r.slug}.${deps.baseDomain}`,
        })),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/admin/channels',
    summary: 'Channels of the site (site admin)',
    tags: ['channels'],
    access: ['admin'],
    query: paginationQuery,
    async handler({ query }, rc) {
      requireSiteAdmin(rc);
      const base = rc.db('channels').modify((q) => {
        if (query.search) q.whereILike('name', `%${query.search}%`).orWhereILike('slug', `%${query.search}%`);
      });
      const [{ count }] = await base.clone().count({ count: '*' });
      const ids = await base
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .pluck('id');
      const list = await Promise.all(ids.map((id: number) => channelView(rc.db, id)));
      return { data: pageOf(list, Number(count), query.page, query.limit) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/admin/channels',
    summary: 'Create a channel with its main manager (site admin)',
    tags: ['channels'],
    access: ['admin'],
    body: channelBody,
    response: channelView200,
    async handler({ body }, rc) {
      requireSiteAdmin(rc);
      const saved = await rc.db
        .transaction(async (trx) => {
          const result = await saveChannel(trx, body, deps.baseDomain, null);
          const after = await channelView(trx, result.id);
          await logAction(trx, {
            channelId: result.id,
            actorId: rc.user!.id,
            verb: 'Creation',
            target: 'channel',
            detail: { before: null, after },
          });
          return { ...result, after };
        })
        .catch(uniqueViolation);
      await rc.emit(identityChanged, { userId: saved.managerId });
      rc.status(201);
      return { data: saved.after };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/admin/channels/:channelId',
    summary: "Edit a channel's name, address, type, main manager and limits (site admin)",
    tags: ['channels'],
    access: ['admin'],
    params: z.object({ channelId: idSchema }),
    body: channelBody,
    response: channelView200,
    async handler({ params, body }, rc) {
      requireSiteAdmin(rc);
      const saved = await rc.db
        .transaction(async (trx) => {
          const locked = await trx('channels').where({ id: params.channelId }).forUpdate().first('id');
          if (!locked) throw notFound('channel_not_found', 'error.channel_not_found');
          const before = await channelView(trx, params.channelId);
          const result = await saveChannel(trx, body, deps.baseDomain, params.channelId);
          const after = await channelView(trx, result.id);
          await logAction(trx, {
            channelId: result.id,
            actorId: rc.user!.id,
            verb: 'Modification',
            target: 'channel',
            detail: { before, after },
          });
          return { ...result, after };
        })
        .catch(uniqueViolation);
      await rc.emit(channelChanged, { channelId: saved.id });
      for (const userId of [saved.managerId, saved.formerManagerId])
        if (userId) await rc.emit(identityChanged, { userId });
      return { data: saved.after };
    },
  });
}
