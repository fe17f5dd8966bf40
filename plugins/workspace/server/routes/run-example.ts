import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { quizAccess } from '../access.ts';
import { findQuiz, typeOf } from '../quiz-row.ts';
import { runExampleState } from '../run-example-store.ts';

/** The run screen example learners see beside the problem (`use_run_screen_example`). */
export function registerRunExampleRoute(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/workspace/quizzes/:index/run-example',
    summary:
      "The validated reference run's example (images, output) of its first shown test, when the quiz shows one; never its code or a hidden test",
    tags: ['workspace'],
    access: 'user',
    params: z.object({ index: idSchema }),
    async handler({ params }, rc) {
      const q = await findQuiz(rc, params.index);
      // Whoever may open the quiz may see its example, and nobody else.
      await quizAccess(rc, q);
      if (!q.common.use_run_screen_example)
        throw new AppError(404, 'run_example_off', 'workspace.error.run_example_off');
      return { data: await runExampleState(rc.db, q, typeOf(rc, q.type)) };
    },
  });
}
