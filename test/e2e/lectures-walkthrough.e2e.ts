import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

// Walks the lectures screens that the main authoring e2e does not: the channel's curriculum-code
// mapping, the main page through the shell's home slot, the wishlist across lists, and a learner
// whose study period has ended.
let app: TestCore;
let browser: Browser;
let channelId: number;
const problems: string[] = [];
const host = 'hanbit.localhost';

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  app = await startTestCore({ plugins: ['community', 'lectures'] });
  browser = await launchBrowser();
  channelId = await app.createChannel({ slug: 'hanbit', name: '한빛고등학교' });
  for (const [userId, name, role] of [
    ['hb_admin', '관리자', 'admin'],
    ['hb_teacher', '정선생', 'teacher'],
    ['hb_student', '오학생', 'student'],
  ] as const) {
    await app.addMember(
      channelId,
      await app.createUser({ userId, name, isTeacher: role !== 'student' }),
      role,
    );
  }
  await app.createUser({ userId: 'wish_learner', name: '찜학생' });
  await app.createUser({ userId: 'site_teacher', name: '사이트선생', isTeacher: true });
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const channelUrl = (path: string) => `http://${host}:${app.port}${path}`;
const siteUrl = (path: string) => `${app.url}${path}`;

const login = (page: Page, base: (p: string) => string, userId: string) =>
  signIn(page, base('/login'), userId);

const apiAs = async (userId: string, inChannel = true) => {
  const c = app.client(inChannel ? { host } : {});
  await c.login(userId, testPassword);
  return c;
};

test.serial(
  "a channel admin maps lesson phases to curriculum codes; the lesson form and the teacher's curriculum show them, a student's does not",
  async (t) => {
    const admin = await newPage(browser, problems);
    await login(admin, channelUrl, 'hb_admin');
    await admin.goto(channelUrl('/teach/my'), { waitUntil: 'networkidle0' });
    await admin.click('[data-testid=curriculum-codes-link]');
    await admin.waitForSelector('[data-testid=codes-row]');
    t.is((await admin.$$('[data-testid=codes-row]')).length, 17, 'the default mapping, one row per phase');
    // A bad row: the phase of a new row is left blank.
    await admin.click('[data-testid=codes-add]');
    await admin.click('[data-testid=codes-save]');
    await admin.waitForSelector('[data-testid=codes-error]');
    t.is(
      await admin.$eval('[data-testid=codes-error]', (el) => el.textContent),
      '학습 단계 이름을 1~30자로 입력해주세요.',
    );
    await screenshot(admin, 'lectures-codes-error');
    // Checked before saving: the success toast belongs to the shared kit, not to this screen.
    const axe = (await seriousViolations(admin)).map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    t.deepEqual(axe, []);
    const phases = await admin.$$('[data-testid=codes-phase]');
    await phases[phases.length - 1].type('오리엔테이션');
    await admin.$$eval('[data-testid=codes-code]', (els) => {
      const select = els[els.length - 1] as HTMLSelectElement;
      select.value = '#A02';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await admin.click('[data-testid=codes-save]');
    await waitForText(admin, '직접 정한 대응표');
    await screenshot(admin, 'lectures-codes-saved');
    const stored = await app.core.db('lecture_curriculum_maps').where({ channel_id: channelId }).first();
    t.deepEqual(stored.entries.at(-1), { phase: '오리엔테이션', code: '#A02' });

    // The teacher writes a lesson with that phase and sees its code as they type.
    const teacherApi = await apiAs('hb_teacher');
    const created = (
      await teacherApi.post('/api/lecture', {
        subject: '한빛 파이썬 교실',
        description: '',
        isFree: true,
        categoryFirst: 'programming',
        categorySecond: 'programming-fundamentals',
        tags: [],
      })
    ).body.data;
    await teacherApi.put(`/api/lecture/${created.sequence}/publish`, { published: true });
    const teacher = await newPage(browser, problems);
    await login(teacher, channelUrl, 'hb_teacher');
    await teacher.goto(channelUrl(`/teach/lecture/${created.sequence}/manage`), {
      waitUntil: 'networkidle0',
    });
    await teacher.click('[data-testid=add-lesson]');
    await teacher.type('[data-testid=lesson-title-input]', '수업 안내');
    await teacher.type('[data-testid=lesson-phase-input]', '오리엔테이션');
    await waitForText(teacher, '콘텐츠 유형 코드: #A02');
    await screenshot(teacher, 'lectures-lesson-phase-code');
    await teacher.click('[data-testid=lesson-save]');
    await teacher.waitForFunction(() => !document.querySelector('[data-testid=lesson-form]'));

    // The code is internal: the teacher sees it in the curriculum, a student of the channel does not.
    await teacher.goto(channelUrl(`/lecture/${created.sequence}/${created.slug}`), {
      waitUntil: 'networkidle0',
    });
    await teacher.waitForSelector('[data-testid=curriculum-item]');
    t.true(
      (await teacher.$eval('[data-testid=curriculum-item]', (el) => (el as HTMLElement).innerText)).includes(
        '#A02',
      ),
    );
    await screenshot(teacher, 'lectures-curriculum-code');
    const student = await newPage(browser, problems);
    await login(student, channelUrl, 'hb_student');
    await student.goto(channelUrl(`/lecture/${created.sequence}/${created.slug}`), {
      waitUntil: 'networkidle0',
    });
    await student.waitForSelector('[data-testid=curriculum-item]');
    t.false(
      (await student.$eval('[data-testid=curriculum-item]', (el) => (el as HTMLElement).innerText)).includes(
        '#A02',
      ),
    );
    await screenshot(student, 'lectures-curriculum-no-code');

    // A teacher is not an admin: no link, and the screen says who may use it.
    await teacher.goto(channelUrl('/teach/curriculum-codes'), { waitUntil: 'networkidle0' });
    await waitForText(teacher, '채널 관리자만 볼 수 있습니다.');
    t.is(await teacher.$('[data-testid=codes-save]'), null);
  },
);

test.serial(
  'the channel main page is the shell home with the lectures in its slot; a wish shows in every list at once',
  async (t) => {
    const teacherApi = await apiAs('site_teacher', false);
    const made = [];
    for (const subject of ['찜 테스트 자바 입문', '찜 테스트 알고리즘']) {
      const l = (
        await teacherApi.post('/api/lecture', {
          subject,
          description: '',
          isFree: true,
          categoryFirst: 'programming',
          categorySecond: 'algorithm',
          tags: [],
        })
      ).body.data;
      await teacherApi.put(`/api/lecture/${l.sequence}/publish`, { published: true });
      made.push(l.sequence as number);
    }
    // A curation that repeats the lectures of the promotion tabs.
    const [curation] = await app.core
      .db('lecture_curations')
      .insert({ channel_id: null, title: '이번 주 추천', category: 'programming.algorithm', position: 1 })
      .returning('id');
    await app.core
      .db('lecture_curation_items')
      .insert(
        made.map((lectureId, i) => ({ curation_id: curation.id, lecture_id: lectureId, position: i + 1 })),
      );

    const learner = await newPage(browser, problems);
    await login(learner, siteUrl, 'wish_learner');
    await learner.goto(siteUrl('/'), { waitUntil: 'networkidle0' });
    await learner.waitForSelector(
      '[data-testid=home-screen] [data-testid=lectures-home] [data-testid=promotion-list]',
    );
    await learner.waitForSelector('[data-testid=curation]');
    const target = made[0];
    const buttons = `[data-testid=lecture-card][data-sequence="${target}"] [data-testid=wish-button]`;
    t.true((await learner.$$(buttons)).length >= 2, 'the lecture is in the promotion list and the curation');
    await learner.click(`[data-testid=curation] ${buttons}`);
    await learner.waitForFunction(
      (sel) => [...document.querySelectorAll(sel)].every((b) => b.getAttribute('aria-pressed') === 'true'),
      {},
      buttons,
    );
    await screenshot(learner, 'lectures-home-wished');
    const wish = await app.core.db('lecture_wishes').where({ lecture_id: target }).first();
    t.is(wish.state, 1);

    // The category page lists the same lecture as wished.
    await learner.goto(siteUrl('/category/programming/algorithm'), { waitUntil: 'networkidle0' });
    await learner.waitForSelector(buttons);
    t.is(await learner.$eval(buttons, (b) => b.getAttribute('aria-pressed')), 'true');
    t.is(
      await learner.$eval('[data-testid=lecture-search] h1', (el) => el.textContent),
      '알고리즘',
      'a category page is headed by its category',
    );
    await screenshot(learner, 'lectures-category');

    // The channel main page: the channel's name from the shell, its lectures from the slot.
    const channelTeacher = await apiAs('hb_teacher');
    const inChannel = (
      await channelTeacher.post('/api/lecture', {
        subject: '한빛 자료구조 교실',
        description: '',
        isFree: true,
        categoryFirst: 'programming',
        categorySecond: 'algorithm',
        tags: [],
      })
    ).body.data;
    t.is(
      (await channelTeacher.put(`/api/lecture/${inChannel.sequence}/publish`, { published: true })).status,
      200,
    );
    const student = await newPage(browser, problems);
    await login(student, channelUrl, 'hb_student');
    await student.goto(channelUrl('/'), { waitUntil: 'networkidle0' });
    await student
      .waitForSelector('[data-testid=home-screen] [data-testid=channel-lecture-list]')
      .catch(async (e) => {
        await screenshot(student, 'lectures-channel-home-failed');
        throw e;
      });
    t.is(await student.$eval('[data-testid=home-screen] h1', (el) => el.textContent), '한빛고등학교');
    t.true(
      (
        await student.$eval('[data-testid=channel-lecture-list]', (el) => (el as HTMLElement).innerText)
      ).includes('한빛 자료구조 교실'),
    );
    t.false(
      (
        await student.$eval('[data-testid=channel-lecture-list]', (el) => (el as HTMLElement).innerText)
      ).includes('찜 테스트'),
      'public-site lectures stay out',
    );
    await screenshot(student, 'lectures-channel-home');
  },
);

test.serial(
  'a learner whose study period has ended sees why on the lecture page and in the player',
  async (t) => {
    const teacherApi = await apiAs('hb_teacher');
    const lecture = (
      await teacherApi.post('/api/lecture', {
        subject: '7일 완성 반복문',
        description: '',
        isFree: true,
        categoryFirst: 'programming',
        categorySecond: 'algorithm',
        tags: [],
        periodType: 'days',
        periodDays: 7,
      })
    ).body.data;
    await teacherApi.put(`/api/lecture/${lecture.sequence}/publish`, { published: true });
    const lesson = (
      await teacherApi.post(`/api/lecture/${lecture.sequence}/lessons`, {
        title: '반복문 첫걸음',
        type: 'text',
        items: [{ type: 'text', content: '<p>본문</p>' }],
      })
    ).body.data;
    const studentApi = await apiAs('hb_student');
    t.is((await studentApi.post(`/api/lecture/${lecture.sequence}/enrol`, {})).status, 201);
    const studentId = (await app.core.db('users').where({ user_id: 'hb_student' }).first('id')).id;
    const ended = new Date(Date.now() - 2 * 86_400_000);
    await app.core
      .db('lecture_enrolments')
      .where({ lecture_id: lecture.sequence, user_id: studentId })
      .update({ expires_at: ended });

    const student = await newPage(browser, problems);
    await login(student, channelUrl, 'hb_student');
    await student.goto(channelUrl(`/lecture/${lecture.sequence}/${lecture.slug}`), {
      waitUntil: 'networkidle0',
    });
    await student.waitForSelector('[data-testid=enrol-note]');
    const shown = ended.toLocaleDateString('ko');
    t.is(
      await student.$eval('[data-testid=enrol-note]', (el) => el.textContent),
      `수강 기간이 ${shown}에 끝나 레슨을 더 열 수 없습니다.`,
    );
    await screenshot(student, 'lectures-period-ended');
    await student.goto(channelUrl(`/lecture/${lecture.sequence}/${lecture.slug}/lesson/${lesson.index}`), {
      waitUntil: 'networkidle0',
    });
    await waitForText(student, '레슨을 더 열 수 없습니다.');
    t.is(await student.$('[data-testid=lesson-player]'), null);
    await screenshot(student, 'lectures-period-ended-player');
  },
);
