import type { SeedContext } from '@seodang/sdk';

/** Demo supervision groups: the school's exam split in two groups, one supervisor each. */
export async function seedSupervision(ctx: SeedContext): Promise<void> {
  const { db, users } = ctx;
  const exam = await db('assessment_exams').orderBy('id').first('id');
  if (!exam || (await db('supervision_groups').where({ exam_id: exam.id }).first('id'))) return;
  const students: number[] = await db('assessment_exam_members')
    .where({ exam_id: exam.id, role: 'student' })
    .orderBy('user_id')
    .pluck('user_id');
  const half = Math.ceil(students.length / 2);
  const plan = [
    { name: 'Group1', supervisor: users['sua.teacher'], students: students.slice(0, half) },
    { name: '2반', supervisor: users['jihoon.admin'], students: students.slice(half) },
  ];
  for (const p of plan) {
    const [g] = await db('supervision_groups').insert({ exam_id: exam.id, name: p.name }).returning('id');
    await db('supervision_group_users').insert([
      ...(p.supervisor
        ? [{ group_id: g.id, exam_id: exam.id, user_id: p.supervisor, role: 'supervisor' }]
        : []),
      ...p.students.map((user_id) => ({ group_id: g.id, exam_id: exam.id, user_id, role: 'student' })),
    ]);
  }
}
