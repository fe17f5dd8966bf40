import type { JanusJS } from 'janus-gateway';
import { api } from '@seodang/sdk/web';
import type { DeviceType } from '../../common/index.ts';

/** VideoRoom's error code for joining under an id another participant holds. */
const idInUse = 436;
/** Frees after which the refusal is given up (the id is then held by something core cannot kick). */
const maxReleases = 3;

/** Where a device publishes: the examinee's room and its pin, the id core allocated to it and its label. */
export interface PublisherJoin {
  examIndex: number;
  deviceType: DeviceType;
  room: number;
  pin: string;
  id: number;
  display: string;
}

/** Asks core to kick whoever holds this examinee's own id for the device (a stale session of theirs). */
const releaseFeed = (examIndex: number, deviceType: DeviceType) =>
  api.post(`/api/peerConnection/examIndex/${examIndex}/release-feed`, { deviceType });

/**
 * Joins the examinee's room as a publisher under the allocated id. A browser that reloaded or lost
 * the network comes back before Janus timed out its old session, which still holds the id: then
 * core frees it and the join is sent again, a few times at most. Feed every handle message to
 * `refused`: it answers true for a refusal it is handling (the caller then waits for 'joined');
 * `failed` hears when core would not free the id.
 */
export function publisherJoin(
  target: PublisherJoin,
  failed: (e: unknown) => void = (e) => console.warn('could not free the publisher id', e),
) {
  let handle: JanusJS.PluginHandle | null = null;
  let releases = 0;
  const send = () =>
    handle?.send({
      message: {
        request: 'join',
        ptype: 'publisher',
        room: target.room,
        pin: target.pin,
        id: target.id,
        display: target.display,
      },
    });
  return {
    start(h: JanusJS.PluginHandle) {
      handle = h;
      send();
    },
    refused(msg: unknown): boolean {
      if ((msg as { error_code?: number }).error_code !== idInUse || releases >= maxReleases) return false;
      releases += 1;
      void releaseFeed(target.examIndex, target.deviceType).then(send, failed);
      return true;
    },
  };
}
