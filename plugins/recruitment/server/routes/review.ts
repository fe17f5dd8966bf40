import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { AppError, sendAttachment, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema, type Locale } from '@seodang/sdk/common';
import { notificationSenderRef, type NotificationTexts } from '@seodang/plugin-community/notifications';
import {
  applicationStatus,
  reviewableStatuses,
  reviewQuery,
  verdictInput,
  type ExperienceFigures,
  type ReviewedApplication,
  type ReviewedScreening,
} from '../../common/index.ts';
import {
  applicationKind,
  applicationNotFound,
  answerReviewed,
  type ApplicationRow,
  type ReviewRow,
} from '../applications.ts';
import { illegalTransition, managedPosting } from '../postings.ts';
import type { PostingRow } from '../scoped-kinds.ts';

const tags = ['recruitment'];
const seqParams = z.object({ sequence: idSchema });

/** The posting's applications a reviewer sees: submitted, decided or withdrawn (drafts are the applicant's own). */
function reviewRows(rc: RequestContext, posting: PostingRow, filter: z.infer<typeof reviewQuery>) {
  const query = rc
    .db('recruitment_applications as a')
    .join('users as u', 'u.id', 'a.user_id')
    .where('a.posting_id', posting.id)
    .whereNot('a.status', applicationStatus.PENDING)
    .orderBy('a.submitted_at', 'asc')
    .orderBy('a.id', 'asc')
    .select('a.*', 'u.name', 'u.email');
  if (filter.status !== undefined) query.where('a.status', filter.status);
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Under blind review a search by name or e-mail would reveal who applied: the cover message only.
    query.where((w) => {
      w.whereILike('a.cover_message', like);
      if (!posting.blind) w.orWhereILike('u.name', like).orWhereILike('u.email', like);
    });
  }
  return query as Promise<ReviewRow[]>;
}

const verdictTexts = (posting: PostingRow, status: 2 | 3): NotificationTexts => {
  const pass = status === applicationStatus.PASS;
  return {
    ko: {
      title: pass ? '서류 합격을 알려 드립니다' : '지원 결과를 알려 드립니다',
      message: `${posting.company} · ${posting.title}: ${pass ? '합격' : '불합격'}`,
    },
    en: {
      title: pass ? 'Your application passed' : 'The result of your application',
      message: `${posting.company} · ${posting.title}: ${pass ? 'passed' : 'not passed'}`,
    },
    ja: {
      title: pass ? '書類選考に合格しました' : '応募結果のお知らせ',
      message: `${posting.company} · ${posting.title}: ${pass ? '合格' : '不合格'}`,
    },
  };
};

/**
 * Sets the verdict of some applications of one posting in one transaction: all of them or none
 * (a withdrawn or unsubmitted one is a 409). Setting the verdict an application already has
 * changes nothing. Applicants whose verdict changed are notified after the commit.
 */
async function setVerdicts(
  rc: RequestContext,
  posting: PostingRow,
  ids: number[],
  verdict: z.infer<typeof verdictInput>,
): Promise<ApplicationRow[]> {
  const changed: number[] = [];
  const rows = await rc.db.transaction(async (trx) => {
    const locked: ApplicationRow[] = await trx('recruitment_applications')
      .whereIn('id', ids)
      .andWhere('posting_id', posting.id)
      .orderBy('id')
      .forUpdate();
    if (locked.length !== new Set(ids).size)
      throw new AppError(404, applicationNotFound.code, applicationNotFound.messageKey);
    for (const row of locked)
      if (!reviewableStatuses.includes(row.status)) throw illegalTransition(row.status);
    const out: ApplicationRow[] = [];
    for (const row of locked) {
      const patch: Record<string, unknown> = {};
      if (row.status !== verdict.status) {
        patch.status = verdict.status;
        patch.reviewed_at = trx.fn.now();
        patch.reviewed_by = rc.requireUser().id;
        changed.push(row.user_id);
      }
      if (verdict.note !== undefined && verdict.note !== row.note) patch.note = verdict.note;
      if (!Object.keys(patch).length) {
        out.push(row);
        continue;
      }
      const [updated] = await trx('recruitment_applications')
        .where('id', row.id)
        .update({ ...patch, updated_at: trx.fn.now() })
        .returning('*');
      out.push(updated as ApplicationRow);
    }
    return out;
  });
  const sender = rc.optionalService(notificationSenderRef);
  if (sender && changed.length)
    await sender.send({
      channelId: rc.channel?.index ?? null,
      userIds: changed,
      texts: verdictTexts(posting, verdict.status),
      link: '/recruitment/my',
    });
  return rows;
}

/** The reviewed rows again, with their applicants, in the order asked. */
async function reviewed(rc: RequestContext, posting: PostingRow, ids: number[]) {
  const rows = (await rc
    .db('recruitment_applications as a')
    .join('users as u', 'u.id', 'a.user_id')
    .whereIn('a.id', ids)
    .select('a.*', 'u.name', 'u.email')) as ReviewRow[];
  return answerReviewed(rc, rows, posting);
}

const csvHeader = {
  ko: [
    '번호',
    '상태',
    '이름',
    '이메일',
    '휴대폰',
    '포트폴리오',
    '지원 메시지',
    '메모',
    '제출 시각',
    '인증서·배지',
    '레벨·경험치',
    '로드맵 진행',
    '선발 평가',
  ],
  en: [
    'No.',
    'Status',
    'Name',
    'E-mail',
    'Mobile',
    'Portfolio',
    'Cover message',
    'Note',
    'Submitted at',
    'Certificates and badges',
    'Level and experience',
    'Roadmap progress',
    'Screening assessment',
  ],
  ja: [
    '番号',
    '状態',
    '氏名',
    'メール',
    '携帯電話',
    'ポートフォリオ',
    '応募メッセージ',
    'メモ',
    '提出日時',
    '証明書・バッジ',
    'レベル・経験値',
    'ロードマップの進捗',
    '選考テスト',
  ],
};
const credentialStateNames = {
  ko: { valid: '검증됨', revoked: '취소됨', expired: '만료됨', replaced: '재발급됨', missing: '없음' },
  en: { valid: 'Verified', revoked: 'Revoked', expired: 'Expired', replaced: 'Reissued', missing: 'Missing' },
  ja: {
    valid: '検証済み',
    revoked: '取り消し',
    expired: '期限切れ',
    replaced: '再発行済み',
    missing: 'なし',
  },
};
const experienceText = {
  ko: (f: ExperienceFigures) => `Lv. ${f.level} · 누적 ${f.totalXp} XP`,
  en: (f: ExperienceFigures) => `Lv. ${f.level} · ${f.totalXp} XP in all`,
  ja: (f: ExperienceFigures) => `Lv. ${f.level} · 累計${f.totalXp} XP`,
};

/**
 * The attachment cells of one reviewed application: certificates and badges as title and live
 * state (with the id, which names the holder on its public page, only where the applicant is
 * shown: never under blind review before PASS), the level and experience and the roadmap
 * progress as taken at submit. Several items of a group share a cell, one per line.
 */
function attachmentCells(r: ReviewedApplication, locale: Locale): string[] {
  const states = credentialStateNames[locale];
  return [
    r.attachments.credentials
      .map((c) => `${c.title || '—'} (${states[c.state]}${c.certId ? `, ${c.certId}` : ''})`)
      .join('\n'),
    r.attachments.experience ? experienceText[locale](r.attachments.experience) : '',
    r.attachments.roadmaps.map((m) => `${m.title}: ${m.percent}% (${m.done}/${m.total})`).join('\n'),
    r.screening ? screeningText[locale](r.screening) : '',
  ];
}
/** A screening's standing as a cell: the score once finished. */
const screeningText = {
  ko: (s: ReviewedScreening) =>
    s.state === 'finished'
      ? `${s.totalScore ?? 0} / ${s.maxTotalScore}점`
      : s.state === 'started'
        ? '응시 중'
        : '응시 전',
  en: (s: ReviewedScreening) =>
    s.state === 'finished'
      ? `${s.totalScore ?? 0} / ${s.maxTotalScore}`
      : s.state === 'started'
        ? 'In progress'
        : 'Not started',
  ja: (s: ReviewedScreening) =>
    s.state === 'finished'
      ? `${s.totalScore ?? 0} / ${s.maxTotalScore}点`
      : s.state === 'started'
        ? '受験中'
        : '未受験',
};
const statusNames = {
  ko: ['작성 중', '제출', '합격', '불합격', '취소'],
  en: ['Saved', 'Submitted', 'Pass', 'Fail', 'Withdrawn'],
  ja: ['作成中', '提出', '合格', '不合格', '取消'],
};
const hiddenText = { ko: '(블라인드)', en: '(blind)', ja: '（ブラインド）' };

/**
 * Review: the posting's owner or an admin lists its applications (by status, by search), sets
 * PASS or FAIL one at a time or in bulk with a note, and exports them as CSV with a BOM. Blind
 * review hides the applicant until PASS, in the list and in the file alike.
 */
export function registerReviewRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/recruitment/:sequence/applications',
    summary: "A posting's applications for its reviewers (blind review hides applicants until PASS)",
    tags,
    access: ['teacher', 'admin'],
    params: seqParams,
    query: reviewQuery,
    async handler({ params, query }, rc) {
      const posting = await managedPosting(rc, params.sequence);
      const rows = await reviewRows(rc, posting, query);
      return { data: { list: await answerReviewed(rc, rows, posting), blind: posting.blind } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/recruitment/:sequence/applications/:id/status',
    summary: 'Set PASS or FAIL (and a note) on one submitted application',
    tags,
    access: ['teacher', 'admin'],
    params: z.object({ sequence: idSchema, id: idSchema }),
    body: verdictInput,
    bodyLimit: '16kb',
    async handler({ params, body }, rc) {
      const posting = await managedPosting(rc, params.sequence);
      const application = await rc.inChannel<ApplicationRow>(applicationKind, params.id, applicationNotFound);
      if (application.posting_id !== posting.id)
        throw new AppError(404, applicationNotFound.code, applicationNotFound.messageKey);
      await setVerdicts(rc, posting, [application.id], body);
      return { data: (await reviewed(rc, posting, [application.id]))[0] };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/recruitment/:sequence/applications/status',
    summary: 'Set PASS or FAIL on many submitted applications at once (all or none)',
    tags,
    access: ['teacher', 'admin'],
    params: seqParams,
    body: verdictInput.extend({ ids: z.array(idSchema).min(1).max(500) }),
    bodyLimit: '64kb',
    async handler({ params, body }, rc) {
      const posting = await managedPosting(rc, params.sequence);
      const ids = [...new Set(body.ids)];
      await rc.inChannelMany<ApplicationRow>(applicationKind, ids, applicationNotFound);
      await setVerdicts(rc, posting, ids, { status: body.status, note: body.note });
      return { data: { list: await reviewed(rc, posting, ids) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/:sequence/applications/export',
    summary: "A posting's applications as CSV with a BOM, in the caller's language",
    tags,
    access: ['teacher', 'admin'],
    params: seqParams,
    query: reviewQuery,
    async handler({ params, query }, rc) {
      const posting = await managedPosting(rc, params.sequence);
      const rows = await answerReviewed(rc, await reviewRows(rc, posting, query), posting);
      const locale = rc.locale;
      const hidden = hiddenText[locale];
      const table = rows.map((r, i) => [
        String(i + 1),
        statusNames[locale][r.status],
        r.hidden ? hidden : (r.applicant.name ?? ''),
        r.hidden ? hidden : (r.applicant.email ?? ''),
        r.hidden ? hidden : (r.applicant.mobile ?? ''),
        r.hidden ? hidden : (r.portfolioLink ?? ''),
        r.coverMessage,
        r.note,
        r.submittedAt ?? '',
        ...attachmentCells(r, locale),
      ]);
      // A cell that starts like a formula is written as text, so a spreadsheet never runs it.
      const safe = table.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
      const csv = stringify([csvHeader[locale], ...safe], { bom: true });
      sendAttachment(rc, `recruitment-${posting.id}.csv`, Buffer.from(csv, 'utf8'), {
        type: 'text/csv; charset=utf-8',
      });
    },
  });
}
