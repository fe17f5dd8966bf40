import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  showToast,
  useRealtimeTopic,
  useFormat,
} from '@seodang/sdk/web';
import {
  checkStep,
  currentWaitingStep,
  devicesDone,
  examineeTopic,
  nextDeviceIndex,
  waitingStepKeys,
  type DeviceCheck,
  type DeviceType,
  type WaitingStep,
} from '../../common/index.ts';
import { assessmentApi, type ExamResponse } from '../api.ts';
import {
  DevicePicker,
  loadDeviceIds,
  MicLevel,
  saveDeviceIds,
  StreamPreview as SdkStreamPreview,
  type DeviceIds,
} from '@seodang/sdk/web-media';
import { isLive, openDevice } from './media.ts';
import { MobileQr } from '../mobile/mobile-qr.tsx';
import { IdentityPhotoUpload } from '../identity/identity-photo-upload.tsx';
import '../examinee.css';

/** A live preview of a stream, in the exam's style. */
export function StreamPreview({ stream, testId }: { stream: MediaStream | null; testId?: string }) {
  return <SdkStreamPreview stream={stream} testId={testId} className="as-preview" />;
}

interface Props {
  exam: ExamResponse;
  userId: number;
  streams: Map<DeviceType, MediaStream>;
  /** Devices lost in the exam room (its exitTimer ran out): back at the device step for them. */
  recheck?: readonly DeviceType[];
  onEnter: () => Promise<void>;
}

/** The waiting room: ordered steps, device checks in a modal (auto-advance), agreement and admittance. */
export function WaitingRoom({ exam, userId, streams, recheck = [], onEnter }: Props) {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const { examData, examState } = exam;
  // Coming back for lost devices: the notice was read already; the device step is current again.
  const [steps, setSteps] = useState<WaitingStep[]>(() =>
    waitingStepKeys.map((key) => ({
      key,
      checked: key === 'AGREEMENT' ? !!examState?.agreed : key === 'NOTICE' && recheck.length > 0,
    })),
  );
  const used = (['webcam', 'mobile', 'screen'] as DeviceType[]).filter((d) => examData.devices[d] !== 'off');
  const required = Object.fromEntries(used.map((d) => [d, examData.devices[d] === 'required'])) as Partial<
    Record<DeviceType, boolean>
  >;
  const [devices, setDevices] = useState<DeviceCheck[]>(
    used.map((type) => ({ type, checked: isLive(streams.get(type)), passed: false })),
  );
  const [modalIndex, setModalIndex] = useState<number | null>(null);
  const [autoAdvance, setAutoAdvance] = useState(true);
  const [deviceError, setDeviceError] = useState<string | null>(null);
  const [, force] = useState(0);
  // A phone lost in the exam room counts as down until it says it is back (the loaded state may predate the loss).
  const [mobileConnected, setMobileConnected] = useState(
    !!examState?.mobileConnected && !recheck.includes('mobile'),
  );
  // Exams that ask for an identity photo admit only after it is uploaded.
  const [hasPhoto, setHasPhoto] = useState(false);
  const photoMissing = examData.identification.upload && !hasPhoto;
  const current = currentWaitingStep(steps);

  // The phone says when its camera publishes (or goes); the mobile check follows it.
  useRealtimeTopic(examineeTopic(examData.index, userId), (event, data) => {
    if (event === 'exam.mobile') setMobileConnected(!!(data as { connected?: boolean }).connected);
  });
  useEffect(() => {
    const index = devices.findIndex((d) => d.type === 'mobile');
    if (index < 0 || devices[index].checked === mobileConnected) return;
    const next = devices.map((d, i) => (i === index ? { ...d, checked: mobileConnected } : d));
    setDevices(next);
    if (mobileConnected && modalIndex === index) setModalIndex(nextDeviceIndex(next, index, autoAdvance));
  }, [mobileConnected, devices, modalIndex, autoAdvance]);

  useEffect(() => {
    if (current) void assessmentApi.waitingStep(examData.index, current).catch(() => undefined);
  }, [current, examData.index]);

  const done = (key: string) => setSteps((s) => checkStep(s, key));
  const settle = (index: number, change: Partial<DeviceCheck>) => {
    const next = devices.map((d, i) => (i === index ? { ...d, ...change } : d));
    setDevices(next);
    setModalIndex(nextDeviceIndex(next, index, autoAdvance));
  };
  // The camera and microphone last chosen (here or in a class).
  const [deviceIds, setDeviceIds] = useState<DeviceIds>(loadDeviceIds);
  const test = async (index: number, ids = deviceIds) => {
    setDeviceError(null);
    const type = devices[index].type;
    try {
      const stream = await openDevice(type, ids);
      if (stream) {
        // Another camera or microphone chosen: the one before goes off.
        const before = streams.get(type);
        if (before && before !== stream) before.getTracks().forEach((tr) => tr.stop());
        streams.set(type, stream);
      }
      force((n) => n + 1);
    } catch (e) {
      setDeviceError((e as Error).message || t('device.failed'));
    }
  };
  const chooseDevices = (index: number, ids: DeviceIds) => {
    saveDeviceIds(ids);
    setDeviceIds(ids);
    void test(index, ids);
  };
  const modalDevice = modalIndex === null ? null : devices[modalIndex];

  return (
    <div className="as-waiting" data-testid="waiting-room">
      <h1>{examData.title}</h1>
      <ol className="as-steps">
        {steps.map((s) => (
          <li
            key={s.key}
            className={s.checked ? 'is-done' : s.key === current ? 'is-current' : ''}
            data-testid={`step-${s.key}`}
          >
            {t(`waiting.${s.key}`)}
          </li>
        ))}
      </ol>
      {recheck.length > 0 ? (
        <p className="as-warning" role="alert" data-testid="devices-lost-return">
          {t('waiting.devicesLostReturn', { devices: recheck.map((d) => t(`device.${d}`)).join(', ') })}
        </p>
      ) : null}
      <section className="sd-card as-step-body">
        {current === 'NOTICE' ? (
          <>
            <p>
              {t('waiting.noticeText', {
                start: formatDateTime(examData.startAt),
                end: formatDateTime(examData.endAt),
              })}
            </p>
            <Button color="primary" onClick={() => done('NOTICE')} data-testid="notice-ok">
              {t('waiting.next')}
            </Button>
          </>
        ) : null}
        {current === 'DEVICE_CHECK' ? (
          <>
            <ul className="as-devices">
              {devices.map((d, i) => (
                <li key={d.type} data-testid={`device-${d.type}`}>
                  <span>
                    {t(`device.${d.type}`)} {required[d.type] ? t('device.required') : t('device.optional')}
                  </span>
                  <span>{d.checked ? t('device.checked') : d.passed ? t('device.passed') : ''}</span>
                  <Button size="sm" onClick={() => setModalIndex(i)}>
                    {t('device.check')}
                  </Button>
                </li>
              ))}
            </ul>
            <p className="as-hint" data-testid="device-grace">
              {t('waiting.deviceGrace', { seconds: examData.deviceGraceSeconds })}
            </p>
            <label>
              <input
                type="checkbox"
                checked={autoAdvance}
                onChange={(e) => setAutoAdvance(e.target.checked)}
              />{' '}
              {t('device.autoAdvance')}
            </label>
            <Button
              color="primary"
              disabled={!devicesDone(devices, required)}
              onClick={() => done('DEVICE_CHECK')}
              data-testid="devices-ok"
            >
              {t('waiting.next')}
            </Button>
          </>
        ) : null}
        {current === 'AGREEMENT' ? (
          <>
            <p className="as-agreement">{examData.agreement || t('waiting.defaultAgreement')}</p>
            <Button
              color="primary"
              data-testid="agree"
              onClick={async () => {
                await assessmentApi.agree(userId, examData.index);
                done('AGREEMENT');
              }}
            >
              {t('waiting.agree')}
            </Button>
          </>
        ) : null}
        {current === 'ADMITTANCE' ? (
          <>
            {examData.identification.upload ? (
              <IdentityPhotoUpload
                examIndex={examData.index}
                uploadedAt={examState?.identificationPhoto?.uploadedAt ?? null}
                webcam={streams.get('webcam') ?? null}
                onChange={setHasPhoto}
              />
            ) : null}
            <p>{t('waiting.admittance')}</p>
            <Button
              color="primary"
              data-testid="enter-exam"
              disabled={photoMissing}
              onClick={async () => {
                const r = await assessmentApi.canEnter(examData.index);
                if (!r.canEnter) {
                  showToast(t(`refusal.${r.reason}`), { type: 'warning' });
                  return;
                }
                await onEnter();
              }}
            >
              {t('waiting.enter')}
            </Button>
          </>
        ) : null}
      </section>
      <Modal open={modalDevice !== null} onClose={() => setModalIndex(null)} testId="device-modal">
        <ModalHeader>{modalDevice ? t(`device.${modalDevice.type}`) : ''}</ModalHeader>
        <ModalBody>
          {modalDevice?.type === 'mobile' ? (
            <MobileQr token={examData.token} connected={mobileConnected} />
          ) : modalDevice ? (
            <>
              <StreamPreview
                stream={streams.get(modalDevice.type) ?? null}
                testId={`preview-${modalDevice.type}`}
              />
              {modalDevice.type === 'webcam' ? (
                <>
                  <DevicePicker
                    stream={streams.get('webcam') ?? null}
                    value={deviceIds}
                    onChange={(ids) => chooseDevices(modalIndex!, ids)}
                    testId="device-picker"
                  />
                  <MicLevel
                    stream={streams.get('webcam') ?? null}
                    label={t('device.micLevel')}
                    className="as-mic-level"
                    testId="device-mic-level"
                  />
                </>
              ) : null}
              <Button onClick={() => void test(modalIndex!)} data-testid="device-test">
                {t('device.test')}
              </Button>
            </>
          ) : null}
          {deviceError ? (
            <p className="as-error" role="alert">
              {deviceError}
            </p>
          ) : null}
        </ModalBody>
        <ModalFooter>
          {modalDevice && !required[modalDevice.type] ? (
            <Button onClick={() => settle(modalIndex!, { passed: true })} data-testid="device-pass">
              {t('device.pass')}
            </Button>
          ) : null}
          <Button
            color="primary"
            disabled={
              !modalDevice ||
              (modalDevice.type === 'mobile' ? !mobileConnected : !isLive(streams.get(modalDevice.type)))
            }
            onClick={() => settle(modalIndex!, { checked: true })}
            data-testid="device-confirm"
          >
            {t('device.confirm')}
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  );
}
