import type { JanusJS } from 'janus-gateway';
import { publisherJoin } from '../exam/janus-join.ts';
import { attachVideoRoom, openSession, type JanusAccess } from '@seodang/sdk/web-media';

/** Where the phone publishes: the examinee's Janus room (pin, token) and the label of the mobile camera feed. */
export interface MobileTarget extends JanusAccess {
  examIndex: number;
  display: string;
  /** The publisher id core allocated to the mobile camera. */
  id: number;
}

/**
 * Publishes the phone's camera to the examinee's room as the examinee's `mobile` feed. Resolves once
 * the media flows to Janus (so the waiting room is told only then); rejects when Janus refuses
 * (an id still held by the phone's previous session is freed and joined again first).
 * `lost` hears when the session ends later (the caller starts again from a fresh meeting info).
 * Returns the cleanup.
 */
export async function publishMobileCamera(
  target: MobileTarget,
  stream: MediaStream,
  lost?: (e: unknown) => void,
): Promise<() => void> {
  const track = stream.getVideoTracks()[0];
  if (!track) throw new Error('no camera track');
  const session: JanusJS.Janus = await openSession(target.wsUrl, target.token, lost);
  try {
    await new Promise<void>((resolve, reject) => {
      let handle: JanusJS.PluginHandle | null = null;
      const join = publisherJoin(
        {
          examIndex: target.examIndex,
          deviceType: 'mobile',
          room: target.room,
          pin: target.pin,
          id: target.id,
          display: target.display,
        },
        reject,
      );
      void attachVideoRoom(session, {
        webrtcState: (up: boolean) => (up ? resolve() : reject(new Error('media connection closed'))),
        onmessage: (msg, jsep) => {
          if (join.refused(msg)) return;
          const m = msg as { videoroom?: string; error?: string };
          if (m.error) reject(new Error(m.error));
          if (m.videoroom === 'joined' && handle) {
            const h = handle;
            h.createOffer({
              tracks: [{ type: 'video', capture: track, recv: false }],
              success: (offer) =>
                h.send({ message: { request: 'publish', audio: false, video: true }, jsep: offer }),
              error: (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
            });
          }
          if (jsep) handle?.handleRemoteJsep({ jsep });
        },
      }).then((h) => {
        handle = h;
        join.start(h);
      }, reject);
    });
  } catch (e) {
    session.destroy({});
    throw e;
  }
  return () => session.destroy({});
}
