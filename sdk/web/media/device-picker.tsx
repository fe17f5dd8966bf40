import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceIdOf, type DeviceIds } from './device-choice.ts';

/** The cameras and microphones the browser offers. */
export interface MediaDeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/**
 * The browser's cameras and microphones, listed again when devices come or go and when `stream`
 * changes (names are given only once a stream was allowed).
 */
export function useMediaDevices(stream: MediaStream | null): MediaDeviceLists {
  const [lists, setLists] = useState<MediaDeviceLists>({ cameras: [], microphones: [] });
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let gone = false;
    const list = () =>
      void media
        .enumerateDevices()
        .then((all) => {
          if (gone) return;
          // Without permission the browser lists one nameless placeholder per kind, without an id.
          const real = all.filter((d) => d.deviceId !== '');
          setLists({
            cameras: real.filter((d) => d.kind === 'videoinput'),
            microphones: real.filter((d) => d.kind === 'audioinput'),
          });
        })
        .catch(() => undefined);
    list();
    media.addEventListener('devicechange', list);
    return () => {
      gone = true;
      media.removeEventListener('devicechange', list);
    };
  }, [stream]);
  return lists;
}

/**
 * The camera and microphone selects of a device check or a room's settings. Each shows the device
 * `stream` uses (or the chosen one) and hands a new choice to `onChange`; the caller opens it.
 * `camera` / `mic` false leaves that select out (a room without a camera, say).
 */
export function DevicePicker({
  stream,
  value,
  onChange,
  camera = true,
  mic = true,
  disabled = false,
  testId = 'device-picker',
}: {
  stream: MediaStream | null;
  value: DeviceIds;
  onChange: (ids: DeviceIds) => void;
  camera?: boolean;
  mic?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const { cameras, microphones } = useMediaDevices(stream);
  const id = useId();
  const select = (
    kind: 'camera' | 'mic',
    devices: MediaDeviceInfo[],
    current: string,
    choose: (deviceId: string) => void,
  ) => (
    <div className="sd-device-picker__field">
      <label htmlFor={`${id}-${kind}`}>{t(`devices.${kind}`)}</label>
      <select
        id={`${id}-${kind}`}
        className="sd-input"
        value={devices.some((d) => d.deviceId === current) ? current : ''}
        disabled={disabled || devices.length === 0}
        onChange={(e) => choose(e.target.value)}
        data-testid={`${testId}-${kind}`}
      >
        {devices.length === 0 || !devices.some((d) => d.deviceId === current) ? (
          <option value="">{devices.length === 0 ? t('devices.none') : t('devices.default')}</option>
        ) : null}
        {devices.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || t(`devices.unnamed.${kind}`, { n: i + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="sd-device-picker" data-testid={testId}>
      {camera
        ? select('camera', cameras, value.cameraId || deviceIdOf(stream, 'video'), (cameraId) =>
            onChange({ ...value, cameraId }),
          )
        : null}
      {mic
        ? select('mic', microphones, value.micId || deviceIdOf(stream, 'audio'), (micId) =>
            onChange({ ...value, micId }),
          )
        : null}
    </div>
  );
}
