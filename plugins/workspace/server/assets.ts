import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  AppError,
  channelFiles,
  defineJob,
  fileStorageRef,
  forbidden,
  sendAttachment,
  type FileStore,
  type Knex,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';
import {
  assetMaxBytesLimit,
  assetRefsOf,
  defaultAssetMaxBytes,
  idSchema,
  sha256Schema,
  type QuizTypeDefinition,
} from '@seodang/sdk/common';
import { assertMayAnswer, quizAccess } from './access.ts';
import { findQuiz, typeOf } from './quiz-row.ts';

/** Assets nobody references are deleted this long after their upload or last reference. */
export const assetGraceMs = 24 * 3_600_000;

/** A row of workspace_assets. */
interface AssetRow {
  id: number;
  quiz_id: number;
  sha256: string;
  size: number;
  media_type: string;
  owner_id: number | null;
  hidden: boolean;
  created_at: Date;
}

const assetParams = z.object({ index: idSchema, sha256: sha256Schema });
const assetNotFound = () => new AppError(404, 'asset_not_found', 'workspace.error.asset_not_found');
const mediaTypePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** The workspace's files of a channel (the public site's under `public/`). */
function filesOf(store: FileStore, channelId: number | null): FileStore {
  return channelId ? channelFiles(store, channelId) : store.scope('public');
}

const assetKey = (quizId: number, sha256: string) => `quiz-${quizId}/${sha256}`;

/** The largest asset a quiz of this type takes. */
export function assetCapOf(qt: Pick<QuizTypeDefinition, 'assetMaxBytes'>): number {
  const cap = qt.assetMaxBytes ?? defaultAssetMaxBytes;
  return Math.min(Math.max(1, Math.floor(cap)), assetMaxBytesLimit);
}

/** A cap as people read it: '10 MB', '1 KB'. */
const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.floor((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.max(1, Math.floor(bytes / 1024))} KB`;

/** Serialises uploads and the clean-up of one quiz's copy of one file (same transaction). */
const lockAsset = (trx: Knex, quizId: number, sha256: string) =>
  trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`workspace-asset:${quizId}:${sha256}`]);

const present = (row: AssetRow) => ({
  sha256: row.sha256,
  size: row.size,
  mediaType: row.media_type,
  hidden: row.hidden,
  owner: row.owner_id === null ? ('quiz' as const) : ('learner' as const),
});

/**
 * Checks the assets a definition about to be saved references: each must be one of the quiz's own
 * (uploaded by an author), else 400 `asset_missing`. Marks them referenced now, in the caller's
 * transaction, which also locks them against the clean-up until the save commits.
 */
export async function claimDefinitionAssets(
  trx: Knex,
  quizId: number | null,
  definition: unknown,
): Promise<void> {
  const refs = assetRefsOf(definition);
  if (!refs.length) return;
  const found =
    quizId === null
      ? []
      : ((await trx('workspace_assets')
          .where('quiz_id', quizId)
          .whereNull('owner_id')
          .whereIn('sha256', refs)
          .update({ referenced_at: trx.fn.now() })
          .returning('sha256')) as { sha256: string }[]);
  const have = new Set(found.map((r) => r.sha256));
  const missing = refs.find((sha) => !have.has(sha));
  if (missing) throw new AppError(400, 'asset_missing', 'workspace.error.asset_missing', { sha256: missing });
}

/**
 * Checks the assets an answer about to be saved, tested or submitted names: each must be one the
 * caller may read (a learner: their own, or the quiz's shown ones; an author: any of the quiz's
 * own), else 400 `asset_missing`. Marks them referenced now, so the clean-up keeps them for
 * another 24 hours, long past the answer's own row.
 */
export async function claimAnswerAssets(
  db: Knex,
  quizId: number,
  userId: number,
  author: boolean,
  answer: unknown,
): Promise<void> {
  const refs = assetRefsOf(answer);
  if (!refs.length) return;
  const found = (await db('workspace_assets')
    .where('quiz_id', quizId)
    .whereIn('sha256', refs)
    .where((w) =>
      w.where('owner_id', userId).orWhere((own) => {
        own.whereNull('owner_id');
        if (!author) own.where('hidden', false);
      }),
    )
    .update({ referenced_at: db.fn.now() })
    .returning('sha256')) as { sha256: string }[];
  const have = new Set(found.map((r) => r.sha256));
  const missing = refs.find((sha) => !have.has(sha));
  if (missing) throw new AppError(400, 'asset_missing', 'workspace.error.asset_missing', { sha256: missing });
}

/** Does this JSON column name the asset? (`{ $asset: sha256 }` anywhere in it; `\\?` is knex's literal `?`.) */
const names = (column: string) =>
  `jsonb_path_exists(${column}, 'strict $.**."$asset" \\? (@ == $h)', jsonb_build_object('h', a.sha256))`;

/** Not referenced by the quiz's definition, nor by any saved answer or submission of the quiz. */
const unreferenced = `not exists (select 1 from workspace_quizzes q where q.id = a.quiz_id and ${names('q.definition')})
  and not exists (select 1 from workspace_answers w where w.quiz_id = a.quiz_id and ${names('w.answer')})
  and not exists (select 1 from workspace_submissions s where s.quiz_id = a.quiz_id and ${names('s.answer')})`;

/**
 * One pass of the clean-up (also what the tests call): deletes every asset uploaded or last
 * referenced more than 24 hours before `now` that no quiz definition, saved answer or submission of
 * its quiz references, and its bytes once no row of that quiz holds them. Each asset goes in its own
 * transaction under the asset's lock, rechecking the rule as it deletes, so an upload or a quiz save
 * meanwhile keeps it. Run twice, it does nothing more.
 */
export async function removeUnreferencedAssets(
  db: Knex,
  store: FileStore,
  now = new Date(),
): Promise<{ removed: number }> {
  const cutoff = new Date(now.getTime() - assetGraceMs);
  const stale = `coalesce(a.referenced_at, a.created_at) < ?`;
  let removed = 0;
  let after = 0;
  for (;;) {
    const batch = (await db('workspace_assets as a')
      .whereRaw(stale, [cutoff])
      .whereRaw(unreferenced)
      .where('a.id', '>', after)
      .orderBy('a.id')
      .limit(200)
      .select('a.id', 'a.quiz_id', 'a.sha256')) as Pick<AssetRow, 'id' | 'quiz_id' | 'sha256'>[];
    if (!batch.length) break;
    for (const candidate of batch) {
      after = candidate.id;
      await db.transaction(async (trx) => {
        await lockAsset(trx, candidate.quiz_id, candidate.sha256);
        const deleted = await trx('workspace_assets as a')
          .where('a.id', candidate.id)
          .whereRaw(stale, [cutoff])
          .whereRaw(unreferenced)
          .delete();
        if (!deleted) return;
        removed += deleted;
        const left = await trx('workspace_assets')
          .where({ quiz_id: candidate.quiz_id, sha256: candidate.sha256 })
          .first('id');
        if (left) return;
        const quiz = await trx('workspace_quizzes').where('id', candidate.quiz_id).first('channel_id');
        await filesOf(store, quiz?.channel_id ?? null).delete(assetKey(candidate.quiz_id, candidate.sha256));
      });
    }
  }
  return { removed };
}

/**
 * Stores a seeded quiz's own assets inside the seed's transaction: new rows first, the definition's
 * references checked (`claimDefinitionAssets`), then the new bytes, so a refused seed leaves nothing.
 */
export async function seedQuizAssets(
  trx: Knex,
  files: FileStore,
  quiz: { id: number; channelId: number },
  assets: readonly { bytes: Uint8Array; mediaType?: string; hidden?: boolean }[],
  definition: unknown,
): Promise<void> {
  const toStore: { sha256: string; bytes: Uint8Array; mediaType: string }[] = [];
  for (const asset of assets) {
    const sha256 = createHash('sha256').update(asset.bytes).digest('hex');
    const mediaType =
      asset.mediaType && mediaTypePattern.test(asset.mediaType)
        ? asset.mediaType
        : 'application/octet-stream';
    await lockAsset(trx, quiz.id, sha256);
    const existing = await trx('workspace_assets')
      .where({ quiz_id: quiz.id, sha256 })
      .whereNull('owner_id')
      .first('id');
    if (existing) {
      await trx('workspace_assets').where('id', existing.id).update({ hidden: !!asset.hidden });
      continue;
    }
    await trx('workspace_assets').insert({
      quiz_id: quiz.id,
      sha256,
      size: asset.bytes.length,
      media_type: mediaType,
      owner_id: null,
      hidden: !!asset.hidden,
    });
    toStore.push({ sha256, bytes: asset.bytes, mediaType });
  }
  await claimDefinitionAssets(trx, quiz.id, definition);
  const store = filesOf(files, quiz.channelId);
  for (const f of toStore)
    await store.put(assetKey(quiz.id, f.sha256), Buffer.from(f.bytes), { contentType: f.mediaType });
}

/**
 * The bytes of an asset a learner's answer names, as that learner may read it (their own, or the
 * quiz's shown one), for their submission's download; null when there is none (hidden, missing).
 */
export async function answerAssetBytes(
  rc: Pick<RequestContext, 'service' | 'channel' | 'db'>,
  quizId: number,
  userId: number,
  sha256: string,
): Promise<Buffer | null> {
  if (!sha256Schema.safeParse(sha256).success) return null;
  const row = await rc
    .db('workspace_assets')
    .where({ quiz_id: quizId, sha256 })
    .where((w) => w.where('owner_id', userId).orWhere((s) => s.whereNull('owner_id').where('hidden', false)))
    .first('id');
  if (!row) return null;
  const store = filesOf(rc.service(fileStorageRef).forPlugin('workspace'), rc.channel?.index ?? null);
  const read = await store.get(assetKey(quizId, sha256)).catch(() => null);
  if (!read) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Deletes the bytes of a deleted quiz's assets (its rows went with it). */
export async function removeQuizAssetFiles(
  rc: Pick<RequestContext, 'service' | 'channel'>,
  quizId: number,
): Promise<void> {
  const store = filesOf(rc.service(fileStorageRef).forPlugin('workspace'), rc.channel?.index ?? null);
  for (const f of await store.list(`quiz-${quizId}/`)) await store.delete(f.key);
}

/** Every hour: the unreferenced assets older than 24 hours. */
export const assetCleanup = defineJob<Record<string, never>>('workspace.asset-cleanup');

/**
 * Quiz assets: `PUT|GET /api/workspace/quizzes/:index/assets/:sha256` and the hourly clean-up.
 * Who may write: the quiz's authors (any asset, optionally hidden) and a learner who may answer it
 * (their own answer assets, never hidden). Who may read: authors every asset of the quiz; a learner
 * their own and the quiz's shown ones (a hidden one answers 404 like a missing one).
 */
export function registerAssetRoutes(env: RegisterEnv): void {
  const storeOf = (rc: Pick<RequestContext, 'service' | 'channel'>) =>
    filesOf(rc.service(fileStorageRef).forPlugin('workspace'), rc.channel?.index ?? null);

  env.route({
    method: 'PUT',
    path: '/api/workspace/quizzes/:index/assets/:sha256',
    summary:
      "Upload a quiz asset by its SHA-256 (authors: the quiz's files, optionally hidden; learners: their answer's files)",
    tags: ['workspace'],
    access: 'user',
    params: assetParams,
    bodyTypes: ['multipart'],
    bodyLimit: `${Math.ceil(assetMaxBytesLimit / 1024 / 1024) + 1}mb`,
    body: z.object({
      file: z.instanceof(File),
      hidden: z.enum(['true', 'false']).optional(),
    }),
    async handler({ params, body }, rc) {
      const user = rc.requireUser();
      const q = await findQuiz(rc, params.index);
      const author = (await quizAccess(rc, q)) === 'author';
      const hidden = body.hidden === 'true';
      if (!author) {
        await assertMayAnswer(rc, q, 'save');
        if (hidden) throw forbidden();
      }
      const cap = assetCapOf(typeOf(rc, q.type));
      const tooLarge = () =>
        new AppError(413, 'asset_too_large', 'workspace.error.asset_too_large', {
          max: sizeLabel(cap),
        });
      if (body.file.size > cap) throw tooLarge();
      const bytes = Buffer.from(await body.file.arrayBuffer());
      if (bytes.length > cap) throw tooLarge();
      if (createHash('sha256').update(bytes).digest('hex') !== params.sha256)
        throw new AppError(400, 'asset_hash_mismatch', 'workspace.error.asset_hash_mismatch');
      const mediaType =
        body.file.type.length <= 100 && mediaTypePattern.test(body.file.type)
          ? body.file.type.toLowerCase()
          : 'application/octet-stream';
      const ownerId = author ? null : user.id;
      const { row, created } = await rc.db.transaction(async (trx) => {
        await lockAsset(trx, q.id, params.sha256);
        const same = trx('workspace_assets').where({ quiz_id: q.id, sha256: params.sha256 });
        const existing = (await (
          ownerId === null ? same.clone().whereNull('owner_id') : same.clone().where('owner_id', ownerId)
        ).first()) as AssetRow | undefined;
        if (existing) {
          if (!author || existing.hidden === hidden) return { row: existing, created: false };
          const [updated] = await trx('workspace_assets')
            .where('id', existing.id)
            .update({ hidden })
            .returning('*');
          return { row: updated as AssetRow, created: false };
        }
        await storeOf(rc).put(assetKey(q.id, params.sha256), bytes, { contentType: mediaType });
        const [inserted] = await trx('workspace_assets')
          .insert({
            quiz_id: q.id,
            sha256: params.sha256,
            size: bytes.length,
            media_type: mediaType,
            owner_id: ownerId,
            uploaded_by: user.id,
            hidden,
          })
          .returning('*');
        return { row: inserted as AssetRow, created: true };
      });
      rc.status(created ? 201 : 200);
      return { data: present(row) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/workspace/quizzes/:index/assets/:sha256',
    summary: "A quiz asset's bytes (learners: their own and the quiz's shown assets)",
    tags: ['workspace'],
    access: 'user',
    params: assetParams,
    async handler({ params }, rc) {
      const user = rc.requireUser();
      const q = await findQuiz(rc, params.index);
      const author = (await quizAccess(rc, q)) === 'author';
      const rows = rc.db('workspace_assets').where({ quiz_id: q.id, sha256: params.sha256 });
      if (!author)
        rows.where((w) =>
          w.where('owner_id', user.id).orWhere((s) => s.whereNull('owner_id').where('hidden', false)),
        );
      const row = (await rows.orderByRaw('owner_id nulls first').first()) as AssetRow | undefined;
      if (!row) throw assetNotFound();
      const read = await storeOf(rc)
        .get(assetKey(q.id, row.sha256))
        .catch(() => {
          throw assetNotFound();
        });
      const chunks: Buffer[] = [];
      for await (const chunk of read.body) chunks.push(chunk as Buffer);
      sendAttachment(rc, row.sha256, Buffer.concat(chunks), { type: row.media_type, fallback: 'asset' });
    },
  });

  env.job(
    assetCleanup,
    (_data, _job, ctx) =>
      removeUnreferencedAssets(ctx.db, ctx.service(fileStorageRef).forPlugin('workspace')),
    { attempts: 3, concurrency: 1, schedule: { cron: '17 * * * *', data: {} } },
  );
}
