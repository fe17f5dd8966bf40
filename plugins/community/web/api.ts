import { api } from '@seodang/sdk/web';

/** Shapes of the community API (docs/contracts.md "Community plugin API"). */
export interface Author {
  id: number;
  name: string;
}

export interface Notice {
  index: number;
  title: string;
  contents: string;
  isPinned: boolean;
  author: Author;
  createdAt: string;
  canEdit?: boolean;
  canDelete?: boolean;
}

export interface Page<T> {
  list: T[];
  totalCount: number;
  page: number;
}

export interface NotificationItem {
  index: number;
  type: 'normal' | 'promotion';
  title: string;
  message: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface NotificationPage {
  list: NotificationItem[];
  totalCount: number;
  unreadCount: number;
}

export interface QuestionSummary {
  index: number;
  title: string;
  author: Author;
  answerCount: number;
  commentCount: number;
  createdAt: string;
}

export interface Comment {
  index: number;
  contents: string;
  author: Author;
  createdAt: string;
  canEdit: boolean;
  canDelete: boolean;
}

export interface Answer extends Comment {
  comments: Comment[];
}

export interface Question extends Comment {
  title: string;
}

export interface QuestionDetail {
  question: Question;
  answers: Answer[];
  comments: Comment[];
}

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;

/** Page size of the community lists. */
export const pageSize = 10;

export const communityApi = {
  notices: (page: number, search: string) =>
    api.get<Data<Page<Notice>>>('/api/notice', { page, limit: pageSize, search }).then(unwrap),
  notice: (index: number) => api.get<Data<Notice>>(`/api/notice/${index}`).then(unwrap),
  createNotice: (body: { title: string; contents: string; isPinned?: boolean }) =>
    api.post<Data<Notice>>('/api/notice', body).then(unwrap),
  updateNotice: (index: number, body: { title: string; contents: string; isPinned?: boolean }) =>
    api.put<Data<Notice>>(`/api/notice/${index}`, body).then(unwrap),
  deleteNotice: (index: number) => api.delete(`/api/notice/${index}`),

  notifications: (type: 'all' | 'promotion', page: number) =>
    api.get<Data<NotificationPage>>('/api/notification', { type, page, limit: pageSize }).then(unwrap),
  markRead: (body: { indexes?: number[]; all?: boolean }) => api.post('/api/notification/read', body),

  questions: (page: number, search: string) =>
    api.get<Data<Page<QuestionSummary>>>('/api/qna', { page, limit: pageSize, search }).then(unwrap),
  question: (index: number) => api.get<Data<QuestionDetail>>(`/api/qna/${index}`).then(unwrap),
  ask: (body: { title: string; contents: string }) => api.post<Data<Question>>('/api/qna', body).then(unwrap),
  updateQuestion: (index: number, body: { title: string; contents: string }) =>
    api.put(`/api/qna/${index}`, body),
  deleteQuestion: (index: number) => api.delete(`/api/qna/${index}`),
  answer: (index: number, contents: string) => api.post(`/api/qna/${index}/answers`, { contents }),
  updateAnswer: (answerIndex: number, contents: string) =>
    api.put(`/api/qna/answers/${answerIndex}`, { contents }),
  deleteAnswer: (answerIndex: number) => api.delete(`/api/qna/answers/${answerIndex}`),
  comment: (index: number, contents: string, answerIndex?: number) =>
    api.post(`/api/qna/${index}/comments`, { contents, answerIndex }),
  updateComment: (commentIndex: number, contents: string) =>
    api.put(`/api/qna/comments/${commentIndex}`, { contents }),
  deleteComment: (commentIndex: number) => api.delete(`/api/qna/comments/${commentIndex}`),
};
