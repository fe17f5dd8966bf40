import '@xyflow/react/dist/style.css';
import './roadmaps.css';
import { useMemo } from 'react';
import {
  Background,
  Controls,
  Position,
  ReactFlow,
  type Connection,
  type Edge,
  type Node,
} from '@xyflow/react';
import type { EdgeKind } from '../../common/index.ts';
import { nodeSize } from './layout.ts';

/** One node as the canvas draws it: its label, a second line (type and state in words), its box. */
export interface CanvasNode {
  id: string;
  label: string;
  detail: string;
  /** done | learning | skipped | pending, or the editor's 'draft'. */
  tone: string;
  position: { x: number; y: number };
  /** A rule this node breaks (the editor), shown on the node. */
  error?: string;
}

/** Props of {@link RoadmapCanvas}. */
export interface CanvasProps {
  nodes: readonly CanvasNode[];
  edges: readonly { source: string; target: string; kind: EdgeKind }[];
  label: string;
  /** Which way prerequisites flow: left to right (desktop) or top to bottom (phone). */
  direction?: 'RIGHT' | 'DOWN';
  /** The editor: nodes can be dragged and connected. */
  editable?: boolean;
  onNodeOpen?(id: string): void;
  onNodeMoved?(id: string, position: { x: number; y: number }): void;
  onConnect?(source: string, target: string): void;
}

/**
 * The roadmap graph in React Flow: each node shows its label and, in words, its type and state
 * (colour is never the only cue); prerequisite edges are solid arrows, related ones dashed.
 * Loaded only by the screens that draw a graph.
 */
export default function RoadmapCanvas(props: CanvasProps) {
  const { nodes, edges, editable = false, direction = 'RIGHT' } = props;
  const across = direction === 'RIGHT';
  const flowNodes = useMemo<Node[]>(
    () =>
      nodes.map((n) => ({
        id: n.id,
        position: n.position,
        draggable: editable,
        sourcePosition: across ? Position.Right : Position.Bottom,
        targetPosition: across ? Position.Left : Position.Top,
        connectable: editable,
        className: `rm-node rm-node--${n.tone}${n.error ? ' rm-node--error' : ''}`,
        style: { width: nodeSize.width },
        data: {
          label: (
            <div data-testid={`roadmap-node-${n.id}`}>
              <strong>{n.label}</strong>
              <div className="rm-node__detail">{n.detail}</div>
              {n.error ? (
                <div className="rm-node__error" role="alert">
                  {n.error}
                </div>
              ) : null}
            </div>
          ),
        },
      })),
    [nodes, editable, across],
  );
  const flowEdges = useMemo<Edge[]>(
    () =>
      edges.map((e, i) => ({
        id: `${e.source}-${e.target}-${i}`,
        source: e.source,
        target: e.target,
        animated: false,
        className: `rm-edge rm-edge--${e.kind}`,
        style: e.kind === 'related' ? { strokeDasharray: '6 4' } : undefined,
        markerEnd: e.kind === 'prerequisite' ? { type: 'arrowclosed' as never } : undefined,
      })),
    [edges],
  );
  // Uncontrolled: React Flow keeps its own copy (measured sizes, drag positions); a new graph
  // from the props mounts a fresh one.
  const key = useMemo(() => JSON.stringify([nodes, edges, direction]), [nodes, edges, direction]);
  return (
    <div className="rm-canvas" role="group" aria-label={props.label}>
      <ReactFlow
        key={key}
        defaultNodes={flowNodes}
        defaultEdges={flowEdges}
        fitView
        nodesDraggable={editable}
        nodesConnectable={editable}
        elementsSelectable={editable}
        onNodeDragStop={(_e, node) => props.onNodeMoved?.(node.id, node.position)}
        onConnect={
          editable
            ? (c: Connection) => c.source && c.target && props.onConnect?.(c.source, c.target)
            : undefined
        }
        onNodeClick={(_e, node) => props.onNodeOpen?.(node.id)}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
