import { z } from 'zod';
import { zipSync, strToU8 } from 'fflate';
import { AppError, safeFileName, sendAttachment, type RegisterEnv } from '@seodang/sdk';
import { quizAccess } from '../access.ts';
import { findQuiz, typeOf } from '../quiz-row.ts';
import type { SubmissionRow } from '../presenters.ts';
import { idSchema, type AnswerFile as TypeAnswerFile } from '@seodang/sdk/common';
import { answerAssetBytes } from '../assets.ts';

const query = z.object({
  quizIndex: idSchema,
  quizTitle: z.string().max(200).optional(),
  lectureIndex: idSchema.optional(),
  lessonIndex: idSchema.optional(),
  examIndex: idSchema.optional(),
  targetUserId: idSchema.optional(),
  /** 'true': the best-scoring submission instead of the latest. */
  needHighest: z.enum(['true', 'false']).optional(),
});

/** A file of an answer as a quiz type's `files(answer)` gives it. */
type AnswerFile = { name: string; content: string; encoding?: 'utf8' | 'base64' };

/**
 * The zip's entries: each file at the top level under a plain name (no folder, never `.` or `..`)
 * that no other file has (`a.txt`, `a (2).txt`), so a quiz type's slip neither writes a path when
 * the zip is unpacked nor drops a file; base64 content becomes its bytes.
 */
export function zipEntries(files: readonly AnswerFile[]): Record<string, Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) {
    const plain = safeFileName(String(f.name), 'file');
    const base = /^\.+$/.test(plain) ? 'file' : plain;
    const dot = base.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
    let name = base;
    for (let n = 2; Object.hasOwn(entries, name); n++) name = `${stem} (${n})${ext}`;
    entries[name] =
      f.encoding === 'base64' ? new Uint8Array(Buffer.from(f.content, 'base64')) : strToU8(f.content);
  }
  return entries;
}

/** §7 `GET /file/download_submitted_source`: the submitted source as `{quizTitle}.zip`. */
export function registerDownloadRoute(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/file/download_submitted_source',
    summary: 'Download submitted source as {quizTitle}.zip',
    tags: ['workspace'],
    access: 'user',
    query,
    async handler({ query: qs }, rc) {
      const q = await findQuiz(rc, qs.quizIndex);
      const viewer = await quizAccess(rc, q);
      const userId = viewer === 'author' && qs.targetUserId ? qs.targetUserId : rc.user!.id;
      const base = rc.db('workspace_submissions').where({ quiz_id: q.id, user_id: userId, kind: 'submit' });
      const s = (await (
        qs.needHighest === 'true'
          ? base.orderByRaw('score DESC NULLS LAST, id DESC')
          : base.orderBy('id', 'desc')
      ).first()) as SubmissionRow | undefined;
      if (!s) throw new AppError(404, 'submission_not_found', 'workspace.error.submission_not_found');
      const qt = typeOf(rc, q.type);
      const listed: TypeAnswerFile[] = qt.files?.(s.answer) ?? [
        { name: 'answer.json', content: JSON.stringify(s.answer, null, 2) },
      ];
      // Binaries the answer names as assets: the bytes as the learner may read them, else left out.
      const files: AnswerFile[] = [];
      for (const f of listed) {
        if (!('asset' in f)) files.push(f);
        else {
          const bytes = await answerAssetBytes(rc, q.id, userId, f.asset);
          if (bytes) files.push({ name: f.name, content: bytes.toString('base64'), encoding: 'base64' });
        }
      }
      const zip = zipSync(zipEntries(files));
      sendAttachment(rc, `${safeFileName(qs.quizTitle ?? q.title, 'quiz')}.zip`, zip, {
        type: 'application/zip',
        fallback: 'quiz',
      });
      return undefined;
    },
  });
}
