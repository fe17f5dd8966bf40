import { AppError, type RequestContext } from '@seodang/sdk';
import { lectureProgressRef } from '@seodang/plugin-lectures/lecture-progress';
import { roadmapIssues, type RoadmapIssue, type RoadmapValues } from '../common/index.ts';

/**
 * The rules that need the data: a linked lecture must be published and public in the roadmap's
 * channel, a linked lesson must belong to such a lecture (and to the lecture the node names).
 * Another channel's lecture reads as missing, so it is refused the same way.
 */
async function linkIssues(rc: RequestContext, v: RoadmapValues): Promise<RoadmapIssue[]> {
  const channelId = rc.channel?.index ?? null;
  const lectures = rc.service(lectureProgressRef);
  const lectureIds = v.nodes
    .filter((n) => n.type === 'lecture' && n.lectureIndex)
    .map((n) => n.lectureIndex!);
  const lessonIds = v.nodes.filter((n) => n.type === 'lesson' && n.lessonIndex).map((n) => n.lessonIndex!);
  const [open, lessons] = await Promise.all([
    lectures.lectures(channelId, null, lectureIds),
    lectures.lessons(channelId, null, lessonIds),
  ]);
  const openLectures = new Set(open.filter((l) => l.isOpen).map((l) => l.lectureIndex));
  const openLessons = new Map(lessons.filter((l) => l.isOpen).map((l) => [l.lessonIndex, l.lectureIndex]));
  const out: RoadmapIssue[] = [];
  v.nodes.forEach((n, i) => {
    if (n.type === 'lecture' && n.lectureIndex && !openLectures.has(n.lectureIndex))
      out.push({
        path: `nodes.${i}.lectureIndex`,
        key: 'roadmaps.validation.lectureUnavailable',
        params: {},
      });
    if (n.type === 'lesson' && n.lessonIndex && openLessons.get(n.lessonIndex) !== n.lectureIndex)
      out.push({ path: `nodes.${i}.lessonIndex`, key: 'roadmaps.validation.lessonUnavailable', params: {} });
  });
  return out;
}

/**
 * Every broken rule of a roadmap about to be saved, as the standard 400 (the first rule's message,
 * every rule in `err.fields` with its path under `body`); nothing when it may be saved.
 */
export async function assertSavable(rc: RequestContext, v: RoadmapValues): Promise<void> {
  const issues = roadmapIssues(v);
  // The data is read only for a graph whose shape is right.
  if (issues.length === 0) issues.push(...(await linkIssues(rc, v)));
  if (issues.length === 0) return;
  const fields = issues.map((i) => ({ path: `body.${i.path}`, key: i.key, params: i.params }));
  throw new AppError(400, 'validation', fields[0].key, fields[0].params, fields);
}

/** The columns a save writes, from the checked values (text trimmed, the price only when paid). */
export function columnsOf(v: RoadmapValues) {
  const [first, second] = v.category.split('.');
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    category_first: first,
    category_second: second,
    difficulty: v.difficulty,
    is_free: v.isFree,
    price: v.isFree ? 0 : v.price!,
    discount: v.isFree ? null : v.discount,
    accept_type: v.acceptType,
    nodes: JSON.stringify(
      v.nodes.map((n) => ({
        ...n,
        label: n.label.trim(),
        url: n.type === 'resource' ? n.url!.trim() : null,
        lectureIndex: n.type === 'lecture' || n.type === 'lesson' ? n.lectureIndex : null,
        lessonIndex: n.type === 'lesson' ? n.lessonIndex : null,
      })),
    ),
    edges: JSON.stringify(v.edges),
  };
}
