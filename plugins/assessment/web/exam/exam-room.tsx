import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  isApiError,
  showToast,
  useTabList,
} from '@seodang/sdk/web';
import { examResultTabs, formatClock, type DeviceType, type ExamPageType } from '../../common/index.ts';
import { assessmentApi, type ExamResponse } from '../api.ts';
import { createSignalQueue } from './signals.ts';
import { ScoreDisplay } from './score-display.tsx';
import { ExamQuizArea, answerText } from './exam-quiz-area.tsx';
import { startFaceWatch } from './face-watch.ts';
import { publishStreams } from './janus-publish.ts';
import { MobileDropBanner } from './mobile-drop-banner.tsx';
import type { ServerExitTimer } from './mobile-drop.ts';
import { useMobileDrop } from './use-mobile-drop.ts';
import { useDeviceLoss } from './use-device-loss.ts';
import { exitTimeLeft } from './device-loss.ts';
import { DeviceLostBanner } from './device-lost-banner.tsx';
import { useExamMemos } from './use-exam-memos.ts';
import { ExamMemo } from './exam-memo.tsx';
import { ExamTutorial } from './exam-tutorial.tsx';
import { examTourSteps } from './tutorial-steps.ts';
import { FinishConfirmBody } from './finish-confirm.tsx';
import './exam-room.css';

/** The room's panels, in the order of their tabs. */
const EXAM_TABS = Object.keys(examResultTabs) as (keyof typeof examResultTabs)[];

interface Props {
  exam: ExamResponse;
  userId: number;
  streams: Map<DeviceType, MediaStream>;
  serverNow: () => number;
  onFinished: () => void;
  /** The exitTimer ran out: the server recorded the leave; back to the device step for these devices. */
  onDevicesLost: (lost: DeviceType[]) => void;
  /** EXAM_TUTORIAL on the first entry (the tour over the room), else EXAM_CONTENTS. */
  initialPage: ExamPageType;
}

/** The exam room: the workspace's quizzes (journalled autosave there), server-time timer, memos, notices, pause screen, signals, the tour. */
export function ExamRoom({
  exam,
  userId,
  streams,
  serverNow,
  onFinished,
  onDevicesLost,
  initialPage,
}: Props) {
  const { t } = useTranslation('assessment');
  const { examData } = exam;
  const state = exam.examState!;
  const examIndex = examData.index;
  const [selected, setSelected] = useState(0);
  const [tab, setTab] = useState<number>(examResultTabs.WORKSPACE);
  const tabKey = EXAM_TABS.find((k) => examResultTabs[k] === tab) ?? 'WORKSPACE';
  const resultTabs = useTabList({
    tabs: EXAM_TABS,
    value: tabKey,
    onChange: (k) => setTab(examResultTabs[k]),
    idPrefix: 'exam-room',
  });
  const lastText = useRef<Record<string, string>>({});
  const [page, setPage] = useState<ExamPageType>(initialPage);
  const [showCurriculum, setShowCurriculum] = useState(true);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [, setTick] = useState(0);
  const signals = useMemo(() => createSignalQueue(examIndex), [examIndex]);
  const quiz = examData.quizzes[selected];
  const memos = useExamMemos({
    examIndex,
    userId,
    quizIds: examData.quizzes.map((q) => q.quizId),
    serverMemos: state.memos,
    selectedQuiz: selected,
    paused: state.isPaused,
  });
  const frozen = useRef<number | null>(null);
  const loadedTimer = (state as { exitTimer?: ServerExitTimer }).exitTimer;
  const mobileDrop = useMobileDrop(examIndex, userId, loadedTimer);
  const required = useMemo(
    () => (['webcam', 'screen'] as DeviceType[]).filter((d) => examData.devices[d] === 'required'),
    [examData.devices],
  );
  const devices = useDeviceLoss({
    examIndex,
    userId,
    streams,
    required,
    loaded: loadedTimer,
    serverNow,
    // The workspace journals and saves answers itself; the memo and the signals are ours to send.
    beforeExit: async () => {
      await Promise.all([signals.flush(), memos.flush()]);
    },
    onExit: onDevicesLost,
  });

  // The timer: the server's deadline against the server's clock; frozen while paused.
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, []);
  const liveRemaining = Math.max(0, state.deadline - serverNow());
  if (state.isPaused && frozen.current === null) frozen.current = liveRemaining;
  if (!state.isPaused) frozen.current = null;
  const remaining = state.isPaused ? frozen.current! : liveRemaining;

  // Focus and visibility, flushed with the other signals; leaving the page is recorded.
  useEffect(() => {
    const onFocus = () => signals.push({ kind: 'focus', quizId: quiz?.quizId });
    const onBlur = () => signals.push({ kind: 'blur', quizId: quiz?.quizId });
    const onVisibility = () =>
      signals.push({ kind: document.visibilityState === 'visible' ? 'visible' : 'hidden' });
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [signals, quiz?.quizId]);
  useEffect(() => () => signals.stop(), [signals]);

  const videoAvailable = exam.video.available;
  // A reconnected device replaces its stream (devices.version): publish again.
  useEffect(
    () => (videoAvailable ? publishStreams(examIndex, userId, streams) : undefined),
    [videoAvailable, examIndex, userId, streams, devices.version],
  );
  useEffect(() => {
    const webcam = streams.get('webcam');
    return webcam
      ? startFaceWatch(webcam, (count) => signals.push({ kind: 'faces', data: { count } }))
      : undefined;
  }, [streams, signals, devices.version]);

  // Every change of the answer goes to the writing history (the workspace itself saves it).
  const edit = (answer: unknown) => {
    if (!quiz) return;
    const text = answerText(answer);
    const prev = lastText.current[quiz.quizId] ?? '';
    lastText.current[quiz.quizId] = text;
    signals.push({
      kind: 'edit',
      quizId: quiz.quizId,
      data: { length: text.length, delta: text.length - prev.length, text },
    });
  };

  // The tour waits while the exam is paused: the pause screen must be seen.
  const touring = page === 'EXAM_TUTORIAL' && !state.isPaused;
  return (
    <>
      <div className="as-room" data-testid="exam-room" data-page={page} inert={touring}>
        <header className="as-room__bar">
          <strong>{examData.title}</strong>
          <Button
            size="sm"
            outline
            onClick={() => setShowCurriculum((v) => !v)}
            aria-expanded={showCurriculum}
            aria-controls="as-quizzes"
            data-tour="curriculum"
            data-testid="curriculum-toggle"
          >
            {t('room.curriculum')}
          </Button>
          <span className="as-timer" data-tour="timer" data-testid="exam-timer" data-remaining={remaining}>
            {formatClock(remaining)}
          </span>
          <Button
            size="sm"
            outline
            onClick={() => setPage('EXAM_TUTORIAL')}
            data-tour="help"
            data-testid="tour-open"
          >
            {t('room.tour.open')}
          </Button>
          <Button
            color="primary"
            onClick={() => setConfirmFinish(true)}
            data-tour="finish"
            data-testid="finish-exam"
            disabled={state.isPaused}
          >
            {t('room.finish')}
          </Button>
        </header>
        <DeviceLostBanner
          lost={devices.lost}
          left={exitTimeLeft(devices.timer, serverNow())}
          reconnect={devices.reconnect}
        />
        {examData.devices.mobile !== 'off' ? (
          <MobileDropBanner drop={mobileDrop} token={examData.token} now={serverNow()} />
        ) : null}
        <div className={`as-room__main${showCurriculum ? '' : ' is-curriculum-hidden'}`}>
          <nav
            id="as-quizzes"
            className="as-quizzes"
            aria-label={t('room.curriculum')}
            data-tour="quizzes"
            hidden={!showCurriculum}
          >
            {examData.quizzes.map((q, i) => (
              <button
                type="button"
                key={q.quizId}
                className={i === selected ? 'is-active' : ''}
                onClick={() => setSelected(i)}
                data-testid="quiz-tab"
              >
                {i + 1}. {q.title}
                {memos.hasMemo(q.quizId) ? (
                  <span
                    className="as-memo-mark"
                    role="img"
                    aria-label={t('room.hasMemo')}
                    title={t('room.hasMemo')}
                    data-testid="memo-mark"
                  >
                    ✎
                  </span>
                ) : null}
              </button>
            ))}
          </nav>
          <section className="as-work" data-tour="workspace">
            <div className="as-tabs" {...resultTabs.listProps} aria-label={t('tabs.label')}>
              {EXAM_TABS.map((k) => (
                <button
                  key={k}
                  {...resultTabs.tabProps(k)}
                  data-tour={k === 'REVIEW' ? 'score' : k === 'LOG' ? 'log' : undefined}
                >
                  {t(`tabs.${k}`)}
                </button>
              ))}
            </div>
            <div {...resultTabs.panelProps(tabKey)}>
              {tab === examResultTabs.WORKSPACE && quiz ? (
                <ExamQuizArea
                  quizId={quiz.quizId}
                  examIndex={examIndex}
                  readOnly={state.isPaused}
                  onAnswer={edit}
                  onPaste={(length) => signals.push({ kind: 'paste', quizId: quiz.quizId, data: { length } })}
                />
              ) : null}
              {tab === examResultTabs.LOG ? (
                <ul className="as-log" data-testid="notice-log">
                  {state.notices.map((n) => (
                    <li key={n.index} dangerouslySetInnerHTML={{ __html: n.contents }} />
                  ))}
                </ul>
              ) : null}
              {tab === examResultTabs.REVIEW ? (
                <ScoreDisplay examIndex={examIndex} quizzes={examData.quizzes} />
              ) : null}
            </div>
          </section>
          <ExamMemo quizzes={examData.quizzes} memos={memos} readOnly={state.isPaused} />
        </div>
        {state.isPaused ? (
          <div className="as-pause" role="alertdialog" aria-live="assertive" data-testid="pause-screen">
            <h2>{t('room.pausedTitle')}</h2>
            <p>{t('room.pausedText')}</p>
          </div>
        ) : null}
        <Modal open={confirmFinish} onClose={() => setConfirmFinish(false)}>
          <ModalHeader>{t('room.finish')}</ModalHeader>
          <ModalBody>
            {confirmFinish ? <FinishConfirmBody examIndex={examIndex} quizzes={examData.quizzes} /> : null}
          </ModalBody>
          <ModalFooter>
            <Button onClick={() => setConfirmFinish(false)} data-testid="finish-cancel">
              {t('room.cancel')}
            </Button>
            <Button
              color="primary"
              data-testid="finish-confirm"
              onClick={async () => {
                await Promise.all([signals.flush(), memos.flush()]);
                try {
                  await assessmentApi.finish(examIndex);
                  setConfirmFinish(false);
                  onFinished();
                } catch (e) {
                  showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
                }
              }}
            >
              {t('room.finish')}
            </Button>
          </ModalFooter>
        </Modal>
      </div>
      {touring ? (
        <ExamTutorial steps={examTourSteps} remaining={remaining} onDone={() => setPage('EXAM_CONTENTS')} />
      ) : null}
    </>
  );
}
