import type { SeedContext } from '@seodang/sdk';
import { demoRoster } from '@seodang/plugin-lectures/demo-roster';
import { issueCertificate } from './certificates/issue-certificate.ts';
import { revokeCredential } from './issue.ts';
import { setKeySecret } from './signing/keys.ts';
import { awardBadge, type AchievementRow } from './badges/award.ts';

/** The demo school's badges: two awarded to 하준, one made by the class's teacher for the next lecture. */
const demoBadges = [
  {
    name: '첫 정답',
    description: '처음으로 퀴즈를 맞혔습니다.',
    criteria: '아무 퀴즈나 처음으로 정답(RIGHT)을 받으면 자동으로 받습니다.',
    rule: { kind: 'first_right' },
    color: '#f4b400',
  },
  {
    name: '성실한 출석',
    description: '세 번 연속으로 제시간에 출석했습니다.',
    criteria: '강의 출석에서 세 번 연속 출석하면 받습니다.',
    rule: { kind: 'manual' },
    color: '#0f9d58',
  },
] as const;

const badgeSvg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="28" fill="${color}"/><path d="M20 33l8 8 16-18" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** The demo school's hackathon, `/certification/seodang-hackathon-2025`: 하준 won, the next learner took part. */
async function seedEvent(
  ctx: SeedContext,
  roster: NonNullable<Awaited<ReturnType<typeof demoRoster>>>,
  origin: string,
  issuerName: string,
): Promise<void> {
  const slug = 'seodang-hackathon-2025';
  if (await ctx.db('certification_events').where({ channel_id: ctx.channelId, slug }).first('id')) return;
  const [event] = (await ctx
    .db('certification_events')
    .insert({
      channel_id: ctx.channelId,
      slug,
      title: '서당 해커톤 2025',
      starts_at: new Date('2025-11-01T00:00:00+09:00'),
      ends_at: new Date('2025-11-02T18:00:00+09:00'),
      awards: JSON.stringify(['대상', '우수상', '참가상']),
      created_by: roster.ownerId,
    })
    .returning(['id', 'title'])) as { id: number; title: string }[];
  const hajun = roster.learners.find((l) => l.loginId === 'hajun');
  const other = roster.learners.find((l) => l.loginId !== 'hajun');
  const recipients = [
    { learner: hajun, award: '대상', team: '파이썬 삼총사' },
    { learner: other, award: '참가상', team: '새싹' },
  ];
  for (const { learner, award, team } of recipients) {
    if (!learner) continue;
    const user = (await ctx.db('users').where({ id: learner.userId }).first('email')) as {
      email: string | null;
    };
    const { row } = await issueCertificate(ctx.db, {
      channelId: ctx.channelId,
      issuerName,
      origin,
      source: {
        kind: 'event',
        index: event!.id,
        title: `${event!.title} · ${award}`,
        criteria: `${award} (${team})`,
      },
      holder: { id: learner.userId, name: learner.name, email: user.email },
      issuedBy: roster.ownerId,
    });
    await ctx
      .db('certification_event_recipients')
      .insert({ event_id: event!.id, user_id: learner.userId, award, team, certificate_id: row.id });
  }
}

/** 하준's badges in the demo school, awarded through the real signing; seeding twice adds nothing. */
async function seedBadges(
  ctx: SeedContext,
  roster: NonNullable<Awaited<ReturnType<typeof demoRoster>>>,
  origin: string,
  issuerName: string,
): Promise<void> {
  const hajun = roster.learners.find((l) => l.loginId === 'hajun');
  if (!hajun) return;
  const user = (await ctx.db('users').where({ id: hajun.userId }).first('email')) as { email: string | null };
  for (const badge of demoBadges) {
    let achievement = (await ctx
      .db('badge_achievements')
      .where({ channel_id: ctx.channelId, name: badge.name })
      .first()) as AchievementRow | undefined;
    if (!achievement)
      [achievement] = (await ctx
        .db('badge_achievements')
        .insert({
          channel_id: ctx.channelId,
          name: badge.name,
          description: badge.description,
          criteria: badge.criteria,
          image_svg: badgeSvg(badge.color),
          rule: JSON.stringify(badge.rule),
          created_by: roster.ownerId,
        })
        .returning('*')) as AchievementRow[];
    await awardBadge(ctx.db, achievement!, {
      origin,
      issuerName,
      holder: { id: hajun.userId, name: hajun.name, email: user.email },
      awardedBy: roster.ownerId,
    });
  }
}

/** The demo school's lecture whose certificates the demo shows. */
const demoLecture = '정보 수업: 파이썬 기초';

/**
 * Demo data, made through the real issuer: in the demo school's Python class, 하준 (hajun) holds a
 * valid certificate and the next learner of the roster one revoked with its reason (민준, the
 * issue's example, is a public-site account, not in the school). Idempotent: once the lecture has
 * certificates, nothing is added. Skipped without a key secret.
 */
export async function seedCredentials(ctx: SeedContext): Promise<void> {
  const config = ctx.config as
    { baseDomain?: string; port?: number; credentials?: { keySecret?: string } } | undefined;
  if (!config?.credentials?.keySecret) return;
  setKeySecret(config.credentials.keySecret);
  const roster = await demoRoster(ctx.db, ctx.channelId, demoLecture);
  if (!roster) return;
  const channel = (await ctx.db('channels').where({ id: ctx.channelId }).first('slug', 'name')) as {
    slug: string;
    name: string;
  };
  const origin = `http://${channel.slug}.${config.baseDomain ?? 'localhost'}:${config.port ?? 3000}`;
  await seedBadges(ctx, roster, origin, channel.name);
  await seedEvent(ctx, roster, origin, channel.name);
  // Seeded before: a revoked certificate would otherwise be issued anew.
  if (
    await ctx
      .db('certificates')
      .where({ source_kind: 'lecture', source_index: roster.lectureIndex })
      .first('id')
  )
    return;
  const holders = [
    roster.learners.find((l) => l.loginId === 'hajun'),
    roster.learners.find((l) => l.loginId !== 'hajun'),
  ];
  for (const [i, learner] of holders.entries()) {
    if (!learner) continue;
    const user = (await ctx.db('users').where({ id: learner.userId }).first('email')) as {
      email: string | null;
    };
    const { row } = await issueCertificate(ctx.db, {
      channelId: ctx.channelId,
      issuerName: channel.name,
      origin,
      source: { kind: 'lecture', index: roster.lectureIndex, title: demoLecture },
      holder: { id: learner.userId, name: learner.name, email: user.email },
      score: 92 - i * 10,
      issuedBy: roster.ownerId,
    });
    if (i === 1)
      await revokeCredential(ctx.db, row.credential_id, { userId: roster.ownerId, reason: '과제 표절 확인' });
  }
}
