import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { AppError } from '@seodang/sdk';

// sharp loads libvips (a large native library): on the first upload, not at start.
let sharpModule: Promise<typeof Sharp> | null = null;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** The images a channel admin uploads on /admin/settings, with their `channels` column. */
export const channelImageKinds = {
  favicon: { column: 'favicon_path', field: 'faviconPath' },
  representative: { column: 'representative_image_path', field: 'representativeImagePath' },
} as const;
export type ChannelImageKind = keyof typeof channelImageKinds;

/** Largest upload (spec: a favicon of at most 1 MB). */
export const maxImageBytes = 1024 * 1024;

/**
 * Decodes an upload with sharp and re-encodes it small: a 64 px square PNG favicon, or a
 * representative image of at most 1200 × 630 as WebP. Anything sharp cannot read is refused.
 */
export async function resizeChannelImage(
  kind: ChannelImageKind,
  input: Uint8Array,
): Promise<{ bytes: Buffer; contentType: string; hash: string }> {
  if (input.byteLength > maxImageBytes) throw new AppError(413, 'image_too_large', 'error.image_too_large');
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
    const bytes =
      kind === 'favicon'
        ? await image.resize(64, 64, { fit: 'cover' }).png().toBuffer()
        : await image
            .resize(1200, 630, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer();
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { bytes, contentType: kind === 'favicon' ? 'image/png' : 'image/webp', hash };
  } catch {
    throw new AppError(400, 'invalid_image', 'error.invalid_image');
  }
}

/** The path pages use; the hash makes a new upload a new address, so it can be cached for good. */
export const channelImagePath = (kind: ChannelImageKind, hash: string) =>
  `/api/channel/images/${kind}?v=${hash.slice(0, 16)}`;
