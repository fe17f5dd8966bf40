import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { StreamPreview } from '@seodang/sdk/web-media';

/** What the pre-join check hands on: the camera and microphone stream (null: none) and what starts on. */
export interface DeviceChoice {
  stream: MediaStream | null;
  camera: boolean;
  mic: boolean;
}

type Problem = 'denied' | 'noDevice' | null;

/** The pre-join check: one's own camera, whether to enter with camera and microphone on, the recording notice. */
export function DeviceCheck({
  useRecord,
  onDone,
}: {
  useRecord: boolean;
  onDone: (choice: DeviceChoice) => void;
}) {
  const { t } = useTranslation('live-class');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [camera, setCamera] = useState(true);
  const [mic, setMic] = useState(true);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let gone = false;
    let opened: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({ video: { width: 640, height: 480 }, audio: true })
      .then((s) => {
        opened = s;
        if (gone) s.getTracks().forEach((tr) => tr.stop());
        else {
          setProblem(null);
          setStream(s);
        }
      })
      .catch((e: unknown) => {
        if (!gone) setProblem((e as Error).name === 'NotAllowedError' ? 'denied' : 'noDevice');
      });
    return () => {
      gone = true;
      void opened;
    };
  }, [attempt]);
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
      {problem ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {t(`check.${problem}`)}{' '}
          <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('check.retry')}
          </Button>
        </div>
      ) : null}
      <label className="lc-check__option">
        <input type="checkbox" checked={camera} onChange={(e) => setCamera(e.target.checked)} />{' '}
        {t('check.camera')}
      </label>
      <label className="lc-check__option">
        <input type="checkbox" checked={mic} onChange={(e) => setMic(e.target.checked)} /> {t('check.mic')}
      </label>
      {useRecord ? (
        <p className="sd-alert sd-alert--info" role="note">
          {t('check.recording')}
        </p>
      ) : null}
      <Button
        color="primary"
        onClick={() => onDone({ stream, camera, mic })}
        data-testid="live-check-continue"
      >
        {t('check.continue')}
      </Button>
    </section>
  );
}
