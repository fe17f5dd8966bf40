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
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), Math.max(0, ms));
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * The expression a check runs as, in an isolated world of the learner's page: the same DOM, but
 * its own globals (`document.querySelector`, `getComputedStyle`, `JSON`, prototypes…), so a page
 * script that overrides them cannot make a check pass. `inPage(expression)` is the one way into
 * the page's own script: it evaluates there (awaiting a promise) and hands back a JSON copy of
 * the value; such values are the learner's own by nature, DOM and style checks are not.
 */
const expression = (code: string) => `(async () => {
  const assert = (ok, message) => { if (!ok) throw new Error(message || 'assertion failed'); };
  const inPage = (source) => new Promise((resolve, reject) => {
    const root = document.documentElement;
    if (!root) return reject(new Error('the page has no document element'));
    const script = document.createElement('script');
    new MutationObserver((_, observer) => {
      const error = script.getAttribute('data-error');
      const value = script.getAttribute('data-value');
      if (error === null && value === null) return;
      observer.disconnect();
      script.remove();
      if (error !== null) reject(new Error(error)); else resolve(value === 'undefined' ? undefined : JSON.parse(value));
    }).observe(script, { attributes: true });
    script.textContent = '(() => { const el = document.currentScript; Promise.resolve().then(() => (' + String(source) + '))'
      + '.then((v) => el.setAttribute("data-value", v === undefined ? "undefined" : JSON.stringify(v)),'
      + ' (e) => el.setAttribute("data-error", String(e && e.message ? e.message : e))); })();';
    root.appendChild(script);
  });
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

/** A fresh isolated world in the page's main frame: the checks' own globals over the page's DOM. */
async function isolatedWorld(cdp: CDPSession): Promise<number> {
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: 'page-checks',
  });
  return executionContextId;
}

/** The isolated world; a page busy in an endless loop is interrupted once so the world can open. */
async function openWorld(cdp: CDPSession, ms: number): Promise<number | null> {
  const opening = isolatedWorld(cdp);
  opening.catch(() => {});
  try {
    return await within(opening, ms);
  } catch (error) {
    if (!(error instanceof TimedOut)) return null;
    await interrupt(cdp);
    return within(opening, ms).catch(() => null);
  }
}

/** Runs one check in the isolated world; an exception in the check itself is its message. */
async function runCheck(
  cdp: CDPSession,
  contextId: number,
  code: string,
): Promise<{ passed: boolean; message: string }> {
  const r = await cdp.send('Runtime.evaluate', {
    expression: expression(code),
    contextId,
    awaitPromise: true,
    returnByValue: true,
  });
  if (r.exceptionDetails)
    return { passed: false, message: r.exceptionDetails.exception?.description ?? r.exceptionDetails.text };
  const value = r.result.value as { passed?: unknown; message?: unknown } | undefined;
  return { passed: value?.passed === true, message: String(value?.message ?? '') };
}

async function prepare(page: Page): Promise<CDPSession> {
  await page.setRequestInterception(true);
  page.on('request', offline);
  page.on('dialog', (dialog) => {
    void dialog.dismiss().catch(() => {});
  });
  // A page's Content-Security-Policy must not stop the teacher's checks.
  await page.setBypassCSP(true);
  return page.createCDPSession();
}

/**
 * Loads a learner's page in the shared headless chromium (a fresh incognito context, no origin
 * of the app: `setContent` on about:blank, network blocked, dialogs dismissed) and runs each check
 * in an isolated world of it, in order, under the wall-time limits. Never throws for the page's faults.
 */
export async function runPageChecks(
  html: string,
  checks: readonly PageCheck[],
  limits: PageCheckLimits,
): Promise<PageCheckResult[]> {
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
      const message =
        error instanceof TimedOut
          ? `the page did not finish loading within ${limits.checkTimeoutMs} ms`
          : `the page failed to load: ${String(error)}`;
      return checks.map((c) => ({ name: c.name, passed: false, message }));
    }
    const contextId = await openWorld(cdp, left());
    const results: PageCheckResult[] = [];
    for (const check of checks) {
      if (left() <= 0) {
        results.push({
          name: check.name,
          passed: false,
          message: `not run: the grading exceeded ${limits.totalTimeoutMs} ms`,
        });
        continue;
      }
      try {
        if (contextId === null) throw new Error('the page does not answer');
        const r = await within(runCheck(cdp, contextId, check.code), left());
        results.push({ name: check.name, ...r });
      } catch (error) {
        if (error instanceof TimedOut) await interrupt(cdp);
        const message =
          error instanceof TimedOut
            ? `time limit exceeded (${limits.checkTimeoutMs} ms)`
            : error instanceof Error
              ? error.message
              : String(error);
        results.push({ name: check.name, passed: false, message });
      }
    }
    return results;
  } finally {
    await context.close().catch(() => {});
  }
}
