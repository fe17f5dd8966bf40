import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { encodeEntities } from '@seodang/sdk/common';
import { listColumns, presentListItem, type LectureRow } from './lecture-row.ts';
import { catalogueOnly, inScope } from './scope.ts';
import { withWish } from './catalogue-query.ts';
import { showsAllLectures } from './channel-settings.ts';

type Item = ReturnType<typeof presentListItem>;
/** Subjects travel HTML-entity encoded in the initial data (spec §1). */
const encoded = (item: Item) => ({ ...item, subject: encodeEntities(item.subject) });

/** Curation groups of this channel (or the public site), each with its lectures in order. */
async function curations(rc: RequestContext) {
  const groups = await inScope(rc.db('lecture_curations as c'), rc, 'c.channel_id')
    .orderBy([{ column: 'c.position' }, { column: 'c.id' }])
    .select('c.*');
  if (groups.length === 0) return [];
  const rows = await withWish(
    catalogueOnly(inScope(rc.db('lectures as l'), rc))
      .join('lecture_curation_items as ci', 'ci.lecture_id', 'l.id')
      .whereIn(
        'ci.curation_id',
        groups.map((g) => g.id),
      )
      .leftJoin('users as u', 'u.id', 'l.owner_id')
      .select([...listColumns, 'ci.curation_id', 'ci.position as curation_position']),
    rc,
  ).orderBy('ci.position');
  const now = new Date();
  return groups.map((g) => ({
    index: g.id,
    title: encodeEntities(g.title),
    category: g.category,
    lectureList: (rows as (LectureRow & { curation_id: number })[])
      .filter((r) => r.curation_id === g.id)
      .map((r) => encoded(presentListItem(r, now))),
  }));
}

/** Every catalogue lecture of a channel, most popular first (bounded for the page). */
async function channelLectures(rc: RequestContext) {
  const rows = await withWish(
    catalogueOnly(inScope(rc.db('lectures as l'), rc))
      .leftJoin('users as u', 'u.id', 'l.owner_id')
      .select(listColumns),
    rc,
  )
    .orderBy([
      { column: 'l.student_count', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(60);
  const now = new Date();
  return { allLectures: (rows as LectureRow[]).map((r) => encoded(presentListItem(r, now))) };
}

/** The server-rendered start (spec §1): `curations` and `channelLectureList.allLectures`. */
export function registerInitialData(env: RegisterEnv): void {
  env.initialData('curations', curations);
  env.initialData('channelLectureList', async (rc) =>
    rc.channel && (await showsAllLectures(rc)) ? channelLectures(rc) : undefined,
  );
}
