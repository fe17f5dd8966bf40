import test from 'ava';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { micChoices } from './support/device-picker.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';
import { skipExamTour } from './support/exam-steps.ts';

let app: TestCore;
let browser: Browser;
let examIndex: number;
let lectureSeq: number;
const ids: Record<string, number> = {};
const problems: string[] = [];
const phone = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'assessment', 'supervision'] });
  browser = await launchBrowser();
  const channelId = await app.createChannel({
    slug: 'school',
    name: '한빛고등학교',
    organizationType: 'high_school',
  });
  for (const [name, role] of [
    ['m_teacher', 'teacher'],
    ['m_student', 'student'],
  ] as const) {
    ids[name] = await app.createUser({
      userId: name,
      name: { m_teacher: '최선생', m_student: '정하준' }[name],
    });
    await app.addMember(channelId, ids[name], role);
  }
  const teacher = app.client({ host: 'school.localhost' });
  await teacher.login('m_teacher', testPassword);
  lectureSeq = (
    await teacher.post('/api/assessment', {
      title: '정보 수행평가',
      description: '모바일 카메라 감독',
      registerOpen: '2025-01-01',
      registerClose: '2035-01-01',
    })
  ).body.data.lectureSeq;
  const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
    title: '모바일 감독 시험',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    devices: { webcam: 'required', screen: 'off', mobile: 'required' },
    quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
    examineeIds: [ids.m_student],
  });
  examIndex = exam.body.data.index;
});

test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

const url = (path: string) => `http://school.localhost:${app.port}${path}`;

const login = (page: Page, userId: string, next = '/') =>
  signIn(page, url(`/login?next=${encodeURIComponent(next)}`), userId);

const click = (page: Page, testId: string) =>
  page.waitForSelector(`[data-testid=${testId}]:not([disabled])`, { visible: true }).then((h) => h!.click());

test.serial(
  "a phone opens the QR code's page, publishes the mobile camera, and the waiting room's mobile check passes",
  async (t) => {
    const student = await newPage(browser, problems);
    await login(student, 'm_student', `/assessment/${lectureSeq}/x/exam/${examIndex}`);
    await student.waitForSelector('[data-testid=waiting-room]');
    await click(student, 'notice-ok');
    await student.$$eval('[data-testid=device-webcam] button', (b) => (b[0] as HTMLButtonElement).click());
    await click(student, 'device-test');
    // The webcam check offers the camera and microphone: another microphone chosen opens at once
    // and is remembered (the class and the next exam open it too).
    const { mics, inUse } = await micChoices(student, 'device-picker-mic');
    const other = mics.find((m) => m.value !== inUse.value && m.label !== inUse.label);
    t.truthy(other, JSON.stringify(mics));
    await student.select('[data-testid=device-picker-mic]', other!.value);
    await student.waitForFunction(
      (label) =>
        (document.querySelector('[data-testid=preview-webcam]') as HTMLVideoElement | null)
          ?.srcObject instanceof MediaStream &&
        (
          (document.querySelector('[data-testid=preview-webcam]') as HTMLVideoElement)
            .srcObject as MediaStream
        )
          .getAudioTracks()
          .some((tr) => tr.label === label && tr.readyState === 'live'),
      { timeout: 10_000 },
      other!.label,
    );
    t.is(
      await student.evaluate(() => JSON.parse(localStorage.getItem('seodang.media-devices') ?? '{}').micId),
      other!.value,
    );
    await student.waitForFunction(
      () => (document.querySelector('[data-testid=device-mic-level]') as HTMLMeterElement | null)?.value,
      { timeout: 10_000 },
    );
    t.deepEqual(
      await seriousViolations(student),
      [],
      'the webcam check with its device picker is accessible',
    );
    await screenshot(student, 'exam-webcam-device-picker');
    await click(student, 'device-confirm');
    // Auto-advance: the modal moves to the mobile camera and shows its QR code.
    await student.waitForSelector('[data-testid=mobile-qr-image]', { visible: true });
    t.is(
      await student.$eval('[data-testid=mobile-state]', (el) => el.getAttribute('data-connected')),
      'false',
    );
    t.true(
      await student.$eval('[data-testid=device-confirm]', (el) => (el as HTMLButtonElement).disabled),
      'no confirming the phone before it connects',
    );
    await screenshot(student, 'exam-mobile-waiting-qr');
    t.deepEqual(await seriousViolations(student), [], 'the QR code modal is accessible');
    const mobileUrl = await student.$eval('[data-testid=mobile-url]', (el) => (el as HTMLAnchorElement).href);
    const token = new URL(mobileUrl).searchParams.get('token');
    const examToken = await student.evaluate(
      async (exam) => (await (await fetch(`/api/exam/${exam}`)).json()).examData.token,
      examIndex,
    );
    t.is(token, examToken, 'the QR code carries the exam token');

    // The phone: its own browser session, a phone-sized screen, a fake camera; it logs in first.
    const mobile = await newPage(browser, problems);
    await mobile.setViewport(phone);
    const path = new URL(mobileUrl).pathname + new URL(mobileUrl).search;
    await mobile.goto(url(path), { waitUntil: 'networkidle0' });
    t.true(mobile.url().includes('/login?next='), 'the page asks to log in first');
    await login(mobile, 'm_student', path);
    if (!process.env.JANUS_WS_URL) {
      await mobile.waitForSelector('[data-testid=error-state]');
      t.pass('no video server: the phone shows the failure');
      return;
    }
    await mobile.waitForSelector('[data-testid=mobile-connected]', { timeout: 30_000 });
    await mobile.waitForFunction(
      () =>
        ((document.querySelector('[data-testid=mobile-preview]') as HTMLVideoElement | null)?.videoWidth ??
          0) > 0,
    );
    await screenshot(mobile, 'exam-mobile-phone-connected');
    t.deepEqual(await seriousViolations(mobile), [], "the phone's page is accessible");

    // The waiting room hears it: the mobile check passes and the modal closes (no device left).
    await student.waitForSelector('[data-testid=device-modal]', { hidden: true, timeout: 5000 });
    t.regex(await student.$eval('[data-testid=device-mobile]', (el) => el.textContent ?? ''), /확인됨/);
    await click(student, 'devices-ok');
    await student.waitForSelector('[data-testid=agree]');
    await screenshot(student, 'exam-mobile-waiting-passed');
    const row = await app.core
      .db('assessment_exam_members')
      .where({ exam_id: examIndex, user_id: ids.m_student })
      .first();
    t.truthy(row.mobile_connected_at);

    // Into the exam; then the phone's page closes mid-exam: the server hears it and the examinee sees
    // a banner with the exitTimer's countdown and the QR code to reconnect.
    await click(student, 'agree');
    await click(student, 'enter-exam');
    await student.waitForSelector('[data-testid=exam-room]');
    await skipExamTour(student);
    t.is(await student.$('[data-testid=mobile-lost]'), null, 'no banner while the phone is connected');
    await mobile.close();
    await student.waitForFunction(
      async (exam) => !(await (await fetch(`/api/exam/${exam}`)).json()).examState.mobileConnected,
      { timeout: 5000, polling: 200 },
      examIndex,
    );
    await student.waitForSelector('[data-testid=mobile-lost]', { visible: true, timeout: 5000 });
    await waitForText(student, '모바일 카메라 연결이 끊겼습니다');
    await student.waitForSelector('[data-testid=mobile-lost-countdown]');
    const left = Number(
      await student.$eval('[data-testid=mobile-lost-countdown]', (el) => el.getAttribute('data-remaining')),
    );
    t.true(left > 0 && left <= 60_000, 'the countdown runs from the grace period');
    t.regex(
      await student.$eval('[data-testid=mobile-lost-countdown]', (el) => el.textContent ?? ''),
      /\d+:\d{2} 안에 다시 연결해 주세요/,
    );
    const reconnectUrl = await student.$eval(
      '[data-testid=mobile-lost] [data-testid=mobile-url]',
      (el) => (el as HTMLAnchorElement).href,
    );
    t.is(new URL(reconnectUrl).searchParams.get('token'), examToken, 'the same QR code reconnects the phone');
    await student.waitForSelector('[data-testid=mobile-lost] [data-testid=mobile-qr-image]', {
      visible: true,
    });
    await screenshot(student, 'exam-mobile-lost-banner');
    t.deepEqual(await seriousViolations(student), [], 'the banner is accessible');

    // The phone (a fresh browser session, so it logs in) opens the QR code's page again: the banner clears.
    const again = await newPage(browser, problems);
    await again.setViewport(phone);
    await login(again, 'm_student', new URL(reconnectUrl).pathname + new URL(reconnectUrl).search);
    await again.waitForSelector('[data-testid=mobile-connected]', { timeout: 30_000 });
    await student.waitForSelector('[data-testid=mobile-lost]', { hidden: true, timeout: 5000 });
    await screenshot(student, 'exam-mobile-reconnected');
    const back = await app.core
      .db('assessment_exam_members')
      .where({ exam_id: examIndex, user_id: ids.m_student })
      .first('will_exit_at', 'disconnected_devices');
    t.false(back.disconnected_devices.mobile);
    await again.close();
    await student.waitForSelector('[data-testid=mobile-lost]', { visible: true, timeout: 5000 });
    t.deepEqual(problems, []);
  },
);

test.serial(
  "the phone's page: an invalid or expired QR code and a refused camera get clear messages (mobile layout)",
  async (t) => {
    const mobile = await newPage(browser, problems);
    await mobile.setViewport(phone);
    await login(mobile, 'm_student', `/assessment/mobile?token=${randomUUID()}`);
    await mobile.waitForSelector('[data-testid=mobile-invalid]');
    t.regex(
      await mobile.$eval('[data-testid=mobile-invalid]', (el) => el.textContent ?? ''),
      /유효하지 않거나 만료된 QR 코드/,
    );
    await screenshot(mobile, 'exam-mobile-phone-invalid');
    // The same page in the examinee's chosen language.
    await mobile.setCookie({ name: 'sd_locale', value: 'en', url: url('/') });
    await mobile.reload({ waitUntil: 'networkidle0' });
    await waitForText(mobile, 'This QR code is invalid or has expired.');
    await screenshot(mobile, 'exam-mobile-phone-invalid-en');
    await mobile.setCookie({ name: 'sd_locale', value: 'ko', url: url('/') });

    // The person says no to the camera prompt.
    await mobile.evaluateOnNewDocument(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    const token = await mobile.evaluate(
      async (exam) => (await (await fetch(`/api/exam/${exam}`)).json()).examData.token,
      examIndex,
    );
    await mobile.goto(url(`/assessment/mobile?token=${token}`), { waitUntil: 'networkidle0' });
    if (process.env.JANUS_WS_URL) {
      await mobile.waitForSelector('[data-testid=mobile-refused]');
      t.regex(
        await mobile.$eval('[data-testid=mobile-refused]', (el) => el.textContent ?? ''),
        /카메라 사용이 거부되었습니다/,
      );
      await screenshot(mobile, 'exam-mobile-phone-refused');
    }
    t.deepEqual(problems, []);
  },
);

test.serial(
  "identity photo: the waiting room admits only after a webcam still is uploaded; the supervisor's identity check shows it beside the live webcam, and a new photo asks for the check again",
  async (t) => {
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('m_teacher', testPassword);
    const exam = (
      await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
        title: '신분 확인 시험',
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        devices: { webcam: 'required', screen: 'off', mobile: 'off' },
        identificationUpload: true,
        quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
        examineeIds: [ids.m_student],
      })
    ).body.data.index as number;
    const student = await newPage(browser, problems);
    await login(student, 'm_student', `/assessment/${lectureSeq}/x/exam/${exam}`);
    await click(student, 'notice-ok');
    await student.$$eval('[data-testid=device-webcam] button', (b) => (b[0] as HTMLButtonElement).click());
    await click(student, 'device-test');
    await click(student, 'device-confirm');
    await click(student, 'devices-ok');
    await click(student, 'agree');
    await student.waitForSelector('[data-testid=identity-photo-none]');
    t.true(
      await student.$eval('[data-testid=enter-exam]', (el) => (el as HTMLButtonElement).disabled),
      'no entry without the photo',
    );
    // The supervisor opens the identity check before there is a photo: the empty state.
    const supervisor = await newPage(browser, problems);
    await login(supervisor, 'm_teacher', `/assessment/${lectureSeq}/x/exam/${exam}/control-room`);
    await click(supervisor, 'tile-identify');
    await supervisor.waitForSelector('[data-testid=identity-check] [data-testid=identity-photo-none]', {
      visible: true,
    });
    await screenshot(supervisor, 'identity-check-no-photo');
    // A text file named like a photo is refused by its content, with the reason.
    const fake = join(mkdtempSync(join(tmpdir(), 'seodang-e2e-')), 'me.png');
    writeFileSync(fake, 'not really a picture');
    const fileInput = (await student.$(
      '[data-testid=identity-photo-file]',
    )) as ElementHandle<HTMLInputElement>;
    await fileInput.uploadFile(fake);
    await waitForText(student, 'JPEG, PNG 또는 WebP 이미지를 올려 주세요.');
    // The browser logs the refused upload's 400: that one is expected here, any other is not.
    const refusedLog = problems.findIndex((p) => p.includes('status of 400'));
    t.not(refusedLog, -1);
    problems.splice(refusedLog, 1);
    t.true(
      await student.$eval('[data-testid=enter-exam]', (el) => (el as HTMLButtonElement).disabled),
      'still no entry',
    );
    await screenshot(student, 'exam-identity-photo-refused');
    await click(student, 'identity-photo-capture');
    await student.waitForFunction(
      () =>
        ((document.querySelector('[data-testid=identity-photo-image]') as HTMLImageElement | null)
          ?.naturalWidth ?? 0) > 0,
    );
    await student.waitForSelector('[data-testid=enter-exam]:not([disabled])');
    await screenshot(student, 'exam-identity-photo');

    // The open identity check refreshes with the new photo, beside the live webcam once the examinee is in.
    await supervisor.waitForFunction(
      () =>
        ((
          document.querySelector(
            '[data-testid=identity-check] [data-testid=identity-photo-image]',
          ) as HTMLImageElement | null
        )?.naturalWidth ?? 0) > 0,
      { timeout: 5000 },
    );
    await click(student, 'enter-exam');
    await student.waitForSelector('[data-testid=exam-room]');
    await skipExamTour(student);
    if (process.env.JANUS_WS_URL) {
      await supervisor.waitForFunction(
        () =>
          ((document.querySelector('[data-testid=identity-check-webcam] video') as HTMLVideoElement | null)
            ?.videoWidth ?? 0) > 0,
        { timeout: 30_000 },
      );
    }
    t.is(
      await supervisor.$eval('[data-testid=identity-check-verdict]', (el) => el.getAttribute('data-checked')),
      'false',
    );
    await screenshot(supervisor, 'identity-check-photo-and-webcam');
    t.deepEqual(await seriousViolations(supervisor), [], 'the identity check is accessible');
    await click(supervisor, 'identity-check-confirm');
    await supervisor.waitForSelector('[data-testid=identity-check-verdict][data-checked=true]');
    t.true(
      (
        await app.core
          .db('assessment_exam_members')
          .where({ exam_id: exam, user_id: ids.m_student })
          .first('identification_checked')
      ).identification_checked,
    );
    await supervisor.keyboard.press('Escape');
    await supervisor.waitForSelector('[data-testid=tile-identified]');

    // A new photo withdraws the verdict: the tile asks for the check again, and it shows the new photo.
    await student.evaluate(async (examIndex) => {
      const csrf = /(?:^|; )sd_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 8;
      const image = canvas.toDataURL('image/jpeg').split(',')[1];
      await fetch(`/api/exam/${examIndex}/identification/photo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ image }),
      });
    }, exam);
    await supervisor.waitForSelector('[data-testid=tile-identify]', { timeout: 5000 });
    await click(supervisor, 'tile-identify');
    await supervisor.waitForSelector('[data-testid=identity-check-verdict][data-checked=false]');
    t.not(
      await supervisor.$eval('[data-testid=identity-check-photo]', (el) => el.getAttribute('data-version')),
      '',
      'the new photo is asked for, not the cached one',
    );
    await supervisor.waitForFunction(
      () =>
        ((
          document.querySelector(
            '[data-testid=identity-check] [data-testid=identity-photo-image]',
          ) as HTMLImageElement | null
        )?.naturalWidth ?? 0) > 0,
    );
    t.false(
      (
        await app.core
          .db('assessment_exam_members')
          .where({ exam_id: exam, user_id: ids.m_student })
          .first('identification_checked')
      ).identification_checked,
    );
    await screenshot(supervisor, 'identity-check-new-photo');

    const stored = await app.core
      .db('assessment_exam_members')
      .where({ exam_id: exam, user_id: ids.m_student })
      .first('identification_photo');
    t.is(
      stored.identification_photo.mime,
      'image/jpeg',
      'the webcam still is a JPEG, recognised by its bytes',
    );
    const photo = await teacher.request(
      'GET',
      `/api/exam/${exam}/identification/photo?userId=${ids.m_student}`,
    );
    t.is(photo.status, 200, "the exam's owner (a supervisor) sees it");
    t.is(photo.headers.get('content-type'), 'image/jpeg');
    t.deepEqual(problems, []);
  },
);
