import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, showToast } from '@seodang/sdk/web';
import {
  DevicePicker,
  loadDeviceIds,
  MicLevel,
  openDevices,
  saveDeviceIds,
  StreamPreview,
  type DeviceIds,
} from '@seodang/sdk/web-media';

/** The room's modals (`modalType`): only the settings so far. */
export type ModalType = 'SETTING' | null;

/**
 * The room's settings: one's camera and microphone. A device chosen here is opened at once and
 * `onSwitch` puts its track in place of the one in use (the class sees and hears the new one
 * without entering again); the choice is remembered for the next class and exam.
 */
export function SettingsModal({
  open,
  onClose,
  stream,
  onSwitch,
}: {
  open: boolean;
  onClose: () => void;
  stream: MediaStream | null;
  onSwitch: (track: MediaStreamTrack) => Promise<void>;
}) {
  const { t } = useTranslation('live-class');
  const [ids, setIds] = useState<DeviceIds>(loadDeviceIds);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (next: DeviceIds) => {
    const kind = next.cameraId !== ids.cameraId ? 'video' : 'audio';
    setBusy(true);
    setProblem(null);
    let opened: MediaStream | null = null;
    try {
      const { stream: s, fellBack } = await openDevices(next, {
        video: kind === 'video',
        audio: kind === 'audio',
      });
      opened = s;
      const track = kind === 'video' ? s.getVideoTracks()[0] : s.getAudioTracks()[0];
      if (!track) throw new Error(`no ${kind} track`);
      await onSwitch(track);
      opened = null;
      const chosen = fellBack ? { ...next, [kind === 'video' ? 'cameraId' : 'micId']: '' } : next;
      saveDeviceIds(chosen);
      setIds(chosen);
      if (fellBack) showToast(t('common:devices.fellBack'), { type: 'info' });
    } catch (error) {
      opened?.getTracks().forEach((tr) => tr.stop());
      setProblem(
        (error as Error).name === 'NotAllowedError' ? t('check.denied') : t('settings.switchFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} testId="live-settings">
      <ModalHeader>{t('settings.title')}</ModalHeader>
      <ModalBody>
        <div className="lc-settings">
          <StreamPreview
            stream={stream}
            className="lc-check__preview"
            label={t('check.preview')}
            testId="live-settings-preview"
          />
          <DevicePicker
            stream={stream}
            value={ids}
            onChange={(next) => void choose(next)}
            disabled={busy}
            testId="live-settings-devices"
          />
          <MicLevel
            stream={stream}
            label={t('check.micLevel')}
            className="lc-check__level"
            testId="live-settings-level"
          />
          <p className="lc-check__note" role="status" aria-live="polite">
            {busy ? t('settings.switching') : ''}
          </p>
          {problem ? (
            <p className="sd-alert sd-alert--error" role="alert" data-testid="live-settings-problem">
              {problem}
            </p>
          ) : null}
        </div>
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose} data-testid="live-settings-close">
          {t('common:close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
