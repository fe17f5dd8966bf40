import { api } from '@seodang/sdk/web';
import type { ClassCode, CodeTabState } from '../common/code-tab.ts';

type Data<T> = { data: T };
const base = (index: number) => `/api/live/${index}`;

/** The code tab's API: the class's quiz, learners' saved code and the code shown to all. */
export const codeApi = {
  state: (index: number) => api.get<Data<CodeTabState>>(`${base(index)}/quiz`).then((r) => r.data),
  /** A host chooses the class's quiz (null: none). */
  setQuiz: (index: number, quizIndex: number | null) =>
    api.put<Data<CodeTabState>>(`${base(index)}/quiz`, { quizIndex }).then((r) => r.data),
  /** Saved code of these learners (none listed: a learner's own and the shown one). */
  code: (index: number, users: number[] = []) =>
    api
      .get<Data<ClassCode>>(`${base(index)}/code`, users.length ? { users: users.join(',') } : undefined)
      .then((r) => r.data),
  /** A host shows one learner's code to everyone (null: nobody's). */
  show: (index: number, shownUserId: number | null) =>
    api
      .put<Data<{ shownUserId: number | null }>>(`${base(index)}/code`, { shownUserId })
      .then((r) => r.data.shownUserId),
};
