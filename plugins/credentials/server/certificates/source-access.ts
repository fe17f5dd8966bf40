import { AppError, type RequestContext } from '@seodang/sdk';
import { examAccessRef } from '@seodang/plugin-assessment/exam-targets';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import type { SourceKind } from '../../common/index.ts';
import { manageableAchievement } from '../badges/achievements.ts';
import { manageableEvent } from '../events/event-rows.ts';

/** What a certificate is for, as its manager sees it. */
export interface ManagedSource {
  kind: SourceKind;
  index: number;
  title: string;
}

const notFound = (kind: SourceKind) =>
  new AppError(404, `${kind}_not_found`, `credentials.error.${kind}_not_found`);

/**
 * The lecture or exam when the caller manages its certificates: the lecture's owner or co-teacher,
 * the exam's owner, or the channel's admin. One of another channel answers 404 like a missing
 * one; anyone else 403.
 */
export async function requireSourceManager(
  rc: RequestContext,
  kind: SourceKind | 'badge' | 'event',
  index: number,
): Promise<ManagedSource> {
  if (kind === 'event') {
    const event = await manageableEvent(rc, index);
    return { kind: 'lecture', index: event.id, title: event.title };
  }
  if (kind === 'badge') {
    const achievement = await manageableAchievement(rc, index);
    return { kind: 'lecture', index: achievement.id, title: achievement.name };
  }
  const user = rc.requireUser();
  const channelId = rc.channel?.index ?? null;
  if (kind === 'lecture') {
    const lectures = rc.optionalService(lessonContextRef);
    const lecture = lectures ? await lectures.lecture({ userId: user.id, channelId }, index) : null;
    if (!lecture) throw notFound(kind);
    if (!lecture.canEdit) throw forbidden();
    return { kind, index, title: lecture.title };
  }
  const exams = rc.optionalService(examAccessRef);
  if (!exams) throw notFound(kind);
  // The assessment plugin's scoped kind: an exam of another channel is not found.
  const exam = await rc.inChannel<{ id: number; title: string }>('exam', index, {
    code: 'exam_not_found',
    messageKey: 'credentials.error.exam_not_found',
  });
  if (!(await exams.supervisedExam(index, channelId, user.id, rc.role))) throw forbidden();
  return { kind, index, title: exam.title };
}

const forbidden = () =>
  new AppError(403, 'not_certificate_manager', 'credentials.error.not_certificate_manager');

/** Whether the caller manages the source (for the certificate page's manage view). */
export async function managesSource(
  rc: RequestContext,
  kind: SourceKind | 'badge' | 'event',
  index: number,
): Promise<boolean> {
  if (!rc.user) return false;
  try {
    await requireSourceManager(rc, kind, index);
    return true;
  } catch {
    return false;
  }
}
