import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { lessonStates } from '../../common/index.ts';
import { canEdit, findViewableLecture, isWithinPeriod, periodEndOf, periodStateOf } from '../access.ts';
import { presentLecture } from '../lecture-row.ts';
import { curriculumOf, lessonsOf, progressOf, withoutInternalCodes } from '../lessons-data.ts';
import { curriculumMapOf } from '../curriculum-map.ts';
import { iso } from '../scope.ts';
import { idSchema } from '@seodang/sdk/common';

const indexParams = z.object({ index: idSchema });

/** `GET /api/lecture/{index}`: the lecture page (introduction, curriculum, educator, price, my enrolment). */
export function registerDetailRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/lecture/:index',
    summary: 'Lecture detail',
    tags: ['lectures'],
    access: 'public',
    params: indexParams,
    async handler({ params }, rc) {
      const { lecture, enrolment } = await findViewableLecture(rc, params.index);
      const [lessons, progress, wish, educator, codes] = await Promise.all([
        lessonsOf(rc.db, lecture.id),
        progressOf(rc.db, lecture.id, enrolment?.state === 'joined' ? rc.user!.id : null),
        rc.user
          ? rc.db('lecture_wishes').where({ lecture_id: lecture.id, user_id: rc.user.id }).first('state')
          : null,
        lecture.owner_id
          ? rc
              .db('lectures')
              .where({ owner_id: lecture.owner_id, is_published: true })
              .count({ n: '*' })
              .first()
          : null,
        curriculumMapOf(rc.db, lecture.channel_id),
      ]);
      const curriculum = curriculumOf(
        lecture.id,
        lecture.slug,
        lessons,
        progress,
        lecture.sequential_lessons,
        codes.map,
      );
      const completed = curriculum.filter((l) => l.state === lessonStates.COMPLETE).length;
      const editor = canEdit(rc, lecture);
      return {
        data: {
          lecture: {
            ...presentLecture({ ...lecture, is_wishing: wish?.state === 1 }),
            lessonCount: lessons.length,
          },
          curriculum: editor ? curriculum : withoutInternalCodes(curriculum),
          educator: {
            id: lecture.owner_id,
            name: lecture.owner_name ?? '',
            lectureCount: Number(educator?.n ?? 0),
          },
          enrolment: enrolment
            ? {
                state: enrolment.state,
                joinedAt: iso(enrolment.joined_at),
                expiresAt: iso(enrolment.expires_at),
                isActive: enrolment.state === 'joined' && isWithinPeriod(lecture, enrolment),
                periodState: periodStateOf(lecture, enrolment),
                periodEndsAt: iso(periodEndOf(lecture, enrolment)),
                completedLessons: completed,
                progress: lessons.length ? Math.round((completed / lessons.length) * 100) : 0,
              }
            : null,
          canEdit: editor,
        },
      };
    },
  });
}
