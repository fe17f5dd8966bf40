import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The Open Badges 3.0 baking keyword: the iTXt chunk holding the credential (§ "Baking"). */
export const bakedKeyword = 'openbadgecredential';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** The PNG's chunks, in order. */
export function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

/**
 * Bakes a credential into a PNG as Open Badges 3.0 says: one uncompressed iTXt chunk, keyword
 * `openbadgecredential`, whose text is the compact VC-JWT, placed before IEND (any baked one is
 * replaced).
 */
export function bakePng(png: Buffer, jwt: string): Buffer {
  const chunks = pngChunks(png).filter(
    (c) =>
      !(
        c.type === 'iTXt' &&
        c.data.subarray(0, bakedKeyword.length + 1).equals(Buffer.from(`${bakedKeyword}\0`))
      ),
  );
  // keyword \0, compression flag 0, method 0, empty language tag \0, empty translated keyword \0, text.
  const itxt = Buffer.concat([Buffer.from(`${bakedKeyword}\0\0\0\0\0`, 'latin1'), Buffer.from(jwt, 'utf8')]);
  const parts: Buffer[] = [signature];
  for (const c of chunks) {
    if (c.type === 'IEND') parts.push(chunk('iTXt', itxt));
    parts.push(chunk(c.type, c.data));
  }
  return Buffer.concat(parts);
}

/** The credential baked into a PNG, or null. */
export function bakedCredential(png: Buffer): string | null {
  const prefix = Buffer.from(`${bakedKeyword}\0`, 'latin1');
  const found = pngChunks(png).find(
    (c) => c.type === 'iTXt' && c.data.subarray(0, prefix.length).equals(prefix),
  );
  if (!found) return null;
  // After the keyword: compression flag, method, language tag \0, translated keyword \0.
  let at = prefix.length + 2;
  at = found.data.indexOf(0, at) + 1;
  at = found.data.indexOf(0, at) + 1;
  return found.data.subarray(at).toString('utf8');
}

/** Draws the achievement's sanitised SVG as a 512 px PNG and bakes the credential into it. */
export async function bakedBadgePng(svg: string, jwt: string): Promise<Buffer> {
  const png = await sharp(Buffer.from(svg), { limitInputPixels: 4_000_000 })
    .resize(512, 512, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return bakePng(png, jwt);
}
