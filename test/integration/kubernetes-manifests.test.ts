// The Kubernetes manifests (deploy/kubernetes) hold the invariants an operator relies on. No
// cluster runs here, so each manifest is parsed and checked: probes, resources, grace periods
// against the code's own shutdown bounds, the PodDisruptionBudget, the Ingress timeouts, KEDA's
// queue measure, the migration Job, secrets, image tags and the kustomizations' file lists. Each
// check returns the problems it finds; the last tests feed it broken copies to show it can fail.
import test from 'ava';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const deployDir = join(root, 'deploy/kubernetes');

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are free-form YAML, checked field by field */
type Manifest = { file: string; doc: any };

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

function parseFile(file: string): Manifest[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  return docs.map((d) => {
    if (d.errors.length) throw new Error(`${relative(root, file)}: ${d.errors[0].message}`);
    return { file: relative(root, file), doc: d.toJS() };
  });
}

const allFiles = yamlFiles(deployDir);
const baseDir = join(deployDir, 'base');
const overlayDirs = readdirSync(join(deployDir, 'overlays')).map((d) => join(deployDir, 'overlays', d));
const baseManifests = yamlFiles(baseDir)
  .filter((f) => !f.endsWith('kustomization.yaml'))
  .flatMap(parseFile);

const of = (docs: Manifest[], kind: string) => docs.filter((m) => m.doc?.kind === kind);
const named = (docs: Manifest[], kind: string, name: string) =>
  of(docs, kind).find((m) => m.doc.metadata?.name === name)?.doc;
const containersOf = (doc: any): any[] => [
  ...(doc.spec?.template?.spec?.initContainers ?? []),
  ...(doc.spec?.template?.spec?.containers ?? []),
];
const commandOf = (c: any): string => [...(c.command ?? []), ...(c.args ?? [])].join(' ');
const envValue = (c: any, name: string): string | undefined =>
  (c.env ?? []).find((e: any) => e.name === name)?.value;

/** The bound core's graceful stop puts on itself (`stopOnSignals(…, limitMs = 15_000)`), in seconds. */
function coreStopLimitSeconds(): number {
  const m = /limitMs = ([\d_]+)/.exec(readFileSync(join(root, 'core/src/shutdown.ts'), 'utf8'));
  if (!m) throw new Error('core/src/shutdown.ts no longer declares limitMs');
  return Number(m[1].replace(/_/g, '')) / 1000;
}

/** The longest wall-time limit a judge job may ask for (`wallTimeLimitMs … .max(180_000)`), in seconds. */
function longestJudgeWallSeconds(): number {
  const m = /wallTimeLimitMs: z\.number\(\)[^\n]*\.max\(([\d_]+)\)/.exec(
    readFileSync(join(root, 'judge/src/protocol.ts'), 'utf8'),
  );
  if (!m) throw new Error('judge/src/protocol.ts no longer bounds wallTimeLimitMs');
  return Number(m[1].replace(/_/g, '')) / 1000;
}

const httpGetPath = (probe: any): string | undefined => probe?.httpGet?.path;
const hasResources = (c: any): boolean =>
  Boolean(c.resources?.requests?.cpu && c.resources?.requests?.memory && c.resources?.limits?.memory);
const selects = (selector: any, labels: any): boolean =>
  Object.entries(selector?.matchLabels ?? {}).length > 0 &&
  Object.entries(selector.matchLabels).every(([k, v]) => labels?.[k] === v);
const preStopSleep = (c: any): number => {
  const cmd: string[] = c.lifecycle?.preStop?.exec?.command ?? [];
  if (cmd[0] === 'sleep') return Number(cmd[1]);
  return Number(c.lifecycle?.preStop?.sleep?.seconds ?? 0);
};

/** Problems of the core Deployment, its Service, PodDisruptionBudget and Ingress. */
function coreProblems(docs: Manifest[]): string[] {
  const problems: string[] = [];
  const core = named(docs, 'Deployment', 'seodang-core');
  if (!core) return ['no Deployment seodang-core'];
  const podLabels = core.spec.template.metadata.labels;
  if (!(core.spec.replicas >= 2)) problems.push('core runs fewer than 2 replicas');
  const c = core.spec.template.spec.containers.find((x: any) => x.name === 'core');
  if (!c) return [...problems, 'no container core'];
  if (!/core\/src\/main\.ts/.test(commandOf(c))) problems.push('core does not run core/src/main.ts');
  if (httpGetPath(c.readinessProbe) !== '/api/health')
    problems.push('core has no readiness probe on /api/health');
  if (httpGetPath(c.livenessProbe) !== '/api/health')
    problems.push('core has no liveness probe on /api/health');
  const ports = new Map((c.ports ?? []).map((p: any) => [p.name, p.containerPort]));
  for (const probe of [c.readinessProbe, c.livenessProbe])
    if (probe?.httpGet && !ports.has(probe.httpGet.port))
      problems.push('a core probe names no container port');
  const config = named(docs, 'ConfigMap', 'seodang-config');
  const metricsPort = Number(config?.data?.SEODANG_METRICS_PORT);
  if (!metricsPort || ports.get('metrics') !== metricsPort)
    problems.push('the port named metrics is not SEODANG_METRICS_PORT');
  if (ports.get('http') !== Number(config?.data?.PORT)) problems.push('the port named http is not PORT');
  const pause = preStopSleep(c);
  if (!(pause >= 5)) problems.push('core has no preStop pause before SIGTERM');
  const grace = core.spec.template.spec.terminationGracePeriodSeconds;
  if (!(grace > pause + coreStopLimitSeconds()))
    problems.push(
      `core's grace period ${grace} s does not cover the pause and core's ${coreStopLimitSeconds()} s stop`,
    );
  const envFrom = c.envFrom ?? [];
  if (!envFrom.some((e: any) => e.configMapRef?.name === 'seodang-config'))
    problems.push('core does not read the ConfigMap');
  if (!envFrom.some((e: any) => e.secretRef?.name === 'seodang-secrets'))
    problems.push('core does not read the Secret by reference');
  if (
    (c.env ?? []).some(
      (e: any) => /SECRET|PASSWORD|_KEY$|DATABASE_URL|REDIS_URL/.test(e.name) && 'value' in e,
    )
  )
    problems.push('core carries a secret value inline');
  const instance = (c.env ?? []).find((e: any) => e.name === 'SEODANG_INSTANCE_NAME');
  if (instance?.valueFrom?.fieldRef?.fieldPath !== 'metadata.name')
    problems.push('core is not named after its pod (SEODANG_INSTANCE_NAME)');

  const service = named(docs, 'Service', 'seodang-core');
  if (!service || !selects({ matchLabels: service.spec.selector }, podLabels))
    problems.push('no Service selects core');
  const pdbs = of(docs, 'PodDisruptionBudget').filter((m) => selects(m.doc.spec?.selector, podLabels));
  if (pdbs.length === 0) problems.push('no PodDisruptionBudget selects core');
  for (const m of pdbs)
    if (m.doc.spec.maxUnavailable === undefined && !(m.doc.spec.minAvailable >= 1))
      problems.push('the PodDisruptionBudget of core allows no disruption bound');

  // Janus's own Ingress (media) is checked by janusProblems.
  const ingresses = of(docs, 'Ingress').filter(
    (m) => m.doc.metadata.labels?.['app.kubernetes.io/component'] !== 'media',
  );
  if (ingresses.length === 0) problems.push('no Ingress');
  for (const { doc } of ingresses) {
    const a = doc.metadata.annotations ?? {};
    for (const key of ['proxy-read-timeout', 'proxy-send-timeout'])
      if (!(Number(a[`nginx.ingress.kubernetes.io/${key}`]) >= 3600))
        problems.push(`the Ingress ${key} is under an hour: realtime sockets would be cut`);
    if (!a['nginx.ingress.kubernetes.io/proxy-body-size']) problems.push('the Ingress sets no body size');
    for (const rule of doc.spec.rules ?? [])
      for (const path of rule.http?.paths ?? [])
        if (path.backend?.service?.name !== 'seodang-core' || path.backend.service.port?.name !== 'http')
          problems.push(`the Ingress sends ${rule.host} elsewhere than core's http port`);
  }
  return problems;
}

/** Problems of the judge worker Deployment and its KEDA ScaledObject. */
function judgeProblems(docs: Manifest[]): string[] {
  const problems: string[] = [];
  const judge = named(docs, 'Deployment', 'seodang-judge');
  if (!judge) return ['no Deployment seodang-judge'];
  const c = judge.spec.template.spec.containers.find((x: any) => x.name === 'judge');
  if (!c) return ['no container judge'];
  if (!/seodang-judge\.mjs worker/.test(commandOf(c)))
    problems.push('the judge does not run `seodang-judge worker`');
  if (c.securityContext?.privileged !== true) problems.push('the judge sandbox is not given privileges');
  const shutdownMs = Number(envValue(c, 'SEODANG_JUDGE_SHUTDOWN_TIMEOUT_MS'));
  const grace = judge.spec.template.spec.terminationGracePeriodSeconds;
  if (!(shutdownMs / 1000 > longestJudgeWallSeconds()))
    problems.push('SEODANG_JUDGE_SHUTDOWN_TIMEOUT_MS is not over the longest wall-time limit');
  if (!(grace > shutdownMs / 1000))
    problems.push(`the judge's grace period ${grace} s ends before its shutdown`);
  if (!(c.env ?? []).some((e: any) => e.name === 'SEODANG_JUDGE_CONCURRENCY'))
    problems.push('the judge takes the node core count as its concurrency');
  if (
    !(c.env ?? []).some(
      (e: any) => e.name === 'REDIS_URL' && e.valueFrom?.secretKeyRef?.name === 'seodang-secrets',
    )
  )
    problems.push('the judge does not read REDIS_URL from the Secret');
  if (httpGetPath(c.livenessProbe) !== '/health') problems.push('the judge has no liveness probe on /health');

  const scaled = of(docs, 'ScaledObject');
  if (scaled.length !== 1) return [...problems, 'not exactly one ScaledObject'];
  const so = scaled[0].doc;
  if (
    so.spec.scaleTargetRef?.name !== 'seodang-judge' ||
    (so.spec.scaleTargetRef.kind ?? 'Deployment') !== 'Deployment'
  )
    problems.push('the ScaledObject does not target the judge Deployment');
  if (!(so.spec.minReplicaCount >= 1)) problems.push('the judge may scale to zero workers');
  if (!(so.spec.maxReplicaCount > so.spec.minReplicaCount)) problems.push('the ScaledObject cannot scale');
  if (!(so.spec.cooldownPeriod > 0)) problems.push('the ScaledObject has no cooldown');
  problems.push(...triggerProblems(so.spec.triggers));
  return problems;
}

/** The queue measure: BullMQ keeps the judge's prioritized jobs outside the wait list, so both states count. */
function triggerProblems(triggers: any[] | undefined): string[] {
  if (!triggers?.length) return ['the ScaledObject has no trigger'];
  return triggers.flatMap((t) => {
    if (t.type === 'prometheus') {
      const q: string = t.metadata?.query ?? '';
      const ok =
        /seodang_judge_queue_jobs\{[^}]*state=~"[^"]*waiting[^"]*"/.test(q) && q.includes('prioritized');
      if (!ok) return ['the Prometheus trigger does not read waiting and prioritized judge jobs'];
      return Number(t.metadata.threshold) > 0 ? [] : ['the Prometheus trigger has no threshold'];
    }
    return [
      `the ${t.type} trigger does not measure the judge queue (its jobs are prioritized, not in a list)`,
    ];
  });
}

/** Problems of the migration Job. */
function migrationProblems(docs: Manifest[]): string[] {
  const jobs = of(docs, 'Job');
  const migrate = jobs.find((m) =>
    containersOf(m.doc).some((c) => /core\/src\/cli\.ts migrate$/.test(commandOf(c))),
  );
  if (!migrate) return ['no Job runs `node core/src/cli.ts migrate`'];
  const problems: string[] = [];
  const spec = migrate.doc.spec.template.spec;
  if (spec.restartPolicy !== 'Never') problems.push('the migration Job restarts in place');
  const core = named(docs, 'Deployment', 'seodang-core');
  const coreImage = core?.spec.template.spec.containers[0].image;
  if (containersOf(migrate.doc).some((c) => c.image !== coreImage))
    problems.push('migrations run another image than core');
  return problems;
}

/** A setting of a Janus .jcfg file (libconfig): a quoted string unescaped, or a bare value. */
function jcfgSetting(text: string | undefined, key: string): string | undefined {
  const m = new RegExp(`^\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^\\s#]+))`, 'm').exec(text ?? '');
  return m ? (m[1]?.replace(/\\(.)/g, '$1') ?? m[2]) : undefined;
}

/** The secrets Janus needs, each a placeholder in its ConfigMap that the init container fills from the Secret. */
const janusSecrets = [
  { env: 'JANUS_TOKEN_SECRET', file: 'janus.jcfg', key: 'token_auth_secret' },
  { env: 'JANUS_ADMIN_KEY', file: 'janus.plugin.videoroom.jcfg', key: 'admin_key' },
];

/** The volume of a pod spec that a container mounts at `path`, if any. */
const volumeAt = (podSpec: any, c: any, path: string): any => {
  const mount = (c?.volumeMounts ?? []).find((m: any) => m.mountPath === path);
  return mount && (podSpec.volumes ?? []).find((v: any) => v.name === mount.name);
};

/**
 * Problems of the Janus servers: a StatefulSet on the nodes' network behind a headless Service,
 * core's ordered URL lists naming its pods in order (HTTP through the headless Service, WebSocket
 * through each pod's own Service and Ingress host), the RTP range in Janus's config and on the pod,
 * the recordings volume shared with core at one path, and the secrets only from the Secret.
 */
function janusProblems(docs: Manifest[]): string[] {
  const problems: string[] = [];
  const sts = named(docs, 'StatefulSet', 'seodang-janus');
  if (!sts) return ['no StatefulSet seodang-janus'];
  const pod = sts.spec.template;
  const name: string = sts.metadata.name;
  const replicas: number = sts.spec.replicas;
  if (!(replicas >= 2)) problems.push('Janus runs fewer than 2 servers');
  const janus = pod.spec.containers.find((c: any) => c.name === 'janus');
  if (!janus) return [...problems, 'no container janus'];
  const files = named(docs, 'ConfigMap', 'seodang-janus-config')?.data ?? {};
  const main: string | undefined = files['janus.jcfg'];
  const http: string | undefined = files['janus.transport.http.jcfg'];
  const ws: string | undefined = files['janus.transport.websockets.jcfg'];
  if (!main || !http || !ws)
    return [...problems, 'the ConfigMap seodang-janus-config lacks a Janus config file'];

  if (pod.spec.hostNetwork !== true) problems.push('Janus is not on the node’s network (hostNetwork)');
  if (pod.spec.dnsPolicy !== 'ClusterFirstWithHostNet')
    problems.push('Janus on the node’s network loses cluster DNS');
  const apart = pod.spec.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution ?? [];
  if (
    !apart.some(
      (a: any) => a.topologyKey === 'kubernetes.io/hostname' && selects(a.labelSelector, pod.metadata.labels),
    )
  )
    problems.push('two Janus servers may share a node and its ports');
  const range = jcfgSetting(main, 'rtp_port_range');
  if (range !== '20000-20999')
    problems.push(`Janus's RTP port range is ${range ?? 'unset'}, not 20000-20999`);
  if (pod.metadata.annotations?.['seodang.io/rtp-port-range'] !== range)
    problems.push('the pod does not state Janus’s RTP port range');

  const ports = new Map((janus.ports ?? []).map((p: any) => [p.name, p.containerPort]));
  const basePath = jcfgSetting(http, 'base_path') ?? '/janus';
  if (ports.get('http') !== Number(jcfgSetting(http, 'port')))
    problems.push('the port named http is not Janus’s HTTP port');
  if (ports.get('ws') !== Number(jcfgSetting(ws, 'ws_port')))
    problems.push('the port named ws is not Janus’s WebSocket port');
  for (const probe of [janus.readinessProbe, janus.livenessProbe])
    if (httpGetPath(probe) !== `${basePath}/info` || probe.httpGet.port !== 'http')
      problems.push(`Janus has no readiness and liveness probe on ${basePath}/info`);

  const headless = named(docs, 'Service', sts.spec.serviceName);
  if (
    !headless ||
    headless.spec.clusterIP !== 'None' ||
    !selects({ matchLabels: headless.spec.selector }, pod.metadata.labels)
  )
    problems.push('no headless Service names the Janus pods');

  // Core's lists, paired by position: server i is pod <name>-i.
  const config = named(docs, 'ConfigMap', 'seodang-config')?.data ?? {};
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
  const httpUrls = list(config.SEODANG_JANUS_URLS);
  const wsUrls = list(config.SEODANG_JANUS_WS_URLS);
  if (httpUrls.length !== replicas || wsUrls.length !== replicas)
    problems.push(`core's Janus URL lists do not name the ${replicas} servers`);
  const ingresses = of(docs, 'Ingress').map((m) => m.doc);
  for (let i = 0; i < replicas; i++) {
    const podName = `${name}-${i}`;
    if (httpUrls[i] !== `http://${podName}.${sts.spec.serviceName}:${ports.get('http')}${basePath}`)
      problems.push(`SEODANG_JANUS_URLS[${i}] is not ${podName}'s HTTP API`);
    const url = wsUrls[i] ? new URL(wsUrls[i]) : undefined;
    if (url?.protocol !== 'wss:') problems.push(`SEODANG_JANUS_WS_URLS[${i}] is not a wss:// URL`);
    const ingress = ingresses.find((d) => (d.spec.rules ?? []).some((r: any) => r.host === url?.hostname));
    const rule = ingress?.spec.rules.find((r: any) => r.host === url?.hostname);
    const backend = rule?.http?.paths?.find((p: any) => (url?.pathname ?? '/').startsWith(p.path))?.backend
      ?.service;
    const service = backend && named(docs, 'Service', backend.name);
    const servicePort = (service?.spec.ports ?? []).find((p: any) => p.name === backend?.port?.name);
    if (
      service?.spec.selector?.['statefulset.kubernetes.io/pod-name'] !== podName ||
      (servicePort?.targetPort !== 'ws' && servicePort?.targetPort !== ports.get('ws'))
    )
      problems.push(`SEODANG_JANUS_WS_URLS[${i}] does not reach ${podName}'s WebSocket`);
    if (ingress && !(ingress.spec.tls ?? []).some((t: any) => (t.hosts ?? []).includes(url?.hostname)))
      problems.push(`the Ingress has no certificate for ${url?.hostname}`);
    for (const key of ['proxy-read-timeout', 'proxy-send-timeout'])
      if (ingress && !(Number(ingress.metadata.annotations?.[`nginx.ingress.kubernetes.io/${key}`]) >= 3600))
        problems.push(`the Janus Ingress ${key} is under an hour`);
  }

  // One recordings folder: Janus writes where core (SEODANG_JANUS_RECORDINGS_DIR) reads.
  const dir = config.SEODANG_JANUS_RECORDINGS_DIR;
  const core = named(docs, 'Deployment', 'seodang-core');
  const coreClaim = volumeAt(core?.spec.template.spec, core?.spec.template.spec.containers[0], dir)
    ?.persistentVolumeClaim?.claimName;
  const janusClaim = volumeAt(pod.spec, janus, dir)?.persistentVolumeClaim?.claimName;
  const pvc = named(docs, 'PersistentVolumeClaim', janusClaim);
  if (!janusClaim || janusClaim !== coreClaim)
    problems.push(`core and Janus do not share one recordings volume at ${dir}`);
  else if (!pvc?.spec.accessModes?.includes('ReadWriteMany'))
    problems.push('the recordings volume is not ReadWriteMany');

  // Secrets: placeholders in the ConfigMap, filled by the init container from the Secret, into a
  // memory-backed folder Janus reads its config from.
  if (jcfgSetting(main, 'token_auth') !== 'true') problems.push('Janus does not require core’s tokens');
  const init = (pod.spec.initContainers ?? []).find((c: any) => /write-config\.mjs/.test(commandOf(c)));
  if (!init) problems.push('no init container writes Janus’s config');
  for (const s of janusSecrets) {
    if (jcfgSetting(files[s.file], s.key) !== `@${s.env}@`)
      problems.push(`${s.file}: ${s.key} is not the @${s.env}@ placeholder`);
    for (const m of of(docs, 'ConfigMap'))
      if (Object.keys(m.doc.data ?? {}).includes(s.env))
        problems.push(`${s.env} is in the ConfigMap ${m.doc.metadata.name}`);
    const ref = (init?.env ?? []).find((e: any) => e.name === s.env)?.valueFrom?.secretKeyRef;
    if (ref?.name !== 'seodang-secrets' || ref.key !== s.env)
      problems.push(`Janus's ${s.env} does not come from the Secret`);
  }
  const folder = jcfgSetting(main, 'configs_folder');
  const written = init && volumeAt(pod.spec, init, folder ?? '');
  const read = volumeAt(pod.spec, janus, folder ?? '');
  if (
    !/-F\s/.test(commandOf(janus)) ||
    !commandOf(janus).includes(`-F ${folder}`) ||
    !written ||
    written !== read
  )
    problems.push('Janus does not read the config its init container writes');
  else if (written.emptyDir?.medium !== 'Memory')
    problems.push('Janus’s config with its secrets is kept on disk');
  return problems;
}

/** Problems common to every workload: resources on every container, pinned image tags. */
function workloadProblems(docs: Manifest[]): string[] {
  const problems: string[] = [];
  for (const { doc } of [...of(docs, 'Deployment'), ...of(docs, 'Job'), ...of(docs, 'StatefulSet')])
    for (const c of containersOf(doc)) {
      if (!hasResources(c))
        problems.push(`${doc.metadata.name}/${c.name} has no cpu/memory requests or memory limit`);
      const tag = /:([^/:@]+)$/.exec(c.image ?? '')?.[1];
      if (!tag || tag === 'latest') problems.push(`${doc.metadata.name}/${c.name} has no pinned image tag`);
    }
  return problems;
}

/** Problems of Secrets and secret files: only placeholders are ever in the repository. */
function secretProblems(docs: Manifest[], envExamples: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const { file, doc } of of(docs, 'Secret')) {
    if (doc.data) problems.push(`${file}: a Secret with data`);
    for (const [k, v] of Object.entries(doc.stringData ?? {}))
      if (!String(v).includes('CHANGE_ME')) problems.push(`${file}: ${k} is not a placeholder`);
  }
  for (const [file, text] of Object.entries(envExamples))
    for (const line of text.split('\n')) {
      const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (m && !m[2].includes('CHANGE_ME')) problems.push(`${file}: ${m[1]} is not a placeholder`);
    }
  return problems;
}

const envExamples = Object.fromEntries(
  overlayDirs
    .map((d) => join(d, 'secrets.env.example'))
    .filter(existsSync)
    .map((f) => [relative(root, f), readFileSync(f, 'utf8')]),
);

const mergePatch = (base: any, patch: any): any => {
  if (!isMap(base) || !isMap(patch)) return structuredClone(patch);
  const out = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = mergePatch(base[k], v);
  return out;
};
const isMap = (v: any): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An overlay's objects: the base with the overlay's patches merged (maps merged, lists replaced,
 * which is what kustomize does for the lists these patches touch: none has a merge key) and its
 * replica counts. Checked instead of a `kubectl kustomize` build, which needs the secrets file.
 */
function overlayManifests(dir: string): Manifest[] {
  const k = parseFile(join(dir, 'kustomization.yaml'))[0].doc;
  const patches = (k.patches ?? []).flatMap((p: any) => parseFile(join(dir, p.path)));
  return baseManifests.map((m) => {
    const key = (x: Manifest) => `${x.doc.kind}/${x.doc.metadata.name}`;
    const patch = patches.find((p: Manifest) => key(p) === key(m));
    const doc = patch ? mergePatch(m.doc, patch.doc) : structuredClone(m.doc);
    const count = (k.replicas ?? []).find((r: any) => r.name === doc.metadata.name)?.count;
    if (count !== undefined) doc.spec.replicas = count;
    return { file: patch?.file ?? m.file, doc };
  });
}

test('every manifest parses as YAML', (t) => {
  t.true(allFiles.length > 10);
  for (const file of allFiles) t.notThrows(() => parseFile(file), relative(root, file));
});

test('core: probes on /api/health, grace longer than its stop, preStop pause, metrics port, config by reference, named after its pod, Service, PDB and Ingress timeouts', (t) => {
  t.deepEqual(coreProblems(baseManifests), []);
});

test('the judge: privileged worker with a grace over the longest time limit, scaled by KEDA on the queue', (t) => {
  t.deepEqual(judgeProblems(baseManifests), []);
});

test('Janus: two servers on their nodes’ network behind a headless Service, named in order in core’s URL lists and Ingress hosts, the RTP range, the shared recordings volume, secrets from the Secret', (t) => {
  t.deepEqual(janusProblems(baseManifests), []);
  for (const dir of overlayDirs) t.deepEqual(janusProblems(overlayManifests(dir)), [], relative(root, dir));
});

test('the migration Job runs the migrate command with core’s image', (t) => {
  t.deepEqual(migrationProblems(baseManifests), []);
});

test('every container has resources and a pinned image tag, in the base and in each overlay', (t) => {
  t.deepEqual(workloadProblems(baseManifests), []);
  for (const dir of overlayDirs) {
    const k = parseFile(join(dir, 'kustomization.yaml'))[0].doc;
    const baseImages = new Set(
      [
        ...of(baseManifests, 'Deployment'),
        ...of(baseManifests, 'Job'),
        ...of(baseManifests, 'StatefulSet'),
      ].flatMap(({ doc }) => containersOf(doc).map((c) => c.image.replace(/:[^/:]+$/, ''))),
    );
    for (const name of baseImages) {
      const entry = (k.images ?? []).find((i: any) => i.name === name);
      t.truthy(entry, `${relative(root, dir)} sets no tag for ${name}`);
      t.regex(String(entry?.newTag ?? ''), /^(?!latest$)\S+$/, `${relative(root, dir)}: ${name}`);
    }
  }
});

test('no Secret or secret file in the repository carries a real value', (t) => {
  const everything = allFiles.flatMap(parseFile);
  t.deepEqual(secretProblems(everything, envExamples), []);
  t.true(Object.keys(envExamples).length > 0);
  const ignored = readFileSync(join(deployDir, '.gitignore'), 'utf8');
  t.true(ignored.split('\n').includes('overlays/*/secrets.env'));
  // Everything that reads secrets reads them from the Secret, by reference.
  for (const { doc } of [
    ...of(everything, 'Deployment'),
    ...of(everything, 'Job'),
    ...of(everything, 'StatefulSet'),
  ])
    for (const c of containersOf(doc))
      for (const e of c.env ?? [])
        t.false(
          /SECRET|PASSWORD|DATABASE_URL|REDIS_URL/.test(e.name) && 'value' in e,
          `${c.name}: ${e.name}`,
        );
});

test('every variable the manifests set is one the code reads', (t) => {
  const sources = [
    'config/load.ts',
    ...['core/src', 'judge/src', 'plugins'].flatMap((d) =>
      tsFiles(join(root, d)).map((f) => relative(root, f)),
    ),
  ]
    .map((f) => readFileSync(join(root, f), 'utf8'))
    .join('\n');
  const names = new Set<string>();
  const config = named(baseManifests, 'ConfigMap', 'seodang-config');
  for (const k of Object.keys(config.data)) names.add(k);
  for (const text of Object.values(envExamples))
    for (const line of text.split('\n')) {
      const m = /^([A-Z0-9_]+)=/.exec(line);
      if (m) names.add(m[1]);
    }
  for (const { doc } of [
    ...of(baseManifests, 'Deployment'),
    ...of(baseManifests, 'Job'),
    ...of(baseManifests, 'StatefulSet'),
  ])
    for (const c of containersOf(doc)) for (const e of c.env ?? []) names.add(e.name);
  names.delete('NODE_OPTIONS'); // Node's own
  for (const name of names) t.true(sources.includes(name), `${name} is read nowhere`);
});

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name === 'web') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

test('each kustomization lists every manifest beside it, and everything it lists exists', (t) => {
  for (const dir of [baseDir, ...overlayDirs]) {
    const k = parseFile(join(dir, 'kustomization.yaml'))[0].doc;
    const listed = new Set<string>([
      ...(k.resources ?? []),
      ...(k.patches ?? []).map((p: any) => p.path).filter(Boolean),
      ...(k.patchesStrategicMerge ?? []),
      ...(k.components ?? []),
    ]);
    for (const entry of listed)
      t.true(
        existsSync(join(dir, entry)),
        `${relative(root, dir)}/kustomization.yaml lists ${entry}, which is missing`,
      );
    const here = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
    for (const file of here)
      t.true(listed.has(file), `${relative(root, dir)}/${file} is not in its kustomization`);
    // A generator's env file holds real secrets: only its .example is in the repository.
    for (const gen of [...(k.secretGenerator ?? []), ...(k.configMapGenerator ?? [])])
      for (const env of gen.envs ?? [])
        t.true(existsSync(join(dir, `${env}.example`)), `${relative(root, dir)}: ${env}.example is missing`);
  }
});

// The checks above must be able to fail: broken copies of the real manifests.
const copy = (docs: Manifest[]): Manifest[] => structuredClone(docs);
const edit = (docs: Manifest[], kind: string, name: string, change: (doc: any) => void): Manifest[] => {
  const out = copy(docs);
  change(named(out, kind, name));
  return out;
};

test('the checks catch a broken manifest', (t) => {
  const core = (f: (c: any, d: any) => void) =>
    edit(baseManifests, 'Deployment', 'seodang-core', (d) => f(d.spec.template.spec.containers[0], d));
  t.true(
    coreProblems(core((c) => delete c.readinessProbe)).includes('core has no readiness probe on /api/health'),
  );
  t.true(
    coreProblems(core((c) => (c.livenessProbe.httpGet.path = '/'))).includes(
      'core has no liveness probe on /api/health',
    ),
  );
  t.true(
    coreProblems(core((_c, d) => (d.spec.template.spec.terminationGracePeriodSeconds = 20))).some((p) =>
      p.includes('grace'),
    ),
  );
  t.true(coreProblems(core((c) => delete c.lifecycle)).includes('core has no preStop pause before SIGTERM'));
  t.true(coreProblems(core((_c, d) => (d.spec.replicas = 1))).includes('core runs fewer than 2 replicas'));
  t.true(
    coreProblems(
      core((c) => (c.env = c.env.filter((e: any) => e.name !== 'SEODANG_INSTANCE_NAME'))),
    ).includes('core is not named after its pod (SEODANG_INSTANCE_NAME)'),
  );
  t.true(
    coreProblems(baseManifests.filter((m) => m.doc.kind !== 'PodDisruptionBudget')).includes(
      'no PodDisruptionBudget selects core',
    ),
  );
  t.true(
    coreProblems(
      edit(
        baseManifests,
        'Ingress',
        'seodang',
        (d) => delete d.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'],
      ),
    ).some((p) => p.includes('proxy-read-timeout')),
  );
  t.true(workloadProblems(core((c) => delete c.resources)).some((p) => p.includes('no cpu/memory')));
  t.true(
    workloadProblems(core((c) => (c.image = 'seodang/core:latest'))).some((p) => p.includes('image tag')),
  );
  t.true(workloadProblems(core((c) => (c.image = 'seodang/core'))).some((p) => p.includes('image tag')));

  const so = (f: (d: any) => void) => edit(baseManifests, 'ScaledObject', 'seodang-judge', f);
  t.true(
    judgeProblems(so((d) => (d.spec.scaleTargetRef.name = 'seodang-core'))).includes(
      'the ScaledObject does not target the judge Deployment',
    ),
  );
  t.true(
    judgeProblems(
      so((d) => (d.spec.triggers[0].metadata.query = 'max(seodang_judge_queue_jobs{state="waiting"})')),
    ).some((p) => p.includes('waiting and prioritized')),
  );
  t.true(
    judgeProblems(
      so(
        (d) => (d.spec.triggers = [{ type: 'redis', metadata: { listName: 'bull:seodang-judge-v1:wait' } }]),
      ),
    ).some((p) => p.includes('redis trigger')),
  );
  t.true(
    judgeProblems(
      edit(
        baseManifests,
        'Deployment',
        'seodang-judge',
        (d) => (d.spec.template.spec.terminationGracePeriodSeconds = 60),
      ),
    ).some((p) => p.includes('grace')),
  );
  t.true(
    migrationProblems(
      edit(
        baseManifests,
        'Job',
        'seodang-migrate',
        (d) => (d.spec.template.spec.containers[0].command = ['node', 'core/src/main.ts']),
      ),
    ).includes('no Job runs `node core/src/cli.ts migrate`'),
  );
  t.true(
    secretProblems(
      [
        {
          file: 'x.yaml',
          doc: { kind: 'Secret', stringData: { DATABASE_URL: 'postgres://u:hunter2@db/x' } },
        },
      ],
      {},
    ).length > 0,
  );
  t.true(secretProblems([], { 'secrets.env.example': 'S3_SECRET_ACCESS_KEY=abc123\n' }).length > 0);
});

test('the checks catch a broken Janus manifest', (t) => {
  const sts = (f: (d: any) => void) => edit(baseManifests, 'StatefulSet', 'seodang-janus', f);
  const config = (f: (data: any) => void) =>
    edit(baseManifests, 'ConfigMap', 'seodang-config', (d) => f(d.data));
  const janusFiles = (f: (data: any) => void) =>
    edit(baseManifests, 'ConfigMap', 'seodang-janus-config', (d) => f(d.data));
  const caught = (docs: Manifest[], words: string) => janusProblems(docs).some((p) => p.includes(words));

  // The URL lists out of the pods' order, or one server short of the replicas.
  const swap = (v: string) => v.split(',').reverse().join(',');
  t.true(
    caught(
      config((d) => (d.SEODANG_JANUS_URLS = swap(d.SEODANG_JANUS_URLS))),
      "is not seodang-janus-0's HTTP API",
    ),
  );
  t.true(
    caught(
      config((d) => (d.SEODANG_JANUS_WS_URLS = swap(d.SEODANG_JANUS_WS_URLS))),
      "does not reach seodang-janus-0's WebSocket",
    ),
  );
  t.true(
    caught(
      sts((d) => (d.spec.replicas = 3)),
      'do not name the 3 servers',
    ),
  );
  t.true(
    caught(
      sts((d) => (d.spec.replicas = 1)),
      'fewer than 2 servers',
    ),
  );
  // An Ingress host sent to the other pod's Service.
  t.true(
    caught(
      edit(
        baseManifests,
        'Ingress',
        'seodang-janus',
        (d) => (d.spec.rules[0].http.paths[0].backend.service.name = 'seodang-janus-1'),
      ),
      "does not reach seodang-janus-0's WebSocket",
    ),
  );
  t.true(
    caught(
      edit(baseManifests, 'Service', 'seodang-janus', (d) => delete d.spec.clusterIP),
      'no headless Service',
    ),
  );

  // A secret in a ConfigMap, or not from the Secret.
  t.true(
    caught(
      janusFiles((d) => (d['janus.jcfg'] = d['janus.jcfg'].replace('@JANUS_TOKEN_SECRET@', 'hunter2'))),
      'is not the @JANUS_TOKEN_SECRET@ placeholder',
    ),
  );
  t.true(
    caught(
      config((d) => (d.JANUS_ADMIN_KEY = 'hunter2')),
      'JANUS_ADMIN_KEY is in the ConfigMap seodang-config',
    ),
  );
  t.true(
    caught(
      sts(
        (d) =>
          (d.spec.template.spec.initContainers[0].env[1] = { name: 'JANUS_ADMIN_KEY', value: 'hunter2' }),
      ),
      "Janus's JANUS_ADMIN_KEY does not come from the Secret",
    ),
  );
  t.true(
    caught(
      sts((d) => delete d.spec.template.spec.volumes.find((v: any) => v.name === 'config').emptyDir.medium),
      'kept on disk',
    ),
  );
  t.true(
    caught(
      janusFiles(
        (d) => (d['janus.jcfg'] = d['janus.jcfg'].replace('token_auth = true', 'token_auth = false')),
      ),
      'does not require core’s tokens',
    ),
  );

  // No RTP range, or another one than the pod states.
  t.true(
    caught(
      janusFiles((d) => (d['janus.jcfg'] = d['janus.jcfg'].replace(/^.*rtp_port_range.*$/m, ''))),
      'RTP port range is unset',
    ),
  );
  t.true(
    caught(
      sts((d) => delete d.spec.template.metadata.annotations),
      'does not state Janus’s RTP port range',
    ),
  );

  // The recordings volume not shared: Janus on a volume of its own, or core without it.
  t.true(
    caught(
      sts(
        (d) =>
          (d.spec.template.spec.volumes.find(
            (v: any) => v.name === 'janus-recordings',
          ).persistentVolumeClaim.claimName = 'janus-own'),
      ),
      'do not share one recordings volume',
    ),
  );
  t.true(
    caught(
      edit(baseManifests, 'Deployment', 'seodang-core', (d) => {
        const c = d.spec.template.spec.containers[0];
        c.volumeMounts = c.volumeMounts.filter((m: any) => m.name !== 'janus-recordings');
      }),
      'do not share one recordings volume',
    ),
  );
  t.true(
    caught(
      edit(
        baseManifests,
        'PersistentVolumeClaim',
        'seodang-janus-recordings',
        (d) => (d.spec.accessModes = ['ReadWriteOnce']),
      ),
      'not ReadWriteMany',
    ),
  );

  // Off the node's network, two on a node, no probe, a port that is not Janus's.
  t.true(
    caught(
      sts((d) => delete d.spec.template.spec.hostNetwork),
      'not on the node’s network',
    ),
  );
  t.true(
    caught(
      sts((d) => delete d.spec.template.spec.affinity),
      'may share a node',
    ),
  );
  t.true(
    caught(
      sts((d) => delete d.spec.template.spec.containers[0].readinessProbe),
      'no readiness and liveness probe',
    ),
  );
  t.true(
    caught(
      sts((d) => (d.spec.template.spec.containers[0].ports[1].containerPort = 8189)),
      'not Janus’s WebSocket port',
    ),
  );
  t.true(
    workloadProblems(sts((d) => (d.spec.template.spec.containers[0].image = 'seodang/janus:latest'))).some(
      (p) => p.includes('image tag'),
    ),
  );
});
