import type { DeviceType } from '../../common/index.ts';

/** Opens the stream of a proctoring device (the mobile camera joins from the phone instead). */
export async function openDevice(type: DeviceType): Promise<MediaStream | null> {
  if (type === 'webcam')
    return navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
  if (type === 'screen') return navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  return null;
}

// The check alone, without the SDK's video components: device-loss.ts is unit-tested in Node.
export { isLive } from '@seodang/sdk/web-media/live-stream';
