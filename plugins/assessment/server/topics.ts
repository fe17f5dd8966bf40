import type { RegisterEnv } from '@seodang/sdk';
import { examRole, findExamAnywhere, isExamSupervisor } from './services/exam-access.ts';

const roleIn = async (db: Parameters<typeof examRole>[0], channelId: number | null, userId: number) => {
  const row = channelId
    ? await db('channel_members')
        .where({ channel_id: channelId, user_id: userId, state: 'joined', is_active: true })
        .first('role')
    : null;
  return row?.role ?? null;
};

/**
 * Exam topics: supervisors see everything of their exam; an examinee hears what is aimed at
 * them (their own topic and the exam-wide one) and nothing of anyone else.
 */
export function registerExamTopics(env: RegisterEnv): void {
  // The exam's own channel decides the admin role, whichever host the socket came through.
  const supervises = async ({ user, params, db }: Parameters<Parameters<RegisterEnv['topic']>[1]>[0]) => {
    if (!user) return false;
    const exam = await findExamAnywhere(db, Number(params.examIndex));
    return !!exam && isExamSupervisor(db, exam, user, await roleIn(db, exam.channel_id, user.id));
  };
  env.topic('exam:{examIndex}:supervisors', supervises);
  const examinee = async (input: Parameters<typeof supervises>[0]) =>
    !!input.user && (await examRole(input.db, Number(input.params.examIndex), input.user.id)) === 'student';
  env.topic('exam:{examIndex}:examinees', examinee);
  env.topic('exam:{examIndex}:mobile', examinee);
  env.topic('exam:{examIndex}:user:{userId}', async (input) => {
    if (!input.user) return false;
    if (String(input.user.id) === input.params.userId)
      return (await examRole(input.db, Number(input.params.examIndex), input.user.id)) === 'student';
    return supervises(input);
  });
}
