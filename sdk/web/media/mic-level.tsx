import { useEffect, useState } from 'react';
import { rmsLevel } from './rms-level.ts';

/**
 * The loudness of a stream's microphone, 0 to 1, measured ten times a second while `stream` has a
 * live audio track (0 otherwise). One AudioContext per stream, closed when the stream changes.
 */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks().find((t) => t.readyState === 'live');
    if (!stream || !track || typeof AudioContext === 'undefined') {
      setLevel(0);
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    // A page opened without a gesture starts the context suspended; measuring needs it running.
    void context.resume().catch(() => undefined);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      setLevel(rmsLevel(samples));
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}

/**
 * A microphone level meter: the label shown above a `<meter>` (0 to 1) named by it, so one can see
 * the microphone hears them before entering a room.
 */
export function MicLevel({
  stream,
  label,
  className,
  testId,
}: {
  stream: MediaStream | null;
  label: string;
  className?: string;
  testId?: string;
}) {
  const level = useMicLevel(stream);
  return (
    <div className={className}>
      <span aria-hidden="true">{label}</span>
      <meter
        min={0}
        max={1}
        low={0.05}
        high={0.8}
        optimum={0.3}
        value={level}
        aria-label={label}
        data-testid={testId}
      />
    </div>
  );
}
