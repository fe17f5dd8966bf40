/** How often a subscription's incoming video is checked, and how many quiet checks in a row mean it stopped. */
const checkEveryMs = 4000;
const quietChecks = 3;

/**
 * Calls `stopped` once when `pc` received no video packets for a few checks in a row. Janus does
 * not tell a subscriber when its publisher's session was kicked (an examinee coming back under
 * the same id): the packets simply stop. Packet counts, unlike the element's frames, go on while
 * the supervisor's tab is hidden. Returns the function that ends the watch.
 */
export function watchIncomingVideo(pc: RTCPeerConnection, stopped: () => void): () => void {
  let last = -1;
  let quiet = 0;
  const timer = setInterval(() => {
    void pc.getStats().then(
      (report) => {
        let packets = 0;
        report.forEach((s: { type: string; kind?: string; packetsReceived?: number }) => {
          if (s.type === 'inbound-rtp' && s.kind === 'video') packets += s.packetsReceived ?? 0;
        });
        quiet = packets === last ? quiet + 1 : 0;
        last = packets;
        if (quiet < quietChecks) return;
        clearInterval(timer);
        stopped();
      },
      () => undefined,
    );
  }, checkEveryMs);
  return () => clearInterval(timer);
}
