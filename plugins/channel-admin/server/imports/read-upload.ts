import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, type RequestContext } from '@seodang/sdk';
import { maxImportBytes } from '../../common/imports.ts';

/** The Koa context parts the upload reads (`rc.raw`). */
interface RawContext {
  req: IncomingMessage;
  set(name: string, value: string): void;
}

/** Room for the multipart framing and a few small fields around the file. */
const framingBytes = 64 * 1024;

const importError = (status: number, code: string) =>
  new AppError(status, code, `channel-admin.import.error.${code}`);

function tooLarge(ctx: RawContext): AppError {
  // Answering before the rest of the upload is read: the connection cannot be reused.
  ctx.set('Connection', 'close');
  return new AppError(413, 'file_too_large', 'channel-admin.import.error.file_too_large', { mb: 5 });
}

/**
 * Streams the request's multipart body through busboy and keeps the field `file` (at most 5 MB,
 * counted as it arrives, never buffered beyond that). No multipart body or no file in it is
 * `no_file`; a file not named `.csv` is `not_csv`; a larger one is 413 `file_too_large`.
 */
export async function readCsvUpload(rc: RequestContext): Promise<{ name: string; bytes: Buffer }> {
  const ctx = rc.raw as RawContext;
  const { req } = ctx;
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw importError(400, 'no_file');
  if (Number(req.headers['content-length'] ?? 0) > maxImportBytes + framingBytes) throw tooLarge(ctx);
  const file = await new Promise<{ name: string; bytes: Buffer; truncated: boolean } | null>(
    (resolve, reject) => {
      let found: { name: string; bytes: Buffer; truncated: boolean } | null = null;
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: { fileSize: maxImportBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
        });
      } catch {
        reject(importError(400, 'no_file'));
        return;
      }
      parser.on('file', (field, stream, info) => {
        if (field !== 'file') {
          stream.resume();
          return;
        }
        const chunks: Buffer[] = [];
        // A body cut off inside the file fails the file's stream as well as the parser.
        stream.on('error', () => reject(new AppError(400, 'bad_request', 'error.body_invalid')));
        // Past 5 MB: answer at once rather than read the rest of the upload.
        stream.on('limit', () => {
          req.unpipe(parser);
          reject(tooLarge(ctx));
        });
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          found = {
            name: info.filename ?? '',
            bytes: Buffer.concat(chunks),
            truncated: stream.truncated === true,
          };
        });
      });
      parser.on('close', () => resolve(found));
      parser.on('error', () => reject(new AppError(400, 'bad_request', 'error.body_invalid')));
      req.on('error', reject);
      req.pipe(parser);
    },
  );
  if (file?.truncated) throw tooLarge(ctx);
  if (!file || !file.name || !file.bytes.length) throw importError(400, 'no_file');
  if (!/\.csv$/i.test(file.name)) throw importError(400, 'not_csv');
  return { name: file.name.slice(-255), bytes: file.bytes };
}
