import type { TestFn } from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import {
  startMailCore,
  startTestCore,
  type MailCatcher,
  type MailCoreOptions,
  type TestCore,
} from '@seodang/sdk/testing';
import { assertWebBuilt, launchBrowser, newPage } from './browser.ts';

/** What a browser suite's tests reach once its `before` hook has run. */
export interface BrowserSuite {
  readonly app: TestCore;
  readonly browser: Browser;
  /** The catcher core mails through (only with `mail`). */
  readonly catcher: MailCatcher;
  /** Page errors and failed requests of every page the suite opened: a test ends asserting none. */
  readonly problems: string[];
  /** A fresh page (own cookies) whose errors land in `problems`. */
  newPage(): Promise<Page>;
}

/**
 * One core and one chromium for an e2e file: registers its `before` hook (the web build checked,
 * core started, `setup` run on it, the browser launched) and its `after.always` hook (browser
 * closed, then core and its catcher stopped). With `mail`, core mails through a fresh SMTP
 * catcher (`startMailCore`; `mail` holds the catcher's options and `forwardBounces`).
 */
export function browserSuite(
  test: TestFn,
  options: Pick<MailCoreOptions, 'plugins' | 'config'> & {
    mail?: true | Omit<MailCoreOptions, 'plugins' | 'config'>;
    setup?: (app: TestCore) => Promise<void>;
  } = {},
): BrowserSuite {
  let app: TestCore | undefined;
  let catcher: MailCatcher | undefined;
  let browser: Browser | undefined;
  const problems: string[] = [];
  test.before(async () => {
    assertWebBuilt();
    const { plugins, config, mail } = options;
    if (mail) ({ app, catcher } = await startMailCore({ plugins, config, ...(mail === true ? {} : mail) }));
    else app = await startTestCore({ plugins, config });
    await options.setup?.(app);
    browser = await launchBrowser();
  });
  test.after.always(async () => {
    await browser?.close();
    await app?.stop();
    await catcher?.stop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`browserSuite: no ${what} (used before its before hook ran?)`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'core');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get catcher() {
      return ready(catcher, 'mail catcher');
    },
    problems,
    newPage: () => newPage(ready(browser, 'browser'), problems),
  };
}
