import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { lectureSaveSchema } from '../../common/index.ts';
import { lecturePublished } from '../../common/events.ts';
import { findEditableLecture, findLecture } from '../access.ts';
import { assertValidLecture, lectureColumns } from '../lecture-write.ts';
import { listColumns, presentLecture, presentListItem, type LectureRow } from '../lecture-row.ts';
import { inScope } from '../scope.ts';
import { catalogueWritten } from '../category-counts.ts';
import { lessonsOf } from '../lessons-data.ts';
import { presentLessonForEditor } from './lessons.ts';
import { curriculumMapOf } from '../curriculum-map.ts';
import { idSchema } from '@seodang/sdk/common';

const tags = ['lectures-authoring'];
const indexParams = z.object({ index: idSchema });
const teacherRoles = ['teacher', 'admin'] as const;
const baseNotFound = { code: 'base_not_found', messageKey: 'lectures.error.base_not_found' };

/** Base (skeleton) lectures a teacher may copy: their own, or ones shared for internal copy. */
function copyableBases(rc: RequestContext, db = rc.db) {
  return inScope(db('lectures as l').leftJoin('users as u', 'u.id', 'l.owner_id'), rc)
    .where('l.is_base', true)
    .where((q) => q.where('l.owner_id', rc.user!.id).orWhere('l.allow_internal_copy', true));
}

/** Copies a base lecture's lessons into a new lecture (inside the caller's transaction). */
async function copyLessons(db: RequestContext['db'], fromId: number, toId: number) {
  const lessons = await lessonsOf(db, fromId);
  if (lessons.length === 0) return;
  await db('lecture_lessons').insert(
    lessons.map((l) => ({
      lecture_id: toId,
      position: l.position,
      title: l.title,
      type: l.type,
      phase: l.phase,
      quiz_language: l.quiz_language,
      is_preview: l.is_preview,
      items: JSON.stringify(l.items),
    })),
  );
}

/** The teacher's side: create (three steps share one save), edit, publish, delete, my lectures, bases. */
export function registerAuthoringRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/lecture/teach/my',
    summary: 'My lectures as a teacher (every state)',
    tags,
    access: teacherRoles,
    async handler(_input, rc) {
      const rows = await inScope(rc.db('lectures as l').leftJoin('users as u', 'u.id', 'l.owner_id'), rc)
        .where('l.owner_id', rc.user!.id)
        .select([
          ...listColumns,
          rc.db.raw('(select count(*) from lecture_lessons ll where ll.lecture_id = l.id) as lesson_count'),
          rc.db.raw(
            "(select count(*) from lecture_enrolments e where e.lecture_id = l.id and e.state = 'waiting') as waiting_count",
          ),
        ])
        .orderBy('l.updated_at', 'desc');
      return {
        data: (rows as (LectureRow & { waiting_count: string })[]).map((r) => ({
          ...presentListItem(r),
          lessonCount: Number(r.lesson_count),
          waitingCount: Number(r.waiting_count),
        })),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/base',
    summary: 'Base (skeleton) lectures I may copy',
    tags,
    access: teacherRoles,
    async handler(_input, rc) {
      const rows = await copyableBases(rc).select(listColumns).orderBy('l.subject');
      return { data: (rows as LectureRow[]).map((r) => presentListItem(r)) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/lecture',
    summary: 'Create a lecture (SETTING step; optionally from a base lecture)',
    tags,
    access: teacherRoles,
    body: lectureSaveSchema,
    bodyLimit: '2mb',
    async handler({ body }, rc) {
      assertValidLecture(body);
      const id = await rc.db.transaction(async (trx) => {
        let base: LectureRow | undefined;
        if (body.baseLectureIndex) {
          await rc.inChannel('lecture', body.baseLectureIndex, baseNotFound);
          base = await copyableBases(rc, trx).where('l.id', body.baseLectureIndex).first('l.*');
          if (!base) throw new AppError(404, baseNotFound.code, baseNotFound.messageKey);
        }
        const columns = lectureColumns(body, rc.db);
        const fromBase =
          base && (!body.contents || body.contents.trim() === '') ? { contents: base.contents } : {};
        const [row] = await trx('lectures')
          .insert({
            ...columns,
            ...fromBase,
            channel_id: rc.channel?.index ?? null,
            owner_id: rc.user!.id,
            license: 'none',
            base_lecture_id: base?.id ?? null,
          })
          .returning('id');
        if (base) await copyLessons(trx, base.id, row.id);
        return row.id as number;
      });
      await catalogueWritten(rc);
      rc.status(201);
      return { data: presentLecture(await findLecture(rc, id)) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/:index/edit',
    summary: 'A lecture with its lessons, for its editor',
    tags,
    access: teacherRoles,
    params: indexParams,
    async handler({ params }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      const { map } = await curriculumMapOf(rc.db, lecture.channel_id);
      return {
        data: {
          lecture: presentLecture(lecture),
          lessons: (await lessonsOf(rc.db, lecture.id)).map((l) => presentLessonForEditor(l, map)),
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/lecture/:index',
    summary: 'Edit a lecture (owner or channel admin)',
    tags,
    access: teacherRoles,
    params: indexParams,
    body: lectureSaveSchema,
    bodyLimit: '2mb',
    async handler({ params, body }, rc) {
      await findEditableLecture(rc, params.index);
      assertValidLecture(body);
      await rc.db('lectures').where({ id: params.index }).update(lectureColumns(body, rc.db));
      await catalogueWritten(rc);
      return { data: presentLecture(await findLecture(rc, params.index)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/lecture/:index/publish',
    summary: 'Publish or unpublish a lecture',
    tags,
    access: teacherRoles,
    params: indexParams,
    body: z.object({ published: z.boolean() }),
    async handler({ params, body }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      // Only a request that changes it writes, so only the one that publishes it announces it.
      const changed = await rc
        .db('lectures')
        .where({ id: lecture.id, is_published: !body.published })
        .update({
          is_published: body.published,
          published_at: body.published ? (lecture.published_at ?? rc.db.fn.now()) : lecture.published_at,
          updated_at: rc.db.fn.now(),
        });
      await catalogueWritten(rc);
      if (body.published && changed > 0)
        await rc.emit(lecturePublished, { channelId: lecture.channel_id, lectureIndex: lecture.id });
      return { data: presentLecture(await findLecture(rc, lecture.id)) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/lecture/:index',
    summary: 'Delete a lecture (owner or channel admin)',
    tags,
    access: teacherRoles,
    params: indexParams,
    async handler({ params }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      await rc.db('lectures').where({ id: lecture.id }).delete();
      await catalogueWritten(rc);
      return { result: true };
    },
  });
}
