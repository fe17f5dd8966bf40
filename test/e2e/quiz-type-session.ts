// The common start of a quiz type's browser test file: a workspace session with the type's
// plugin, its teacher and learner signed in, no page errors after each test, stopped at the end;
// and the workspace's browser steps such a file uses, re-exported.
import type { TestFn } from 'ava';
import type { Page } from 'puppeteer-core';
import { quizTypeMembers, quizTypePages } from '../../plugins/workspace/testing/browser-steps.ts';
import { startWorkspaceSession, type WorkspaceSession } from './workspace-session.ts';

// The steps and checks a quiz type's browser tests take, from one module.
export {
  draftQuiz,
  openQuiz,
  outcomeAfter,
  retypeCode,
  validateAndPublish,
} from '../../plugins/workspace/testing/browser-steps.ts';
export { screenshot, waitForText } from './support/browser.ts';
export { assertWcagClean } from './support/axe.ts';

/** What a quiz type's browser tests use; filled in before the first test runs. */
export interface QuizTypeSession {
  ws: WorkspaceSession;
  /** Signed in as `teach`, the channel's teacher who authors. */
  teacher: Page;
  /** Signed in as `learn`, the channel's student who solves. */
  learner: Page;
}

/**
 * Registers the hooks of a quiz type's browser test file on `test`: before all, core with the
 * workspace and `plugins` (a judge worker when `judge`), channel `slug` with `quizTypeMembers`,
 * chromium and their pages; after each test, a check that no page had an error; after all, stop.
 * Read the returned session's fields inside hooks and tests registered after this call.
 */
export function quizTypeSession(
  test: TestFn,
  options: { slug: string; plugins: string[]; judge?: boolean },
): QuizTypeSession {
  const session = {} as QuizTypeSession;
  test.before(async () => {
    session.ws = await startWorkspaceSession({ ...options, members: quizTypeMembers });
    Object.assign(session, await quizTypePages(session.ws));
  });
  test.after.always(async () => {
    await session.ws?.stop();
  });
  test.afterEach((t) => {
    t.deepEqual(session.ws.problems.splice(0), [], 'no page errors');
  });
  return session;
}
