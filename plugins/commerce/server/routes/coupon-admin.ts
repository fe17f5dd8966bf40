// Coupon management (spec §3 "Coupon"): a teacher manages coupons for their own lectures
// (`/teach/coupons`), a channel admin every coupon of the channel (`/admin/coupons`; on the
// public site the site admin). Every id is resolved in the request's channel.
import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { z } from 'zod';
import {
  couponEnabledSchema,
  couponSaveSchema,
  couponStatusOf,
  type CouponSave,
  type CouponView,
} from '../../common/coupon-admin.ts';
import { bundleKind } from '../bundles.ts';
import type { CouponRow } from '../coupons.ts';

const tags = ['commerce-coupons'];

/** The scoped kind of coupons: `rc.inChannel(couponKind, id)` finds one in the request's channel. */
export const couponKind = 'coupon';

const couponNotFound = { code: 'coupon_not_found', messageKey: 'commerce.error.coupon_not_found' };
const lectureNotFound = { code: 'lecture_not_found', messageKey: 'commerce.error.lecture_not_found' };
const bundleNotFound = { code: 'bundle_not_found', messageKey: 'commerce.error.bundle_not_found' };
const userNotFound = { code: 'user_not_found', messageKey: 'commerce.error.user_not_found' };
const notOwner = () => new AppError(403, 'not_owner', 'commerce.error.not_owner');

const couponRows = (db: Knex, channelIndex: number | null) =>
  db('commerce_coupons').whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]);

type Row = CouponRow & { created_at: Date };

/** Who manages: the caller, and whether they manage the whole channel (its admin). */
function managerOf(rc: RequestContext) {
  return {
    userId: rc.requireUser().id,
    isAdmin: rc.role === 'admin',
    channelIndex: rc.channel?.index ?? null,
  };
}

/** The coupon of this channel the caller may manage, or the 404 / 403. */
async function manageable(rc: RequestContext, id: number): Promise<Row> {
  const found = await rc.inChannel<Row>(couponKind, id, couponNotFound);
  const me = managerOf(rc);
  if (!me.isAdmin && found.owner_id !== me.userId) throw notOwner();
  return found;
}

/**
 * The targets and users of a coupon body, each resolved in the channel (another channel's id is
 * the missing one's 404); a teacher names at least one lecture or bundle, each their own.
 */
async function checkRefs(rc: RequestContext, body: CouponSave): Promise<void> {
  const me = managerOf(rc);
  if (!me.isAdmin && body.targets.length === 0 && !body.bundleTargets?.length)
    throw new AppError(400, 'validation', 'commerce.validation.teacherCouponTargets');
  if (body.targets.length > 0) {
    if (!rc.hasScopedKind('lecture'))
      throw new AppError(404, lectureNotFound.code, lectureNotFound.messageKey);
    const lectures = await rc.inChannelMany<{ id: number; ownerId: number | null }>(
      'lecture',
      body.targets,
      lectureNotFound,
    );
    if (!me.isAdmin && lectures.some((l) => l.ownerId !== me.userId)) throw notOwner();
  }
  if (body.bundleTargets?.length) {
    const bundles = await rc.inChannelMany<{ owner_id: number | null }>(
      bundleKind,
      body.bundleTargets,
      bundleNotFound,
    );
    if (!me.isAdmin && bundles.some((b) => b.owner_id !== me.userId)) throw notOwner();
  }
  if (body.userIds.length > 0) await rc.inChannelMany('user', body.userIds, userNotFound);
}

const columnsOf = (body: CouponSave) => ({
  code: body.code,
  name: body.name,
  coupon_detail_type: body.couponDetailType,
  coupon_content: body.couponContent,
  coupon_only: body.couponOnly,
  starts_at: body.startsAt ? new Date(body.startsAt) : null,
  ends_at: body.endsAt ? new Date(body.endsAt) : null,
  usage_limit: body.usageLimit,
  once_per_user: body.oncePerUser,
  enabled: body.enabled,
});

async function writeRefs(trx: Knex.Transaction, couponId: number, body: CouponSave): Promise<void> {
  // Bundles left out of the body keep their targets; the lectures are always replaced.
  await trx('commerce_coupon_targets')
    .where({ coupon_id: couponId })
    .modify((q) => (body.bundleTargets ? q : q.where({ item_type: 'lecture' })))
    .delete();
  await trx('commerce_coupon_users').where({ coupon_id: couponId }).delete();
  const targets = [
    ...[...new Set(body.targets)].map((ref) => ({ item_type: 'lecture', ref })),
    ...[...new Set(body.bundleTargets ?? [])].map((ref) => ({ item_type: bundleKind, ref })),
  ];
  const users = [...new Set(body.userIds)];
  if (targets.length)
    await trx('commerce_coupon_targets').insert(targets.map((t) => ({ coupon_id: couponId, ...t })));
  if (users.length)
    await trx('commerce_coupon_users').insert(users.map((user_id) => ({ coupon_id: couponId, user_id })));
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
const codeTaken = () => new AppError(409, 'coupon_code_taken', 'commerce.error.coupon_code_taken');
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Whether a coupon has been used (held by an order now, or redeemed by a paid one). */
async function usedIds(db: Knex, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows: { coupon_id: number }[] = await db('commerce_coupon_redemptions')
    .whereIn('coupon_id', ids)
    .whereNot('status', 'released')
    .distinct('coupon_id');
  return new Set(rows.map((r) => r.coupon_id));
}

/** The coupons as the routes show them, with their targets' titles and users' names. */
async function present(rc: RequestContext, rows: readonly Row[]): Promise<CouponView[]> {
  const ids = rows.map((r) => r.id);
  const targets: { coupon_id: number; item_type: string; ref: number }[] = ids.length
    ? await rc.db('commerce_coupon_targets').whereIn('coupon_id', ids).orderBy(['coupon_id', 'ref'])
    : [];
  const users: { coupon_id: number; user_id: number }[] = ids.length
    ? await rc.db('commerce_coupon_users').whereIn('coupon_id', ids).orderBy(['coupon_id', 'user_id'])
    : [];
  const lectureRefs = [...new Set(targets.filter((t) => t.item_type === 'lecture').map((t) => t.ref))];
  const lectures =
    lectureRefs.length && rc.hasScopedKind('lecture')
      ? await rc.keepInChannel<{ id: number; subject: string }>('lecture', lectureRefs)
      : [];
  const bundleRefs = [...new Set(targets.filter((t) => t.item_type === bundleKind).map((t) => t.ref))];
  const bundles = bundleRefs.length
    ? await rc.keepInChannel<{ id: number; title: string }>(bundleKind, bundleRefs)
    : [];
  // Keyed by kind and index: a lecture and a bundle may share an index.
  const titles = new Map<string, string>([
    ...lectures.map((l) => [`lecture:${l.id}`, l.subject] as const),
    ...bundles.map((b) => [`${bundleKind}:${b.id}`, b.title] as const),
  ]);
  const userIds = [...new Set(users.map((u) => u.user_id))];
  const members = userIds.length ? await rc.keepInChannel<{ id: number; name: string }>('user', userIds) : [];
  const names = new Map(members.map((m) => [m.id, m.name]));
  const used = await usedIds(rc.db, ids);
  const now = new Date();
  return rows.map((r) => {
    const view = {
      couponIndex: r.id,
      code: r.code,
      name: r.name,
      couponDetailType: r.coupon_detail_type,
      couponContent: r.coupon_content,
      couponOnly: r.coupon_only,
      targets: targets
        .filter((t) => t.coupon_id === r.id)
        .map((t) => ({
          itemType: t.item_type,
          sequence: t.ref,
          title: titles.get(`${t.item_type}:${t.ref}`) ?? '',
        })),
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      usageLimit: r.usage_limit,
      used: r.used,
      isUsed: r.used > 0 || used.has(r.id),
      oncePerUser: r.once_per_user,
      users: users
        .filter((u) => u.coupon_id === r.id)
        .map((u) => ({ id: u.user_id, name: names.get(u.user_id) ?? '' })),
      enabled: r.enabled,
      ownerId: r.owner_id,
      createdAt: iso(r.created_at)!,
    };
    return { ...view, status: couponStatusOf(view, now) };
  });
}

const couponParams = z.object({ couponIndex: idSchema });

/**
 * `GET /api/commerce/coupons`, `GET|PUT /api/commerce/coupons/:couponIndex`, `POST
 * /api/commerce/coupons` and `PATCH /api/commerce/coupons/:couponIndex/enabled`: teachers and
 * admins only (learners 403, visitors 401); a teacher sees and changes only their own coupons.
 */
export function registerCouponAdminRoutes(env: RegisterEnv): void {
  env.scopedKind<Row>({
    kind: couponKind,
    async find(db, ids, channelIndex) {
      return (await couponRows(db, channelIndex).whereIn('id', ids).select('*')) as Row[];
    },
  });

  env.route({
    method: 'GET',
    path: '/api/commerce/coupons',
    summary: "Coupons I manage: a teacher's own, or every coupon of the channel for its admin",
    tags,
    access: ['teacher', 'admin'],
    async handler(_input, rc) {
      const me = managerOf(rc);
      const q = couponRows(rc.db, me.channelIndex).orderBy('id', 'desc').limit(500);
      if (!me.isAdmin) q.where('owner_id', me.userId);
      return { data: { list: await present(rc, (await q.select('*')) as Row[]) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/commerce/coupons/:couponIndex',
    summary: 'One coupon I manage, with its usage',
    tags,
    access: ['teacher', 'admin'],
    params: couponParams,
    async handler({ params }, rc) {
      const row = await manageable(rc, params.couponIndex);
      return { data: (await present(rc, [row]))[0] };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/commerce/coupons',
    summary: 'Create a coupon (code unique in the channel, kept in upper case)',
    tags,
    access: ['teacher', 'admin'],
    body: couponSaveSchema,
    bodyLimit: '64kb',
    async handler({ body }, rc) {
      const me = managerOf(rc);
      await checkRefs(rc, body);
      const row = await rc.db
        .transaction(async (trx) => {
          const [created]: Row[] = await trx('commerce_coupons')
            .insert({ ...columnsOf(body), channel_id: me.channelIndex, owner_id: me.userId })
            .returning('*');
          await writeRefs(trx, created.id, body);
          return created;
        })
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? codeTaken() : e;
        });
      rc.status(201);
      return { data: (await present(rc, [row]))[0] };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/commerce/coupons/:couponIndex',
    summary: 'Edit a coupon; a used one keeps its code, type, content and couponOnly',
    tags,
    access: ['teacher', 'admin'],
    params: couponParams,
    body: couponSaveSchema,
    bodyLimit: '64kb',
    async handler({ params, body }, rc) {
      await manageable(rc, params.couponIndex);
      await checkRefs(rc, body);
      const row = await rc.db
        .transaction(async (trx) => {
          const locked: Row = await trx('commerce_coupons')
            .where({ id: params.couponIndex })
            .forUpdate()
            .first();
          const used = locked.used > 0 || (await usedIds(trx, [locked.id])).size > 0;
          const fixedChanged =
            locked.code.toUpperCase() !== body.code ||
            locked.coupon_detail_type !== body.couponDetailType ||
            locked.coupon_content !== body.couponContent ||
            locked.coupon_only !== body.couponOnly;
          if (used && fixedChanged) throw new AppError(409, 'coupon_in_use', 'commerce.error.coupon_in_use');
          if (body.usageLimit !== null && body.usageLimit < locked.used)
            throw new AppError(400, 'validation', 'commerce.validation.couponLimitBelowUsed');
          const [updated]: Row[] = await trx('commerce_coupons')
            .where({ id: locked.id })
            .update({ ...columnsOf(body), updated_at: trx.fn.now() })
            .returning('*');
          await writeRefs(trx, locked.id, body);
          return updated;
        })
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? codeTaken() : e;
        });
      return { data: (await present(rc, [row]))[0] };
    },
  });

  env.route({
    method: 'PATCH',
    path: '/api/commerce/coupons/:couponIndex/enabled',
    summary: 'Switch a coupon on or off',
    tags,
    access: ['teacher', 'admin'],
    params: couponParams,
    body: couponEnabledSchema,
    bodyLimit: '1kb',
    async handler({ params, body }, rc) {
      await manageable(rc, params.couponIndex);
      const [row]: Row[] = await rc
        .db('commerce_coupons')
        .where({ id: params.couponIndex })
        .update({ enabled: body.enabled, updated_at: rc.db.fn.now() })
        .returning('*');
      return { data: (await present(rc, [row]))[0] };
    },
  });
}
