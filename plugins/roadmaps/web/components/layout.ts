import * as elkModule from 'elkjs/lib/elk.bundled.js';
import type { ELK, ELKConstructorArguments, ElkNode } from 'elkjs/lib/elk-api.js';
import type { RoadmapEdge } from '../../common/index.ts';

/** Node box size on the canvas (px); the layout keeps them apart by these. */
export const nodeSize = { width: 190, height: 64 } as const;

type ElkConstructor = new (args?: ELKConstructorArguments) => ELK;

/** The constructor, however the bundler wraps the CommonJS module (`default` once, twice or not). */
function elkConstructor(m: unknown): ElkConstructor {
  let c = m as { default?: unknown };
  while (typeof c !== 'function' && c?.default) c = c.default as { default?: unknown };
  return c as unknown as ElkConstructor;
}

const elk = new (elkConstructor(elkModule))();

/**
 * Positions for the nodes by ELK's layered algorithm: prerequisites flow left to right on a
 * desktop (`RIGHT`) and top to bottom on a phone (`DOWN`).
 */
export async function layoutGraph(
  nodeIds: readonly string[],
  edges: readonly RoadmapEdge[],
  direction: 'RIGHT' | 'DOWN',
): Promise<Map<string, { x: number; y: number }>> {
  const known = new Set(nodeIds);
  const graph = await elk.layout({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.spacing.nodeNode': '32',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
    },
    children: nodeIds.map((id) => ({ id, ...nodeSize })),
    edges: edges
      .filter((e) => known.has(e.source) && known.has(e.target) && e.source !== e.target)
      .map((e, i) => ({ id: `e${i}`, sources: [e.source], targets: [e.target] })),
  });
  return new Map(
    (graph.children ?? []).map((c: ElkNode) => [c.id, { x: Math.round(c.x ?? 0), y: Math.round(c.y ?? 0) }]),
  );
}
