import '../components/roadmaps.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  Loading,
  TextField,
  isApiError,
  showToast,
  usePageTitle,
} from '@seodang/sdk/web';
import {
  acceptTypes,
  difficulties,
  edgeKinds,
  roadmapInputSchema,
  roadmapIssues,
  roadmapsMessages,
  type EdgeKind,
  type NodeType,
  type RoadmapDetail,
  type RoadmapEdge,
  type RoadmapInput,
  type RoadmapNode,
} from '../../common/index.ts';
import { categoryTree } from '@seodang/plugin-lectures/common';
import { roadmapsApi, type LectureHit } from '../api.ts';
import { nodeSize } from '../components/layout.ts';

/** The canvas (React Flow) loads only on this screen and the roadmap's. */
const RoadmapCanvas = lazy(() => import('../components/canvas.tsx'));

type Graph = { nodes: RoadmapNode[]; edges: RoadmapEdge[] };
type Settings = Omit<RoadmapInput, 'nodes' | 'edges'>;

const emptySettings: Settings = {
  title: '',
  description: '',
  category: 'programming.programming-fundamentals',
  difficulty: 'easy',
  isFree: true,
  price: null,
  discount: null,
  acceptType: 'immediate',
};

let counter = 0;
/** A node id the server takes: letters, digits, _ and -. */
const newId = () => `n${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Where a new node goes: right of the rightmost one. */
const nextPosition = (nodes: readonly RoadmapNode[]) => ({
  x: nodes.reduce((x, n) => Math.max(x, n.position.x + nodeSize.width + 40), 0),
  y: 0,
});

const fromDetail = (d: RoadmapDetail): { settings: Settings; graph: Graph } => ({
  settings: {
    title: d.title,
    description: d.description,
    category: d.category,
    difficulty: d.difficulty,
    isFree: d.isFree,
    price: d.isFree ? null : d.price,
    discount: d.discount,
    acceptType: d.acceptType,
  },
  graph: {
    nodes: d.nodes.map((n) => ({
      id: n.id,
      type: n.type,
      label: n.label,
      lectureIndex: n.lectureIndex,
      lessonIndex: n.lessonIndex,
      url: n.url,
      position: n.position,
      included: n.included,
    })),
    edges: d.edges,
  },
});

/**
 * `/teach/roadmap/new` and `/teach/roadmap/{sequence}/edit`: the settings, nodes from a lecture
 * search (and its lessons) or of a kind of their own, connections, drag and auto-layout, undo,
 * each rule shown on its node (the same module the server checks), and a save that never
 * overwrites someone else's (409 asks for a reload).
 */
export default function EditorScreen() {
  const { t, i18n } = useTranslation('roadmaps');
  const navigate = useNavigate();
  const param = useParams().sequence;
  const sequence = param ? Number(param) : null;
  usePageTitle(sequence ? t('title.edit') : t('title.new'));
  const loaded = useQuery({
    queryKey: ['roadmaps', 'edit', sequence],
    queryFn: () => roadmapsApi.detail(sequence!),
    enabled: sequence !== null,
    gcTime: 0,
  });
  const [settings, setSettings] = useState<Settings>(emptySettings);
  const [graph, setGraphState] = useState<Graph>({ nodes: [], edges: [] });
  const [history, setHistory] = useState<Graph[]>([]);
  const [version, setVersion] = useState(0);
  const [published, setPublished] = useState(false);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const [hits, setHits] = useState<LectureHit[] | null>(null);
  const [lessonsOf, setLessonsOf] = useState<LectureHit | null>(null);
  const [edge, setEdge] = useState<{ source: string; target: string; kind: EdgeKind }>({
    source: '',
    target: '',
    kind: 'prerequisite',
  });
  const [newNode, setNewNode] = useState<{ type: NodeType; label: string; url: string }>({
    type: 'topic',
    label: '',
    url: '',
  });
  const started = useRef(false);
  const lang = (['ko', 'en', 'ja'] as const).find((l) => l === i18n.language) ?? 'ko';

  const load = (d: RoadmapDetail) => {
    const { settings: s, graph: g } = fromDetail(d);
    setSettings(s);
    setGraphState(g);
    setHistory([]);
    setVersion(d.version);
    setPublished(d.isPublished);
    setErrors(new Map());
    setConflict(false);
  };
  useEffect(() => {
    if (loaded.data && !started.current) {
      started.current = true;
      load(loaded.data);
    }
  }, [loaded.data]);

  const setGraph = (next: Graph) => {
    setHistory((h) => [...h.slice(-49), graph]);
    setGraphState(next);
  };
  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    setHistory((h) => h.slice(0, -1));
    setGraphState(last);
  };
  const addNode = (node: Omit<RoadmapNode, 'id' | 'position'>) =>
    setGraph({
      ...graph,
      nodes: [...graph.nodes, { ...node, id: newId(), position: nextPosition(graph.nodes) }],
    });
  const updateNode = (id: string, patch: Partial<RoadmapNode>) =>
    setGraph({ ...graph, nodes: graph.nodes.map((n) => (n.id === id ? { ...n, ...patch } : n)) });
  const removeNode = (id: string) =>
    setGraph({
      nodes: graph.nodes.filter((n) => n.id !== id),
      edges: graph.edges.filter((e) => e.source !== id && e.target !== id),
    });
  const connect = (source: string, target: string, kind: EdgeKind = 'prerequisite') =>
    setGraph({ ...graph, edges: [...graph.edges, { source, target, kind }] });
  const autoLayout = async () => {
    const { layoutGraph } = await import('../components/layout.ts');
    const places = await layoutGraph(
      graph.nodes.map((n) => n.id),
      graph.edges,
      'RIGHT',
    );
    setGraph({
      ...graph,
      nodes: graph.nodes.map((n) => ({ ...n, position: places.get(n.id) ?? n.position })),
    });
  };
  const runSearch = async () => {
    try {
      setHits(await roadmapsApi.searchLectures(search));
    } catch (error) {
      showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
    }
  };
  const lessons = useQuery({
    queryKey: ['roadmaps', 'lessons-of', lessonsOf?.sequence],
    queryFn: () => roadmapsApi.lessonsOf(lessonsOf!.sequence),
    enabled: lessonsOf !== null,
  });

  /** Errors by path (`title`, `nodes.2.label`, …) from the shared rules or the server's fields. */
  const show = (list: { path: string; message: string }[]) => {
    setErrors(new Map(list.map((e) => [e.path.replace(/^body\./, ''), e.message])));
  };
  const body = (): RoadmapInput => ({ ...settings, ...graph });
  const save = async () => {
    const parsed = roadmapInputSchema.safeParse(body());
    const local = parsed.success ? roadmapIssues(parsed.data) : [];
    if (local.length) {
      // The same rules and words as the server's answer, without the round trip.
      const catalogue = roadmapsMessages[lang];
      show(
        local.map((i) => ({
          path: i.path,
          message: (catalogue[i.key] ?? i.key).replace(/\{(\w+)\}/g, (_m, name: string) =>
            String(i.params[name] ?? ''),
          ),
        })),
      );
      return;
    }
    setSaving(true);
    try {
      const saved = sequence
        ? await roadmapsApi.save(sequence, { ...body(), version })
        : await roadmapsApi.create(body());
      showToast(t('editor.saved'), { type: 'success' });
      setErrors(new Map());
      setVersion(saved.version);
      setPublished(saved.isPublished);
      if (!sequence) void navigate(`/teach/roadmap/${saved.sequence}/edit`, { replace: true });
    } catch (error) {
      if (isApiError(error, 'version_conflict')) setConflict(true);
      else if (isApiError(error, 'validation')) show([...error.fields]);
      else showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const togglePublish = async () => {
    if (!sequence) return;
    try {
      const d = await roadmapsApi.publish(sequence, !published);
      setPublished(d.isPublished);
      setVersion(d.version);
    } catch (error) {
      showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
    }
  };
  const reload = async () => {
    if (sequence) load(await roadmapsApi.detail(sequence));
  };

  if (sequence !== null && loaded.isPending) return <Loading />;
  if (sequence !== null && loaded.isError)
    return (
      <div className="sd-container">
        <ErrorState error={loaded.error} onRetry={() => void loaded.refetch()} />
      </div>
    );
  const nodeError = (i: number) =>
    [...errors]
      .filter(([path]) => path === `nodes.${i}` || path.startsWith(`nodes.${i}.`))
      .map(([, m]) => m)[0];
  const field = (name: keyof Settings) => errors.get(name);
  const labelOf = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
  return (
    <div className="sd-container" data-testid="roadmap-editor">
      <h1>{sequence ? t('title.edit') : t('title.new')}</h1>
      {conflict ? (
        <div role="alert" className="sd-card">
          <p>{t('editor.conflict')}</p>
          <Button onClick={() => void reload()}>{t('editor.reload')}</Button>
        </div>
      ) : null}
      {errors.size && !conflict ? (
        <div role="alert" className="rm-node__error">
          {[...errors.values()][0]}
        </div>
      ) : null}
      <section className="sd-card">
        <h2>{t('editor.settings')}</h2>
        <TextField
          label={t('editor.title')}
          value={settings.title}
          onChange={(e) => setSettings({ ...settings, title: e.target.value })}
          errorText={field('title')}
          data-testid="roadmap-title"
        />
        <TextField
          label={t('editor.description')}
          value={settings.description ?? ''}
          onChange={(e) => setSettings({ ...settings, description: e.target.value })}
          errorText={field('description')}
        />
        <div className="rm-row">
          <label>
            {t('list.difficulty')}{' '}
            <select
              value={settings.difficulty}
              onChange={(e) =>
                setSettings({ ...settings, difficulty: e.target.value as Settings['difficulty'] })
              }
            >
              {difficulties.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulty.${d}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('list.category')}{' '}
            <select
              value={settings.category}
              onChange={(e) => setSettings({ ...settings, category: e.target.value })}
              aria-invalid={field('category') ? true : undefined}
            >
              {categoryTree.map((top) => (
                <optgroup key={top.value} label={top.label[lang]}>
                  {top.children.map((c) => (
                    <option key={c.value} value={`${top.value}.${c.value}`}>
                      {c.label[lang]}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {field('category') ? <span className="rm-node__error">{field('category')}</span> : null}
          </label>
          <label>
            <input
              type="checkbox"
              checked={settings.isFree}
              onChange={(e) => setSettings({ ...settings, isFree: e.target.checked })}
            />{' '}
            {t('editor.isFree')}
          </label>
          {!settings.isFree ? (
            <TextField
              label={t('editor.price')}
              type="number"
              value={settings.price ?? ''}
              onChange={(e) =>
                setSettings({ ...settings, price: e.target.value === '' ? null : Number(e.target.value) })
              }
              errorText={field('price')}
            />
          ) : null}
          {!settings.isFree ? (
            <TextField
              label={t('editor.discount')}
              type="number"
              value={settings.discount ?? ''}
              onChange={(e) =>
                setSettings({ ...settings, discount: e.target.value === '' ? null : Number(e.target.value) })
              }
              errorText={field('discount')}
            />
          ) : null}
          <label>
            {t('editor.acceptType')}{' '}
            <select
              value={settings.acceptType}
              onChange={(e) =>
                setSettings({ ...settings, acceptType: e.target.value as Settings['acceptType'] })
              }
            >
              {acceptTypes.map((a) => (
                <option key={a} value={a}>
                  {t(`editor.accept.${a}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>

      <section className="sd-card">
        <h2>{t('editor.nodes')}</h2>
        <form
          className="rm-row"
          onSubmit={(e) => {
            e.preventDefault();
            void runSearch();
          }}
        >
          <TextField label={t('editor.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
          <Button type="submit">{t('editor.searchButton')}</Button>
        </form>
        {hits?.length === 0 ? <p>{t('editor.noResults')}</p> : null}
        {hits?.length ? (
          <ul data-testid="roadmap-lecture-hits">
            {hits.map((h) => (
              <li key={h.sequence} className="rm-row">
                <span>{h.subject}</span>
                <Button
                  size="sm"
                  onClick={() =>
                    addNode({
                      type: 'lecture',
                      label: h.subject.slice(0, 60),
                      lectureIndex: h.sequence,
                      lessonIndex: null,
                      url: null,
                      included: false,
                    })
                  }
                >
                  {t('editor.addLecture')}
                </Button>
                <Button size="sm" outline onClick={() => setLessonsOf(h)}>
                  {t('editor.lessonsOf', { title: h.subject })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {lessonsOf && lessons.data ? (
          <ul aria-label={t('editor.lessonsOf', { title: lessonsOf.subject })}>
            {lessons.data.map((l) => (
              <li key={l.index} className="rm-row">
                <span>{l.title}</span>
                <Button
                  size="sm"
                  onClick={() =>
                    addNode({
                      type: 'lesson',
                      label: l.title.slice(0, 60),
                      lectureIndex: lessonsOf.sequence,
                      lessonIndex: l.index,
                      url: null,
                      included: false,
                    })
                  }
                >
                  {t('editor.addLesson')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="rm-row">
          <label>
            {t('editor.nodeType')}{' '}
            <select
              value={newNode.type}
              onChange={(e) => setNewNode({ ...newNode, type: e.target.value as NodeType })}
            >
              {(['topic', 'resource', 'checkpoint'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`type.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('editor.label')}
            value={newNode.label}
            onChange={(e) => setNewNode({ ...newNode, label: e.target.value })}
          />
          {newNode.type === 'resource' ? (
            <TextField
              label={t('editor.url')}
              value={newNode.url}
              onChange={(e) => setNewNode({ ...newNode, url: e.target.value })}
            />
          ) : null}
          <Button
            onClick={() => {
              addNode({
                type: newNode.type,
                label: newNode.label,
                lectureIndex: null,
                lessonIndex: null,
                url: newNode.type === 'resource' ? newNode.url : null,
                included: false,
              });
              setNewNode({ ...newNode, label: '', url: '' });
            }}
          >
            {t('editor.addNode')}
          </Button>
        </div>
        <ol className="rm-outline" data-testid="roadmap-editor-nodes">
          {graph.nodes.map((n, i) => (
            <li key={n.id}>
              <span>{t(`type.${n.type}`)}</span>
              <TextField
                label={t('editor.label')}
                value={n.label}
                onChange={(e) => updateNode(n.id, { label: e.target.value })}
                errorText={nodeError(i)}
              />
              {n.type === 'resource' ? (
                <TextField
                  label={t('editor.url')}
                  value={n.url ?? ''}
                  onChange={(e) => updateNode(n.id, { url: e.target.value })}
                />
              ) : null}
              {n.type === 'lecture' ? (
                <label>
                  <input
                    type="checkbox"
                    checked={n.included}
                    onChange={(e) => updateNode(n.id, { included: e.target.checked })}
                  />{' '}
                  {t('editor.included')}
                </label>
              ) : null}
              <Button size="sm" outline onClick={() => removeNode(n.id)}>
                {t('editor.remove')}
              </Button>
            </li>
          ))}
        </ol>
      </section>

      <section className="sd-card">
        <h2>{t('editor.edges')}</h2>
        <div className="rm-row">
          {(['source', 'target'] as const).map((end) => (
            <label key={end}>
              {t(end === 'source' ? 'editor.from' : 'editor.to')}{' '}
              <select value={edge[end]} onChange={(e) => setEdge({ ...edge, [end]: e.target.value })}>
                <option value="" />
                {graph.nodes.map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.label || n.id}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label>
            {t('editor.relation')}{' '}
            <select
              value={edge.kind}
              onChange={(e) => setEdge({ ...edge, kind: e.target.value as EdgeKind })}
            >
              {edgeKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`editor.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <Button
            disabled={!edge.source || !edge.target}
            onClick={() => connect(edge.source, edge.target, edge.kind)}
          >
            {t('editor.connect')}
          </Button>
        </div>
        <ul>
          {graph.edges.map((e, i) => (
            <li key={`${e.source}-${e.target}-${i}`} className="rm-row">
              <span>
                {t('editor.edgeLabel', {
                  from: labelOf(e.source),
                  to: labelOf(e.target),
                  kind: t(`editor.kind.${e.kind}`),
                })}
              </span>
              {errors.get(`edges.${i}`) ? (
                <span className="rm-node__error">{errors.get(`edges.${i}`)}</span>
              ) : null}
              <Button
                size="sm"
                outline
                onClick={() => setGraph({ ...graph, edges: graph.edges.filter((_, j) => j !== i) })}
              >
                {t('editor.remove')}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <div className="rm-row">
        <Button onClick={() => void autoLayout()}>{t('editor.layout')}</Button>
        <Button onClick={undo} disabled={history.length === 0}>
          {t('editor.undo')}
        </Button>
        <Button
          color="primary"
          onClick={() => void save()}
          loading={saving}
          data-testid="roadmap-editor-save"
        >
          {t('editor.save')}
        </Button>
        {sequence ? (
          <Button onClick={() => void togglePublish()} data-testid="roadmap-editor-publish">
            {published ? t('editor.unpublish') : t('editor.publish')}
          </Button>
        ) : null}
        {sequence ? <Link to={`/roadmap/${sequence}`}>{t('editor.preview')}</Link> : null}
      </div>
      <Suspense fallback={<Loading />}>
        <RoadmapCanvas
          nodes={graph.nodes.map((n, i) => ({
            id: n.id,
            label: n.label || n.id,
            detail: t(`type.${n.type}`),
            tone: 'pending',
            position: n.position,
            error: nodeError(i),
          }))}
          edges={graph.edges}
          label={t('detail.graph')}
          editable
          onNodeMoved={(id, position) => updateNode(id, { position })}
          onConnect={(source, target) => connect(source, target)}
        />
      </Suspense>
    </div>
  );
}
