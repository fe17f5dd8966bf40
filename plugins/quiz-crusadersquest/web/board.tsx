import { useTranslation } from 'react-i18next';
import { Hero, Sprite, type SpriteKind } from './sprites.tsx';

type Dir = 'up' | 'right' | 'down' | 'left';

/** Props of a drawn quest map. */
export interface BoardProps {
  width: number;
  height: number;
  cells: string[];
  hero: { x: number; y: number; dir: Dir; defeated?: boolean } | null;
  goal: { x: number; y: number } | null;
  /** Cells `x,y` whose item was picked up or whose enemy was defeated (drawn empty). */
  cleared?: ReadonlySet<string>;
  testId?: string;
}

/** What a cell's character shows. */
export const spriteOf = (c: string | undefined): SpriteKind =>
  c === '#' ? 'wall' : c === 'E' ? 'enemy' : c === '*' ? 'item' : 'floor';

/** The map as one SVG picture, described in words for screen readers. */
export function Board({ width, height, cells, hero, goal, cleared, testId }: BoardProps) {
  const { t } = useTranslation('quiz-crusadersquest');
  const summary = t('mapSummary', {
    width,
    height,
    col: (hero?.x ?? 0) + 1,
    row: (hero?.y ?? 0) + 1,
    dir: t(`dir.${hero?.dir ?? 'right'}`),
    goalCol: (goal?.x ?? 0) + 1,
    goalRow: (goal?.y ?? 0) + 1,
  });
  const tiles = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const kind = cleared?.has(`${x},${y}`) ? 'floor' : spriteOf(cells[y]?.[x]);
      tiles.push(
        <g key={`${x},${y}`} transform={`translate(${x * 10} ${y * 10})`}>
          <rect className="quest-floor" x="0" y="0" width="10" height="10" />
          <Sprite kind={kind} />
          {goal && goal.x === x && goal.y === y ? <Sprite kind="goal" /> : null}
        </g>,
      );
    }
  return (
    <svg
      className="quest-board"
      viewBox={`-0.5 -0.5 ${width * 10 + 1} ${height * 10 + 1}`}
      role="img"
      aria-label={`${t('map')}. ${summary}`}
      data-testid={testId}
      data-hero={hero ? `${hero.x},${hero.y},${hero.dir}` : undefined}
    >
      {tiles}
      {hero ? (
        <g className="quest-hero-at" transform={`translate(${hero.x * 10} ${hero.y * 10})`}>
          <Hero dir={hero.dir} defeated={hero.defeated} />
        </g>
      ) : null}
    </svg>
  );
}
