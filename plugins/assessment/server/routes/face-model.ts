import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';

// The tiny face detector's weights, from inside the npm package (no download at run time).
const modelDir = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'model',
);
const files = new Set(['tiny_face_detector_model-weights_manifest.json', 'tiny_face_detector_model.bin']);

/** Serves the face-detection model files the exam room's browser check loads. */
export function registerFaceModelRoute(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/exam/face-model/:file',
    summary: 'Face-detection model files (shipped in the npm package)',
    tags: ['exam'],
    access: 'user',
    params: z.object({ file: z.string().max(80) }),
    async handler({ params }, rc) {
      if (!files.has(params.file)) throw new AppError(404, 'not_found', 'error.not_found');
      const path = join(modelDir, params.file);
      const ctx = rc.raw as {
        body: unknown;
        type: string;
        length: number;
        set(name: string, value: string): void;
      };
      ctx.type = params.file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      ctx.length = (await stat(path)).size;
      ctx.set('cache-control', 'public, max-age=86400');
      ctx.body = createReadStream(path);
      return undefined;
    },
  });
}
