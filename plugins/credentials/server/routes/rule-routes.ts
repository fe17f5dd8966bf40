import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { examRuleInput, lectureRuleInput } from '../../common/index.ts';
import { presentRule, ruleOf, saveRule } from '../certificates/rules.ts';
import { requireSourceManager } from '../certificates/source-access.ts';

const params = z.object({ index: idSchema });

/** `GET|PUT /api/certificate/rules/lecture/{i}` and `…/exam/{i}`: the source's owner or the channel's admin. */
export function registerRuleRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/certificate/rules/lecture/:index',
    summary: "A lecture's certificate rule: minimum quiz and attendance percentages, validity",
    tags: ['certificate'],
    access: 'user',
    params,
    async handler({ params: { index } }, rc) {
      await requireSourceManager(rc, 'lecture', index);
      return { data: presentRule('lecture', index, await ruleOf(rc.db, 'lecture', index)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/certificate/rules/lecture/:index',
    summary: "Save a lecture's certificate rule",
    tags: ['certificate'],
    access: 'user',
    params,
    body: lectureRuleInput,
    bodyLimit: '2kb',
    async handler({ params: { index }, body }, rc) {
      await requireSourceManager(rc, 'lecture', index);
      const row = await saveRule(
        rc.db,
        rc.channel?.index ?? null,
        'lecture',
        index,
        {
          min_quiz_percent: body.minQuizPercent,
          min_attendance_percent: body.minAttendancePercent,
          validity_months: body.validityMonths,
        },
        rc.requireUser().id,
      );
      return { data: presentRule('lecture', index, row) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/certificate/rules/exam/:index',
    summary: "An exam's certificate rule: minimum score, identity verified, validity",
    tags: ['certificate'],
    access: 'user',
    params,
    async handler({ params: { index } }, rc) {
      await requireSourceManager(rc, 'exam', index);
      return { data: presentRule('exam', index, await ruleOf(rc.db, 'exam', index)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/certificate/rules/exam/:index',
    summary: "Save an exam's certificate rule",
    tags: ['certificate'],
    access: 'user',
    params,
    body: examRuleInput,
    bodyLimit: '2kb',
    async handler({ params: { index }, body }, rc) {
      await requireSourceManager(rc, 'exam', index);
      const row = await saveRule(
        rc.db,
        rc.channel?.index ?? null,
        'exam',
        index,
        {
          min_score: body.minScore,
          require_identity_verified: body.requireIdentityVerified,
          validity_months: body.validityMonths,
        },
        rc.requireUser().id,
      );
      return { data: presentRule('exam', index, row) };
    },
  });
}
