/** Our own drawings of the quest (no licensed art): each a group in a 10×10 box. */

/** What a cell may show. */
export type SpriteKind = 'floor' | 'wall' | 'enemy' | 'item' | 'goal';

const rotation = { up: -90, right: 0, down: 90, left: 180 } as const;

/** One cell's drawing, at the box's origin. */
export function Sprite({ kind }: { kind: SpriteKind }) {
  switch (kind) {
    case 'wall':
      return (
        <g className="quest-wall">
          <rect x="0" y="0" width="10" height="10" />
          <path d="M0 3.3H10M0 6.6H10M5 0V3.3M2.5 3.3V6.6M7.5 3.3V6.6M5 6.6V10" />
        </g>
      );
    case 'enemy':
      // A slime with two eyes.
      return (
        <g className="quest-enemy">
          <path d="M1.5 8.5C1.5 4 3 2 5 2S8.5 4 8.5 8.5Z" />
          <circle className="quest-eye" cx="3.8" cy="5.2" r="0.9" />
          <circle className="quest-eye" cx="6.2" cy="5.2" r="0.9" />
        </g>
      );
    case 'item':
      // A key.
      return (
        <g className="quest-item">
          <circle cx="3.5" cy="5" r="1.8" />
          <path d="M5.2 4.4H8.6V5.6H8V6.8H7V5.6H5.2Z" />
        </g>
      );
    case 'goal':
      // A treasure chest.
      return (
        <g className="quest-goal">
          <rect className="quest-chest" x="1.5" y="3.5" width="7" height="5" rx="0.6" />
          <rect className="quest-band" x="1.5" y="5" width="7" height="0.9" />
          <rect className="quest-band" x="4.4" y="4.6" width="1.2" height="1.8" />
        </g>
      );
    default:
      return null;
  }
}

/** The hero: a round knight with a pointed helmet, turned the way it faces. */
export function Hero({ dir, defeated }: { dir: keyof typeof rotation; defeated?: boolean }) {
  return (
    <g
      className={`quest-hero${defeated ? ' quest-hero--down' : ''}`}
      transform={`rotate(${rotation[dir]} 5 5)`}
    >
      <circle cx="5" cy="5" r="3.1" />
      <path className="quest-hero-nose" d="M7.6 3.6L9.6 5L7.6 6.4Z" />
      <circle className="quest-eye" cx="6.3" cy="4" r="0.6" />
      <circle className="quest-eye" cx="6.3" cy="6" r="0.6" />
    </g>
  );
}
