import type { SeedContext } from '@seodang/sdk';
import { credentialHoldingsRef } from '@seodang/plugin-credentials/credential-holdings';
import { screeningRef } from '@seodang/plugin-assessment/screening';
import { applicationStatus, consentVersion } from '../common/index.ts';
import { slugOf } from './postings.ts';

const day = 86_400_000;
const demoTitle = '2027 여름 방학 소프트웨어 인턴 모집';

/**
 * Demo data in the demo school: the teacher's published internship posting, open for the next
 * three weeks, with 하준's submitted application, which attaches 하준's first live certificate of the
 * school with its consent when the credentials plugin has issued one, and the school's exam as its
 * screening assessment when the assessment plugin has one. Idempotent.
 */
export async function seedRecruitment(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  const ownerId = users['sua.teacher'];
  const applicantId = users['hajun'];
  if (!ownerId || !applicantId) return;
  const seeded = (await db('recruitment_postings')
    .where({ channel_id: channelId, title: demoTitle })
    .first('id')) as { id: number } | undefined;
  if (!seeded) await seedPosting(ctx, ownerId, applicantId);
  await attachCertificate(ctx, applicantId);
  await attachScreening(ctx, applicantId);
}

/**
 * The posting's screening assessment: the school's first exam that has not ended, with 하준, who
 * submitted, registered as its examinee (once; a posting that already has one keeps it).
 */
async function attachScreening(ctx: SeedContext, applicantId: number): Promise<void> {
  const screening = ctx.optionalService?.(screeningRef);
  if (!screening) return;
  const posting = (await ctx
    .db('recruitment_postings')
    .where({ channel_id: ctx.channelId, title: demoTitle })
    .first('id', 'screening_exam_id')) as { id: number; screening_exam_id: number | null } | undefined;
  if (!posting || posting.screening_exam_id !== null) return;
  const [exam] = await screening.selectable(ctx.channelId, applicantId, true);
  if (!exam) return;
  await ctx.db.transaction(async (trx) => {
    await trx('recruitment_postings').where({ id: posting.id }).update({ screening_exam_id: exam.examIndex });
    await screening.register(trx, exam.examIndex, applicantId);
  });
}

/** The posting and 하준's application. */
async function seedPosting(ctx: SeedContext, ownerId: number, applicantId: number): Promise<void> {
  const { db, channelId } = ctx;
  const now = Date.now();
  const [{ id }] = await db('recruitment_postings')
    .insert({
      channel_id: channelId,
      owner_id: ownerId,
      url_slug: slugOf(demoTitle),
      title: demoTitle,
      description: '파이썬으로 학교 누리집 도구를 함께 만들 학생 인턴을 찾습니다.',
      company: '한빛소프트',
      employment_type: 'INTERN',
      location: '서울 마포구',
      remote: false,
      positions: 3,
      salary_min: 2_000_000,
      salary_max: 2_400_000,
      skills: JSON.stringify(['Python', 'Git', 'HTML']),
      open_at: new Date(now - 7 * day),
      close_at: new Date(now + 21 * day),
      contact_email: 'recruit@example.com',
      contact_phone: '02-123-4567',
      contact_link: 'https://example.com/careers',
      introduction:
        '<h2>하는 일</h2><p>학교 누리집의 수업 도구를 <strong>파이썬</strong>으로 만듭니다.</p><ul><li>주 3일, 6주</li><li>멘토 1:1 코드 리뷰</li></ul>',
      blind: false,
      state: 'PUBLISHED',
      published_at: new Date(now - 7 * day),
    })
    .returning('id');
  await db('recruitment_applications').insert({
    posting_id: id,
    user_id: applicantId,
    status: applicationStatus.SUBMITTED,
    cover_message: '파이썬 수업에서 만든 성적 계산기를 더 키워 보고 싶어 지원합니다.',
    mobile: '01012345678',
    portfolio_link: 'https://github.com/example',
    submitted_at: new Date(now - 2 * day),
  });
}

/** 하준's first live certificate of the school, attached with its consent (once). */
async function attachCertificate(ctx: SeedContext, applicantId: number): Promise<void> {
  const holdings = ctx.optionalService?.(credentialHoldingsRef);
  if (!holdings) return;
  const certificate = (await holdings.heldBy(ctx.channelId, applicantId)).find((c) => c.state === 'valid');
  const application = (await ctx
    .db('recruitment_applications as a')
    .join('recruitment_postings as p', 'p.id', 'a.posting_id')
    .where({ 'p.channel_id': ctx.channelId, 'p.title': demoTitle, 'a.user_id': applicantId })
    .first('a.id')) as { id: number } | undefined;
  if (!certificate || !application) return;
  await ctx.db.transaction(async (trx) => {
    await trx('recruitment_application_consents')
      .insert({ application_id: application.id, group: 'credentials', consent_version: consentVersion })
      .onConflict(['application_id', 'group'])
      .ignore();
    await trx('recruitment_application_credentials')
      .insert({ application_id: application.id, cert_id: certificate.certId })
      .onConflict(['application_id', 'cert_id'])
      .ignore();
  });
}
