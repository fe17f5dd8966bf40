import { deviceTypes, type DeviceType } from '../../common/index.ts';
import { isLive } from './media.ts';
import type { ServerExitTimer } from './mobile-drop.ts';

/** The devices the exam browser itself publishes (the phone reports its camera on its own). */
export const browserDeviceTypes = ['webcam', 'screen'] as const satisfies readonly DeviceType[];

/** The devices the server's exitTimer says are down, in the spec's order. */
export const lostDevicesOf = (timer: ServerExitTimer | null | undefined): DeviceType[] =>
  deviceTypes.filter((d) => !!timer?.disconnectedDevices[d]);

/** Which required browser devices are down now (a stopped or ended track, or none at all). */
export function browserDrops(
  streams: ReadonlyMap<DeviceType, MediaStream>,
  required: readonly DeviceType[],
): Record<'webcam' | 'screen', boolean> {
  const down = (d: DeviceType) => required.includes(d) && !isLive(streams.get(d));
  return { webcam: down('webcam'), screen: down('screen') };
}

/** Milliseconds left on the exitTimer at `now` (server time), or null when no countdown runs. */
export function exitTimeLeft(timer: ServerExitTimer | null | undefined, now: number): number | null {
  if (!timer || timer.willExitAt === null || lostDevicesOf(timer).length === 0) return null;
  return Math.max(0, timer.willExitAt - now);
}
