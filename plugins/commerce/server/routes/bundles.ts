// Bundles as their teacher composes them (`/teach/bundles`): a title, one price and two or more
// of their own paid lectures. A channel admin sees and edits every bundle of the channel.
import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { z } from 'zod';
import { allocate } from '../../common/allocation.ts';
import { bundleSaveSchema, type BundleSave, type BundleView } from '../../common/coupon-admin.ts';
import { bundleChildren, bundleKind, bundleRows, type BundleRow } from '../bundles.ts';
import type { PurchasableKinds } from '../purchasables.ts';

const tags = ['commerce-bundles'];
const bundleNotFound = { code: 'bundle_not_found', messageKey: 'commerce.error.bundle_not_found' };
const lectureNotFound = { code: 'lecture_not_found', messageKey: 'commerce.error.lecture_not_found' };
const notOwner = () => new AppError(403, 'not_owner', 'commerce.error.not_owner');
const iso = (d: Date | string) => new Date(d).toISOString();

function managerOf(rc: RequestContext) {
  return {
    userId: rc.requireUser().id,
    isAdmin: rc.role === 'admin',
    channelIndex: rc.channel?.index ?? null,
  };
}

/** The bundle of this channel the caller may manage, or the 404 / 403. */
async function manageable(rc: RequestContext, id: number): Promise<BundleRow> {
  const found = await rc.inChannel<BundleRow>(bundleKind, id, bundleNotFound);
  const me = managerOf(rc);
  if (!me.isAdmin && found.owner_id !== me.userId) throw notOwner();
  return found;
}

/**
 * The children of a bundle body: lectures of the channel (another channel's is the missing
 * one's 404), each the bundle owner's own (403) and paid (400).
 */
async function checkChildren(
  rc: RequestContext,
  kinds: PurchasableKinds,
  body: BundleSave,
  ownerId: number,
): Promise<void> {
  const kind = kinds.get('lecture');
  if (!kind || !rc.hasScopedKind('lecture'))
    throw new AppError(404, lectureNotFound.code, lectureNotFound.messageKey);
  const lectures = await rc.inChannelMany<{ id: number; ownerId: number | null }>(
    'lecture',
    body.children,
    lectureNotFound,
  );
  if (lectures.some((l) => l.ownerId !== ownerId)) throw notOwner();
  const quotes = await kind.quote(
    { db: rc.db, channelIndex: rc.channel?.index ?? null, userId: null, locale: rc.locale, now: new Date() },
    body.children,
  );
  if (body.children.some((id) => !quotes.get(id) || quotes.get(id)!.price <= 0))
    throw new AppError(400, 'validation', 'commerce.validation.bundleChildFree');
}

async function writeChildren(trx: Knex.Transaction, bundleId: number, children: readonly number[]) {
  await trx('commerce_bundle_items').where({ bundle_id: bundleId }).delete();
  await trx('commerce_bundle_items').insert(
    children.map((ref, position) => ({ bundle_id: bundleId, item_type: 'lecture', ref, position })),
  );
}

/** The bundles as the routes show them: each child with its list price and its share of the price. */
async function present(
  rc: RequestContext,
  kinds: PurchasableKinds,
  rows: readonly BundleRow[],
): Promise<BundleView[]> {
  const children = await bundleChildren(
    rc.db,
    rows.map((r) => r.id),
  );
  const kind = kinds.get('lecture');
  const refs = [...new Set(children.map((c) => c.ref))];
  const quotes =
    kind && refs.length
      ? await kind.quote(
          {
            db: rc.db,
            channelIndex: rc.channel?.index ?? null,
            userId: null,
            locale: rc.locale,
            now: new Date(),
          },
          refs,
        )
      : new Map();
  return rows.map((r) => {
    const mine = children.filter((c) => c.bundle_id === r.id);
    const prices = mine.map((c) => quotes.get(c.ref)?.price ?? 0);
    const shares = mine.length ? allocate(r.price, prices) : [];
    return {
      bundleIndex: r.id,
      title: r.title,
      price: r.price,
      isPublished: r.is_published,
      ownerId: r.owner_id,
      children: mine.map((c, i) => {
        const q = quotes.get(c.ref);
        return {
          sequence: c.ref,
          title: q?.title ?? '',
          price: prices[i],
          share: shares[i],
          isPublished: q ? q.sale.forSale || q.sale.reason !== 'not_published' : false,
        };
      }),
      listPrice: prices.reduce((a, b) => a + b, 0),
      createdAt: iso(r.created_at),
    };
  });
}

const bundleParams = z.object({ bundleIndex: idSchema });

/**
 * `GET|POST /api/commerce/bundles` and `GET|PUT /api/commerce/bundles/:bundleIndex`: teachers
 * and admins only (learners 403, visitors 401); a teacher sees and changes only their own bundles.
 */
export function registerBundleRoutes(env: RegisterEnv, kinds: PurchasableKinds): void {
  env.scopedKind<BundleRow>({
    kind: bundleKind,
    async find(db, ids, channelIndex) {
      return (await bundleRows(db, channelIndex).whereIn('id', ids).select('*')) as BundleRow[];
    },
  });

  env.route({
    method: 'GET',
    path: '/api/commerce/bundles',
    summary: "Bundles I manage: a teacher's own, or every bundle of the channel for its admin",
    tags,
    access: ['teacher', 'admin'],
    async handler(_input, rc) {
      const me = managerOf(rc);
      const q = bundleRows(rc.db, me.channelIndex).orderBy('id', 'desc').limit(500);
      if (!me.isAdmin) q.where('owner_id', me.userId);
      return { data: { list: await present(rc, kinds, (await q.select('*')) as BundleRow[]) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/commerce/bundles/:bundleIndex',
    summary: 'One bundle I manage, with its lectures and their shares of the price',
    tags,
    access: ['teacher', 'admin'],
    params: bundleParams,
    async handler({ params }, rc) {
      const row = await manageable(rc, params.bundleIndex);
      return { data: (await present(rc, kinds, [row]))[0] };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/commerce/bundles',
    summary: 'Compose a bundle of my own paid lectures at one price',
    tags,
    access: ['teacher', 'admin'],
    body: bundleSaveSchema,
    bodyLimit: '8kb',
    async handler({ body }, rc) {
      const me = managerOf(rc);
      await checkChildren(rc, kinds, body, me.userId);
      const row = await rc.db.transaction(async (trx) => {
        const [created]: BundleRow[] = await trx('commerce_bundles')
          .insert({
            channel_id: me.channelIndex,
            owner_id: me.userId,
            title: body.title,
            price: body.price,
            is_published: body.isPublished,
          })
          .returning('*');
        await writeChildren(trx, created.id, body.children);
        return created;
      });
      rc.status(201);
      return { data: (await present(rc, kinds, [row]))[0] };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/commerce/bundles/:bundleIndex',
    summary: 'Edit a bundle (orders keep what they were sold for)',
    tags,
    access: ['teacher', 'admin'],
    params: bundleParams,
    body: bundleSaveSchema,
    bodyLimit: '8kb',
    async handler({ params, body }, rc) {
      const found = await manageable(rc, params.bundleIndex);
      await checkChildren(rc, kinds, body, found.owner_id ?? managerOf(rc).userId);
      const row = await rc.db.transaction(async (trx) => {
        const [updated]: BundleRow[] = await trx('commerce_bundles')
          .where({ id: found.id })
          .update({
            title: body.title,
            price: body.price,
            is_published: body.isPublished,
            updated_at: trx.fn.now(),
          })
          .returning('*');
        await writeChildren(trx, found.id, body.children);
        return updated;
      });
      return { data: (await present(rc, kinds, [row]))[0] };
    },
  });
}
