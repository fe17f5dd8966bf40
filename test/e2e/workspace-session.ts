// The common start of the workspace's browser tests: core with the workspace (and, when asked, an
// in-process judge worker), a channel with its members, chromium, and pages signed in as them.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { startJudgeWorker } from '../../plugins/workspace/testing/judge-worker.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

/** A running workspace for one test file. */
export interface WorkspaceSession {
  app: TestCore;
  browser: Browser;
  /** The channel's host name (`<slug>.localhost`). */
  host: string;
  /** `http://<host>:<port>`. */
  origin: string;
  /** Page errors and failed same-origin requests of every page opened here; tests check it is empty. */
  problems: string[];
  /** A fresh page (own cookies) signed in as `userId`. */
  signedIn(userId: string): Promise<Page>;
  stop(): Promise<void>;
}

/** Starts core (plugins `workspace` plus `plugins`), a judge worker when `judge`, a channel `slug` with `members`, and chromium. */
export async function startWorkspaceSession(options: {
  slug: string;
  members: { userId: string; role: 'teacher' | 'student'; name?: string }[];
  plugins?: string[];
  judge?: boolean;
}): Promise<WorkspaceSession> {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  const worker = options.judge ? await startJudgeWorker() : null;
  const app = await startTestCore({ plugins: ['workspace', ...(options.plugins ?? [])] });
  const browser = await launchBrowser();
  const channel = await app.createChannel({ slug: options.slug });
  for (const m of options.members)
    await app.addMember(
      channel,
      await app.createUser({ userId: m.userId, ...(m.name ? { name: m.name } : {}) }),
      m.role,
    );
  const host = `${options.slug}.localhost`;
  const origin = `http://${host}:${app.port}`;
  const problems: string[] = [];
  return {
    app,
    browser,
    host,
    origin,
    problems,
    async signedIn(userId) {
      const page = await newPage(browser, problems);
      await signIn(page, `${origin}/login`, userId);
      return page;
    },
    async stop() {
      await browser.close();
      await app.stop();
      await worker?.close();
    },
  };
}
