import { TtlCache, type Knex, type RequestContext } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';

/**
 * Lecture titles for check-in answers, kept a minute per database: a whole class checks in within
 * seconds with the same lecture, and a renamed lecture may answer its old title that long.
 */
const titlesByDatabase = new WeakMap<Knex, TtlCache<number, string>>();

/** The lecture's title ('' when lectures no longer finds it), read once a minute per lecture. */
export function lectureTitle(rc: RequestContext, lectureIndex: number): Promise<string> {
  let titles = titlesByDatabase.get(rc.db);
  if (!titles) {
    titles = new TtlCache<number, string>({ ttlMs: 60_000, max: 10_000 });
    titlesByDatabase.set(rc.db, titles);
  }
  return titles.getOrLoad(lectureIndex, async () => {
    const viewer = { userId: rc.requireUser().id, channelId: rc.channel?.index ?? null };
    return (await rc.service(lessonContextRef).lecture(viewer, lectureIndex))?.title ?? '';
  });
}
