import type { JanusJS } from 'janus-gateway';
import type { DeviceType } from '../../common/index.ts';
import { assessmentApi } from '../api.ts';
import { publisherJoin } from './janus-join.ts';
import { attachVideoRoom, openSession } from '@seodang/sdk/web-media';

/** Pause before publishing again after the Janus session was lost. */
const againAfterMs = 3000;

/**
 * Publishes each proctoring stream to the examinee's own Janus room (its pin and token from the
 * meeting info) as its own feed under the id core allocated to it (`feedIds`; the display is
 * only the device type), so supervisors subscribe per tile and per type; an id still held by
 * this examinee's previous session (a reload) is freed and joined again (`publisherJoin`). A
 * session that ends under us (Janus restarted, network, an expired token after extra time)
 * starts again from a fresh meeting info. Without a video server (503) the exam goes on;
 * supervisors then see the status without the picture. Returns the cleanup.
 */
export function publishStreams(
  examIndex: number,
  userId: number,
  streams: Map<DeviceType, MediaStream>,
): () => void {
  let session: JanusJS.Janus | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const again = (e: unknown) => {
    console.warn('video session lost; publishing again', e);
    session = null;
    if (!stopped)
      retry = setTimeout(
        () => void publish().catch((err: unknown) => console.warn('video publish failed', err)),
        againAfterMs,
      );
  };
  const publish = async () => {
    const info = await assessmentApi.meeting(examIndex, userId).catch(() => null);
    if (!info?.janus.wsUrl || stopped) return;
    const { room, pin, token } = info.janus;
    const opened = await openSession(info.janus.wsUrl, token, again);
    if (stopped) return opened.destroy({});
    session = opened;
    for (const [type, stream] of streams) {
      const track = stream.getVideoTracks()[0];
      if (!track) continue;
      // The webcam's microphone goes with it, so supervisors can listen (and mute per examinee).
      const audio = stream.getAudioTracks()[0];
      // Join first; offer once Janus says 'joined'; apply its answer.
      const join = publisherJoin({
        examIndex,
        deviceType: type,
        room,
        pin,
        id: info.feedIds[type],
        display: info.feeds[type],
      });
      const handle: JanusJS.PluginHandle = await attachVideoRoom(opened, {
        onmessage: (msg, jsep) => {
          if (join.refused(msg)) return;
          if ((msg as { videoroom?: string }).videoroom === 'joined') {
            handle.createOffer({
              tracks: [
                { type: 'video', capture: track, recv: false, simulcast: true },
                ...(audio ? [{ type: 'audio' as const, capture: audio, recv: false }] : []),
              ],
              success: (offer) =>
                handle.send({ message: { request: 'publish', audio: !!audio, video: true }, jsep: offer }),
              error: () => undefined,
            });
          }
          if (jsep) handle.handleRemoteJsep({ jsep });
        },
      });
      join.start(handle);
    }
  };
  void publish().catch((e: unknown) => console.warn('video publish failed', e));
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    session?.destroy({});
  };
}
