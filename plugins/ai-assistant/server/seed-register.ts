import { createHash } from 'node:crypto';
import type { Knex, SeedContext } from '@seodang/sdk';
import type { ReviewReason } from '../common/api.ts';
import type { Guardrail } from '../common/settings.ts';
import type { AiAction } from '../common/views.ts';
import { demoLectures } from './seed.ts';

/** A stable id per demo row, so seeding again adds nothing. */
function demoUuid(key: string): string {
  const h = createHash('sha256').update(`seodang-demo-ai:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A small deterministic sequence (the same demo on every machine). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const questions: Record<AiAction, string[]> = {
  code_explanation: [
    '이 코드가 왜 45를 출력하나요?',
    '3번 줄의 range가 무슨 뜻인가요?',
    '왜 오답이 나오는지 설명해 주세요.',
  ],
  code_solution: [
    '어디를 고치면 될까요?',
    '런타임 에러가 나요. 도와주세요.',
    '테스트 1이 틀렸는데 이유가 뭘까요?',
  ],
  chat: ['반복문은 언제 쓰나요?', 'while과 for의 차이가 궁금해요.', '리스트를 순회하는 방법을 알려 주세요.'],
  qna: [
    'range(1, 11)은 어디까지 세나요?',
    '들여쓰기를 틀리면 어떻게 되나요?',
    'print와 return은 어떻게 다른가요?',
  ],
};
const answers: Record<AiAction, string> = {
  code_explanation:
    '3번 줄의 `range(n)`은 0부터 n-1까지 셉니다. 합에 빠진 수가 있는지 반복이 시작하고 끝나는 값을 확인해 보세요.',
  code_solution:
    '에러가 가리키는 줄에서 각 변수의 값을 출력해 보세요. 반복 범위의 끝값이 문제에서 요구한 값과 같은가요?',
  chat: '같은 일을 정해진 횟수나 조건만큼 되풀이할 때 반복문을 씁니다. 횟수가 정해져 있으면 for, 조건이 중요하면 while이 편합니다.',
  qna: '`range(1, 11)`은 1부터 10까지 셉니다. 끝값 11은 포함되지 않아요.',
};
const actions: AiAction[] = ['code_explanation', 'code_solution', 'chat', 'qna'];
const reasons: ReviewReason[] = ['helpful_hint', 'unclear', 'too_little', 'wrong', 'too_much', 'off_topic'];

interface DemoLecture {
  id: number;
  channelId: number | null;
  guardrail: Guardrail;
  learners: number[];
  lessons: number[];
  /** Calls a day at most. */
  perDay: number;
}

async function demoLecture(
  db: Knex,
  subject: string,
  channelId: number | null,
  guardrail: Guardrail,
  perDay: number,
): Promise<DemoLecture | null> {
  const q = db('lectures').where({ subject }).first('id');
  const lecture = await (channelId === null ? q.whereNull('channel_id') : q.where({ channel_id: channelId }));
  if (!lecture) return null;
  const learners = await db('lecture_enrolments')
    .where({ lecture_id: lecture.id, state: 'joined' })
    .pluck('user_id');
  const lessons = await db('lecture_lessons')
    .where({ lecture_id: lecture.id })
    .orderBy('position')
    .pluck('id');
  if (!learners.length || !lessons.length) return null;
  return { id: lecture.id, channelId, guardrail, learners, lessons, perDay };
}

/** How a demo call ended: mostly answered, now and then stopped, failed, short of context or refused. */
function statusOf(r: number): { status: string; charged: boolean; answered: boolean } {
  if (r < 0.78) return { status: 'ok', charged: true, answered: true };
  if (r < 0.84) return { status: 'cancelled', charged: true, answered: true };
  if (r < 0.88) return { status: 'insufficient', charged: false, answered: false };
  if (r < 0.92) return { status: 'provider_error', charged: false, answered: false };
  if (r < 0.95) return { status: 'timeout', charged: false, answered: false };
  if (r < 0.98) return { status: 'refused_quota', charged: false, answered: false };
  return { status: 'truncated', charged: true, answered: true };
}

/** Thirty days of register rows for one lecture, with ratings on about half of the answers. */
async function seedLectureCalls(db: Knex, lecture: DemoLecture, now: Date): Promise<void> {
  const random = sequence(lecture.id * 7919);
  const calls: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  for (let daysAgo = 30; daysAgo >= 1; daysAgo--) {
    const count = 1 + Math.floor(random() * lecture.perDay);
    for (let i = 0; i < count; i++) {
      const action = actions[Math.floor(random() * actions.length)];
      const userId = lecture.learners[Math.floor(random() * lecture.learners.length)];
      const lessonIndex = lecture.lessons[Math.floor(random() * lecture.lessons.length)];
      const end = statusOf(random());
      const createdAt = new Date(now.getTime() - daysAgo * 86_400_000 + Math.floor(random() * 36_000_000));
      const responseId = demoUuid(`${lecture.id}:${daysAgo}:${i}`);
      const inputTokens = end.status.startsWith('refused') ? 0 : 600 + Math.floor(random() * 900);
      const outputTokens = end.answered ? 80 + Math.floor(random() * 320) : 0;
      calls.push({
        response_id: responseId,
        user_id: userId,
        channel_id: lecture.channelId,
        lecture_index: lecture.id,
        lesson_index: lessonIndex,
        action,
        conversation_id: action === 'chat' ? responseId : null,
        provider: 'demo',
        model: 'seodang-demo',
        guardrail: lecture.guardrail,
        locale: 'ko',
        status: end.status,
        verdict: action.startsWith('code') ? (random() < 0.5 ? 'WRONG' : 'RUNTIME_ERROR') : null,
        input_tokens: inputTokens,
        output_tokens: outputTokens,
        first_token_ms: end.answered ? 250 + Math.floor(random() * 900) : null,
        duration_ms: end.status.startsWith('refused') ? 15 : 900 + Math.floor(random() * 5000),
        charged: end.charged,
        question: questions[action][Math.floor(random() * questions[action].length)],
        answer: end.answered ? answers[action] : null,
        created_at: createdAt,
      });
      if (end.answered && random() < 0.5) {
        const score = random() < 0.75 ? 1 : 0;
        const reason = score ? reasons[0] : reasons[1 + Math.floor(random() * (reasons.length - 1))];
        reviews.push({
          response_id: responseId,
          user_id: userId,
          score,
          review_selection: JSON.stringify(random() < 0.7 ? [reason] : []),
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
    }
  }
  await db('ai_calls').insert(calls).onConflict('response_id').ignore();
  if (reviews.length) await db('ai_reviews').insert(reviews).onConflict(['response_id', 'user_id']).ignore();
}

/** 정하준's chat in the class's first tutorial lesson yesterday, rated helpful. */
async function seedHajunChat(db: Knex, lecture: DemoLecture, hajun: number, now: Date): Promise<void> {
  const tutorial = await db('lecture_lessons')
    .where({ lecture_id: lecture.id, type: 'tutorial' })
    .orderBy('position')
    .first('id');
  const lessonIndex = tutorial?.id ?? lecture.lessons[0];
  const conversationId = demoUuid('hajun-chat');
  const turns = [
    [
      'for 문에서 range(1, 6)은 몇 번 반복하나요?',
      '`range(1, 6)`은 1, 2, 3, 4, 5를 차례로 만들어서 다섯 번 반복합니다. 끝값 6은 포함되지 않아요.',
    ],
    [
      '그럼 1부터 10까지 더하려면 range를 어떻게 써야 하나요?',
      '끝값이 포함되지 않는다는 점을 떠올려 보세요. 10까지 세려면 끝값을 얼마로 두어야 할까요?',
    ],
  ];
  const rows = turns.map(([question, answer], i) => ({
    response_id: i === 0 ? conversationId : demoUuid(`hajun-chat-${i}`),
    user_id: hajun,
    channel_id: lecture.channelId,
    lecture_index: lecture.id,
    lesson_index: lessonIndex,
    action: 'chat',
    conversation_id: conversationId,
    provider: 'demo',
    model: 'seodang-demo',
    guardrail: lecture.guardrail,
    locale: 'ko',
    status: 'ok',
    input_tokens: 820 + i * 140,
    output_tokens: 96 + i * 20,
    first_token_ms: 410 + i * 35,
    duration_ms: 2300 + i * 400,
    charged: true,
    question,
    answer,
    created_at: new Date(now.getTime() - 86_400_000 - (3 - i) * 3_600_000),
  }));
  await db('ai_calls').insert(rows).onConflict('response_id').ignore();
  await db('ai_reviews')
    .insert({
      response_id: rows[1].response_id,
      user_id: hajun,
      score: 1,
      review_selection: JSON.stringify(['helpful_hint']),
      review_comment: '끝값을 스스로 생각해 보게 해 줘서 좋았어요.',
    })
    .onConflict(['response_id', 'user_id'])
    .ignore();
}

/**
 * The register's demo (called by the plugin's seed): thirty days of calls with ratings for the
 * demo channel's Python class and the public Python course, so the report's chart, table, CSV
 * and register have something to show, and 정하준's rated chat in a tutorial lesson. Idempotent.
 */
export async function seedAiRegister(ctx: SeedContext, now = new Date()): Promise<void> {
  const { db, channelId, users } = ctx;
  if (!(await db.schema.hasTable('lectures'))) return;
  const lectures = [
    await demoLecture(db, demoLectures.channel.subject, channelId, demoLectures.channel.guardrail, 6),
    await demoLecture(db, demoLectures.public.subject, null, demoLectures.public.guardrail, 3),
  ];
  for (const lecture of lectures) if (lecture) await seedLectureCalls(db, lecture, now);
  if (lectures[0] && users.hajun) await seedHajunChat(db, lectures[0], users.hajun, now);
}
