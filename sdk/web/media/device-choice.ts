/**
 * Which camera and microphone a person chose, remembered in the browser so the exam's device check,
 * a class's pre-join check and its settings open the same ones. An empty id is the browser's default.
 */
export interface DeviceIds {
  cameraId: string;
  micId: string;
}

/** The part of `Storage` the choice needs (localStorage in the browser). */
type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = 'seodang.media-devices';
export const defaultDevices: DeviceIds = { cameraId: '', micId: '' };

const browserStorage = (): KeyValue | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (some private modes, sandboxed frames): the choice lasts for the page only.
    return null;
  }
};

/** The remembered choice; the defaults when there is none or it is unreadable. */
export function loadDeviceIds(storage: KeyValue | null = browserStorage()): DeviceIds {
  try {
    const saved = JSON.parse(storage?.getItem(storageKey) ?? 'null') as Partial<DeviceIds> | null;
    return {
      cameraId: typeof saved?.cameraId === 'string' ? saved.cameraId : '',
      micId: typeof saved?.micId === 'string' ? saved.micId : '',
    };
  } catch {
    return { ...defaultDevices };
  }
}

/** Remembers the choice (quietly not, where storage is refused or full). */
export function saveDeviceIds(ids: DeviceIds, storage: KeyValue | null = browserStorage()): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(ids));
  } catch {
    // Nothing to do: the choice still holds on this page.
  }
}

/** Camera video of this size: enough for a tile or a proctor's view, light on the uplink. */
const cameraSize = { width: 640, height: 480 };

/** getUserMedia constraints for the chosen devices; an empty id leaves the choice to the browser. */
export function mediaConstraints(
  ids: DeviceIds,
  want: { video?: boolean; audio?: boolean } = {},
): MediaStreamConstraints {
  const { video = true, audio = true } = want;
  return {
    video: video ? { ...cameraSize, ...(ids.cameraId ? { deviceId: { exact: ids.cameraId } } : {}) } : false,
    audio: audio ? (ids.micId ? { deviceId: { exact: ids.micId } } : true) : false,
  };
}

/** A chosen device that is gone (unplugged, another browser profile) fails with one of these. */
const goneDeviceErrors = new Set(['OverconstrainedError', 'NotFoundError']);

/**
 * Opens the chosen camera and microphone. When a chosen device is gone, the browser's defaults
 * open instead and `fellBack` says so (the caller forgets the stale choice); every other failure
 * (permission denied, no device at all) is thrown as the browser gave it.
 */
export async function openDevices(
  ids: DeviceIds,
  want: { video?: boolean; audio?: boolean } = {},
  getUserMedia: (c: MediaStreamConstraints) => Promise<MediaStream> = (c) =>
    navigator.mediaDevices.getUserMedia(c),
): Promise<{ stream: MediaStream; fellBack: boolean }> {
  try {
    return { stream: await getUserMedia(mediaConstraints(ids, want)), fellBack: false };
  } catch (error) {
    const chose = ids.cameraId !== '' || ids.micId !== '';
    if (!chose || !goneDeviceErrors.has((error as Error).name)) throw error;
    return { stream: await getUserMedia(mediaConstraints(defaultDevices, want)), fellBack: true };
  }
}

/** The device a stream's track of `kind` comes from ('' when it has none or the browser does not say). */
export function deviceIdOf(stream: MediaStream | null, kind: 'audio' | 'video'): string {
  const track = kind === 'audio' ? stream?.getAudioTracks()[0] : stream?.getVideoTracks()[0];
  return track?.getSettings().deviceId ?? '';
}
