import type { Page } from 'puppeteer-core';

/** One stream a page receives, from its peer connection's `inbound-rtp` statistics. */
export interface InboundStream {
  id: string;
  kind: 'audio' | 'video';
  bytesReceived: number;
  packetsReceived: number;
  framesDecoded: number;
}

/** Records every peer connection the page makes from its next navigation on (call it before). */
export async function recordPeerConnections(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const Native = window.RTCPeerConnection;
    const pcs: RTCPeerConnection[] = [];
    (window as unknown as { recordedPcs: RTCPeerConnection[] }).recordedPcs = pcs;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        pcs.push(this);
      }
    };
  });
}

/** What the page's open peer connections receive so far, per stream. */
export function inboundStreams(page: Page): Promise<InboundStream[]> {
  return page.evaluate(async () => {
    const streams: InboundStream[] = [];
    for (const pc of (window as unknown as { recordedPcs: RTCPeerConnection[] }).recordedPcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach(
        (r: {
          type: string;
          id: string;
          kind?: string;
          bytesReceived?: number;
          packetsReceived?: number;
          framesDecoded?: number;
        }) => {
          if (r.type !== 'inbound-rtp') return;
          streams.push({
            id: r.id,
            kind: r.kind === 'video' ? 'video' : 'audio',
            bytesReceived: r.bytesReceived ?? 0,
            packetsReceived: r.packetsReceived ?? 0,
            framesDecoded: r.framesDecoded ?? 0,
          });
        },
      );
    }
    return streams;
  });
}

/** The tracks the page's open peer connections send now: their kind and device label. */
export function sentTracks(page: Page): Promise<{ kind: string; label: string }[]> {
  return page.evaluate(() =>
    (window as unknown as { recordedPcs: RTCPeerConnection[] }).recordedPcs
      .filter((pc) => pc.connectionState !== 'closed')
      .flatMap((pc) => pc.getSenders())
      .flatMap((s) => (s.track ? [{ kind: s.track.kind, label: s.track.label }] : [])),
  );
}
