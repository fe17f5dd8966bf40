import { api } from '@seodang/sdk/web';
import type { Category, LectureSaveInput, LessonInput, LessonState } from '../common/index.ts';
import { wishStates } from '../common/constants.ts';

/** A lecture list item as the API returns it (server/lecture-row.ts presentListItem). */
export interface LectureItem {
  sequence: number;
  subject: string;
  slug: string;
  description: string;
  category: { first: { id: string }; second: { id: string | null } };
  educatorsData: { id: number | null; name: string };
  isFree: boolean;
  price: number;
  discount: number | null;
  discounted_price: number | null;
  discountStartDate: string | null;
  discountDueDate: string | null;
  isDiscountActive: boolean;
  finalPrice: number;
  difficulty: string;
  certificateIssued: boolean;
  studentCount: number;
  period: number | null;
  averageRating: number;
  reviewCount: number;
  isPublic: boolean;
  isPublished: boolean;
  isBase: boolean;
  tags: string[];
  isWishing: boolean;
  lessonCount?: number;
  waitingCount?: number;
}

/** Every field of a lecture. */
export interface LectureFull extends LectureItem {
  contents: string;
  license: string;
  introVideoUrl: string | null;
  periodType: 'unlimited' | 'days' | 'dates';
  periodDays: number | null;
  openDate: string | null;
  closeDate: string | null;
  settings: {
    permission: 'public' | 'private';
    acceptType: 'immediate' | 'review';
    allowPrint: boolean;
    allowInternalCopy: boolean;
    isBase: boolean;
    sequentialLessons: boolean;
  };
}

/** One curriculum entry for a learner. */
export interface CurriculumEntry {
  index: number;
  order: number;
  url: string;
  title: string;
  type: string;
  phase: string | null;
  contentCode: string | null;
  quizLanguage: string | null;
  isPreview: boolean;
  state: LessonState;
}

export interface LectureDetail {
  lecture: LectureFull & { lessonCount: number };
  curriculum: CurriculumEntry[];
  educator: { id: number | null; name: string; lectureCount: number };
  enrolment: {
    state: 'joined' | 'waiting' | 'invited';
    isActive: boolean;
    /** Where now falls in the study period (the lecture's dates, then the days from enrolment). */
    periodState: 'open' | 'notStarted' | 'ended';
    periodEndsAt: string | null;
    progress: number;
    completedLessons: number;
    expiresAt: string | null;
  } | null;
  canEdit: boolean;
}

export interface LessonItem {
  type: 'video' | 'video_file' | 'text';
  content: string;
}

export interface EditorLesson {
  index: number;
  title: string;
  type: string;
  phase: string | null;
  contentCode: string | null;
  quizLanguage: string | null;
  isPreview: boolean;
  items: LessonItem[];
}

export interface PlayerData {
  lecture: {
    sequence: number;
    subject: string;
    slug: string;
    allowPrint: boolean;
    allowInternalCopy: boolean;
  };
  lesson: CurriculumEntry & { items: LessonItem[] };
  curriculum: CurriculumEntry[];
  previous: CurriculumEntry | null;
  next: CurriculumEntry | null;
  canTrack: boolean;
}

export interface CatalogueQuery {
  page?: number;
  limit?: number;
  search?: string;
  category?: string;
  sort?: string;
  price?: string;
  difficulty?: string;
}

export interface CataloguePage {
  list: LectureItem[];
  category: Category[];
  totalCount: number;
  page: number;
  limit: number;
}

export interface MyLecture extends LectureItem {
  state: string;
  progress: number;
  completedLessons: number;
  expiresAt: string | null;
}

export interface Review {
  index: number;
  rating: number;
  contents: string;
  author: { id: number; name: string };
  isMine: boolean;
  createdAt: string;
}

export interface Student {
  id: number;
  userId: string;
  name: string;
  state: 'joined' | 'waiting' | 'invited';
}

/** A channel's lesson-phase → curriculum-code mapping (GET/PUT/DELETE /api/lecture/curriculum-codes). */
export interface CurriculumCodeMap {
  entries: { phase: string; code: string }[];
  isDefault: boolean;
  updatedAt: string | null;
  codes: string[];
}

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;
const q = (query: CatalogueQuery) => query as Record<string, string | number | undefined>;

/** Calls of the lectures API (see the plugin README). */
export const lectureApi = {
  summary: (query: CatalogueQuery) =>
    api.get<Data<CataloguePage>>('/api/lecture/list/summary', q(query)).then(unwrap),
  recommended: () =>
    api.get<Data<{ key: string; lectureList: LectureItem[] }[]>>('/api/recommendLecture/list').then(unwrap),
  detail: (index: number) => api.get<Data<LectureDetail>>(`/api/lecture/${index}`).then(unwrap),
  reviews: (index: number) =>
    api
      .get<Data<{ list: Review[]; totalCount: number; averageRating: number }>>(
        `/api/lecture/${index}/reviews`,
      )
      .then(unwrap),
  writeReview: (index: number, body: { rating: number; contents: string }) =>
    api.put(`/api/lecture/${index}/reviews/mine`, body),
  /** `POST /api/wishingLecture` (spec §7): WISHING=1 or CANCELED=0. */
  wish: (lectureSequence: number, wish: boolean) =>
    api
      .post<Data<{ lectureSequence: number; state: number; isWishing: boolean }>>('/api/wishingLecture', {
        lectureSequence,
        state: wish ? wishStates.WISHING : wishStates.CANCELED,
      })
      .then(unwrap),
  enrol: (index: number) => api.post<Data<{ state: string }>>(`/api/lecture/${index}/enrol`, {}).then(unwrap),
  leave: (index: number) => api.delete(`/api/lecture/${index}/enrol`),
  mine: (state: 'joined' | 'waiting' | 'invited', page = 1) =>
    api
      .get<Data<{ list: MyLecture[]; totalCount: number }>>(`/api/lecture/${state}`, { page, limit: 12 })
      .then(unwrap),
  lesson: (index: number, lesson: number) =>
    api.get<Data<PlayerData>>(`/api/lecture/${index}/lessons/${lesson}`).then(unwrap),
  complete: (index: number, lesson: number) =>
    api
      .post<Data<{ curriculum: CurriculumEntry[]; lectureComplete: boolean }>>(
        `/api/lecture/${index}/lessons/${lesson}/complete`,
        {},
      )
      .then(unwrap),

  teachMy: () => api.get<Data<LectureItem[]>>('/api/lecture/teach/my').then(unwrap),
  bases: () => api.get<Data<LectureItem[]>>('/api/lecture/base').then(unwrap),
  edit: (index: number) =>
    api
      .get<Data<{ lecture: LectureFull; lessons: EditorLesson[] }>>(`/api/lecture/${index}/edit`)
      .then(unwrap),
  create: (body: LectureSaveInput) => api.post<Data<LectureFull>>('/api/lecture', body).then(unwrap),
  update: (index: number, body: LectureSaveInput) =>
    api.put<Data<LectureFull>>(`/api/lecture/${index}`, body).then(unwrap),
  publish: (index: number, published: boolean) =>
    api.put<Data<LectureFull>>(`/api/lecture/${index}/publish`, { published }).then(unwrap),
  remove: (index: number) => api.delete(`/api/lecture/${index}`),
  addLesson: (index: number, body: LessonInput) =>
    api.post<Data<EditorLesson>>(`/api/lecture/${index}/lessons`, body).then(unwrap),
  updateLesson: (index: number, lesson: number, body: LessonInput) =>
    api.put<Data<EditorLesson>>(`/api/lecture/${index}/lessons/${lesson}`, body).then(unwrap),
  removeLesson: (index: number, lesson: number) => api.delete(`/api/lecture/${index}/lessons/${lesson}`),
  reorder: (index: number, order: number[]) =>
    api.put<Data<EditorLesson[]>>(`/api/lecture/${index}/lessons/order`, { order }).then(unwrap),
  students: (index: number) => api.get<Data<Student[]>>(`/api/lecture/${index}/students`).then(unwrap),
  review: (index: number, user: number, accept: boolean) =>
    api.post(`/api/lecture/${index}/students/${user}`, { accept }),
  curriculumCodes: () => api.get<Data<CurriculumCodeMap>>('/api/lecture/curriculum-codes').then(unwrap),
  saveCurriculumCodes: (entries: CurriculumCodeMap['entries']) =>
    api.put<Data<CurriculumCodeMap>>('/api/lecture/curriculum-codes', { entries }).then(unwrap),
  resetCurriculumCodes: () =>
    api.delete<Data<CurriculumCodeMap>>('/api/lecture/curriculum-codes').then(unwrap),
  invite: (index: number, userIds: string[]) =>
    api
      .post<Data<{ invited: string[]; notFound: string[] }>>(`/api/lecture/${index}/invite`, { userIds })
      .then(unwrap),
};

/** The lecture page path (spec §2: /lecture/{lectureSeq}/{lectureSlug}). */
export const lecturePath = (l: { sequence: number; slug: string }) =>
  `/lecture/${l.sequence}/${encodeURIComponent(l.slug)}`;
