/**
 * @seodang/sdk/web-media: the browser's side of core's media rooms (Janus VideoRoom), shared by
 * the exam and the live class. Published apart from `@seodang/sdk/web` so only screens with video
 * load it; janus-gateway itself is fetched on first use.
 */
export { loadJanus, openSession, attachVideoRoom, type JanusAccess } from './janus-session.ts';
export { StreamPreview } from './stream-preview.tsx';
export { isLive } from './live-stream.ts';
export { MicLevel, useMicLevel } from './mic-level.tsx';
export {
  defaultDevices,
  deviceIdOf,
  loadDeviceIds,
  mediaConstraints,
  openDevices,
  saveDeviceIds,
  type DeviceIds,
} from './device-choice.ts';
export { DevicePicker, useMediaDevices, type MediaDeviceLists } from './device-picker.tsx';
