/**
 * The loudness of one window of samples (-1 to 1) as a meter reading, 0 to 1: the root mean square,
 * scaled so ordinary speech (an RMS near 0.1) reads about half way, and capped at 1.
 */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(1, rms * 5);
}
