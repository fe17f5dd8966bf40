import {
  defaultDevices,
  loadDeviceIds,
  openDevices,
  saveDeviceIds,
  type DeviceIds,
} from '@seodang/sdk/web-media/device-choice';
import type { DeviceType } from '../../common/index.ts';

/**
 * Opens the stream of a proctoring device (the mobile camera joins from the phone instead). The
 * webcam is the camera and microphone last chosen (here or in a class); a chosen one that is gone
 * gives way to the browser's default, which is then remembered.
 */
export async function openDevice(
  type: DeviceType,
  ids: DeviceIds = loadDeviceIds(),
): Promise<MediaStream | null> {
  if (type === 'webcam') {
    const { stream, fellBack } = await openDevices(ids);
    if (fellBack) saveDeviceIds(defaultDevices);
    return stream;
  }
  if (type === 'screen') return navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  return null;
}

// The check alone, without the SDK's video components: device-loss.ts is unit-tested in Node.
export { isLive } from '@seodang/sdk/web-media/live-stream';
