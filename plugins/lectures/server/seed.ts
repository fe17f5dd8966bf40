import type { SeedContext } from '@seodang/sdk';
import { seedDemoBundle } from '@seodang/plugin-commerce/demo-bundle';
import { putInDemoCarts } from '@seodang/plugin-commerce/demo-cart';
import { seedDemoRefunds } from '@seodang/plugin-commerce/demo-refunds';
import { seedDemoRevenue } from '@seodang/plugin-commerce/demo-revenue';
import { lessonInputSchema, lessonStates, lectureSaveSchema, wishStates } from '../common/index.ts';
import { lectureColumns } from './lecture-write.ts';
import { lecturePurchasable } from './purchasable-lecture.ts';
import { demoCurations, demoLectures } from './seed-data.ts';

/**
 * Korean demo lectures, lessons, curations, enrolments, progress, reviews, a wish and (where
 * commerce is installed) a lecture in the demo learner's cart, the demo teacher's sales of the
 * last three months with their statements and (with the local test payment provider) the demo
 * learner's refunds; idempotent.
 */
export async function seedLectures(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  if (await db('lectures').first('id')) return;
  const ids = new Map<string, number>();
  await db.transaction(async (trx) => {
    for (const demo of demoLectures) {
      const input = lectureSaveSchema.parse(demo.input);
      const owner = demo.scope === 'public' ? users['seoyeon'] : users['sua.teacher'];
      const [row] = await trx('lectures')
        .insert({
          ...lectureColumns(input, trx),
          channel_id: demo.scope === 'public' ? null : channelId,
          owner_id: owner,
          is_published: demo.published ?? true,
          published_at: trx.fn.now(),
        })
        .returning('id');
      ids.set(input.subject, row.id);
      for (const [i, raw] of demo.lessons.entries()) {
        const lesson = lessonInputSchema.parse(raw);
        await trx('lecture_lessons').insert({
          lecture_id: row.id,
          position: i + 1,
          title: lesson.title,
          type: lesson.type,
          phase: lesson.phase ?? null,
          quiz_language: lesson.quizLanguage ?? null,
          is_preview: lesson.isPreview,
          items: JSON.stringify(lesson.items),
        });
      }
    }
    for (const [position, c] of demoCurations.entries()) {
      const [row] = await trx('lecture_curations')
        .insert({
          channel_id: c.scope === 'public' ? null : channelId,
          title: c.title,
          category: c.category,
          position,
        })
        .returning('id');
      await trx('lecture_curation_items').insert(
        c.subjects.map((s, i) => ({ curation_id: row.id, lecture_id: ids.get(s)!, position: i })),
      );
    }
    const enrol = async (
      subject: string,
      login: string,
      completeFirst: number,
      review?: { rating: number; contents: string },
    ) => {
      const lectureId = ids.get(subject)!;
      const userId = users[login];
      if (!lectureId || !userId) return;
      await trx('lecture_enrolments').insert({
        lecture_id: lectureId,
        user_id: userId,
        state: 'joined',
        joined_at: trx.fn.now(),
      });
      const lessons = await trx('lecture_lessons')
        .where({ lecture_id: lectureId })
        .orderBy('position')
        .limit(completeFirst)
        .select('id');
      if (lessons.length)
        await trx('lecture_lesson_progress').insert(
          lessons.map((l) => ({
            lesson_id: l.id,
            user_id: userId,
            lecture_id: lectureId,
            state: lessonStates.COMPLETE,
          })),
        );
      if (review) await trx('lecture_reviews').insert({ lecture_id: lectureId, user_id: userId, ...review });
    };
    await enrol('파이썬으로 배우는 프로그래밍 기초', 'minjun', 2, {
      rating: 5,
      contents: '설명이 친절해서 처음인데도 따라가기 쉬웠어요.',
    });
    await enrol('SQL과 데이터베이스 입문', 'minjun', 0, {
      rating: 4,
      contents: 'JOIN 설명이 특히 좋았습니다.',
    });
    await enrol('정보 수업: 파이썬 기초', 'hajun', 3, {
      rating: 5,
      contents: '수업 시간에 놓친 부분을 다시 볼 수 있어 좋아요.',
    });
    await enrol('정보 수업: 파이썬 기초', 'jiwoo', 1, { rating: 4, contents: '퀴즈가 재미있어요.' });
    await enrol('엔트리 블록 코딩', 'seoyun', 0);
    await enrol('코딩 실험실: 블록, 보드, 그래픽', 'hajun', 0);
    await enrol('코딩 실험실: 블록, 보드, 그래픽', 'seoyun', 0);
    // The demo learner's wishlist and cart: one wished lecture, one paid lecture waiting for checkout.
    const wished = ids.get('React로 만드는 웹 앱');
    const inCart = ids.get('자바스크립트 완전 정복');
    if (wished && users['minjun'])
      await trx('lecture_wishes').insert({
        lecture_id: wished,
        user_id: users['minjun'],
        state: wishStates.WISHING,
      });
    if (inCart && users['minjun'])
      await putInDemoCarts(trx, [
        { channelIndex: null, userId: users['minjun'], itemType: 'lecture', ref: inCart },
      ]);
    // A demo bundle of the demo teacher's two web lectures at one price (where commerce is installed).
    const bundled = ['자바스크립트 완전 정복', 'React로 만드는 웹 앱'].flatMap((s) => ids.get(s) ?? []);
    if (bundled.length === 2 && users['seoyeon'])
      await seedDemoBundle(trx, {
        channelIndex: null,
        ownerId: users['seoyeon'],
        title: '웹 개발 입문 패키지',
        price: 110_000,
        lectures: bundled,
        isPublished: true,
      });
    // The demo teacher's revenue: the demo learner bought her three paid lectures over the last
    // three months (paid at the local test payment provider, so they refund; ledger lines and
    // statements, all settled but the latest). Nothing without that provider.
    const bought = [
      { subject: '알고리즘 문제 해결 전략', monthsAgo: 3, method: 'card' as const },
      { subject: 'UX/UI 디자인 시작하기', monthsAgo: 2, method: 'phone' as const },
      { subject: 'Machine Learning Basics with Python', monthsAgo: 1, method: 'card' as const },
    ];
    const sales = [];
    for (const b of bought) {
      const lecture = await trx('lectures')
        .where({ id: ids.get(b.subject) ?? 0 })
        .first('id', 'slug', 'price');
      if (!lecture || !users['minjun'] || !users['seoyeon']) continue;
      sales.push({
        channelIndex: null,
        buyerId: users['minjun'],
        teacherId: users['seoyeon'],
        itemType: 'lecture',
        ref: lecture.id,
        title: b.subject,
        link: `/lecture/${lecture.id}/${lecture.slug}`,
        price: Number(lecture.price),
        method: b.method,
        monthsAgo: b.monthsAgo,
      });
    }
    const admin = ctx.accounts.find((a) => a.scope === 'public' && a.role === 'admin');
    for (const sale of await seedDemoRevenue(
      { db: trx, config: ctx.config },
      sales,
      admin ? (users[admin.userId] ?? null) : null,
    ))
      await enrol(sale.title, 'minjun', 0);
    const waiting = ids.get('방과후 알고리즘 반');
    if (waiting && users['jiwoo'])
      await trx('lecture_enrolments').insert({
        lecture_id: waiting,
        user_id: users['jiwoo'],
        state: 'waiting',
      });
    await trx.raw(`update lectures l set
      student_count = (select count(*) from lecture_enrolments e where e.lecture_id = l.id and e.state = 'joined'),
      review_count = (select count(*) from lecture_reviews r where r.lecture_id = l.id),
      average_rating = coalesce((select avg(rating) from lecture_reviews r where r.lecture_id = l.id), 0)`);
  });
  await seedRefunds(ctx, ids);
}

/**
 * The demo learner's refunds, paid and refunded for real at the local test payment provider (where
 * commerce runs with it; nothing otherwise): the wished React lecture bought and refunded in full
 * within 7 days, and the Git lecture bought, its first lesson studied, its refund waiting for an
 * admin's decision. Made after the lectures are committed, through commerce's checkout and refunds.
 */
async function seedRefunds(ctx: SeedContext, ids: ReadonlyMap<string, number>): Promise<void> {
  const learner = ctx.users['minjun'];
  const react = ids.get('React로 만드는 웹 앱');
  const git = ids.get('Git과 GitHub로 협업하기');
  if (!learner || !react || !git) return;
  const studyFirstLesson = async (db: SeedContext['db'], grant: { ref: number; userId: number }) => {
    const first = await db('lecture_lessons')
      .where({ lecture_id: grant.ref })
      .orderBy('position')
      .first('id');
    if (first)
      await db('lecture_lesson_progress').insert({
        lesson_id: first.id,
        user_id: grant.userId,
        lecture_id: grant.ref,
        state: lessonStates.COMPLETE,
      });
  };
  await seedDemoRefunds(
    ctx,
    lecturePurchasable,
    [
      {
        channelIndex: null,
        userId: learner,
        ref: react,
        refund: 'refunded',
        reason: '다른 강의를 먼저 듣기로 했어요.',
      },
      {
        channelIndex: null,
        userId: learner,
        ref: git,
        refund: 'pending',
        reason: '생각했던 내용과 달라서 환불을 요청합니다.',
        afterPurchase: studyFirstLesson,
      },
    ],
    null,
  );
}
