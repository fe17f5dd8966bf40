import type { RegisterEnv } from '@seodang/sdk';

/** A workspace quiz as the `quiz` scoped kind finds it. */
export interface ScopedQuiz {
  id: number;
  type: string;
  title: string;
  status: number;
  authorId: number | null;
  lectureIndex: number | null;
  lessonIndex: number | null;
}

/**
 * The `quiz` scoped kind: workspace quizzes by id in the request's channel (a quiz belongs to the
 * channel it was written in, `channel_id`, null on the public site, whether it sits in a lecture's
 * lesson or only with its author). Other plugins resolve quiz ids with `rc.inChannel('quiz', id)`.
 */
export function registerWorkspaceKinds(env: RegisterEnv): void {
  env.scopedKind<ScopedQuiz>({
    kind: 'quiz',
    async find(db, ids, channelIndex) {
      const rows = await db('workspace_quizzes')
        .whereIn('id', ids)
        .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0])
        .select('id', 'type', 'title', 'status', 'author_id', 'lecture_index', 'lesson_index');
      return rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        title: r.title,
        status: Number(r.status),
        authorId: r.author_id,
        lectureIndex: r.lecture_index,
        lessonIndex: r.lesson_index,
      }));
    },
  });
}
