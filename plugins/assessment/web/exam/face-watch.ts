/**
 * Counts faces on the webcam every few seconds in the browser with the tiny face detector of
 * @vladmandic/face-api; its weights ship inside the npm package and are served by our own
 * server (`/api/exam/face-model/...`), so nothing is fetched from the internet. Reports each
 * check that sees two or more people. Returns the cleanup.
 */
export function startFaceWatch(
  stream: MediaStream,
  onMany: (count: number) => void,
  everyMs = 3000,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  void (async () => {
    const faceapi = await import('@vladmandic/face-api');
    await faceapi.nets.tinyFaceDetector.loadFromUri('/api/exam/face-model');
    await video.play().catch(() => undefined);
    const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });
    const check = async () => {
      if (stopped) return;
      if (video.readyState >= 2) {
        const faces = await faceapi.detectAllFaces(video, options);
        if (faces.length >= 2) onMany(faces.length);
      }
      timer = setTimeout(() => void check(), everyMs);
    };
    await check();
  })().catch(() => undefined);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    video.srcObject = null;
  };
}
