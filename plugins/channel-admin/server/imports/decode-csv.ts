import chardet from 'chardet';
import iconv from 'iconv-lite';
import { ImportFailure } from './import-failure.ts';

/** What chardet calls the Korean encodings; CP949 is their superset (Excel's "CSV" in Korean Windows). */
const koreanEncodings = new Set(['EUC-KR', 'ISO-2022-KR', 'windows-949', 'CP949', 'UHC']);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** What chardet reads to decide: the start of the file is enough, the whole of it is slow. */
const sampleBytes = 64 * 1024;

/** Below this confidence chardet is guessing (short files); Korean Excel's CP949 is tried first. */
const sureConfidence = 50;

/** Whether the sample reads as CP949 without an undecodable sequence (its cut-off end aside). */
const readsAsCp949 = (sample: Uint8Array) =>
  !iconv.decode(Buffer.from(sample), 'cp949').slice(0, -1).includes('\uFFFD');

/**
 * The encoding a file that is not UTF-8 is read in: what chardet reports when it is sure (Korean
 * encodings as CP949, their superset), else CP949 when the bytes read as it (a short class list
 * from Excel looks like Latin-1 to chardet), else chardet's best guess.
 */
function encodingFor(bytes: Uint8Array): string {
  const sample = bytes.subarray(0, sampleBytes);
  const [best] = chardet.analyse(sample);
  if (!best) throw new ImportFailure('read_failed', 'no encoding detected');
  if (koreanEncodings.has(best.name)) return 'cp949';
  if (best.confidence < sureConfidence && readsAsCp949(sample)) return 'cp949';
  if (!iconv.encodingExists(best.name)) throw new ImportFailure('read_failed', `unsupported ${best.name}`);
  return best.name;
}

/**
 * The file's text: UTF-8 (with or without BOM) when the bytes are valid UTF-8, else the encoding
 * chardet detects, Korean ones read as CP949 with iconv-lite. A file that is not text (NUL bytes,
 * undecodable sequences) fails with `read_failed`.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: string } {
  let text: string;
  let encoding = 'UTF-8';
  try {
    text = strictUtf8.decode(bytes); // drops a UTF-8 BOM
  } catch {
    encoding = encodingFor(bytes);
    text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
    encoding = encoding === 'cp949' ? 'CP949' : encoding;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000') || text.includes('\uFFFD'))
    throw new ImportFailure('read_failed', `not text in ${encoding}`);
  return { text, encoding };
}
