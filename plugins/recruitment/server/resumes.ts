import { AppError, channelFiles, fileStorageRef, type FileStore, type RequestContext } from '@seodang/sdk';

/** The largest résumé: 10 MB. */
export const maxResumeBytes = 10 * 1024 * 1024;
const pdfMagic = Buffer.from('%PDF-');

/** This plugin's files of the request's channel (the public site's under `public/`). */
export function resumeStore(rc: RequestContext): FileStore {
  const store = rc.service(fileStorageRef).forPlugin('recruitment');
  return rc.channel ? channelFiles(store, rc.channel.index) : store.scope('public');
}

/** Where an application's résumé is kept. */
export const resumeKey = (postingId: number, applicationId: number) =>
  `posting-${postingId}/application-${applicationId}/resume.pdf`;

/** The uploaded file's bytes, when it is a PDF (by its first bytes, not its name) of at most 10 MB. */
export async function pdfBytes(file: File): Promise<Buffer> {
  if (file.size > maxResumeBytes)
    throw new AppError(400, 'resume_too_large', 'recruitment.error.resume_too_large');
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > maxResumeBytes)
    throw new AppError(400, 'resume_too_large', 'recruitment.error.resume_too_large');
  if (bytes.length < pdfMagic.length || !bytes.subarray(0, pdfMagic.length).equals(pdfMagic))
    throw new AppError(400, 'resume_not_pdf', 'recruitment.error.resume_not_pdf');
  return bytes;
}

/** A file name safe to keep and show: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  const clean = printable.trim().slice(0, 200);
  return clean || 'resume.pdf';
}

/** The stored résumé's bytes. */
export async function readResume(store: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.get(key)).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
