import { AppError, type RequestContext } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';

/** The answer for a lecture that is missing or in another channel. */
export const lectureNotFound = {
  code: 'lecture_not_found',
  messageKey: 'attendance.error.lecture_not_found',
};

/**
 * The lecture, found in the request's channel, when the caller manages its attendance: the
 * lecture's owner or the channel's admin (lectures' `canEdit`). Another channel's lecture is a
 * 404; anyone else a 403.
 */
export async function requireLectureManager(
  rc: RequestContext,
  lectureIndex: number,
): Promise<{ lectureIndex: number; title: string }> {
  await rc.inChannel('lecture', lectureIndex, lectureNotFound);
  const viewer = { userId: rc.requireUser().id, channelId: rc.channel?.index ?? null };
  const lecture = await rc.service(lessonContextRef).lecture(viewer, lectureIndex);
  if (!lecture) throw new AppError(404, lectureNotFound.code, lectureNotFound.messageKey);
  if (!lecture.canEdit)
    throw new AppError(403, 'not_lecture_manager', 'attendance.error.not_lecture_manager');
  return { lectureIndex, title: lecture.title };
}
