import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError, FileNotFoundError, type RegisterEnv } from '@seodang/sdk';
import { supervisorsTopic } from '../../common/index.ts';
import { identityPhotoMaxBytes, sniffImageType } from '../../common/identity-photo.ts';
import {
  examRole,
  isExamSupervisor,
  requireChannelUser,
  requireExam,
  requireExaminee,
} from '../services/exam-access.ts';
import { decide } from '../services/gate.ts';
import { assessmentFiles, examFolder } from '../services/files.ts';
import { examParams } from './params.ts';
import { idSchema } from '@seodang/sdk/common';

/** What is kept of an identity photo on the examinee's row. */
export interface IdentityPhotoRecord {
  key: string;
  mime: string;
  size: number;
  uploadedAt: string;
}

const extension: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
// Base64 is 4/3 of the bytes. Room above the limit, so a somewhat larger photo still gets the clear message.
const bodyLimit = `${Math.ceil((identityPhotoMaxBytes * 2 * 4) / 3 / 1024)}kb`;

/**
 * The identity photo (examData `identification.upload`): the examinee uploads or takes it in the
 * waiting room; it is kept in the same object storage as recordings (local disk by default) and
 * shown only to that examinee and the exam's supervisors, for the identity check. Uploading again
 * resets the supervisor's earlier identity verdict.
 */
export function registerIdentityPhotoRoutes(env: RegisterEnv): void {
  const tags = ['exam', 'identification'];
  const path = '/api/exam/:examIndex/identification/photo';
  env.route({
    method: 'POST',
    path,
    summary: "Upload the examinee's identity photo (JPEG, PNG or WebP, by content; at most 5 MB)",
    tags,
    access: 'user',
    params: examParams,
    bodyLimit,
    body: z.object({ image: z.base64().min(4) }),
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      if (!exam.identification_upload)
        throw new AppError(403, 'photo_not_asked', 'assessment.photo.notAsked');
      const where = { exam_id: exam.id, user_id: rc.user!.id };
      const row = await rc.db('assessment_exam_members').where(where).first();
      const gate = decide(exam, row, Date.now());
      if (!gate.allowed && (gate.reason === 'finished' || gate.reason === 'ended'))
        throw new AppError(403, gate.reason, `assessment.error.${gate.reason}`);
      const bytes = Buffer.from(body.image, 'base64');
      if (bytes.length > identityPhotoMaxBytes)
        throw new AppError(400, 'photo_too_large', 'assessment.photo.size', {
          max: identityPhotoMaxBytes / 1024 / 1024,
        });
      const mime = sniffImageType(bytes);
      if (!mime) throw new AppError(400, 'photo_type', 'assessment.photo.type');

      const files = assessmentFiles(rc);
      const key = `${examFolder(exam.channel_id, exam.id)}/identity/${rc.user!.id}-${randomUUID()}.${extension[mime]}`;
      await files.put(key, bytes, { contentType: mime });
      const record: IdentityPhotoRecord = {
        key,
        mime,
        size: bytes.length,
        uploadedAt: new Date().toISOString(),
      };
      // A new photo is a new claim: an earlier verdict was about another picture, so it is withdrawn.
      await rc
        .db('assessment_exam_members')
        .where(where)
        .update({
          identification_photo: JSON.stringify(record),
          identification_checked: false,
          identification_checker_id: null,
          identification_check_date: null,
        });
      const previous = row?.identification_photo as IdentityPhotoRecord | null;
      if (previous?.key) await files.delete(previous.key);
      await rc.publish(supervisorsTopic(exam.id), 'exam.identification-photo', {
        userId: rc.user!.id,
        uploadedAt: record.uploadedAt,
        checked: false,
      });
      rc.status(201);
      return { data: { uploadedAt: record.uploadedAt, mime, size: record.size } };
    },
  });
  env.route({
    method: 'GET',
    path,
    summary: "The identity photo: the examinee's own, or any examinee's for the exam's supervisors",
    tags,
    access: 'user',
    params: examParams,
    query: z.object({ userId: idSchema.optional() }),
    async handler({ params, query }, rc) {
      const exam = await requireExam(rc, params.examIndex);
      const userId = query.userId ?? rc.user!.id;
      const self = userId === rc.user!.id && (await examRole(rc.db, exam.id, userId)) === 'student';
      if (!self && !(await isExamSupervisor(rc.db, exam, rc.user, rc.role)))
        throw new AppError(403, 'not_supervisor', 'assessment.error.not_supervisor');
      if (!self) await requireChannelUser(rc, userId);
      const row = await rc
        .db('assessment_exam_members')
        .where({ exam_id: exam.id, user_id: userId, role: 'student' })
        .first('identification_photo');
      const photo = row?.identification_photo as IdentityPhotoRecord | null | undefined;
      const none = () => new AppError(404, 'photo_none', 'assessment.photo.none');
      if (!photo) throw none();
      const read = await assessmentFiles(rc)
        .get(photo.key)
        .catch((err: unknown) => {
          throw err instanceof FileNotFoundError ? none() : err;
        });
      const ctx = rc.raw as {
        body: unknown;
        type: string;
        length: number;
        set(name: string, value: string): void;
      };
      ctx.type = photo.mime;
      ctx.length = read.file.size;
      // A person's face: never cached by shared caches, never sniffed into anything else.
      ctx.set('cache-control', 'private, no-store');
      ctx.set('x-content-type-options', 'nosniff');
      ctx.set('content-disposition', 'inline');
      ctx.body = read.body;
      return undefined;
    },
  });
}
