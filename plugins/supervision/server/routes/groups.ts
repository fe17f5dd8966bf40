import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { examAccessRef } from '@seodang/plugin-assessment/exam-targets';
import {
  chunkStudents,
  defaultGroupName,
  isNoopMove,
  maxUsersPerGroup,
  parseGroupCsv,
} from '../../common/index.ts';

const int = idSchema;
const role = z.enum(['student', 'supervisor']);

/** errCode of a failed user addition. */
export const addUsersErr = { groupFull: 1, notExamUser: 2, groupNotFound: 3, empty: 4 } as const;

/** The 404 of an exam, and of a group, that is missing or of another channel. */
const examNotFound = { code: 'exam_not_found', messageKey: 'assessment.error.exam_not_found' };
const groupNotFound = { code: 'group_not_found', messageKey: 'supervision.error.group_not_found' };

/** The exam for one of its supervisors: 404 when it is not in the request's channel, 403 for others. */
async function supervisedExam(rc: RequestContext, examIndex: number, notFoundAs = examNotFound) {
  await rc.inChannel('exam', examIndex, notFoundAs);
  const exam = await rc
    .service(examAccessRef)
    .supervisedExam(examIndex, rc.channel?.index ?? null, rc.user!.id, rc.role);
  if (!exam) throw new AppError(403, 'not_supervisor', 'assessment.error.not_supervisor');
  return exam;
}

async function groupOf(rc: RequestContext, groupIndex: number) {
  const g = await rc.db('supervision_groups').where({ id: groupIndex }).first();
  if (!g) throw new AppError(404, groupNotFound.code, groupNotFound.messageKey);
  // A group of another channel's exam is not found either.
  await supervisedExam(rc, g.exam_id, groupNotFound);
  return g as { id: number; exam_id: number; name: string };
}

/** Adds users to groups; all or nothing. Returns an errCode or 0. */
async function addPairs(
  rc: RequestContext,
  examIndex: number,
  who: 'student' | 'supervisor',
  pairs: { groupIndex: number; userId: number }[],
): Promise<number> {
  if (!pairs.length) return addUsersErr.empty;
  const access = rc.service(examAccessRef);
  const allowed = new Set(
    who === 'student' ? await access.examinees(examIndex) : await access.supervisors(examIndex),
  );
  // A user outside the request's channel answers as any user who is not in the exam.
  const members = await rc.keepInChannel<{ id: number }>(
    'user',
    pairs.map((p) => p.userId),
  );
  const inChannel = new Set(members.map((u) => u.id));
  if (pairs.some((p) => !allowed.has(p.userId) || !inChannel.has(p.userId))) return addUsersErr.notExamUser;
  return rc.db
    .transaction(async (trx) => {
      const groups = await trx('supervision_groups')
        .where({ exam_id: examIndex })
        .whereIn('id', [...new Set(pairs.map((p) => p.groupIndex))])
        .forUpdate();
      if (groups.length !== new Set(pairs.map((p) => p.groupIndex)).size) return addUsersErr.groupNotFound;
      // Students move: drop their old membership first.
      if (who === 'student')
        await trx('supervision_group_users')
          .where({ exam_id: examIndex, role: 'student' })
          .whereIn(
            'user_id',
            pairs.map((p) => p.userId),
          )
          .delete();
      await trx('supervision_group_users')
        .insert(
          pairs.map((p) => ({ group_id: p.groupIndex, exam_id: examIndex, user_id: p.userId, role: who })),
        )
        .onConflict(['group_id', 'user_id', 'role'])
        .ignore();
      for (const g of groups) {
        const n = Number(
          (await trx('supervision_group_users').where({ group_id: g.id }).count({ c: '*' }))[0].c,
        );
        if (n > maxUsersPerGroup) throw Object.assign(new Error('full'), { errCode: addUsersErr.groupFull });
      }
      return 0;
    })
    .catch((e: { errCode?: number }) => {
      if (e.errCode) return e.errCode;
      throw e;
    });
}

const removeBody = z.object({
  lectureIndex: int.optional(),
  role,
  userIds: z.array(int).min(1).max(1000),
  supervisionGroupIndex: int,
});

const pairsBody = z.object({
  examIndex: int,
  lectureIndex: int.optional(),
  role: role.default('student'),
  groupUserPairs: z.array(z.object({ supervisionGroupIndex: int, userId: int })).max(5000),
});

/** Makes sure an exam has its temporary test group 'Group1'. */
async function ensureDefaultGroup(rc: RequestContext, examIndex: number) {
  const any = await rc.db('supervision_groups').where({ exam_id: examIndex }).first('id');
  if (!any) await rc.db('supervision_groups').insert({ exam_id: examIndex, name: defaultGroupName });
}

/** The eight endpoints of §7 "Supervision groups". */
export function registerGroupRoutes(env: RegisterEnv): void {
  const tags = ['supervision'];
  env.route({
    method: 'GET',
    path: '/api/supervisionGroup',
    summary: 'Groups of an exam (with their users when withUsers)',
    tags,
    access: 'user',
    query: z.object({
      lectureIndex: int.optional(),
      examIndex: int,
      withUsers: z.enum(['true', 'false', '1', '0']).optional(),
    }),
    async handler({ query }, rc) {
      await supervisedExam(rc, query.examIndex);
      await ensureDefaultGroup(rc, query.examIndex);
      const withUsers = query.withUsers === 'true' || query.withUsers === '1';
      const groups = await rc.db('supervision_groups').where({ exam_id: query.examIndex }).orderBy('id');
      const links = await rc.db('supervision_group_users').where({ exam_id: query.examIndex });
      const access = rc.service(examAccessRef);
      const [studentIds, supervisorIds] = await Promise.all([
        access.examinees(query.examIndex),
        access.supervisors(query.examIndex),
      ]);
      const users = new Map(
        (
          await rc
            .db('users')
            .whereIn('id', [...studentIds, ...supervisorIds])
            .select('id', 'name', 'email')
        ).map((u) => [u.id, u]),
      );
      const paused = await access.pausedUsers(query.examIndex, studentIds);
      const students = studentIds
        .map((id) => ({ ...users.get(id), isPaused: paused.has(id) }))
        .sort((a, b) => String(a.name).localeCompare(String(b.name), 'ko'));
      const supervisors = supervisorIds.map((id) => users.get(id));
      return {
        supervisionGroups: groups.map((g) => ({
          index: g.id,
          name: g.name,
          supervisors: links
            .filter((l) => l.group_id === g.id && l.role === 'supervisor')
            .map((l) => users.get(l.user_id))
            .filter(Boolean),
          students: links.filter((l) => l.group_id === g.id && l.role === 'student').map((l) => l.user_id),
        })),
        supervisors: withUsers ? supervisors : [],
        students: withUsers ? students : [],
        withUsers,
      };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/supervisionGroup',
    summary: 'Add a group',
    tags,
    access: 'user',
    body: z.object({
      supervisionGroupName: z.string().trim().min(1).max(60),
      examIndex: int,
      lectureIndex: int.optional(),
    }),
    async handler({ body }, rc) {
      await supervisedExam(rc, body.examIndex);
      const [g] = await rc
        .db('supervision_groups')
        .insert({ exam_id: body.examIndex, name: body.supervisionGroupName })
        .returning(['id', 'name']);
      return { result: true, supervisionGroup: { index: g.id, name: g.name } };
    },
  });
  env.route({
    method: 'DELETE',
    path: '/api/supervisionGroup/user',
    summary: 'Remove users (of a role) from a group',
    tags,
    access: 'user',
    body: z.unknown(),
    async handler({ body: parsed }, rc) {
      const body = removeBody.parse(parsed);
      const g = await groupOf(rc, body.supervisionGroupIndex);
      await rc
        .db('supervision_group_users')
        .where({ group_id: g.id, role: body.role })
        .whereIn('user_id', body.userIds)
        .delete();
      return { result: true };
    },
  });
  env.route({
    method: 'DELETE',
    path: '/api/supervisionGroup/:supervisionGroupIndex',
    summary: 'Delete a group',
    tags,
    access: 'user',
    params: z.object({ supervisionGroupIndex: int }),
    body: z.unknown(),
    async handler({ params }, rc) {
      const g = await groupOf(rc, params.supervisionGroupIndex);
      await rc.db('supervision_groups').where({ id: g.id }).delete();
      return { result: true };
    },
  });
  env.route({
    method: 'PUT',
    path: '/api/supervisionGroup/:supervisionGroupIndex',
    summary: 'Rename a group',
    tags,
    access: 'user',
    params: z.object({ supervisionGroupIndex: int }),
    body: z.object({ supervisionGroupName: z.string().trim().min(1).max(60), lectureIndex: int.optional() }),
    async handler({ params, body }, rc) {
      const g = await groupOf(rc, params.supervisionGroupIndex);
      await rc.db('supervision_groups').where({ id: g.id }).update({ name: body.supervisionGroupName });
      return { result: true };
    },
  });
  env.route({
    method: 'PUT',
    path: '/api/userSupervisionGroup',
    summary: 'Move students from one group to another (same group: nothing)',
    tags,
    access: 'user',
    body: z.object({
      lectureIndex: int.optional(),
      examIndex: int,
      userIds: z.array(int).min(1).max(1000),
      prevIndex: int.nullish(),
      newIndex: int,
    }),
    async handler({ body }, rc) {
      await supervisedExam(rc, body.examIndex);
      if (isNoopMove(body.prevIndex, body.newIndex)) return { result: true };
      const err = await addPairs(
        rc,
        body.examIndex,
        'student',
        body.userIds.map((userId) => ({ groupIndex: body.newIndex, userId })),
      );
      return err ? { result: false, errCode: err } : { result: true };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/supervisionGroup/users',
    summary: 'Add users: a multipart CSV (groupName,userId) or JSON groupUserPairs',
    tags,
    access: 'user',
    bodyLimit: '1mb',
    bodyTypes: ['json', 'multipart'],
    body: z.record(z.string(), z.unknown()).optional(),
    async handler({ body: raw }, rc) {
      const isJson = !String(
        (rc.raw as { req: IncomingMessage }).req.headers['content-type'] ?? '',
      ).startsWith('multipart/');
      const body = isJson ? pairsBody.parse(raw ?? {}) : null;
      let examIndex: number;
      let who: 'student' | 'supervisor';
      let pairs: { groupIndex: number; userId: number }[];
      if (body) {
        examIndex = body.examIndex;
        who = body.role;
        pairs = body.groupUserPairs.map((p) => ({ groupIndex: p.supervisionGroupIndex, userId: p.userId }));
        await supervisedExam(rc, examIndex);
      } else {
        // Core read the multipart body into fields (strings) and files.
        const form = raw ?? {};
        examIndex = int.parse(form.examIndex);
        who = role.catch('student').parse(form.role ?? 'student');
        await supervisedExam(rc, examIndex);
        const file = (form.file ?? form.csv) as string | File | undefined;
        const rows = parseGroupCsv(typeof file === 'string' ? file : file ? await file.text() : '');
        const groups = new Map(
          (await rc.db('supervision_groups').where({ exam_id: examIndex })).map((g) => [g.name, g.id]),
        );
        const ids = new Map(
          (
            await rc
              .db('users')
              .whereIn(
                'user_id',
                rows.map((r) => r.userId),
              )
              .select('id', 'user_id')
          ).map((u) => [u.user_id, u.id]),
        );
        if (rows.some((r) => !groups.has(r.groupName)))
          return { result: false, errCode: addUsersErr.groupNotFound };
        if (rows.some((r) => !ids.has(r.userId))) return { result: false, errCode: addUsersErr.notExamUser };
        pairs = rows.map((r) => ({ groupIndex: groups.get(r.groupName)!, userId: ids.get(r.userId)! }));
      }
      const err = await addPairs(rc, examIndex, who, pairs);
      return err ? { result: false, errCode: err } : { result: true, errCode: null };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/supervisionGroup/autoAssign',
    summary: 'Auto-assign students into groups of studentNum (useReset: start from empty groups)',
    tags,
    access: 'user',
    body: z.object({
      examIndex: int,
      lectureIndex: int.optional(),
      options: z.looseObject({ useReset: z.boolean(), studentNum: z.number().int().positive().max(10_000) }),
    }),
    async handler({ body }, rc) {
      await supervisedExam(rc, body.examIndex);
      const examinees = await rc.service(examAccessRef).examinees(body.examIndex);
      await rc.db.transaction(async (trx) => {
        if (body.options.useReset) {
          await trx('supervision_groups').where({ exam_id: body.examIndex }).delete();
        }
        const assigned = new Set(
          await trx('supervision_group_users')
            .where({ exam_id: body.examIndex, role: 'student' })
            .pluck('user_id'),
        );
        const users = await trx('users')
          .whereIn(
            'id',
            examinees.filter((id) => !assigned.has(id)),
          )
          .orderBy('name')
          .pluck('id');
        let n = Number(
          (await trx('supervision_groups').where({ exam_id: body.examIndex }).count({ c: '*' }))[0].c,
        );
        for (const chunk of chunkStudents(users, body.options.studentNum)) {
          const [g] = await trx('supervision_groups')
            .insert({ exam_id: body.examIndex, name: `Group${++n}` })
            .returning('id');
          await trx('supervision_group_users').insert(
            chunk.map((user_id) => ({ group_id: g.id, exam_id: body.examIndex, user_id, role: 'student' })),
          );
        }
      });
      return { result: true };
    },
  });
}
