import { api } from '@seodang/sdk/web';
import type { HomeRoadmap, LectureRoadmap } from '../../common/index.ts';

/** The two reads of the slots, apart from the screens' API so the home page carries only these. */
export const slotsApi = {
  ofLecture: (lectureIndex: number) =>
    api
      .get<{ data: { roadmapList: LectureRoadmap[] } }>(`/api/roadmap/lecture/${lectureIndex}`)
      .then((r) => r.data.roadmapList),
  home: () =>
    api
      .get<{ data: { roadmapList: HomeRoadmap[]; totalCount: number } }>('/api/roadmap/home')
      .then((r) => r.data),
};
