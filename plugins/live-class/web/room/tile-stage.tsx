import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { breakpoints, Button, useMedia } from '@seodang/sdk/web';
import { Tile, type TileInfo } from './remote-tile.tsx';
import { pageOf, pageSize } from './paging.ts';
import type { Layer } from './subscription-plan.ts';
import type { LargeReason } from './large-tile.ts';
import type { RoomView } from './view-switch.tsx';

/**
 * The tiles of the live tab: a page of the grid, or the large tile with a page of the others in
 * the strip, and the page buttons when there is more than one page. Tells `onShown` which feeds
 * are on screen and at which layer (the strip and the grid low, the large tile full), so only
 * their video is received.
 */
export function TileStage({
  tiles,
  view,
  large,
  reason,
  largeLabel,
  onShown,
}: {
  tiles: readonly TileInfo[];
  view: RoomView;
  large: TileInfo;
  reason: LargeReason;
  largeLabel: string;
  onShown: (shown: ReadonlyMap<number, Layer>) => void;
}) {
  const { t } = useTranslation('live-class');
  // A phone: narrower than the layout's small breakpoint.
  const narrow = useMedia(`(max-width: ${breakpoints.sm - 0.02}px)`);
  const [page, setPage] = useState(0);
  const paged = pageOf(
    view === 'grid' ? tiles : tiles.filter((tile) => tile !== large),
    page,
    pageSize(view, narrow),
  );
  const shown = new Map<number, Layer>();
  for (const tile of paged.shown) if (tile.feedId !== undefined) shown.set(tile.feedId, 'low');
  if (view === 'speaker' && large.feedId !== undefined) shown.set(large.feedId, 'full');
  const shownKey = [...shown].map(([feed, layer]) => `${feed}:${layer}`).join(',');
  useEffect(() => onShown(shown), [shownKey]);

  const pager =
    paged.pages > 1 ? (
      <nav className="lc-pager" aria-label={t('room.pages.label')} data-testid="live-pager">
        <Button
          size="sm"
          onClick={() => setPage(paged.page - 1)}
          disabled={paged.page === 0}
          data-testid="live-page-prev"
        >
          {t('room.pages.prev')}
        </Button>
        <span aria-live="polite" data-testid="live-page-status">
          {t('room.pages.status', { page: paged.page + 1, pages: paged.pages })}
        </span>
        <Button
          size="sm"
          onClick={() => setPage(paged.page + 1)}
          disabled={paged.page === paged.pages - 1}
          data-testid="live-page-next"
        >
          {t('room.pages.next')}
        </Button>
      </nav>
    ) : null;

  if (view === 'grid')
    return (
      <>
        <ul className="lc-grid" data-testid="live-grid">
          {paged.shown.map((tile) => (
            <Tile key={tile.key} tile={tile} />
          ))}
        </ul>
        {pager}
      </>
    );
  return (
    <div className="lc-speaker" data-testid="live-speaker">
      <section
        className="lc-spotlight"
        data-testid="live-spotlight"
        data-reason={reason}
        aria-label={largeLabel}
      >
        <ul className="lc-spotlight__list">
          <Tile tile={large} className="lc-tile lc-tile--large" />
        </ul>
      </section>
      <ul className="lc-strip" data-testid="live-strip" aria-label={t('room.others')}>
        {paged.shown.map((tile) => (
          <Tile key={tile.key} tile={tile} />
        ))}
      </ul>
      {pager}
    </div>
  );
}
