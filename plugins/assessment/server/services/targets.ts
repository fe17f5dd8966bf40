import type { Knex } from 'knex';
import type { ExamTargetsPoint, GroupResolver } from '../../common/exam-targets.ts';

/** The registry behind the point. */
export function createTargetsRegistry() {
  let resolver: GroupResolver | null = null;
  return {
    point: {
      setGroupResolver: (r: GroupResolver) => {
        resolver = r;
      },
    } satisfies ExamTargetsPoint,
    async resolveGroup(db: Knex, examIndex: number, groupIndex: number): Promise<number[]> {
      return resolver ? resolver(db, examIndex, groupIndex) : [];
    },
  };
}

/** A resolved target: every examinee, or some. */
export type ResolvedTarget = { all: true; userIds: number[] } | { all: false; userIds: number[] };

/**
 * The examinees an action targets: `allExaminee`, `supervisionGroupIndex` ('all' or a group) or
 * `studentIds`. Ids that are not examinees of this exam are dropped, so a supervisor can never
 * reach users outside the exam.
 */
export async function resolveTargets(
  db: Knex,
  examIndex: number,
  input: { studentIds?: number[]; supervisionGroupIndex?: number | 'all'; allExaminee?: boolean },
  resolveGroup: (db: Knex, examIndex: number, groupIndex: number) => Promise<number[]>,
): Promise<ResolvedTarget> {
  const examinees = db('assessment_exam_members').where({ exam_id: examIndex, role: 'student' });
  if (input.allExaminee || input.supervisionGroupIndex === 'all') {
    return { all: true, userIds: (await examinees.pluck('user_id')) as number[] };
  }
  let wanted = input.studentIds ?? [];
  if (typeof input.supervisionGroupIndex === 'number')
    wanted = await resolveGroup(db, examIndex, input.supervisionGroupIndex);
  if (!wanted.length) return { all: false, userIds: [] };
  return { all: false, userIds: (await examinees.whereIn('user_id', wanted).pluck('user_id')) as number[] };
}
