import type { Knex } from 'knex';
import type { ExamMemo } from '../../common/exam-memos.ts';
import type { ExamRow } from './exam-access.ts';

/** An examinee's memos of an exam, in the exam's quiz order (quizzes without a memo are absent). */
export async function memosOf(db: Knex, exam: ExamRow, userId: number): Promise<ExamMemo[]> {
  const rows: { quiz_id: string; text: string; updated_at: Date }[] = await db('assessment_exam_memos')
    .where({ exam_id: exam.id, user_id: userId })
    .select('quiz_id', 'text', 'updated_at');
  const order = exam.quizzes.map((q) => q.quizId);
  return rows
    .filter((r) => order.includes(r.quiz_id))
    .sort((a, b) => order.indexOf(a.quiz_id) - order.indexOf(b.quiz_id))
    .map((r) => ({ quizId: r.quiz_id, text: r.text, updatedAt: new Date(r.updated_at).toISOString() }));
}

/** Stores one quiz's memo; an emptied memo is removed, so "has a memo" means there is text. */
export async function saveMemo(
  db: Knex,
  exam: ExamRow,
  userId: number,
  quizId: string,
  text: string,
): Promise<{ updatedAt: string | null }> {
  const key = { exam_id: exam.id, user_id: userId, quiz_id: quizId };
  if (!text.trim()) {
    await db('assessment_exam_memos').where(key).delete();
    return { updatedAt: null };
  }
  const [row] = await db('assessment_exam_memos')
    .insert({ ...key, text, updated_at: db.fn.now() })
    .onConflict(['exam_id', 'user_id', 'quiz_id'])
    .merge(['text', 'updated_at'])
    .returning('updated_at');
  return { updatedAt: new Date(row.updated_at).toISOString() };
}

/** The report's memos: every quiz of the exam in order, labelled by its title, text '' where none was written. */
export async function reportMemosOf(db: Knex, exam: ExamRow, userId: number) {
  const memos = await memosOf(db, exam, userId);
  return exam.quizzes.map((q, index) => {
    const memo = memos.find((m) => m.quizId === q.quizId);
    return {
      index,
      quizId: q.quizId,
      title: q.title,
      text: memo?.text ?? '',
      updatedAt: memo?.updatedAt ?? null,
    };
  });
}
