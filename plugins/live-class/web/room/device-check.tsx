import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, showToast } from '@seodang/sdk/web';
import {
  defaultDevices,
  DevicePicker,
  loadDeviceIds,
  MicLevel,
  openDevices,
  saveDeviceIds,
  StreamPreview,
  type DeviceIds,
} from '@seodang/sdk/web-media';

/** What the pre-join check hands on: the camera and microphone stream (null: none) and what starts on. */
export interface DeviceChoice {
  stream: MediaStream | null;
  camera: boolean;
  mic: boolean;
}

type Problem = 'denied' | 'noDevice' | null;
/** Why the class has a learner enter with a device off: the host's choice, or a lock. */
export type ClassOff = 'off' | 'locked' | null;

/**
 * The pre-join check: one's own camera, whether to enter with camera and microphone on, the
 * recording notice. What the class has learners enter with off (`classOff`) stays off here, said why.
 */
export function DeviceCheck({
  useRecord,
  classOff = { camera: null, mic: null },
  onDone,
}: {
  useRecord: boolean;
  classOff?: { camera: ClassOff; mic: ClassOff };
  onDone: (choice: DeviceChoice) => void;
}) {
  const { t } = useTranslation('live-class');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [camera, setCamera] = useState(true);
  const [mic, setMic] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // The camera and microphone last chosen here, in the exam's device check or in a room's settings.
  const [ids, setIds] = useState<DeviceIds>(loadDeviceIds);
  /** The stream handed on to the room: it outlives this check. */
  const handedOn = useRef<MediaStream | null>(null);
  useEffect(() => {
    let gone = false;
    let opened: MediaStream | null = null;
    openDevices(ids)
      .then(({ stream: s, fellBack }) => {
        opened = s;
        if (gone) return s.getTracks().forEach((tr) => tr.stop());
        if (fellBack) {
          saveDeviceIds(defaultDevices);
          showToast(t('common:devices.fellBack'), { type: 'info' });
        }
        setProblem(null);
        setStream(s);
      })
      .catch((e: unknown) => {
        if (!gone) setProblem((e as Error).name === 'NotAllowedError' ? 'denied' : 'noDevice');
      });
    // Another device chosen, or the check left without entering: this stream's camera goes off.
    return () => {
      gone = true;
      if (opened && opened !== handedOn.current) opened.getTracks().forEach((tr) => tr.stop());
    };
  }, [attempt, ids]);
  const choose = (next: DeviceIds) => {
    saveDeviceIds(next);
    setIds(next);
  };
  return (
    <section
      className="sd-container sd-card lc-check"
      aria-labelledby="lc-check-title"
      data-testid="live-check"
    >
      <h1 id="lc-check-title">{t('check.title')}</h1>
      <p>{t('check.intro')}</p>
      <StreamPreview
        stream={stream}
        className="lc-check__preview"
        label={t('check.preview')}
        testId="live-preview"
      />
      <DevicePicker stream={stream} value={ids} onChange={choose} testId="live-check-devices" />
      {problem ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {t(`check.${problem}`)}{' '}
          <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('check.retry')}
          </Button>
        </div>
      ) : null}
      <DeviceOption
        id="lc-check-camera-off"
        label={t('check.camera')}
        on={camera}
        off={classOff.camera}
        offNote={classOff.camera === 'locked' ? t('room.cameraLocked') : t('check.classCameraOff')}
        onChange={setCamera}
        testId="live-check-camera"
      />
      <DeviceOption
        id="lc-check-mic-off"
        label={t('check.mic')}
        on={mic}
        off={classOff.mic}
        offNote={classOff.mic === 'locked' ? t('room.micLocked') : t('check.classMicOff')}
        onChange={setMic}
        testId="live-check-mic"
      />
      {stream && mic && !classOff.mic ? (
        <MicLevel
          stream={stream}
          label={t('check.micLevel')}
          className="lc-check__level"
          testId="live-check-level"
        />
      ) : null}
      {useRecord ? (
        <p className="sd-alert sd-alert--info" role="note">
          {t('check.recording')}
        </p>
      ) : null}
      <Button
        color="primary"
        onClick={() => {
          handedOn.current = stream;
          onDone({ stream, camera: camera && !classOff.camera, mic: mic && !classOff.mic });
        }}
        data-testid="live-check-continue"
      >
        {t('check.continue')}
      </Button>
    </section>
  );
}

/** One device's "enter with it on" box; what the class turned off stays off, with the reason below it. */
function DeviceOption({
  id,
  label,
  on,
  off,
  offNote,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  on: boolean;
  off: ClassOff;
  offNote: string;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <>
      <label className="lc-check__option">
        <input
          type="checkbox"
          checked={on && !off}
          disabled={!!off}
          aria-describedby={off ? id : undefined}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={testId}
        />{' '}
        {label}
      </label>
      {off ? (
        <p id={id} className="lc-check__note">
          {offNote}
        </p>
      ) : null}
    </>
  );
}
