import type { Knex } from 'knex';
import type { LectureProgressService } from '../common/lecture-progress.ts';
import { lecturesInChannel, lessonsInChannel } from './scoped-kinds.ts';

/** `lectures.lecture-progress`, read from the lectures, lessons, enrolments and progress this plugin owns. */
export function lectureProgressService(db: Knex): LectureProgressService {
  return {
    async lectures(channelId, userId, lectureIndexes) {
      if (lectureIndexes.length === 0) return [];
      const rows: {
        id: number;
        subject: string;
        slug: string;
        is_open: boolean;
        state: string | null;
        completed_at: Date | null;
      }[] = await lecturesInChannel(db, channelId)
        .whereIn('l.id', [...lectureIndexes])
        .leftJoin('lecture_enrolments as e', (j) =>
          j.on('e.lecture_id', 'l.id').andOn('e.user_id', db.raw('?', [userId ?? 0])),
        )
        .select(
          'l.id',
          'l.subject',
          'l.slug',
          db.raw('(l.is_published AND l.is_public) AS is_open'),
          'e.state',
          'e.completed_at',
        );
      return rows.map((r) => ({
        lectureIndex: r.id,
        title: r.subject,
        slug: r.slug,
        isOpen: r.is_open,
        enrolment: r.state !== 'joined' ? 'none' : r.completed_at ? 'completed' : 'joined',
      }));
    },
    async lessons(channelId, userId, lessonIndexes) {
      if (lessonIndexes.length === 0) return [];
      const rows: {
        id: number;
        lecture_id: number;
        title: string;
        subject: string;
        slug: string;
        is_open: boolean;
        state: number | null;
      }[] = await lessonsInChannel(db, channelId)
        .whereIn('s.id', [...lessonIndexes])
        .leftJoin('lecture_lesson_progress as p', (j) =>
          j.on('p.lesson_id', 's.id').andOn('p.user_id', db.raw('?', [userId ?? 0])),
        )
        .select(
          's.id',
          's.lecture_id',
          's.title',
          'l.subject',
          'l.slug',
          db.raw('(l.is_published AND l.is_public) AS is_open'),
          'p.state',
        );
      return rows.map((r) => ({
        lessonIndex: r.id,
        lectureIndex: r.lecture_id,
        title: r.title,
        lectureTitle: r.subject,
        lectureSlug: r.slug,
        isOpen: r.is_open,
        state: r.state ?? 0,
      }));
    },
  };
}
