import type { RegisterEnv } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import { messagingAccess } from './templates.ts';

/** The lectures whose learners the caller may message, for the compose form's recipients. */
export function registerLectureRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/message/lectures',
    summary: 'Lectures whose learners the caller may message (owner, co-teacher; admins all)',
    tags: ['messaging'],
    access: [...messagingAccess],
    async handler(_input, rc) {
      const lectures = rc.optionalService(lessonContextRef);
      if (!lectures) return { data: [] };
      const viewer = { userId: rc.requireUser().id, channelId: rc.channel?.index ?? null };
      const list = (await lectures.editableLectures(viewer)).map((l) => ({
        lectureIndex: l.lectureIndex,
        title: l.title,
      }));
      return { data: list };
    },
  });
}
