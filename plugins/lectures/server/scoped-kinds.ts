import {
  channelLookup,
  type ChannelLookup,
  type Knex,
  type RegisterEnv,
  type ScopedKindDef,
} from '@seodang/sdk';

/** A lecture as the `lecture` scoped kind finds it. */
export interface ScopedLecture {
  id: number;
  ownerId: number | null;
  subject: string;
  isPublished: boolean;
}

/** A lesson as the `lesson` scoped kind finds it, with its lecture. */
export interface ScopedLesson {
  id: number;
  lectureId: number;
  title: string;
}

/**
 * The `lecture` and `lesson` scoped kinds: lectures of the request's channel (channel_id, null on
 * the public site) and lessons of those lectures, whatever their state; visibility and enrolment
 * rules stay with the routes. Other plugins resolve lecture and lesson ids with `rc.inChannel`.
 */
export function registerLectureKinds(env: RegisterEnv): void {
  env.scopedKind(lectureKind);
  env.scopedKind(lessonKind);
}

const inChannel = (q: Knex.QueryBuilder, channelIndex: number | null) =>
  channelIndex === null ? q.whereNull('l.channel_id') : q.where('l.channel_id', channelIndex);

/**
 * The lectures of a channel (`l`): the `lecture` kind's rule, for reads that need more columns or
 * joins in the same query (the lesson context).
 */
export const lecturesInChannel = (db: Knex, channelIndex: number | null): Knex.QueryBuilder =>
  inChannel(db('lectures as l'), channelIndex);

/** The lessons (`s`) of the channel's lectures (`l`): the `lesson` kind's rule. */
export const lessonsInChannel = (db: Knex, channelIndex: number | null): Knex.QueryBuilder =>
  inChannel(db('lecture_lessons as s').join('lectures as l', 'l.id', 's.lecture_id'), channelIndex);

const lectureKind: ScopedKindDef<ScopedLecture> = {
  kind: 'lecture',
  async find(db, ids, channelIndex) {
    const rows: { id: number; owner_id: number | null; subject: string; is_published: boolean }[] =
      await lecturesInChannel(db, channelIndex)
        .whereIn('l.id', ids)
        .select('l.id', 'l.owner_id', 'l.subject', 'l.is_published');
    return rows.map((r) => ({
      id: Number(r.id),
      ownerId: r.owner_id,
      subject: r.subject,
      isPublished: r.is_published,
    }));
  },
};

const lessonKind: ScopedKindDef<ScopedLesson> = {
  kind: 'lesson',
  async find(db, ids, channelIndex) {
    const rows: { id: number; lecture_id: number; title: string }[] = await lessonsInChannel(db, channelIndex)
      .whereIn('s.id', ids)
      .select('s.id', 's.lecture_id', 's.title');
    return rows.map((r) => ({ id: Number(r.id), lectureId: Number(r.lecture_id), title: r.title }));
  },
};

/**
 * The lookup of these kinds for a viewer another plugin names (the `lectures.lesson-access`
 * service), the same rules `rc.inChannel` applies to a request of that channel.
 */
export const lectureLookup = (db: Knex, channelIndex: number | null): ChannelLookup =>
  channelLookup(
    (kind) => ({ lecture: lectureKind, lesson: lessonKind })[kind] as ScopedKindDef | undefined,
    db,
    channelIndex,
  );
