import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@seodang/sdk/web';
import type { NodeState, RoadmapCard } from '../../common/index.ts';

/** A node state in words, with its tone (colour is never the only cue). */
export function StateLabel({ state }: { state: NodeState }) {
  const { t } = useTranslation('roadmaps');
  return <span className={`rm-state rm-state--${state}`}>{t(`state.${state}`)}</span>;
}

/** Free, or the price to pay now. */
export function PriceLabel({ card }: { card: Pick<RoadmapCard, 'isFree' | 'finalPrice'> }) {
  const { t } = useTranslation('roadmaps');
  const { formatNumber } = useFormat();
  return (
    <span>{card.isFree ? t('price.free') : t('price.won', { price: formatNumber(card.finalPrice) })}</span>
  );
}

/** The body of a roadmap card: title (a link), description and its facts. */
export function CardBody({ card }: { card: RoadmapCard }) {
  const { t } = useTranslation('roadmaps');
  return (
    <>
      <h2 className="sd-h3">
        <Link to={`/roadmap/${card.sequence}`}>{card.title}</Link>
      </h2>
      {card.description ? <p>{card.description}</p> : null}
      <p className="rm-row">
        <span>{t(`difficulty.${card.difficulty}`)}</span>
        <PriceLabel card={card} />
        <span>{t('card.nodes', { count: card.nodeCount })}</span>
        {card.teacher.name ? <span>{t('card.teacher', { name: card.teacher.name })}</span> : null}
      </p>
    </>
  );
}
