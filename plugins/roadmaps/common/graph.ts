import { z } from 'zod';
import { patterns } from '@seodang/sdk/common';
import { difficulties, lectureLimits, parseCategoryValue } from '@seodang/plugin-lectures/common';

/** The limits of a roadmap and its graph. */
export const roadmapLimits = {
  title: 60,
  /** A one-line description of this many characters or more is invalid (as the lecture rule). */
  description: 100,
  label: 60,
  nodes: 200,
  edges: 400,
  url: 500,
  nodeId: 40,
  /** How far a node may sit from the origin, in either direction. */
  position: 100_000,
  priceMax: lectureLimits.priceMax,
  /** How many roadmaps a learner may choose at once. */
  chosen: 50,
} as const;

/** The kinds of node (roadmap.sh's model, plus our lectures and lessons). */
export const nodeTypes = ['lecture', 'lesson', 'topic', 'resource', 'checkpoint'] as const;
export type NodeType = (typeof nodeTypes)[number];

/** The kinds of edge: a prerequisite (must come first; acyclic) or a related link. */
export const edgeKinds = ['prerequisite', 'related'] as const;
export type EdgeKind = (typeof edgeKinds)[number];

/** How a free roadmap is granted: at once, or after the owner reviews the request. */
export const acceptTypes = ['immediate', 'review'] as const;
export type AcceptType = (typeof acceptTypes)[number];

export { difficulties };
export type Difficulty = (typeof difficulties)[number];

const bounded = (max: number) => z.number().int().min(0).max(max);
const position = z.number().finite().min(-roadmapLimits.position).max(roadmapLimits.position);

/** One node as the editor sends it (shape only; the rules run in {@link roadmapIssues}). */
export const nodeSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'roadmaps.validation.nodeId'),
  type: z.enum(nodeTypes),
  label: z.string().max(1000),
  lectureIndex: bounded(2_147_483_647).nullable().default(null),
  lessonIndex: bounded(2_147_483_647).nullable().default(null),
  url: z.string().max(2000).nullable().default(null),
  position: z.object({ x: position, y: position }),
  included: z.boolean().default(false),
});
export type RoadmapNode = z.output<typeof nodeSchema>;

/** One edge as the editor sends it. */
export const edgeSchema = z.object({
  source: z.string().max(roadmapLimits.nodeId),
  target: z.string().max(roadmapLimits.nodeId),
  kind: z.enum(edgeKinds),
});
export type RoadmapEdge = z.output<typeof edgeSchema>;

/**
 * A roadmap as its author saves it: the settings and the whole graph. The shape is checked here;
 * {@link roadmapIssues} gives every broken rule with its field, in the catalogue's words.
 */
export const roadmapInputSchema = z.object({
  title: z.string().max(1000),
  description: z.string().max(1000).default(''),
  category: z.string().max(200),
  difficulty: z.enum(difficulties),
  isFree: z.boolean(),
  price: bounded(roadmapLimits.priceMax).nullable().default(null),
  discount: bounded(100).nullable().default(null),
  acceptType: z.enum(acceptTypes).default('immediate'),
  nodes: z.array(nodeSchema).max(1000),
  edges: z.array(edgeSchema).max(2000),
});
export type RoadmapInput = z.input<typeof roadmapInputSchema>;
export type RoadmapValues = z.output<typeof roadmapInputSchema>;

/** A save of an existing roadmap carries the version it was read at (a stale one answers 409). */
export const roadmapUpdateSchema = roadmapInputSchema.extend({ version: bounded(2_147_483_647) });

/** One broken rule: where (`nodes.3.label`), the catalogue key, and the key's params. */
export interface RoadmapIssue {
  path: string;
  key: string;
  params: Record<string, string | number>;
}

const issue = (path: string, name: string, params: Record<string, string | number> = {}): RoadmapIssue => ({
  path,
  key: `roadmaps.validation.${name}`,
  params,
});

/** Whether a category value names a second-level category of §3 (`first.second`). */
export function isRoadmapCategory(value: string): boolean {
  return !!parseCategoryValue(value)?.second;
}

const length = (text: string) => [...text.trim()].length;

/** The settings' rules (title, description, category, price). */
function settingIssues(v: RoadmapValues): RoadmapIssue[] {
  const out: RoadmapIssue[] = [];
  if (v.title.trim() === '') out.push(issue('title', 'titleEmpty'));
  else if (length(v.title) > roadmapLimits.title) out.push(issue('title', 'titleTooLong'));
  if (length(v.description) >= roadmapLimits.description)
    out.push(issue('description', 'descriptionTooLong'));
  if (!isRoadmapCategory(v.category)) out.push(issue('category', 'category'));
  if (!v.isFree) {
    if (v.price === null || v.price < 1) out.push(issue('price', 'price'));
    if (v.discount !== null && (v.discount < 0 || v.discount >= 100)) out.push(issue('discount', 'discount'));
  }
  return out;
}

/** The node's own rules: a label, the link its type needs. */
function nodeIssues(node: RoadmapNode, i: number, seen: Set<string>): RoadmapIssue[] {
  const out: RoadmapIssue[] = [];
  const at = `nodes.${i}`;
  if (seen.has(node.id)) out.push(issue(`${at}.id`, 'nodeDuplicate', { node: node.id }));
  seen.add(node.id);
  if (node.label.trim() === '' || length(node.label) > roadmapLimits.label)
    out.push(issue(`${at}.label`, 'label'));
  if (node.type === 'lecture' && node.lectureIndex === null)
    out.push(issue(`${at}.lectureIndex`, 'lectureMissing'));
  if (node.type === 'lesson' && (node.lessonIndex === null || node.lectureIndex === null))
    out.push(issue(`${at}.lessonIndex`, 'lessonMissing'));
  if (node.type === 'resource') {
    const url = node.url?.trim() ?? '';
    if (url.length > roadmapLimits.url || !patterns.link.test(url)) out.push(issue(`${at}.url`, 'url'));
  } else if (node.url) out.push(issue(`${at}.url`, 'urlNotAllowed'));
  return out;
}

/**
 * A node on a cycle of prerequisite edges, or null when they are acyclic (Kahn's algorithm:
 * what is left after peeling every node without a remaining prerequisite lies on or behind a
 * cycle; following prerequisites from there always reaches one).
 */
export function nodeOnCycle(nodeIds: readonly string[], edges: readonly RoadmapEdge[]): string | null {
  const before = new Map<string, string[]>(nodeIds.map((id) => [id, []]));
  const after = new Map<string, string[]>(nodeIds.map((id) => [id, []]));
  for (const e of edges) {
    if (e.kind !== 'prerequisite' || !before.has(e.target) || !before.has(e.source)) continue;
    before.get(e.target)!.push(e.source);
    after.get(e.source)!.push(e.target);
  }
  const waiting = new Map(nodeIds.map((id) => [id, before.get(id)!.length]));
  const ready = nodeIds.filter((id) => waiting.get(id) === 0);
  while (ready.length) {
    const id = ready.pop()!;
    waiting.delete(id);
    for (const next of after.get(id)!) {
      const left = waiting.get(next)! - 1;
      waiting.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  if (waiting.size === 0) return null;
  // Walk back along prerequisites that are still waiting until a node repeats: it is on a cycle.
  let current = waiting.keys().next().value as string;
  const visited = new Set<string>();
  while (!visited.has(current)) {
    visited.add(current);
    current = before.get(current)!.find((p) => waiting.has(p))!;
  }
  return current;
}

/**
 * Every broken rule of a roadmap (settings, limits, nodes, edges, acyclic prerequisites), each
 * with its field; empty when it may be saved. The server adds the rules that need the data
 * (linked lectures and lessons published and visible). Shared by the editor and the server.
 */
export function roadmapIssues(v: RoadmapValues): RoadmapIssue[] {
  const out = settingIssues(v);
  if (v.nodes.length > roadmapLimits.nodes)
    out.push(issue('nodes', 'tooManyNodes', { max: roadmapLimits.nodes }));
  if (v.edges.length > roadmapLimits.edges)
    out.push(issue('edges', 'tooManyEdges', { max: roadmapLimits.edges }));
  const seen = new Set<string>();
  v.nodes.forEach((node, i) => out.push(...nodeIssues(node, i, seen)));
  const pairs = new Set<string>();
  v.edges.forEach((e, i) => {
    const at = `edges.${i}`;
    if (!seen.has(e.source) || !seen.has(e.target)) out.push(issue(at, 'edgeDangling'));
    else if (e.source === e.target) out.push(issue(at, 'edgeSelfLoop', { node: e.source }));
    else {
      // One edge per pair of nodes, whichever its kind or direction.
      const pair = [e.source, e.target].sort().join('\u0000');
      if (pairs.has(pair)) out.push(issue(at, 'edgeDuplicate'));
      pairs.add(pair);
    }
  });
  const cycleAt = nodeOnCycle(
    [...seen],
    v.edges.filter((e) => e.source !== e.target),
  );
  if (cycleAt !== null) {
    const i = v.nodes.findIndex((n) => n.id === cycleAt);
    const label = v.nodes[i]?.label.trim() || cycleAt;
    out.push(issue(`nodes.${i}`, 'cycle', { node: label }));
  }
  return out;
}

/**
 * The nodes in prerequisite order (every prerequisite before what it leads to), ties broken by
 * position (left to right, then top to bottom): the order of the accessible outline. Nodes on a
 * cycle (never saved, but possible in an editor) come last in position order.
 */
export function prerequisiteOrder<N extends Pick<RoadmapNode, 'id' | 'position'>>(
  nodes: readonly N[],
  edges: readonly RoadmapEdge[],
): N[] {
  const byPlace = [...nodes].sort((a, b) => a.position.x - b.position.x || a.position.y - b.position.y);
  const waiting = new Map(byPlace.map((n) => [n.id, 0]));
  const after = new Map<string, string[]>(byPlace.map((n) => [n.id, []]));
  for (const e of edges) {
    if (
      e.kind !== 'prerequisite' ||
      !waiting.has(e.source) ||
      !waiting.has(e.target) ||
      e.source === e.target
    )
      continue;
    waiting.set(e.target, waiting.get(e.target)! + 1);
    after.get(e.source)!.push(e.target);
  }
  const out: N[] = [];
  const placed = new Set<string>();
  let progressed = true;
  while (progressed) {
    progressed = false;
    for (const n of byPlace) {
      if (placed.has(n.id) || waiting.get(n.id)! > 0) continue;
      out.push(n);
      placed.add(n.id);
      for (const next of after.get(n.id)!) waiting.set(next, waiting.get(next)! - 1);
      progressed = true;
      break;
    }
  }
  return [...out, ...byPlace.filter((n) => !placed.has(n.id))];
}
