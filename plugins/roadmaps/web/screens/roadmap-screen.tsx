import '../components/roadmaps.css';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  Loading,
  isApiError,
  showToast,
  useAuth,
  usePageTitle,
  useRealtimeTopic,
  useResync,
  webEmbed,
} from '@seodang/sdk/web';
import { purchaseSlot, type PurchaseSlotProps } from '@seodang/plugin-commerce/purchase';
import {
  derivedTypes,
  prerequisiteOrder,
  roadmapProgressEvent,
  type NodeState,
  type RoadmapDetail,
  type RoadmapNodeView,
  type RoadmapProgressMessage,
} from '../../common/index.ts';
import { roadmapsApi } from '../api.ts';
import { PriceLabel, StateLabel } from '../components/bits.tsx';

/** The graph (React Flow and ELK) loads only here, after the page. */
const DetailGraph = lazy(() => import('../components/detail-graph.tsx'));

/**
 * A paid roadmap's purchase: commerce's purchase box (Add to cart, Buy now, "In cart") for the
 * `roadmap` kind. Where commerce is not loaded (not installed, or switched off in the channel)
 * there is no box, only the note that the roadmap cannot be bought here.
 */
function RoadmapPurchase({ sequence, title }: { sequence: number; title: string }) {
  const { t } = useTranslation('roadmaps');
  const load = webEmbed<PurchaseSlotProps>(purchaseSlot);
  const Embed = useMemo<ComponentType<PurchaseSlotProps> | null>(() => (load ? lazy(load) : null), [load]);
  if (!Embed) return <p data-testid="roadmap-purchase-unavailable">{t('price.unavailable')}</p>;
  return (
    <Suspense fallback={<Loading size="sm" />}>
      <Embed kind="roadmap" sequence={sequence} subject={title} owned={false} />
    </Suspense>
  );
}

const manualChoices: NodeState[] = ['pending', 'learning', 'done', 'skipped'];

/**
 * `/roadmap/{sequence}`: the roadmap's graph, and the same nodes as an outline in prerequisite
 * order with their states and controls (for keyboards and screen readers); Start or Request, or for
 * a paid roadmap its price with commerce's purchase box (Add to cart, Buy now). A
 * lesson completed elsewhere turns its node done here without a reload (`roadmap.progress`).
 */
export default function RoadmapScreen() {
  const { t } = useTranslation('roadmaps');
  const sequence = Number(useParams().sequence);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { isLoggedIn, userData } = useAuth();
  const key = ['roadmaps', 'detail', sequence];
  const detail = useQuery({ queryKey: key, queryFn: () => roadmapsApi.detail(sequence) });
  usePageTitle(detail.data?.title ?? t('title.detail'));
  useResync(() => void detail.refetch());
  useRealtimeTopic(userData ? `user:${userData.id}` : null, (event, data) => {
    const message = data as RoadmapProgressMessage;
    if (event !== roadmapProgressEvent || message.roadmapSequence !== sequence) return;
    client.setQueryData<RoadmapDetail>(key, (old) => {
      if (!old) return old;
      const states = new Map(message.nodes.map((n) => [n.nodeId, n.state]));
      return {
        ...old,
        progress: message.progress,
        nodes: old.nodes.map((n) => (states.has(n.id) ? { ...n, state: states.get(n.id)! } : n)),
      };
    });
  });
  const request = useMutation({
    mutationFn: () => roadmapsApi.request(sequence),
    onSuccess: () => void detail.refetch(),
    onError: (error) => showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
  });
  const mark = useMutation({
    mutationFn: ({ nodeId, state }: { nodeId: string; state: NodeState }) =>
      roadmapsApi.mark(sequence, nodeId, state),
    onSuccess: (answer) =>
      client.setQueryData<RoadmapDetail>(key, (old) =>
        old
          ? {
              ...old,
              progress: answer.progress,
              nodes: old.nodes.map((n) => (n.id === answer.nodeId ? { ...n, state: answer.state } : n)),
            }
          : old,
      ),
    onError: (error) => showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return (
      <div className="sd-container">
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  const r = detail.data;
  const open = (node: RoadmapNodeView) => {
    if (!node.href) return;
    if (node.type === 'resource') window.open(node.href, '_blank', 'noopener,noreferrer');
    else void navigate(node.href);
  };
  const names = new Map(r.nodes.map((n) => [n.id, n.label]));
  const tracking = isLoggedIn && r.access === 'granted';
  return (
    <div className="sd-container" data-testid="roadmap-detail">
      <h1>{r.title}</h1>
      {r.description ? <p>{r.description}</p> : null}
      {!r.isPublished ? <p role="status">{t('detail.unpublished')}</p> : null}
      <p className="rm-row">
        <span>{t(`difficulty.${r.difficulty}`)}</span>
        <PriceLabel card={r} />
        {r.canEdit ? <Link to={`/teach/roadmap/${r.sequence}/edit`}>{t('detail.edit')}</Link> : null}
      </p>
      <div className="rm-row">
        <label>
          <span data-testid="roadmap-percent">{t('detail.progress', { percent: r.progress.percent })}</span>
          <progress className="rm-progress" max={100} value={r.progress.percent} />
        </label>
        <span>{t('detail.progressDetail', { ...r.progress })}</span>
      </div>
      <div className="rm-row">
        {!isLoggedIn ? <p>{t('detail.loginToTrack')}</p> : null}
        {isLoggedIn && r.access === 'none' && r.isFree ? (
          <Button
            color="primary"
            onClick={() => request.mutate()}
            loading={request.isPending}
            data-testid="roadmap-start"
          >
            {r.acceptType === 'immediate' ? t('detail.start') : t('detail.request')}
          </Button>
        ) : null}
        {!r.isFree && r.access === 'none' && !r.canEdit ? (
          <RoadmapPurchase sequence={r.sequence} title={r.title} />
        ) : null}
        {r.access === 'pending' ? <p role="status">{t('detail.pending')}</p> : null}
        {r.access === 'refused' ? <p role="status">{t('detail.refused')}</p> : null}
        {isLoggedIn && r.access === 'granted' && !r.canEdit && !r.isFree ? (
          <p role="status" data-testid="roadmap-enrolled">
            <span aria-hidden="true">✓ </span>
            {t('price.enrolled')}
          </p>
        ) : null}
        {isLoggedIn && r.access === 'granted' && !r.canEdit && r.isFree ? <p>{t('detail.granted')}</p> : null}
      </div>
      <Suspense fallback={<Loading />}>
        <DetailGraph nodes={r.nodes} edges={r.edges} onOpen={open} />
      </Suspense>
      <h2>{t('detail.outline')}</h2>
      <ol className="rm-outline" data-testid="roadmap-outline">
        {prerequisiteOrder(r.nodes, r.edges).map((node) => {
          const before = r.edges
            .filter((e) => e.kind === 'prerequisite' && e.target === node.id)
            .map((e) => names.get(e.source) ?? e.source);
          return (
            <li key={node.id} data-testid={`roadmap-outline-${node.id}`}>
              <span>{t(`type.${node.type}`)}</span>
              {node.href && node.type !== 'resource' ? (
                <Link to={node.href}>{node.label}</Link>
              ) : node.href ? (
                <a href={node.href} target="_blank" rel="noopener noreferrer">
                  {node.label}
                </a>
              ) : (
                <span>{node.label}</span>
              )}
              <StateLabel state={node.state} />
              {before.length ? <span>{t('detail.after', { names: before.join(', ') })}</span> : null}
              {tracking && derivedTypes.has(node.type) ? (
                <Button
                  size="sm"
                  outline
                  onClick={() =>
                    mark.mutate({ nodeId: node.id, state: node.state === 'skipped' ? 'pending' : 'skipped' })
                  }
                >
                  {node.state === 'skipped' ? t('detail.unskip') : t('detail.skip')}
                </Button>
              ) : null}
              {tracking && !derivedTypes.has(node.type) ? (
                <select
                  className="sd-input sd-input--sm rm-state"
                  value={node.state}
                  aria-label={t('detail.stateOf', { label: node.label })}
                  onChange={(e) => mark.mutate({ nodeId: node.id, state: e.target.value as NodeState })}
                >
                  {manualChoices.map((s) => (
                    <option key={s} value={s}>
                      {t(`state.${s}`)}
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
