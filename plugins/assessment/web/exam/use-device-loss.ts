import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError, useRealtimeTopic } from '@seodang/sdk/web';
import { examineeTopic, type DeviceType } from '../../common/index.ts';
import { assessmentApi } from '../api.ts';
import { browserDrops, exitTimeLeft, lostDevicesOf } from './device-loss.ts';
import { openDevice } from './media.ts';
import type { ServerExitTimer } from './mobile-drop.ts';

interface Options {
  examIndex: number;
  userId: number;
  streams: Map<DeviceType, MediaStream>;
  required: readonly DeviceType[];
  /** The exitTimer the exam state was loaded with. */
  loaded: ServerExitTimer | undefined;
  serverNow: () => number;
  /** Runs before leaving (flush what the page still holds). */
  beforeExit: () => Promise<void>;
  /** The server recorded the leave: go to the waiting room's device step for these devices. */
  onExit: (lost: DeviceType[]) => void;
}

/**
 * The exitTimer of §3 in the exam room: watches the browser's required devices (a stopped track
 * ends without an event, so it also looks every second), reports changes to the server, follows the
 * server's timer (`exam.exit-timer`, shared with the phone), and at zero asks the server to let the
 * examinee out. `reconnect` opens a lost device again before zero, which cancels the countdown;
 * `version` changes whenever a stream was replaced, so the page publishes again.
 */
export function useDeviceLoss({
  examIndex,
  userId,
  streams,
  required,
  loaded,
  serverNow,
  beforeExit,
  onExit,
}: Options) {
  const [timer, setTimer] = useState<ServerExitTimer | undefined>(loaded);
  const [version, setVersion] = useState(0);
  const reported = useRef<string | null>(null);
  const exiting = useRef(false);
  const retryAt = useRef(0);
  const latest = useRef({ beforeExit, onExit, serverNow });
  latest.current = { beforeExit, onExit, serverNow };

  useRealtimeTopic(examineeTopic(examIndex, userId), (event, data) => {
    if (event === 'exam.exit-timer') setTimer((data as { exitTimer: ServerExitTimer }).exitTimer);
  });

  const report = useCallback(
    (force = false) => {
      const drops = browserDrops(streams, required);
      const key = JSON.stringify(drops);
      if (!force && key === reported.current) return;
      reported.current = key;
      const all = !drops.webcam && !drops.screen;
      void assessmentApi
        .videoStatus(examIndex, all ? 'ALL_DEVICE_CONNECTED' : 'NOT_ALL_DEVICE_CONNECTED', drops)
        .then((r) => setTimer((r as { exitTimer?: ServerExitTimer }).exitTimer))
        .catch(() => {
          reported.current = null;
        });
    },
    [streams, required, examIndex],
  );

  // Watch the tracks: 'ended' when the device goes away, and a look every second for stopped ones.
  useEffect(() => {
    report(true);
    const tracks = [...streams.values()].flatMap((s) => s.getTracks());
    const onEnded = () => report();
    tracks.forEach((tr) => tr.addEventListener('ended', onEnded));
    const id = setInterval(() => report(), 1000);
    return () => {
      clearInterval(id);
      tracks.forEach((tr) => tr.removeEventListener('ended', onEnded));
    };
  }, [streams, report, version]);

  // At zero: save what is pending, then the server checks its own timer and records the leave.
  useEffect(() => {
    const id = setInterval(() => {
      if (
        exiting.current ||
        Date.now() < retryAt.current ||
        exitTimeLeft(timer, latest.current.serverNow()) !== 0
      )
        return;
      exiting.current = true;
      void (async () => {
        try {
          await latest.current.beforeExit();
          const r = await api.post<{ lostDevices: DeviceType[] }>(`/api/exam/${examIndex}/device-exit`);
          latest.current.onExit(r.lostDevices);
        } catch (e) {
          // Our clock ran ahead of the server's, or the device came back meanwhile: look again next second.
          if (!isApiError(e)) console.warn('device exit failed', e);
          retryAt.current = Date.now() + 1000;
          exiting.current = false;
        }
      })();
    }, 250);
    return () => clearInterval(id);
  }, [timer, examIndex]);

  /** Opens a lost browser device again; the next report clears its part of the countdown. */
  const reconnect = useCallback(
    async (device: DeviceType) => {
      const stream = await openDevice(device);
      if (!stream) return;
      streams
        .get(device)
        ?.getTracks()
        .forEach((tr) => tr.stop());
      streams.set(device, stream);
      setVersion((v) => v + 1);
    },
    [streams],
  );

  return { timer, lost: lostDevicesOf(timer), reconnect, version };
}
