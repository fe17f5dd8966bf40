import { z } from 'zod';
import { mainManagerOnly, managerRight, requireManagerRight, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';

/** Channel admin routes a co-manager right covers: one right, the main manager only, a right per action. */
export function registerAdminRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/hello/notice',
    summary: 'Pin a greeting for the channel (notice management)',
    access: managerRight('noticeManagement'),
    async handler() {
      return { result: true };
    },
  });
  env.route({
    method: 'DELETE',
    path: '/api/hello/greetings',
    summary: "Clear the channel's greetings (the main manager only)",
    access: mainManagerOnly,
    async handler() {
      return { result: true };
    },
  });
  env.route({
    method: 'PUT',
    path: '/api/hello/greetings/:index',
    summary: 'Approve or hide a greeting (admin; approving needs applicant management)',
    access: ['admin'],
    params: z.object({ index: idSchema }),
    body: z.object({ action: z.enum(['approve', 'hide']) }),
    async handler({ body }, rc) {
      if (body.action === 'approve') await requireManagerRight(rc, 'applicantManagement');
      return { result: true };
    },
  });
}
