import type { Knex } from 'knex';
import type { MediaRooms, MediaServer, MediaService } from '@seodang/sdk';
import { findExamAnywhere, type ExamRow } from './exam-access.ts';

/**
 * Every examinee room of an exam is on one media server (placed by core as one room key), so a
 * supervisor's one Janus session serves every tile of the control room.
 */
export const examRoomKey = (examIndex: number) => `assessment:exam:${examIndex}`;

/** Publishers an examinee's room admits (webcam, screen, mobile camera). */
export const publishersPerExaminee = 3;

/**
 * The server holding the exam's rooms, placed on the least loaded one the first time (or again
 * when its server stopped answering); its weight is the examinees' publishers.
 */
export async function placeExamRooms(media: MediaService, db: Knex, exam: ExamRow): Promise<MediaServer> {
  const [{ count }] = (await db('assessment_exam_members')
    .where({ exam_id: exam.id, role: 'student' })
    .count('* as count')) as { count: string | number }[];
  const weight = Math.max(1, Number(count)) * publishersPerExaminee;
  return media.place(exam.channel_id, examRoomKey(exam.id), weight);
}

/**
 * The rooms of the server holding the exam's rooms (its placement). Null when the exam's rooms
 * were never placed (nobody joined its video yet) or their server left the configuration.
 */
export async function examRooms(
  media: MediaService,
  db: Knex,
  examIndex: number,
): Promise<MediaRooms | null> {
  const exam = await findExamAnywhere(db, examIndex);
  const server = exam ? await media.placed(exam.channel_id, examRoomKey(exam.id)) : null;
  return server ? media.at(server) : null;
}

/** Frees the exam's placement once its rooms are closed (extra time given later places them again). */
export async function releaseExamRooms(media: MediaService, db: Knex, examIndex: number): Promise<void> {
  const exam = await findExamAnywhere(db, examIndex);
  if (exam) await media.release(exam.channel_id, examRoomKey(exam.id));
}
