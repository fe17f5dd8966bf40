import type { Knex } from 'knex';
import type {
  LectureSummary,
  LessonContext,
  LessonContextService,
  LessonViewer,
} from '../common/lesson-context.ts';
import { lectureLookup, type ScopedLecture, type ScopedLesson } from './scoped-kinds.ts';

interface LectureFacts {
  id: number;
  channel_id: number | null;
  owner_id: number | null;
  subject: string;
}

/** Whether the viewer administers the viewer's channel (on the public site: a site admin). */
async function isChannelAdmin(db: Knex, viewer: LessonViewer): Promise<boolean> {
  if (viewer.userId === null) return false;
  if (viewer.channelId === null) {
    const user = await db('users').where({ id: viewer.userId }).first('is_site_admin');
    return !!user?.is_site_admin;
  }
  const member = await db('channel_members')
    .where({ channel_id: viewer.channelId, user_id: viewer.userId, state: 'joined', is_active: true })
    .first('role');
  return member?.role === 'admin';
}

/** The lecture, when it lives in the viewer's channel (another channel's answers null, like a missing one). */
async function lectureInChannel(db: Knex, viewer: LessonViewer, index: number): Promise<LectureFacts | null> {
  const [found] = await lectureLookup(db, viewer.channelId).keepInChannel<ScopedLecture>('lecture', [index]);
  if (!found) return null;
  return (
    ((await db('lectures').where({ id: found.id }).first('id', 'channel_id', 'owner_id', 'subject')) as
      LectureFacts | undefined) ?? null
  );
}

/** Editors (owner or the channel's admin — the lectures plugin has no co-teachers yet) and joined learners. */
async function summaryOf(db: Knex, viewer: LessonViewer, lecture: LectureFacts): Promise<LectureSummary> {
  // Independent reads, together: helpers (the AI assistant) wait on them before answering.
  const [canEdit, enrolled, channel] = await Promise.all([
    viewer.userId !== null && (lecture.owner_id === viewer.userId || isChannelAdmin(db, viewer)),
    viewer.userId !== null &&
      db('lecture_enrolments')
        .where({ lecture_id: lecture.id, user_id: viewer.userId, state: 'joined' })
        .first('id')
        .then((row) => !!row),
    lecture.channel_id === null
      ? null
      : db('channels').where({ id: lecture.channel_id }).first('use_textbook'),
  ]);
  return {
    lectureIndex: lecture.id,
    channelId: lecture.channel_id,
    title: lecture.subject,
    useTextbook: !!channel?.use_textbook,
    canEdit,
    canView: canEdit || enrolled,
  };
}

/** A lesson's rich text as plain text: tags dropped, the common entities read, blank runs collapsed. */
export function plainLessonText(items: { type: string; content: string }[]): string {
  return items
    .filter((i) => i.type === 'text')
    .map((i) =>
      i.content
        .replace(/<(br|\/p|\/li|\/h\d|\/pre|\/div)\b[^>]*>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&'),
    )
    .join('\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * `lectures.lesson-context`: lectures and lessons of the viewer's channel with what a helper inside
 * a lesson needs (title, type, quiz language, text, the channel's textbook style) and the viewer's
 * rights: canView for joined learners and editors, canEdit for the owner and the channel's admin.
 */
export function lessonContextService(db: Knex): LessonContextService {
  return {
    async lecture(viewer, lectureIndex) {
      const lecture = await lectureInChannel(db, viewer, lectureIndex);
      return lecture ? summaryOf(db, viewer, lecture) : null;
    },
    async lesson(viewer, lectureIndex, lessonIndex): Promise<LessonContext | null> {
      // The lecture and the lesson are looked up together, then the lesson's row with the summary.
      const [lecture, [scoped]] = await Promise.all([
        lectureInChannel(db, viewer, lectureIndex),
        lectureLookup(db, viewer.channelId).keepInChannel<ScopedLesson>('lesson', [lessonIndex]),
      ]);
      if (!lecture || !scoped || scoped.lectureId !== lecture.id) return null;
      const [lesson, summary] = await Promise.all([
        db('lecture_lessons').where({ id: scoped.id }).first('id', 'title', 'type', 'quiz_language', 'items'),
        summaryOf(db, viewer, lecture),
      ]);
      if (!lesson) return null;
      return {
        ...summary,
        lessonIndex: Number(lesson.id),
        lessonTitle: lesson.title,
        lessonType: lesson.type,
        quizLanguage: lesson.quiz_language ?? null,
        text: plainLessonText(lesson.items ?? []),
      };
    },
    async editableLectures(viewer) {
      if (viewer.userId === null) return [];
      const admin = await isChannelAdmin(db, viewer);
      const q = db('lectures').select('id', 'channel_id', 'owner_id', 'subject').orderBy('id');
      if (viewer.channelId === null) q.whereNull('channel_id');
      else q.where('channel_id', viewer.channelId);
      if (!admin) q.where('owner_id', viewer.userId);
      const rows: LectureFacts[] = await q;
      return Promise.all(rows.map((r) => summaryOf(db, viewer, r)));
    },
  };
}
