import type { Knex } from 'knex';
import type {
  LectureSummary,
  LessonContext,
  LessonContextService,
  LessonViewer,
} from '../common/lesson-context.ts';
import { lecturesInChannel, lessonsInChannel } from './scoped-kinds.ts';

/** A lecture of the viewer's channel with the viewer's rights, as one query reads it. */
interface LectureRow {
  id: number;
  channel_id: number | null;
  owner_id: number | null;
  subject: string;
  use_textbook: boolean | null;
  is_admin: boolean;
  enrolled: boolean;
}

/**
 * Whether the viewer administers the viewer's channel (on the public site: a site admin), as an
 * SQL condition: it joins the read that needs it instead of being a query of its own.
 */
function adminCondition(db: Knex, viewer: LessonViewer): Knex.Raw {
  if (viewer.userId === null) return db.raw('false');
  if (viewer.channelId === null)
    return db.raw('EXISTS (SELECT 1 FROM users u WHERE u.id = ? AND u.is_site_admin)', [viewer.userId]);
  return db.raw(
    `EXISTS (SELECT 1 FROM channel_members m WHERE m.channel_id = ? AND m.user_id = ?
       AND m.state = 'joined' AND m.is_active AND m.role = 'admin')`,
    [viewer.channelId, viewer.userId],
  );
}

/**
 * The columns of a lecture (`l`) with its channel's textbook style and the viewer's rights: a
 * helper inside a lesson (the AI assistant) waits on this read before answering, so it is one query.
 */
function lectureColumns(db: Knex, viewer: LessonViewer): (string | Knex.Raw)[] {
  const enrolled =
    viewer.userId === null
      ? db.raw('false AS enrolled')
      : db.raw(
          `EXISTS (SELECT 1 FROM lecture_enrolments e WHERE e.lecture_id = l.id AND e.user_id = ?
             AND e.state = 'joined') AS enrolled`,
          [viewer.userId],
        );
  return [
    'l.id',
    'l.channel_id',
    'l.owner_id',
    'l.subject',
    'c.use_textbook',
    db.raw('? AS is_admin', [adminCondition(db, viewer)]),
    enrolled,
  ];
}

/** Editors (owner or the channel's admin — the lectures plugin has no co-teachers yet) and joined learners. */
function summaryOf(viewer: LessonViewer, row: LectureRow): LectureSummary {
  const canEdit = viewer.userId !== null && (row.owner_id === viewer.userId || row.is_admin);
  return {
    lectureIndex: Number(row.id),
    channelId: row.channel_id,
    title: row.subject,
    useTextbook: !!row.use_textbook,
    canEdit,
    canView: canEdit || row.enrolled,
  };
}

/** Ids that cannot name a row never reach a query (as the channel-scoped lookup does). */
const isId = (id: number) => Number.isSafeInteger(id) && id > 0;

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
 * `lectures.lesson-context`: lectures and lessons of the viewer's channel (the `lecture` and
 * `lesson` kinds' rule) with what a helper inside a lesson needs (title, type, quiz language,
 * text, the channel's textbook style) and the viewer's rights: canView for joined learners and
 * editors, canEdit for the owner and the channel's admin. A lecture or a lesson is one query.
 */
export function lessonContextService(db: Knex): LessonContextService {
  return {
    async lecture(viewer, lectureIndex) {
      if (!isId(lectureIndex)) return null;
      const row = (await lecturesInChannel(db, viewer.channelId)
        .leftJoin('channels as c', 'c.id', 'l.channel_id')
        .where('l.id', lectureIndex)
        .first(lectureColumns(db, viewer))) as LectureRow | undefined;
      return row ? summaryOf(viewer, row) : null;
    },
    async lesson(viewer, lectureIndex, lessonIndex): Promise<LessonContext | null> {
      if (!isId(lectureIndex) || !isId(lessonIndex)) return null;
      // The lesson within its lecture, the channel's style and the viewer's rights, together.
      const row = (await lessonsInChannel(db, viewer.channelId)
        .leftJoin('channels as c', 'c.id', 'l.channel_id')
        .where({ 's.id': lessonIndex, 'l.id': lectureIndex })
        .first([
          ...lectureColumns(db, viewer),
          's.id as lesson_id',
          's.title as lesson_title',
          's.type as lesson_type',
          's.quiz_language',
          's.items',
        ])) as
        | (LectureRow & {
            lesson_id: number;
            lesson_title: string;
            lesson_type: string;
            quiz_language: string | null;
            items: { type: string; content: string }[] | null;
          })
        | undefined;
      if (!row) return null;
      return {
        ...summaryOf(viewer, row),
        lessonIndex: Number(row.lesson_id),
        lessonTitle: row.lesson_title,
        lessonType: row.lesson_type,
        quizLanguage: row.quiz_language ?? null,
        text: plainLessonText(row.items ?? []),
      };
    },
    async editableLectures(viewer) {
      if (viewer.userId === null) return [];
      const rows = (await lecturesInChannel(db, viewer.channelId)
        .leftJoin('channels as c', 'c.id', 'l.channel_id')
        .where((q) => q.where('l.owner_id', viewer.userId).orWhere(adminCondition(db, viewer)))
        .select(lectureColumns(db, viewer))
        .orderBy('l.id')) as LectureRow[];
      return rows.map((row) => summaryOf(viewer, row));
    },
  };
}
