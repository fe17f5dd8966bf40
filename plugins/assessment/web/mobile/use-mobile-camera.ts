import { useCallback, useEffect, useRef, useState } from 'react';
import { readCookie, useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { mobileTopic } from '../../common/index.ts';
import { assessmentApi } from '../api.ts';
import { publishMobileCamera } from './mobile-publish.ts';

/** Where the phone's page is: each step can fail with its own message. */
export type MobilePhase =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'camera' }
  | { kind: 'refused' }
  | { kind: 'connecting' }
  | { kind: 'connected'; examIndex: number }
  | { kind: 'failed'; error: unknown };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells the server the phone's camera went, even while the page unloads. */
function sendDisconnected(examIndex: number) {
  void fetch(`/api/exam/${examIndex}/mobile-status`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': readCookie(document.cookie, 'sd_csrf') ?? '',
    },
    body: JSON.stringify({ connected: false }),
  }).catch(() => undefined);
}

/**
 * The phone's side of the mobile camera: meeting info by the QR token, the camera, the publish
 * to Janus as the examinee's `mobile` feed, then the connection reported to the waiting room and
 * kept present on the phone's realtime topic.
 */
export function useMobileCamera(token: string | null) {
  const [phase, setPhase] = useState<MobilePhase>({ kind: 'loading' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const cleanup = useRef<(() => void) | null>(null);

  const start = useCallback(async () => {
    cleanup.current?.();
    cleanup.current = null;
    if (!token || !uuid.test(token)) return setPhase({ kind: 'invalid' });
    setPhase({ kind: 'loading' });
    try {
      const info = await assessmentApi.mobileMeetInfo(token);
      if (!info?.janus.wsUrl) return setPhase({ kind: 'invalid' });
      // ExternalMeetingId is `{examIndex}-{userObjectId}` (§7 "Exam video").
      const examIndex = Number(info.meeting.ExternalMeetingId.split('-')[0]);
      setPhase({ kind: 'camera' });
      let camera: MediaStream;
      try {
        camera = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: 640, height: 480 },
          audio: false,
        });
      } catch {
        return setPhase({ kind: 'refused' });
      }
      setStream(camera);
      setPhase({ kind: 'connecting' });
      let current = true;
      const stop = await publishMobileCamera(
        {
          ...info.janus,
          examIndex,
          wsUrl: info.janus.wsUrl,
          display: info.feeds.mobile,
          id: info.feedIds.mobile,
        },
        camera,
        // Janus restarted or the token ran out (extra time): connect again with a fresh meeting info.
        () => {
          if (current) void start();
        },
      );
      await assessmentApi.mobileStatus(examIndex, true);
      const onHide = () => sendDisconnected(examIndex);
      window.addEventListener('pagehide', onHide);
      cleanup.current = () => {
        current = false;
        window.removeEventListener('pagehide', onHide);
        stop();
        camera.getTracks().forEach((t) => t.stop());
        sendDisconnected(examIndex);
      };
      setPhase({ kind: 'connected', examIndex });
    } catch (error) {
      setPhase({ kind: 'failed', error });
    }
  }, [token]);

  useEffect(() => {
    void start();
    return () => cleanup.current?.();
  }, [start]);

  // While the camera publishes, this page's socket on the phone's topic is its presence: the server
  // sees a phone that died or lost its network when the socket goes (pagehide may never come).
  const connectedExam = phase.kind === 'connected' ? phase.examIndex : null;
  useRealtimeTopic(connectedExam === null ? null : mobileTopic(connectedExam), () => undefined);
  // A network blip drops the socket but not the camera: say again that it publishes.
  useResync(() => {
    if (connectedExam !== null) void assessmentApi.mobileStatus(connectedExam, true).catch(() => undefined);
  });

  return { phase, stream, retry: () => void start() };
}
