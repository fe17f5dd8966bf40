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

/**
 * One SMTP catcher and one core wired to it for a test file: registers the file's `before` (the
 * catcher, then core with `smtpUrl` pointing at it) and `after.always` (both stopped) hooks.
 * `config` is merged over the mail settings; `catcher` passes options to the catcher;
 * `forwardBounces` hands what reaches a return path to core's bounce route, as `npm start` does.
 */
export function mailSuite(
  test: TestFn,
  options: {
    plugins?: (string | LoadedPlugin)[];
    config?: Partial<Config>;
    catcher?: Parameters<typeof startMailCatcher>[0];
    forwardBounces?: boolean;
  } = {},
): MailSuite {
  let app: TestCore | undefined;
  let catcher: MailCatcher | undefined;
  test.before(async () => {
    catcher = await startMailCatcher(options.catcher);
    app = await startTestCore({
      plugins: options.plugins,
      config: { smtpUrl: catcher.url, mailFrom: 'Seodang <no-reply@seodang.test>', ...options.config },
    });
    if (options.forwardBounces) catcher.forwardBounces(`${app.url}/api/mail/bounces`);
  });
  test.after.always(async () => {
    await app?.stop();
    await catcher?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('mailSuite: used before its before hook ran');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get catcher() {
      return started(catcher);
    },
    get mail() {
      return started(app).core.service(mailRef);
    },
  };
}
