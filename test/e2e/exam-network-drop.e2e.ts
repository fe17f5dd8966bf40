// Fault in the browser: an examinee's network is gone for 60 s while they keep typing code in the
// exam room. The page says its answer is not saved; nothing typed is lost: the journal brings
// every keystroke once the network is back, without a reload. The exam's time is not credited:
// the clock runs on the server (the deadline is the exam's end plus extra time a supervisor gives,
// and a drop adds none), so the time away is spent; a drop shorter than the exam's device grace
// period (60 s by default, here 120 s so a slow machine's reconnect still falls inside it) leaves
// the examinee in the exam with no device countdown running.
import test from 'ava';
import type { Page } from 'puppeteer-core';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { waitFor } from '../integration/fault/processes.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { signIn } from './support/sign-in.ts';

// The camera is fake and local; nothing here needs the media server.
delete process.env.JANUS_HTTP_URL;
delete process.env.JANUS_WS_URL;

const dropMs = 60_000;
const starter = 'a, b = map(int, input().split())\n';
const waitSaveState = (page: Page, state: string, timeout = 20_000) =>
  page.waitForFunction(
    (s) => document.querySelector('[data-testid=save-state]')?.classList.contains(`ws-save-${s}`),
    { timeout },
    state,
  );
const remaining = (page: Page) =>
  page.$eval('[data-testid=exam-timer]', (el) => Number(el.getAttribute('data-remaining')));

test('slow (60 s offline): an examinee typing through a network drop loses no keystroke and the time away is not credited', async (t) => {
  const app = await startTestCore({ plugins: ['community', 'workspace', 'assessment', 'supervision'] });
  const browser = await launchBrowser();
  try {
    const problems: string[] = [];
    const channelId = await app.createChannel({ slug: 'school', name: '한빛고' });
    const ids: Record<string, number> = {};
    for (const [name, role] of [
      ['nd_teacher', 'teacher'],
      ['nd_student', 'student'],
    ] as const) {
      ids[name] = await app.createUser({ userId: name });
      await app.addMember(channelId, ids[name], role);
    }
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('nd_teacher', testPassword);
    // No reference answer: published without the judge.
    const code = await teacher.post('/api/workspace/quizzes', {
      type: 'programming',
      status: 1,
      common: { title: '합', contents: '합', setting: { mode: 'exam_mode' } },
      definition: {
        language: ['python3'],
        source: { python3: [{ name: 'main.py', content: starter }] },
        inputset: ['1 2\n'],
        outputset: ['3\n'],
        testcase_type: ['open'],
      },
    });
    t.is(code.status, 201, JSON.stringify(code.body));
    const quiz = code.body.data.index as number;
    const lectureSeq = (
      await teacher.post('/api/assessment', {
        title: '정보 평가',
        description: '네트워크',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      })
    ).body.data.lectureSeq;
    const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
      title: '중간고사',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      devices: { webcam: 'required', screen: 'off', mobile: 'off' },
      deviceGraceSeconds: 120,
      quizzes: [{ quizId: String(quiz), title: '합', score: 100 }],
      examineeIds: [ids.nd_student],
      supervisorIds: [],
    });
    t.is(exam.status, 201, JSON.stringify(exam.body));
    const examIndex = exam.body.data.index as number;
    const url = (path: string) => `http://school.localhost:${app.port}${path}`;
    const api = app.client({ host: 'school.localhost' });
    await api.login('nd_student', testPassword);
    const examState = async () =>
      (await api.get(`/api/exam/${examIndex}`)).body.examState as { deadline: number; extraTime: number };
    const storedCode = async () =>
      ((await app.core.db('workspace_answers').where({ quiz_id: quiz, user_id: ids.nd_student }).first())
        ?.answer.files[0].content ?? null) as string | null;

    const student = await newPage(browser, problems);
    await signIn(student, url('/login'), 'nd_student');
    await passWaitingRoom(student, url(`/assessment/${lectureSeq}/x/exam/${examIndex}`));
    await student.waitForSelector('[data-testid=code-editor][data-ready=true]');
    await student.click('[data-testid=code-editor] .view-lines');
    await student.keyboard.down('Control');
    await student.keyboard.press('End');
    await student.keyboard.up('Control');
    await student.keyboard.type('total = a + b');
    await waitSaveState(student, 'saved');
    await student.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const before = { at: Date.now(), remaining: await remaining(student), state: await examState() };

    // The network goes for 60 s; the examinee types on, a few words every few seconds.
    await student.setOfflineMode(true);
    const dropAt = Date.now();
    const typed: string[] = [];
    for (let i = 0; Date.now() - dropAt < dropMs - 6000; i++) {
      const words = ` w${i}`;
      typed.push(words);
      await student.keyboard.type(words, { delay: 50 });
      if (i === 0) {
        await waitSaveState(student, 'offline');
        await screenshot(student, 'exam-network-drop-offline');
      }
      await new Promise((r) => setTimeout(r, 4000));
    }
    t.is(await storedCode(), `${starter}total = a + b`, 'the server saw nothing while the network was gone');
    await new Promise((r) => setTimeout(r, Math.max(0, dropMs - (Date.now() - dropAt))));
    t.is(
      await student.$eval('[data-testid=save-state]', (el) => el.className.includes('ws-save-offline')),
      true,
    );
    await student.setOfflineMode(false);

    // Back: every keystroke arrives, without a reload.
    await waitSaveState(student, 'saved');
    t.is(await storedCode(), `${starter}total = a + b${typed.join('')}`);
    t.true(
      await student.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true),
      'the page was not reloaded',
    );
    await student.keyboard.type(' done');
    await waitFor(
      'the next save',
      async () => (await storedCode()) === `${starter}total = a + b${typed.join('')} done`,
    );

    // The time: the deadline did not move (no extra time), so the minute away was spent, on the
    // server and on the page's clock alike.
    const after = { at: Date.now(), remaining: await remaining(student), state: await examState() };
    t.is(after.state.deadline, before.state.deadline);
    t.is(after.state.extraTime, 0);
    const spent = before.remaining - after.remaining;
    t.true(
      Math.abs(spent - (after.at - before.at)) < 3000,
      `the page's clock ran through the drop: ${spent} ms of the exam in ${after.at - before.at} ms`,
    );
    t.true(after.at - dropAt >= dropMs);
    // Back within the device grace period: still in the exam, no device countdown running.
    const member = await app.core
      .db('assessment_exam_members')
      .where({ exam_id: examIndex, user_id: ids.nd_student })
      .first('will_exit_at', 'disconnected_devices');
    t.like(member, { will_exit_at: null, disconnected_devices: { webcam: false } });
    t.truthy(await student.$('[data-testid=exam-room]'));
    t.is(await student.$('[data-testid=exit-timer]'), null);
    await screenshot(student, 'exam-network-drop-back');

    // Requests failed on purpose while offline; nothing else may have gone wrong.
    t.deepEqual(
      problems.filter((p) => !/net::ERR_INTERNET_DISCONNECTED/.test(p)),
      [],
    );
  } finally {
    await browser.close();
    await app.stop();
  }
});
