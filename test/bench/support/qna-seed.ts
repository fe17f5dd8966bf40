import type { TestCore } from '@seodang/sdk/testing';

/**
 * Seeds the Q&A list through the API, as users would: `questions` questions by the user `asker`
 * (made here), an answer on every third and a comment on every fifth.
 */
export async function seedQuestions(app: TestCore, password: string, questions: number): Promise<void> {
  await app.createUser({ userId: 'asker', name: '질문자' });
  const asker = app.client();
  await asker.login('asker', password);
  for (let i = 0; i < questions; i++) {
    const res = await asker.post('/api/qna', {
      title: `벤치마크 질문 ${i + 1}번입니다`,
      contents: `재귀 함수와 반복문의 차이를 설명해 주세요. (${i + 1})`,
    });
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(res.body)}`);
    const index = res.body.data.index as number;
    if (i % 3 === 0)
      await asker.post(`/api/qna/${index}/answers`, { contents: '반복문은 스택을 쓰지 않습니다.' });
    if (i % 5 === 0) await asker.post(`/api/qna/${index}/comments`, { contents: '좋은 질문입니다.' });
  }
}
