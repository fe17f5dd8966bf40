import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { discountedPriceOf } from '@seodang/plugin-lectures/common';
import type { AcceptType, Difficulty, RoadmapCard, RoadmapEdge, RoadmapNode } from '../common/index.ts';

/** The scoped kind of roadmaps: `rc.inChannel(roadmapKind, id)` finds one in the request's channel. */
export const roadmapKind = 'roadmap';

/** A roadmap row with its owner's name. */
export interface RoadmapRow {
  id: number;
  channel_id: number | null;
  owner_id: number | null;
  owner_name: string | null;
  title: string;
  description: string;
  category_first: string;
  category_second: string;
  difficulty: Difficulty;
  is_free: boolean;
  price: number;
  discount: number | null;
  accept_type: AcceptType;
  is_published: boolean;
  nodes: RoadmapNode[];
  edges: RoadmapEdge[];
  version: number;
}

/** The answer for a roadmap that is missing, unpublished to the caller, or in another channel. */
export const roadmapNotFound = { code: 'not_found', messageKey: 'roadmaps.error.not_found' };

/** The roadmaps of one channel (`channelIndex` null: the public site), with their owners' names. */
export function roadmapsIn(db: Knex, channelIndex: number | null): Knex.QueryBuilder {
  const q = db('roadmaps as r').leftJoin('users as u', 'u.id', 'r.owner_id');
  (channelIndex === null ? q.whereNull('r.channel_id') : q.where('r.channel_id', channelIndex)).select(
    'r.*',
    'u.name as owner_name',
  );
  return q;
}

/** Registers the kind: an id of another channel is left out, so it answers exactly like a missing one. */
export function registerRoadmapKind(env: RegisterEnv): void {
  env.scopedKind<RoadmapRow>({
    kind: roadmapKind,
    async find(db, ids, channelIndex) {
      return (await roadmapsIn(db, channelIndex).whereIn('r.id', ids)) as RoadmapRow[];
    },
  });
}

/** Who may edit a roadmap: its owner, or the channel's admin (on the public site, a site admin). */
export const canEdit = (rc: Pick<RequestContext, 'user' | 'role'>, row: RoadmapRow): boolean =>
  !!rc.user && (row.owner_id === rc.user.id || rc.role === 'admin');

/** A roadmap the caller may see: published, or theirs to edit; otherwise the missing row's 404. */
export async function findVisible(rc: RequestContext, sequence: number): Promise<RoadmapRow> {
  const row = await rc.inChannel<RoadmapRow>(roadmapKind, sequence, roadmapNotFound);
  if (!row.is_published && !canEdit(rc, row))
    throw new AppError(404, roadmapNotFound.code, roadmapNotFound.messageKey);
  return row;
}

/** A roadmap the caller may edit: a 404 when out of their sight, a 403 when only visible. */
export async function findEditable(rc: RequestContext, sequence: number): Promise<RoadmapRow> {
  const row = await findVisible(rc, sequence);
  if (!canEdit(rc, row)) throw new AppError(403, 'not_editable', 'roadmaps.error.not_editable');
  return row;
}

/** The price to pay now: the price less the discount; 0 when free. */
export const finalPriceOf = (row: Pick<RoadmapRow, 'is_free' | 'price' | 'discount'>): number =>
  row.is_free ? 0 : discountedPriceOf(row.price, row.discount);

/** The card of a roadmap; `checked` says whether the caller chose it. */
export function presentCard(row: RoadmapRow, checked: boolean): RoadmapCard {
  return {
    sequence: row.id,
    title: row.title,
    description: row.description,
    category: `${row.category_first}.${row.category_second}`,
    difficulty: row.difficulty,
    isFree: row.is_free,
    price: row.is_free ? 0 : row.price,
    discount: row.is_free ? null : row.discount,
    finalPrice: finalPriceOf(row),
    acceptType: row.accept_type,
    nodeCount: row.nodes.length,
    teacher: { sequence: row.owner_id, name: row.owner_name ?? '' },
    checked,
  };
}

/** The roadmap ids among `ids` that the user chose. */
export async function chosenAmong(db: Knex, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows: { roadmap_id: number }[] = await db('roadmap_choices')
    .where({ user_id: userId })
    .whereIn('roadmap_id', ids)
    .select('roadmap_id');
  return new Set(rows.map((r) => r.roadmap_id));
}
