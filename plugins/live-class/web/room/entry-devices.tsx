import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showToast } from '@seodang/sdk/web';
import type { DeviceMode } from '../../common/index.ts';
import { liveApi } from '../api.ts';

type Kind = 'useAudio' | 'useVideo';

/**
 * A host's two switches for how learners enter the class: with microphone on, with camera on
 * (the class's `useAudio`, `useVideo`). Each shows what the server saved; a failure says why.
 */
export function EntryDevices({
  meetingIndex,
  mode,
  onSaved,
}: {
  meetingIndex: number;
  mode: DeviceMode;
  onSaved: (mode: DeviceMode) => void;
}) {
  const { t } = useTranslation('live-class');
  const [saving, setSaving] = useState<Kind | null>(null);
  const [saved, setSaved] = useState(false);
  const save = (kind: Kind, on: boolean) => {
    setSaving(kind);
    setSaved(false);
    liveApi
      .deviceMode(meetingIndex, { [kind]: on })
      .then((next) => {
        onSaved(next);
        setSaved(true);
      })
      .catch((error: unknown) =>
        showToast(isApiError(error) ? error.message : t('room.entry.failed'), { type: 'error' }),
      )
      .finally(() => setSaving(null));
  };
  const option = (kind: Kind, label: string, testId: string) => (
    <label className="sd-switch">
      <input
        type="checkbox"
        role="switch"
        checked={mode[kind]}
        disabled={saving !== null}
        aria-busy={saving === kind}
        onChange={(e) => save(kind, e.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="sd-fieldset lc-entry" data-testid="live-entry-devices">
      <legend>{t('room.entry.title')}</legend>
      {option('useAudio', t('room.entry.mic'), 'live-entry-mic')}
      {option('useVideo', t('room.entry.camera'), 'live-entry-camera')}
      <span className="lc-entry__status" role="status">
        {saved ? t('room.entry.saved') : ''}
      </span>
    </fieldset>
  );
}
