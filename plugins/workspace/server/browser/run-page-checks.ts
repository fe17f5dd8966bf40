import type { CDPSession, HTTPRequest, Page } from 'puppeteer-core';
import { sharedBrowser } from './shared-browser.ts';

/** A teacher's check: JavaScript run inside the learner's page; it passes unless it throws or returns false. */
export interface PageCheck {
  name: string;
  code: string;
}

/** The outcome of one check. */
export interface PageCheckResult {
  name: string;
  passed: boolean;
  message: string;
}

/** Wall-time limits: the page's load, each check, and the whole grading. */
export interface PageCheckLimits {
  checkTimeoutMs: number;
  totalTimeoutMs: number;
}

class TimedOut extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new TimedOut()), Math.max(0, ms)); });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * The expression a check runs as. It is compiled by the debugger protocol rather than by the
 * page's `Function`, so a page cannot swap the compiler to make checks pass; `assert` is local.
 */
const expression = (code: string) => `(async () => {
  const assert = (ok, message) => { if (!ok) throw new Error(message || 'assertion failed'); };
  try {
    const value = await (async () => {\n${code}\n})();
    return value === false ? { passed: false, message: 'returned false' } : { passed: true, message: typeof value === 'string' ? value : '' };
  } catch (error) {
    return { passed: false, message: String(error && error.message ? error.message : error) };
  }
})()`;

// Only the document itself loads: every request (fetch, XHR, images, scripts, sockets) is refused.
const offline = (request: HTTPRequest) => {
  const url = request.url();
  const local = url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank';
  void (local ? request.continue() : request.abort('blockedbyclient')).catch(() => {});
};

/** Stops the page's running script (an endless loop) so the page answers again. */
const interrupt = (cdp: CDPSession) => cdp.send('Runtime.terminateExecution').catch(() => {});

async function prepare(page: Page): Promise<CDPSession> {
  await page.setRequestInterception(true);
  page.on('request', offline);
  page.on('dialog', (dialog) => { void dialog.dismiss().catch(() => {}); });
  // A page's Content-Security-Policy must not stop the teacher's checks.
  await page.setBypassCSP(true);
  return page.createCDPSession();
}

/**
 * Loads a learner's page in the shared headless chromium (a fresh incognito context, no origin
 * of the app: `setContent` on about:blank, network blocked, dialogs dismissed) and runs each check
 * inside it, in order, under the wall-time limits. Never throws for the page's faults.
 */
export async function runPageChecks(html: string, checks: readonly PageCheck[], limits: PageCheckLimits): Promise<PageCheckResult[]> {
  const deadline = Date.now() + limits.totalTimeoutMs;
  const left = () => Math.min(limits.checkTimeoutMs, deadline - Date.now());
  const context = await (await sharedBrowser()).createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await prepare(page);
    try {
      await within(page.setContent(html, { waitUntil: 'load', timeout: 0 }), left());
    } catch (error) {
      if (error instanceof TimedOut) await interrupt(cdp);
      const message = error instanceof TimedOut ? `the page did not finish loading within ${limits.checkTimeoutMs} ms` : `the page failed to load: ${String(error)}`;
      return checks.map((c) => ({ name: c.name, passed: false, message }));
    }
    const results: PageCheckResult[] = [];
    for (const check of checks) {
      if (left() <= 0) {
        results.push({ name: check.name, passed: false, message: `not run: the grading exceeded ${limits.totalTimeoutMs} ms` });
        continue;
      }
      try {
        const r = await within(page.evaluate(expression(check.code)) as Promise<{ passed: boolean; message: string }>, left());
        results.push({ name: check.name, passed: r?.passed === true, message: String(r?.message ?? '') });
      } catch (error) {
        if (error instanceof TimedOut) await interrupt(cdp);
        const message = error instanceof TimedOut ? `time limit exceeded (${limits.checkTimeoutMs} ms)` : error instanceof Error ? error.message : String(error);
        results.push({ name: check.name, passed: false, message });
      }
    }
    return results;
  } finally {
    await context.close().catch(() => {});
  }
}
