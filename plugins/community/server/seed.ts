import type { SeedContext } from '@seodang/sdk';

/** Korean demo content for `npm start`: notices, a few questions with answers, a welcome notification. */
export async function seedCommunity(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  const exists = await db('community_notices').first('id');
  if (exists) return;
  const admin = users['jihoon.admin'];
  const teacher = users['sua.teacher'];
  const student = users['hajun'];
  const publicTeacher = users['seoyeon'];
  const publicStudent = users['minjun'];
  await db('community_notices').insert([
    {
      channel_id: null,
      author_id: publicTeacher,
      title: '서당에 오신 것을 환영합니다',
      contents: '<p>프로그래밍 강의와 코딩 테스트를 한 곳에서 만나보세요.</p>',
      is_pinned: true,
    },
    {
      channel_id: null,
      author_id: publicTeacher,
      title: '겨울 코딩 캠프 신청 안내',
      contents: '<p>12월 한 달 동안 파이썬 기초 캠프가 열립니다.</p>',
    },
    {
      channel_id: channelId,
      author_id: admin,
      title: '2학기 정보 수행평가 일정 안내',
      contents: '<p>11월 마지막 주에 코딩 수행평가가 있습니다. 웹캠을 미리 점검해 주세요.</p>',
      is_pinned: true,
    },
    {
      channel_id: channelId,
      author_id: admin,
      title: '방과후 알고리즘 반 모집',
      contents: '<p>매주 수요일 7교시, 컴퓨터실에서 진행합니다.</p>',
    },
  ]);
  const [q1] = await db('community_questions')
    .insert({
      channel_id: channelId,
      author_id: student,
      title: '파이썬에서 리스트를 거꾸로 뒤집는 방법이 궁금해요',
      contents: 'reverse()와 슬라이싱 [::-1]의 차이가 무엇인가요? 둘 다 써도 되나요?',
    })
    .returning('id');
  const [a1] = await db('community_answers')
    .insert({
      question_id: q1.id,
      author_id: teacher,
      contents:
        'reverse()는 원래 리스트를 바꾸고, [::-1]은 뒤집힌 새 리스트를 만듭니다. 원본을 유지하려면 슬라이싱을 쓰세요.',
    })
    .returning('id');
  await db('community_comments').insert({
    question_id: q1.id,
    answer_id: a1.id,
    author_id: student,
    contents: '이해했어요, 감사합니다!',
  });
  await db('community_questions').insert({
    channel_id: null,
    author_id: publicStudent,
    title: 'C언어 포인터가 너무 어려워요',
    contents: '포인터와 배열의 관계를 쉽게 이해할 수 있는 방법이 있을까요? 추천할 강의도 알려주세요.',
  });
  for (const q of await db('community_questions').select('id')) {
    await db('community_questions')
      .where({ id: q.id })
      .update({
        answer_count: db('community_answers').where({ question_id: q.id }).count(),
        comment_count: db('community_comments').where({ question_id: q.id }).count(),
      });
  }
  await db('community_notifications').insert([
    {
      channel_id: channelId,
      user_id: student,
      type: 'normal',
      title: '새 답변이 달렸어요',
      message: '최수아 선생님이 질문에 답변했습니다.',
      link: `/qna?question=${q1.id}`,
    },
    {
      channel_id: null,
      user_id: publicStudent,
      type: 'promotion',
      title: '겨울 특강 20% 할인',
      message: '이번 주까지 모든 파이썬 강의를 할인합니다.',
      link: '/',
    },
  ]);
}
