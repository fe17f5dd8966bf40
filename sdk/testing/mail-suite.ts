import type { TestFn } from 'ava';
import type { Config } from '@seodang/config';
import type { LoadedPlugin } from '@seodang/core';
import { startMailCatcher, type MailCatcher } from '@seodang/core/testing';
import { mailRef, type MailService } from '../server/index.ts';
import { startTestCore, type TestCore } from './start-test-core.ts';

/** What a mail suite's tests reach: set once its `before` hook has run. */
export interface MailSuite {
  readonly app: TestCore;
  readonly catcher: MailCatcher;
  readonly mail: MailService;
}

/** How a core wired to a fresh SMTP catcher starts: its plugins, settings over the mail ones, the catcher's options. */
export interface MailCoreOptions {
  plugins?: (string | LoadedPlugin)[];
  config?: Partial<Config>;
  catcher?: Parameters<typeof startMailCatcher>[0];
  /** Hand what reaches a return path to core's bounce route, as `npm start` does. */
  forwardBounces?: boolean;
}

/** Starts an SMTP catcher, then core with `smtpUrl` pointing at it (`options.config` merged over). */
export async function startMailCore(
  options: MailCoreOptions = {},
): Promise<{ app: TestCore; catcher: MailCatcher }> {
  const catcher = await startMailCatcher(options.catcher);
  try {
    const app = await startTestCore({
      plugins: options.plugins,
      config: { smtpUrl: catcher.url, mailFrom: 'Seodang <no-reply@seodang.test>', ...options.config },
    });
    if (options.forwardBounces) catcher.forwardBounces(`${app.url}/api/mail/bounces`);
    return { app, catcher };
  } catch (error) {
    await catcher.stop();
    throw error;
  }
}

/**
 * One SMTP catcher and one core wired to it for a test file (`startMailCore`): registers the
 * file's `before` hook that starts them and its `after.always` hook that stops both.
 */
export function mailSuite(test: TestFn, options: MailCoreOptions = {}): MailSuite {
  let started: { app: TestCore; catcher: MailCatcher } | undefined;
  test.before(async () => {
    started = await startMailCore(options);
  });
  test.after.always(async () => {
    await started?.app.stop();
    await started?.catcher.stop();
  });
  const ready = () => {
    if (!started) throw new Error('mailSuite: used before its before hook ran');
    return started;
  };
  return {
    get app() {
      return ready().app;
    },
    get catcher() {
      return ready().catcher;
    },
    get mail() {
      return ready().app.core.service(mailRef);
    },
  };
}
