import type { Page } from 'puppeteer-core';
import type { examFixture } from '../../../plugins/assessment/server/test-support/exam-fixture.ts';

/**
 * Publishes chromium's fake camera and microphone into a Janus VideoRoom from inside a page
 * (real WebRTC: ICE, DTLS, SRTP), speaking the Janus WebSocket API directly. Tests use it to
 * produce real recordings. `room`, `pin` and `token` come from a meeting info (`janus`; the token
 * goes with every request and in the join, for a room with a token list); `id` is
 * the publisher id core allocated (meeting info `feedIds`); without it Janus picks one. Resolves
 * with the publisher id once Janus answered the offer; `stopPublishing` leaves the room.
 */
export async function publishFakeCamera(
  page: Page,
  opts: { wsUrl: string; room: number; pin?: string; token?: string | null; display: string; id?: number },
): Promise<number> {
  return page.evaluate(
    async ({ wsUrl, room, pin, token, display, id: wanted }) => {
      const ws = new WebSocket(wsUrl, 'janus-protocol');
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = reject;
      });
      const waiting = new Map<string, (m: Record<string, unknown>) => void>();
      // Janus lists a publisher once it set the media up, which it reports with `webrtcup`.
      const upHandles = new Set<unknown>();
      let onUp: (() => void) | undefined;
      ws.onmessage = (e) => {
        const msg = JSON.parse(String(e.data)) as Record<string, unknown>;
        if (msg.janus === 'ack') return;
        if (msg.janus === 'webrtcup') {
          upHandles.add(msg.sender);
          onUp?.();
          return;
        }
        waiting.get(String(msg.transaction))?.(msg);
      };
      const send = (body: Record<string, unknown>) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const transaction = Math.random().toString(36).slice(2);
          waiting.set(transaction, resolve);
          ws.send(JSON.stringify({ ...body, ...(token ? { token } : {}), transaction }));
        });
      const session = ((await send({ janus: 'create' })).data as { id: number }).id;
      const handle = (
        (await send({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' })).data as {
          id: number;
        }
      ).id;
      const joined = await send({
        janus: 'message',
        session_id: session,
        handle_id: handle,
        body: {
          request: 'join',
          ptype: 'publisher',
          room,
          display,
          ...(pin ? { pin } : {}),
          // A listed room (a live class) checks the token in the join itself against its list.
          ...(token ? { token } : {}),
          ...(wanted ? { id: wanted } : {}),
        },
      });
      const id = (joined.plugindata as { data: { id: number } }).data.id;
      if (!id) throw new Error(`janus refused the publisher: ${JSON.stringify(joined.plugindata)}`);
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { width: 320, height: 240 },
        audio: true,
      });
      const pc = new RTCPeerConnection();
      stream.getTracks().forEach((t) => pc.addTrack(t, stream));
      await pc.setLocalDescription(await pc.createOffer());
      // Non-trickle: offer once every local candidate is in the SDP.
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') resolve();
        pc.onicegatheringstatechange = () => {
          if (pc.iceGatheringState === 'complete') resolve();
        };
      });
      const answer = await send({
        janus: 'message',
        session_id: session,
        handle_id: handle,
        body: { request: 'configure', audio: true, video: true },
        jsep: { type: 'offer', sdp: pc.localDescription!.sdp },
      });
      await pc.setRemoteDescription(answer.jsep as RTCSessionDescriptionInit);
      await new Promise<void>((resolve) => {
        onUp = () => {
          if (upHandles.has(handle)) resolve();
        };
        onUp();
      });
      const keepalive = setInterval(
        () =>
          ws.send(
            JSON.stringify({
              janus: 'keepalive',
              session_id: session,
              transaction: 'k',
              ...(token ? { token } : {}),
            }),
          ),
        15_000,
      );
      (
        window as unknown as { publisherRequest(body: Record<string, unknown>): Promise<unknown> }
      ).publisherRequest = async (body) =>
        (await send({ janus: 'message', session_id: session, handle_id: handle, body })).plugindata;
      (window as unknown as { stopPublishing(): Promise<void> }).stopPublishing = async () => {
        clearInterval(keepalive);
        await send({
          janus: 'message',
          session_id: session,
          handle_id: handle,
          body: { request: 'leave' },
        }).catch(() => undefined);
        pc.close();
        stream.getTracks().forEach((t) => t.stop());
        await send({ janus: 'destroy', session_id: session });
        ws.close();
      };
      return id;
    },
    { id: 0, pin: '', token: null as string | null, ...opts },
  );
}

/** Sends a VideoRoom request on the publisher's own handle (what the examinee's browser could send). */
export async function publisherRequest(page: Page, body: Record<string, unknown>): Promise<unknown> {
  return page.evaluate(
    (b) =>
      (
        window as unknown as { publisherRequest(body: Record<string, unknown>): Promise<unknown> }
      ).publisherRequest(b),
    body,
  );
}

/** Leaves the room that `publishFakeCamera` joined from this page. */
export async function stopPublishing(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { stopPublishing(): Promise<void> }).stopPublishing());
}

/**
 * An exam with a number of its own (the media server is shared with other test runs): examinee1 and examinee2 take it, the watcher supervises it.
 */
export async function examOfItsOwn(
  f: Awaited<ReturnType<typeof examFixture>>,
  offset: number,
): Promise<number> {
  await f.app.core.db.raw("select setval(pg_get_serial_sequence('assessment_exams', 'id'), ?)", [
    5_000_000 + (process.pid % 1_000_000) * 10 + offset,
  ]);
  const teacher = await f.as('teacher');
  const exam = await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
    title: '녹화 시험',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 3600_000).toISOString(),
    quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
    examineeIds: [f.ids.examinee1, f.ids.examinee2].filter(Boolean),
    supervisorIds: [f.ids.watcher],
  });
  return exam.body.data.index as number;
}
