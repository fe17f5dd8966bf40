// Plain TypeScript (no JSX), so logic that only asks whether a stream is live can import it
// without the preview component (unit tests load it in Node).

/** True while every video track of the stream is live. */
export const isLive = (stream: MediaStream | null | undefined): boolean =>
  !!stream &&
  stream.getVideoTracks().length > 0 &&
  stream.getVideoTracks().every((t) => t.readyState === 'live');
