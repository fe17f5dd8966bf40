import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading, Modal, ModalBody, ModalHeader, Button, useAuth } from '@seodang/sdk/web';
import { examPageTypeOnEntry, type DeviceType, type ExamPageType } from '../../common/index.ts';
import { assessmentApi } from '../api.ts';
import { useExam } from '../exam/use-exam.ts';
import { WaitingRoom } from '../exam/waiting-room.tsx';
import { ExamRoom } from '../exam/exam-room.tsx';
import { LiveMessageBanner } from '../exam/live-message.tsx';
import { useLeaveGuard } from '../exam/use-leave-guard.ts';
import { readCookie } from '@seodang/sdk/web';
import '../assessment.css';

/**
 * The page's goodbye as it unloads: the server records a leave unless the exam page is back within
 * seconds (a reload). A keepalive fetch rather than sendBeacon: it can carry the CSRF header.
 */
function sendLeave(examIndex: number) {
  void fetch(`/api/exam/${examIndex}/leave`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': readCookie(document.cookie, 'sd_csrf') ?? '',
    },
    body: JSON.stringify({ goodbye: true }),
  }).catch(() => undefined);
}

/** The examinee's exam: waiting room, then the exam room (its tour first on the first entry); notices pop up at once. */
export function ExamScreen() {
  const { t } = useTranslation('assessment');
  const examIndex = Number(useParams().examIndex);
  const { userData } = useAuth();
  const userId = userData?.id ?? null;
  const { exam, error, reload, serverNow, noticeQueue, dismissNotice, liveMessage, dismissLiveMessage } =
    useExam(examIndex, userId);
  const streams = useRef(new Map<DeviceType, MediaStream>()).current;
  const [inRoom, setInRoom] = useState(false);
  // The first entry opens the tour (EXAM_TUTORIAL); every re-entry the room itself.
  const [roomPage, setRoomPage] = useState<ExamPageType>('EXAM_CONTENTS');
  // Devices whose exitTimer ran out: the waiting room asks for them again before re-entering.
  const [recheck, setRecheck] = useState<DeviceType[]>([]);

  useEffect(() => {
    if (!inRoom) return;
    const onLeave = () => sendLeave(examIndex);
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [inRoom, examIndex]);
  useEffect(() => () => streams.forEach((s) => s.getTracks().forEach((tr) => tr.stop())), [streams]);
  // Taking the exam: leaving the page (tab, reload, in-app link) asks first.
  const blocker = useLeaveGuard(inRoom && !!exam?.examState && exam.examState.examStatus !== 'FINISHED');

  if (error) return <ErrorState error={error} onRetry={() => void reload()} />;
  if (!exam || !userId) return <Loading />;
  const state = exam.examState;
  if (!state) return <ErrorState error={new Error(t('refusal.not_examinee'))} />;
  const finished = state.examStatus === 'FINISHED';

  return (
    <div className="sd-container as-exam">
      <LiveMessageBanner message={liveMessage} onClose={dismissLiveMessage} />
      {finished ? (
        <div className="sd-card as-finished" data-testid="exam-finished">
          <h1>{t('room.finishedTitle')}</h1>
          <p>{t('room.finishedText')}</p>
        </div>
      ) : inRoom ? (
        <ExamRoom
          exam={exam}
          userId={userId}
          streams={streams}
          serverNow={serverNow}
          initialPage={roomPage}
          onFinished={() => void reload().then(() => setInRoom(false))}
          onDevicesLost={(lost) => {
            // A dead stream cannot come back: the device check opens it anew.
            for (const d of lost)
              streams
                .get(d)
                ?.getTracks()
                .forEach((tr) => tr.stop());
            setRecheck(lost);
            setInRoom(false);
            void reload();
          }}
        />
      ) : (
        <WaitingRoom
          exam={exam}
          userId={userId}
          streams={streams}
          recheck={recheck}
          onEnter={async () => {
            const entered = await assessmentApi.enter(examIndex);
            setRoomPage(examPageTypeOnEntry(entered.history.type));
            await reload();
            setRecheck([]);
            setInRoom(true);
          }}
        />
      )}
      <Modal open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} testId="leave-confirm">
        <ModalHeader>{t('room.leaveTitle')}</ModalHeader>
        <ModalBody>{t('room.leaveConfirm')}</ModalBody>
        <div className="sd-modal__footer">
          <Button onClick={() => blocker.reset?.()} data-testid="leave-stay">
            {t('room.leaveStay')}
          </Button>
          <Button color="danger" onClick={() => blocker.proceed?.()} data-testid="leave-go">
            {t('room.leaveGo')}
          </Button>
        </div>
      </Modal>
      <Modal open={noticeQueue.length > 0} onClose={dismissNotice} testId="notice-modal">
        <ModalHeader>{noticeQueue[0]?.title || t('room.notice')}</ModalHeader>
        <ModalBody>
          <div
            data-testid="notice-contents"
            dangerouslySetInnerHTML={{ __html: noticeQueue[0]?.contents ?? '' }}
          />
        </ModalBody>
        <div className="sd-modal__footer">
          <Button color="primary" onClick={dismissNotice} data-testid="notice-close">
            {t('room.ok')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

export default ExamScreen;
