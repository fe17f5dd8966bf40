import { identityPhotoMaxBytes } from '../../common/identity-photo.ts';

/** URL of an examinee's identity photo (their own without userId); `version` defeats the browser cache after an upload. */
export const identityPhotoUrl = (examIndex: number, userId?: number, version?: string) => {
  const q = new URLSearchParams();
  if (userId) q.set('userId', String(userId));
  if (version) q.set('v', version);
  const qs = q.toString();
  return `/api/exam/${examIndex}/identification/photo${qs ? `?${qs}` : ''}`;
};

/** The blob's bytes as base64 (what the upload endpoint takes). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** A still JPEG of the stream's current frame (the webcam already opened in the waiting room). */
export async function captureFrame(stream: MediaStream): Promise<Blob> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
  video.srcObject = null;
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('capture failed'))), 'image/jpeg', 0.9),
  );
}

/** Whether the file is small enough to send (the server checks again, and checks the type by content). */
export const photoTooLarge = (blob: Blob) => blob.size > identityPhotoMaxBytes;
