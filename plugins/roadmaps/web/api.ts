import { api } from '@seodang/sdk/web';
import type {
  MyRoadmap,
  RoadmapAccess,
  RoadmapCard,
  RoadmapDetail,
  RoadmapFilters,
  RoadmapInput,
  RoadmapProgress,
  RoadmapRequest,
  NodeState,
} from '../common/index.ts';

type Data<T> = { data: T };

/** A roadmap of the teacher's list. */
export type TeachRoadmap = RoadmapCard & { isPublished: boolean; pendingRequests: number };

/** A lecture of the catalogue search (`GET /api/lecture/list/summary`). */
export interface LectureHit {
  sequence: number;
  subject: string;
}

/** A lesson of a lecture's curriculum (`GET /api/lecture/{index}`). */
export interface LessonHit {
  index: number;
  title: string;
}

const query = (filters: RoadmapFilters & { page?: number }) => {
  const q = new URLSearchParams();
  if (filters.difficulty) q.set('difficulty', filters.difficulty);
  if (filters.category) q.set('category', filters.category);
  if (filters.page) q.set('page', String(filters.page));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** The plugin's API as the screens call it (CSRF header and error parsing come with `api`). */
export const roadmapsApi = {
  list: (filters: RoadmapFilters & { page?: number }) =>
    api
      .get<Data<{ roadmapList: RoadmapCard[]; totalCount: number }>>(`/api/roadmap/list${query(filters)}`)
      .then((r) => r.data),
  categories: (difficulty: string | null) =>
    api
      .get<Data<{ value: string; label: string; count: number }[]>>(
        `/api/roadmap/category/list${difficulty ? `?difficulty=${difficulty}` : ''}`,
      )
      .then((r) => r.data),
  ofTeacher: (sequence: number) =>
    api
      .get<Data<{ roadmapList: RoadmapCard[] }>>(`/api/teacher/${sequence}/route`)
      .then((r) => r.data.roadmapList),
  detail: (sequence: number) => api.get<Data<RoadmapDetail>>(`/api/roadmap/${sequence}`).then((r) => r.data),
  request: (roadmapId: number) =>
    api
      .post<Data<{ roadmapId: number; access: RoadmapAccess }>>('/api/roadmap/request', { roadmapId })
      .then((r) => r.data),
  choose: (roadmapIdList: number[]) =>
    api.post<Data<{ roadmapIdList: number[] }>>('/api/roadmap/user', { roadmapIdList }).then((r) => r.data),
  mine: () =>
    api.get<Data<{ roadmapList: MyRoadmap[] }>>('/api/roadmap/user').then((r) => r.data.roadmapList),
  mark: (sequence: number, nodeId: string, state: NodeState) =>
    api
      .put<Data<{ nodeId: string; state: NodeState; progress: RoadmapProgress }>>(
        `/api/roadmap/${sequence}/nodes/${encodeURIComponent(nodeId)}/progress`,
        { state },
      )
      .then((r) => r.data),
  teachMine: () =>
    api.get<Data<{ roadmapList: TeachRoadmap[] }>>('/api/roadmap/teach/my').then((r) => r.data.roadmapList),
  requests: (sequence: number) =>
    api
      .get<Data<{ requestList: RoadmapRequest[] }>>(`/api/roadmap/${sequence}/requests`)
      .then((r) => r.data.requestList),
  decide: (sequence: number, userId: number, accept: boolean) =>
    api.post(`/api/roadmap/${sequence}/requests/${userId}`, { accept }),
  create: (body: RoadmapInput) => api.post<Data<RoadmapDetail>>('/api/roadmap', body).then((r) => r.data),
  save: (sequence: number, body: RoadmapInput & { version: number }) =>
    api.put<Data<RoadmapDetail>>(`/api/roadmap/${sequence}`, body).then((r) => r.data),
  publish: (sequence: number, isPublished: boolean) =>
    api.put<Data<RoadmapDetail>>(`/api/roadmap/${sequence}/publish`, { isPublished }).then((r) => r.data),
  searchLectures: (search: string) =>
    api
      .get<Data<{ list: LectureHit[] }>>(
        `/api/lecture/list/summary?limit=20${search.trim() ? `&search=${encodeURIComponent(search.trim())}` : ''}`,
      )
      .then((r) => r.data.list),
  lessonsOf: (lectureIndex: number) =>
    api.get<Data<{ curriculum: LessonHit[] }>>(`/api/lecture/${lectureIndex}`).then((r) => r.data.curriculum),
};
