import type { Knex } from 'knex';
import { iso } from '../routes/params.ts';

/** A teacher's latest request that an examinee certify a level again, as the screens show it. */
export interface ReverificationView {
  reason: string;
  requestedAt: string;
  requestedBy: { id: number; name: string } | null;
  /** The newer level test given to take it in (null once that exam was deleted). */
  retake: {
    examIndex: number;
    lectureSeq: number;
    lectureSlug: string;
    title: string;
    startAt: string;
    endAt: string;
  } | null;
}

const keyOf = (examId: number, userId: number) => `${examId}:${userId}`;

/** The latest request of each (exam, examinee) among these, by `${examId}:${userId}`. */
export async function reverificationsOf(
  db: Knex,
  examIds: number[],
  userIds: number[],
): Promise<Map<string, ReverificationView>> {
  const out = new Map<string, ReverificationView>();
  if (!examIds.length || !userIds.length) return out;
  const rows = await db('assessment_level_reverifications as r')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .leftJoin('assessment_exams as e', 'e.id', 'r.retake_exam_id')
    .leftJoin('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .whereIn('r.exam_id', examIds)
    .whereIn('r.user_id', userIds)
    .distinctOn('r.exam_id', 'r.user_id')
    .orderBy([{ column: 'r.exam_id' }, { column: 'r.user_id' }, { column: 'r.id', order: 'desc' }])
    .select(
      'r.exam_id',
      'r.user_id',
      'r.reason',
      'r.requested_at',
      'r.requested_by',
      'u.name as requester_name',
      'e.id as retake_id',
      'e.title as retake_title',
      'e.start_at as retake_start',
      'e.end_at as retake_end',
      'a.id as retake_seq',
      'a.url_slug as retake_slug',
    );
  for (const r of rows) {
    out.set(keyOf(r.exam_id, r.user_id), {
      reason: r.reason,
      requestedAt: iso(r.requested_at)!,
      requestedBy: r.requested_by ? { id: r.requested_by, name: r.requester_name } : null,
      retake: r.retake_id
        ? {
            examIndex: r.retake_id,
            lectureSeq: r.retake_seq,
            lectureSlug: r.retake_slug,
            title: r.retake_title,
            startAt: iso(r.retake_start)!,
            endAt: iso(r.retake_end)!,
          }
        : null,
    });
  }
  return out;
}

/** One (exam, examinee)'s latest request from the map, or null. */
export const reverificationFor = (
  map: Map<string, ReverificationView>,
  examId: number,
  userId: number,
): ReverificationView | null => map.get(keyOf(examId, userId)) ?? null;
