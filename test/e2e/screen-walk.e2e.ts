/**
 * The screen walk: every route the app declares (the shell's router and each plugin's web
 * routes, read from the sources), opened by the demo role that uses it on the demo seed, in ko,
 * en and ja, light and dark, desktop and phone width. A screen fails on the not-found screen, an
 * error state, an uncaught page error, a failed request, a text shown by its key, an axe-core
 * WCAG 2.2 AA violation, or a tab list that does not answer the arrow keys. Each look is saved under test/e2e/screenshots/walk/ so a person can page
 * through the whole product. A route nobody is assigned to fails the walk: new screens are covered.
 */
import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { discoverPlugins } from '@seodang/config';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../core/src/seed/demo.ts';
import { startTestPg, type TestPg } from '../../plugins/commerce/testing/test-pg/index.ts';
import { declaredRoutes } from '../../core/src/ssr/web-routes.ts';
import { demoAccounts, demoChannel } from '../../scripts/demo-accounts.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { wcagViolations } from './support/axe.ts';
import { tabListKeyProblems } from './support/tab-keys.ts';
import { signIn } from './support/sign-in.ts';
import { looks, type Look } from './support/looks.ts';
import { walkPlan, type Role, type Samples } from './support/walk-plan.ts';

let app: TestCore;
let pg: TestPg;
let browser: Browser;

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  // The local test payment provider, as under `npm start`: the demo's orders are paid there.
  pg = await startTestPg({ secretKey: 'test_sk_screen_walk' });
  app = await startTestCore({
    plugins: discoverPlugins(),
    config: { commerce: { provider: 'test', testPgUrl: pg.url, testPgSecretKey: 'test_sk_screen_walk' } },
  });
  await seedDemo(app.core);
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
  await pg?.stop();
});

const roles: Record<Role, { userId?: string; host: 'public' | 'channel' }> = {
  guest: { host: 'public' },
  learner: { userId: 'minjun', host: 'public' },
  teacher: { userId: 'seoyeon', host: 'public' },
  admin: { userId: 'jihoon.admin', host: 'channel' },
  'channel-teacher': { userId: 'sua.teacher', host: 'channel' },
  student: { userId: 'hajun', host: 'channel' },
};
const hostOf = (role: Role) =>
  roles[role].host === 'channel' ? `${demoChannel.slug}.localhost` : 'localhost';

/** Ids of the seeded things each route's parameters name, on the public site and in the channel. */
async function samples(): Promise<Samples> {
  const db = app.core.db;
  const channel = await db('channels').where({ slug: demoChannel.slug }).first('id');
  const user = async (userId: string) => (await db('users').where({ user_id: userId }).first('id')).id;
  const lecture = async (subject: string) => {
    const row = await db('lectures').where({ subject }).first('id', 'slug');
    const lesson = await db('lecture_lessons')
      .where({ lecture_id: row.id })
      .whereNotNull('quiz_language')
      .orderBy('position')
      .first('id');
    return { lectureSeq: row.id, lectureSlug: row.slug, lessonIndex: lesson.id };
  };
  const assessment = await db('assessment_assessments')
    .where({ channel_id: channel.id })
    .whereNot({ title: '' })
    .orderBy('id')
    .first('id', 'url_slug');
  const exam = await db('assessment_exams').where({ assessment_id: assessment.id }).orderBy('id').first('id');
  const notice = (channelId: number | null) =>
    db('community_notices').where({ channel_id: channelId }).orderBy('id').first('id');
  const question = (authorId: number) =>
    db('community_questions').where({ author_id: authorId }).orderBy('id').first('id');
  const roadmapOf = (channelId: number | null) =>
    db('roadmaps').where({ channel_id: channelId, is_published: true }).orderBy('id').first('id', 'owner_id');
  const quiz = await db('workspace_quizzes')
    .where({ channel_id: channel.id, type: 'programming' })
    .whereNull('lesson_index')
    .orderBy('id')
    .first('id');
  const publicLecture = await lecture('파이썬으로 배우는 프로그래밍 기초');
  const channelLecture = await lecture('정보 수업: 파이썬 기초');
  const publicTeacherLecture = await lecture('자바스크립트 완전 정복');
  // The demo learner's latest paid order on the public site (the seeded sales), for its page.
  const order = await db('commerce_orders')
    .where({ user_id: await user('minjun') })
    .whereNull('channel_id')
    .orderBy('id', 'desc')
    .first('order_key');
  const assessmentParams = {
    lectureSeq: assessment.id,
    lectureSlug: assessment.url_slug,
    sequence: assessment.id,
    url_slug: assessment.url_slug,
    examIndex: exam.id,
    userId: await user('hajun'),
  };
  const common = { first: 'programming', second: 'algorithm', quizIndex: quiz.id };
  return {
    public: {
      ...common,
      ...publicLecture,
      lectureIndex: publicLecture.lectureSeq,
      teacherLectureSeq: publicTeacherLecture.lectureSeq,
      index: (await notice(null))?.id,
      questionIndex: (await question(await user('minjun')))?.id,
      orderId: order?.order_key,
      roadmapSequence: (await roadmapOf(null))?.id,
      roadmapTeacher: (await roadmapOf(null))?.owner_id,
    },
    channel: {
      ...common,
      ...channelLecture,
      assessment: assessmentParams,
      lectureIndex: channelLecture.lectureSeq,
      index: (await notice(channel.id))?.id,
      questionIndex: (await question(await user('hajun')))?.id,
      sessionId: (
        await db('attendance_sessions').where({ channel_id: channel.id, state: 'open' }).first('id')
      )?.id,
      // 하준's certificate of the Python class (the demo's valid one), for its public page.
      certId: (
        await db('certificates')
          .where({ channel_id: channel.id, user_id: await user('hajun') })
          .whereNull('replaced_at')
          .first('cert_id')
      )?.cert_id,
      // The demo school's open recruitment posting.
      recruitment: await db('recruitment_postings')
        .where({ channel_id: channel.id, state: 'PUBLISHED' })
        .first('id as sequence', 'url_slug as urlSlug'),
      roadmapSequence: (await roadmapOf(channel.id))?.id,
      roadmapTeacher: (await roadmapOf(channel.id))?.owner_id,
      // The demo Python class's class tomorrow.
      meetingIndex: (
        await db('live_meetings').where({ channel_id: channel.id, status: 'wait' }).orderBy('id').first('id')
      )?.id,
      // The demo Python class's finished class, whose recording is ready.
      recordedMeetingIndex: (
        await db('live_meetings as m')
          .join('live_recordings as r', 'r.meeting_id', 'm.id')
          .where({ 'm.channel_id': channel.id, 'r.state': 'ready' })
          .orderBy('m.id')
          .first('m.id')
      )?.id,
      // The demo notice to the Python class, which the student received.
      messageSequence: (
        await db('messaging_sends').where({ channel_id: channel.id, type: 'notice' }).first('id')
      )?.id,
    },
  };
}

/** Fills a route's parameters from the samples of its host; a parameter without one fails. */
function fill(path: string, values: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`no seeded value for :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

interface Findings {
  problems: string[];
}

/** A signed-in page of `role` that records everything the walk fails on. */
async function pageFor(role: Role, port: number, found: Findings): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
  page.on('pageerror', (e) => found.problems.push(`page error: ${(e as Error).message}`));
  page.on('console', (m) => {
    const text = m.text();
    if (text.startsWith('Missing text:')) found.problems.push(text);
    // Failed loads are judged by the response and requestfailed handlers (other hosts' are theirs to fail).
    else if (m.type() === 'error' && !/status of \d{3}|^Failed to load resource/.test(text))
      found.problems.push(`console: ${text}`);
  });
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.port === String(port) && r.status() >= 400)
      found.problems.push(`${r.request().method()} ${url.pathname} answered ${r.status()}`);
  });
  page.on('requestfailed', (r) => {
    const url = new URL(r.url());
    if (url.port === String(port) && !/ERR_ABORTED/.test(r.failure()?.errorText ?? ''))
      found.problems.push(`${url.pathname} failed: ${r.failure()?.errorText}`);
  });
  const { userId } = roles[role];
  if (userId) {
    const account = demoAccounts.find((a) => a.userId === userId)!;
    await signIn(page, `http://${hostOf(role)}:${port}/login`, userId, account.password);
    found.problems.length = 0; // the sign-in screen is walked on its own
  }
  return page;
}

async function open(page: Page, url: string, look: Look): Promise<void> {
  await page.setCookie({ name: 'sd_locale', value: look.locale, url });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: look.theme }]);
  await page.setViewport({ width: look.width, height: look.width < 600 ? 844 : 900 });
  // The page and its data calls of this look have all answered, then 200 ms passed without one
  // (this app's screens fetch in one burst). Counted here, not by `waitForNetworkIdle`: its count
  // can keep a request an earlier look made while leaving (an answer saved on leaving), and a
  // script or icon the browser's cache answers may never report its end. Code still loading shows
  // the screen's spinner, which the wait below sees.
  // Leave the previous screen first: a request it starts late (a lazily loaded slot's fetch) and
  // the navigation cancels may never report its end, and would be counted as this look's.
  await page.goto('about:blank');
  const pending = new Set<HTTPRequest>();
  const counted = new Set(['document', 'xhr', 'fetch']);
  const started = (r: HTTPRequest) => void (counted.has(r.resourceType()) && pending.add(r));
  const ended = (r: HTTPRequest) => void pending.delete(r);
  const answered = (r: HTTPResponse) => void pending.delete(r.request());
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('requestservedfromcache', ended);
  page.on('response', answered);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const deadline = Date.now() + 30_000;
    let quietSince = Date.now();
    for (;;) {
      if (pending.size) quietSince = Date.now();
      else if (Date.now() - quietSince >= 200) break;
      if (Date.now() > deadline)
        throw new Error(
          `requests still open after 30 s: ${[...pending]
            .slice(0, 5)
            .map((r) => r.url())
            .join(', ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
    page.off('requestservedfromcache', ended);
    page.off('response', answered);
  }
  // Screens load their data and their plugin code after the first paint.
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          ':is([aria-busy="true"], .sd-spinner, [data-loading]):not([data-kit-sample] *)',
        ),
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
}

const pluginDirs = new Map(
  discoverPlugins().map((id) => [id, fileURLToPath(new URL(`../../plugins/${id}`, import.meta.url))]),
);
const routes = await declaredRoutes(pluginDirs);
const plan = walkPlan(routes);

test.serial('every route the app declares is walked by some role', (t) => {
  t.deepEqual(
    routes.filter((r) => !plan.some((v) => v.route === r.path)),
    [],
    'add the route to test/e2e/support/walk-plan.ts with the role that uses it',
  );
});

let seeded: Samples;
const pages = new Map<Role, { page: Page; found: Findings }>();
let visitCount = 0;

// Visits run grouped by role (in the order roles first appear in the plan), so each role signs in
// once: a sign-in costs seconds, and switching role at every visit made the walk twice as long.
const roleOrder = [...new Set(plan.map((v) => v.role))];
const byRole = [...plan].sort((a, b) => roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role));

for (const visit of byRole) {
  test.serial(`${visit.role} ${visit.route}`, async (t) => {
    seeded ??= await samples();
    let session = pages.get(visit.role);
    if (!session) {
      for (const other of pages.values()) await other.page.browserContext().close();
      pages.clear();
      const found: Findings = { problems: [] };
      session = { page: await pageFor(visit.role, app.port, found), found };
      pages.set(visit.role, session);
    }
    const { page, found } = session;
    const path = fill(visit.route, visit.params(seeded));
    const url = `http://${hostOf(visit.role)}:${app.port}${path}${visit.query ?? ''}`;
    const failures: string[] = [];
    for (const look of looks(visitCount++)) {
      const name = `${visit.role}${visit.route.replace(/[/:]+/g, '-')}-${look.locale}-${look.theme}-${look.width}`;
      found.problems.length = 0;
      try {
        await open(page, url, look);
        if (!visit.allowRedirect && new URL(page.url()).pathname !== path)
          found.problems.push(`redirected to ${page.url()}`);
        if (await page.$('[data-testid=not-found-screen]')) found.problems.push('the not-found screen');
        if (!visit.allowErrorState && (await page.$('[data-testid=error-state]')))
          found.problems.push(
            `an error state: ${await page.$eval('[data-testid=error-state]', (e) => (e as HTMLElement).innerText)}`,
          );
        for (const v of await wcagViolations(page, visit.axeExceptions))
          found.problems.push(
            `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes
              .slice(0, 3)
              .map(
                (n) =>
                  `${n.target.join(' ')} [${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`,
              )
              .join(', ')}`,
          );
        await screenshot(page, `walk/${name}`);
        // Last, as it changes the chosen tabs: every tab list answers the arrow keys.
        found.problems.push(...(await tabListKeyProblems(page)));
      } catch (e) {
        found.problems.push(`could not open: ${(e as Error).message}`);
      }
      for (const p of found.problems)
        if (!visit.allowResponses?.includes(p))
          failures.push(`${look.locale} ${look.theme} ${look.width}: ${p}`);
    }
    t.deepEqual(failures, [], url);
  });
}
