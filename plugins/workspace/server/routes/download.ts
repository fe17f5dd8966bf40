import { z } from 'zod';
import { zipSync, strToU8 } from 'fflate';
import { AppError, safeFileName, sendAttachment, type RegisterEnv } from '@seodang/sdk';
import { quizAccess } from '../access.ts';
import { findQuiz, typeOf } from '../quiz-row.ts';
import type { SubmissionRow } from '../presenters.ts';
import { idSchema } from '@seodang/sdk/common';

const query = z.object({
  quizIndex: idSchema,
  quizTitle: z.string().max(200).optional(),
  lectureIndex: idSchema.optional(),
  lessonIndex: idSchema.optional(),
  examIndex: idSchema.optional(),
  targetUserId: idSchema.optional(),
  /** 'true': the best-scoring submission instead of the latest. */
  needHighest: z.enum(['true', 'false']).optional(),
});

/** §7 `GET /file/download_submitted_source`: the submitted source as `{quizTitle}.zip`. */
export function registerDownloadRoute(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/file/download_submitted_source',
    summary: 'Download submitted source as {quizTitle}.zip',
    tags: ['workspace'],
    access: 'user',
    query,
    async handler({ query: qs }, rc) {
      const q = await findQuiz(rc, qs.quizIndex);
      const viewer = await quizAccess(rc, q);
      const userId = viewer === 'author' && qs.targetUserId ? qs.targetUserId : rc.user!.id;
      const base = rc.db('workspace_submissions').where({ quiz_id: q.id, user_id: userId, kind: 'submit' });
      const s = (await (
        qs.needHighest === 'true'
          ? base.orderByRaw('score DESC NULLS LAST, id DESC')
          : base.orderBy('id', 'desc')
      ).first()) as SubmissionRow | undefined;
      if (!s) throw new AppError(404, 'submission_not_found', 'workspace.error.submission_not_found');
      const qt = typeOf(rc, q.type);
      const files = qt.files?.(s.answer) ?? [
        { name: 'answer.json', content: JSON.stringify(s.answer, null, 2) },
      ];
      const zip = zipSync(
        Object.fromEntries(
          files.map((f) => [
            f.name,
            f.encoding === 'base64' ? Buffer.from(f.content, 'base64') : strToU8(f.content),
          ]),
        ),
      );
      sendAttachment(rc, `${safeFileName(qs.quizTitle ?? q.title, 'quiz')}.zip`, zip, {
        type: 'application/zip',
        fallback: 'quiz',
      });
      return undefined;
    },
  });
}
