import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, isMobileWidth } from '@seodang/sdk/web';
import type { RoadmapEdge, RoadmapNodeView } from '../../common/index.ts';
import RoadmapCanvas, { type CanvasNode } from './canvas.tsx';
import { layoutGraph } from './layout.ts';

/**
 * A roadmap's graph for learners, laid out by ELK (left to right on a desktop, top to bottom on a
 * phone); a click on a node opens its lesson, lecture or link. Loaded lazily by the roadmap screen.
 */
export default function DetailGraph({
  nodes,
  edges,
  onOpen,
}: {
  nodes: readonly RoadmapNodeView[];
  edges: readonly RoadmapEdge[];
  onOpen(node: RoadmapNodeView): void;
}) {
  const { t } = useTranslation('roadmaps');
  const [places, setPlaces] = useState<Map<string, { x: number; y: number }> | null>(null);
  const [direction] = useState<'RIGHT' | 'DOWN'>(() => (isMobileWidth(window.innerWidth) ? 'DOWN' : 'RIGHT'));
  const shape = JSON.stringify([nodes.map((n) => n.id), edges]);
  useEffect(() => {
    let live = true;
    void layoutGraph(
      nodes.map((n) => n.id),
      edges,
      direction,
    ).then((p) => live && setPlaces(p));
    return () => {
      live = false;
    };
    // The layout depends on the graph's shape only, not on the states.
  }, [shape, direction]);
  if (!places) return <Loading />;
  const canvasNodes: CanvasNode[] = nodes.map((n) => ({
    id: n.id,
    label: n.label,
    detail: `${t(`type.${n.type}`)} · ${t(`state.${n.state}`)}`,
    tone: n.state,
    position: places.get(n.id) ?? n.position,
  }));
  return (
    <RoadmapCanvas
      nodes={canvasNodes}
      edges={edges}
      direction={direction}
      label={t('detail.graph')}
      onNodeOpen={(id) => {
        const node = nodes.find((n) => n.id === id);
        if (node) onOpen(node);
      }}
    />
  );
}
