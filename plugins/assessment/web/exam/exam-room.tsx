import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, isApiError, showToast } from '@seodang/sdk/web';
import { examResultTabs, formatClock, initialExitTimer, updateExitTimer, type DeviceType } from '../../common/index.ts';
import { assessmentApi, type ExamResponse } from '../api.ts';
import { createSignalQueue } from './signals.ts';
import { isLive } from './media.ts';
import { ScoreDisplay } from './score-display.tsx';
import { ExamQuizArea, answerText } from './exam-quiz-area.tsx';
import { startFaceWatch } from './face-watch.ts';
import { publishStreams } from './janus-publish.ts';
import { MobileDropBanner } from './mobile-drop-banner.tsx';
import type { ServerExitTimer } from './mobile-drop.ts';
import { useMobileDrop } from './use-mobile-drop.ts';

interface Props {
  exam: ExamResponse;
  userId: number;
  streams: Map<DeviceType, MediaStream>;
  serverNow: () => number;
  onFinished: () => void;
}

/** The exam room: the workspace's quizzes (journalled autosave there), server-time timer, memo, notices, pause screen, signals. */
export function ExamRoom({ exam, userId, streams, serverNow, onFinished }: Props) {
  const { t } = useTranslation('assessment');
  const { examData } = exam;
  const state = exam.examState!;
  const examIndex = examData.index;
  const [selected, setSelected] = useState(0);
  const [tab, setTab] = useState<number>(examResultTabs.WORKSPACE);
  const lastText = useRef<Record<string, string>>({});
  const [memo, setMemo] = useState(state.userMemoText);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [exitTimer, setExitTimer] = useState(initialExitTimer);
  const [, setTick] = useState(0);
  const signals = useMemo(() => createSignalQueue(examIndex), [examIndex]);
  const quiz = examData.quizzes[selected];
  const frozen = useRef<number | null>(null);
  const mobileDrop = useMobileDrop(examIndex, userId, (state as { exitTimer?: ServerExitTimer }).exitTimer);

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
    const onVisibility = () => signals.push({ kind: document.visibilityState === 'visible' ? 'visible' : 'hidden' });
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

  // Devices: a dropped required device starts the exit timer and tells the supervisors.
  useEffect(() => {
    const required = (['webcam', 'screen'] as DeviceType[]).filter((d) => examData.devices[d] === 'required');
    const report = () => {
      let timer = initialExitTimer();
      for (const d of required) timer = updateExitTimer(timer, d, isLive(streams.get(d)), Date.now());
      setExitTimer((prev) => (Number.isFinite(prev.willExitAt) && Number.isFinite(timer.willExitAt) ? { ...timer, willExitAt: prev.willExitAt } : timer));
      const all = required.every((d) => isLive(streams.get(d)));
      void assessmentApi.videoStatus(examIndex, all ? 'ALL_DEVICE_CONNECTED' : 'NOT_ALL_DEVICE_CONNECTED', timer.disconnectedDevices).catch(() => undefined);
    };
    report();
    const tracks = [...streams.values()].flatMap((s) => s.getTracks());
    tracks.forEach((tr) => tr.addEventListener('ended', report));
    return () => tracks.forEach((tr) => tr.removeEventListener('ended', report));
  }, [streams, examIndex, examData.devices]);

  const videoAvailable = exam.video.available;
  useEffect(() => (videoAvailable ? publishStreams(examIndex, userId, streams) : undefined), [videoAvailable, examIndex, userId, streams]);
  useEffect(() => {
    const webcam = streams.get('webcam');
    return webcam ? startFaceWatch(webcam, (count) => signals.push({ kind: 'faces', data: { count } })) : undefined;
  }, [streams, signals]);

  // Every change of the answer goes to the writing history (the workspace itself saves it).
  const edit = (answer: unknown) => {
    if (!quiz) return;
    const text = answerText(answer);
    const prev = lastText.current[quiz.quizId] ?? '';
    lastText.current[quiz.quizId] = text;
    signals.push({ kind: 'edit', quizId: quiz.quizId, data: { length: text.length, delta: text.length - prev.length, text } });
  };

  return (
    <div className="as-room" data-testid="exam-room">
      <header className="as-room__bar">
        <strong>{examData.title}</strong>
        <span className="as-timer" data-testid="exam-timer" data-remaining={remaining}>{formatClock(remaining)}</span>
        {Number.isFinite(exitTimer.willExitAt) ? <span className="as-warning" role="alert" data-testid="exit-timer">{t('room.deviceLost', { devices: Object.entries(exitTimer.disconnectedDevices).filter(([, v]) => v).map(([k]) => t(`device.${k}`)).join(', ') })}</span> : null}
        <Button color="primary" onClick={() => setConfirmFinish(true)} data-testid="finish-exam" disabled={state.isPaused}>{t('room.finish')}</Button>
      </header>
      {examData.devices.mobile !== 'off' ? <MobileDropBanner drop={mobileDrop} token={examData.token} now={serverNow()} /> : null}
      <div className="as-room__main">
        <nav className="as-quizzes" aria-label={t('room.curriculum')}>
          {examData.quizzes.map((q, i) => (
            <button type="button" key={q.quizId} className={i === selected ? 'is-active' : ''} onClick={() => setSelected(i)} data-testid="quiz-tab">{i + 1}. {q.title}</button>
          ))}
        </nav>
        <section className="as-work">
          <div role="tablist" className="as-tabs">
            {(Object.keys(examResultTabs) as (keyof typeof examResultTabs)[]).map((k) => (
              <button type="button" role="tab" key={k} aria-selected={tab === examResultTabs[k]} onClick={() => setTab(examResultTabs[k])}>{t(`tabs.${k}`)}</button>
            ))}
          </div>
          {tab === examResultTabs.WORKSPACE && quiz ? (
            <ExamQuizArea quizId={quiz.quizId} examIndex={examIndex} readOnly={state.isPaused} onAnswer={edit}
              onPaste={(length) => signals.push({ kind: 'paste', quizId: quiz.quizId, data: { length } })} />
          ) : null}
          {tab === examResultTabs.LOG ? (
            <ul className="as-log" data-testid="notice-log">{state.notices.map((n) => <li key={n.index} dangerouslySetInnerHTML={{ __html: n.contents }} />)}</ul>
          ) : null}
          {tab === examResultTabs.REVIEW ? <ScoreDisplay examIndex={examIndex} /> : null}
        </section>
        <aside className="as-memo">
          <label htmlFor="as-memo">{t('room.memo', { quiz: quiz?.title ?? '' })}</label>
          <textarea id="as-memo" value={memo} readOnly={state.isPaused} onChange={(e) => setMemo(e.target.value)}
            onBlur={() => void assessmentApi.saveMemo(examIndex, memo).catch(() => undefined)} />
        </aside>
      </div>
      {state.isPaused ? (
        <div className="as-pause" role="alertdialog" aria-live="assertive" data-testid="pause-screen">
          <h2>{t('room.pausedTitle')}</h2>
          <p>{t('room.pausedText')}</p>
        </div>
      ) : null}
      <Modal open={confirmFinish} onClose={() => setConfirmFinish(false)}>
        <ModalHeader>{t('room.finish')}</ModalHeader>
        <ModalBody>{t('room.finishConfirm')}</ModalBody>
        <ModalFooter>
          <Button onClick={() => setConfirmFinish(false)}>{t('room.cancel')}</Button>
          <Button color="primary" data-testid="finish-confirm" onClick={async () => {
            await signals.flush();
            try {
              await assessmentApi.finish(examIndex);
              setConfirmFinish(false);
              onFinished();
            } catch (e) {
              showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
            }
          }}>{t('room.finish')}</Button>
        </ModalFooter>
      </Modal>
    </div>
  );
}
