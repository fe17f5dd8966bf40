import { useEffect, useRef } from 'react';

/** A live, muted preview of a stream (one's own camera before and while publishing it). */
export function StreamPreview({
  stream,
  testId,
  className,
  label,
}: {
  stream: MediaStream | null;
  testId?: string;
  className?: string;
  /** What the video shows, for screen readers. */
  label?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      muted
      playsInline
      className={className}
      data-testid={testId}
      aria-label={label}
    />
  );
}
