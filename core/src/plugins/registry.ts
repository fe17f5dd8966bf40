import type { Catalogue, QuizTypeDefinition } from '@seodang/sdk/common';
import type {
  EventDef,
  ExtensionPoint,
  InitialDataProvider,
  PluginGauge,
  PluginManifest,
  RegisterEnv,
  RouteDef,
  ScopedKindDef,
  ServiceRef,
  StartContext,
  TopicPolicy,
} from '@seodang/sdk';
import type { z } from 'zod';
import type { RegisteredJob } from '../jobs/job-runner.ts';

/** A route together with the plugin (and manifest) that declared it. */
export interface RegisteredRoute {
  plugin: PluginManifest;
  def: RouteDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;
}

export interface RegisteredTopic {
  plugin: string;
  pattern: string;
  regex: RegExp;
  names: string[];
  policy: TopicPolicy;
}

type Handler = (payload: unknown, ctx: StartContext) => void | Promise<void>;

/**
 * Everything plugins (and core itself) declare during `register`. Locked before start:
 * a declaration after that is a programming error and throws.
 */
export class Registry {
  readonly routes: RegisteredRoute[] = [];
  readonly migrations: { owner: string; dir: URL }[] = [];
  readonly serviceFactories = new Map<string, { owner: string; factory: (ctx: StartContext) => unknown }>();
  readonly extensionPoints = new Map<string, { owner: string; impl: unknown }>();
  readonly eventHandlers = new Map<string, { owner: string; handler: Handler; everyInstance: boolean }[]>();
  readonly catalogues: Catalogue[] = [];
  readonly initialData = new Map<string, { owner: string; provider: InitialDataProvider }>();
  readonly topics: RegisteredTopic[] = [];
  readonly services = new Map<string, string>(); // service key → plugin id
  /** Service keys that start off until a channel admin turns them on. */
  readonly servicesOffByDefault = new Set<string>();
  readonly quizTypes = new Map<string, { owner: string; def: QuizTypeDefinition }>();
  /** Kinds of rows request ids point at, each found inside one channel (`rc.inChannel`). */
  readonly scopedKinds = new Map<string, { owner: string; def: ScopedKindDef }>();
  /** Background job kinds by name (`env.job`). */
  readonly jobs = new Map<string, RegisteredJob>();
  /** Plugins' gauges on the metrics page, by full metric name (`env.gauge`). */
  readonly gauges = new Map<string, { owner: string; def: PluginGauge }>();
  private locked = false;
  /** The deployment's configuration, handed to every plugin's `register` (`env.config`). */
  private readonly config: Readonly<Record<string, unknown>>;
  constructor(config: Readonly<Record<string, unknown>> = {}) {
    this.config = config;
  }

  lock(): void {
    this.locked = true;
  }

  private check(what: string, owner: string) {
    if (this.locked)
      throw new Error(`Registries are locked: plugin '${owner}' tried to declare ${what} after start`);
  }

  /** The `env` a plugin's register() receives. */
  envFor(manifest: PluginManifest): RegisterEnv {
    const owner = manifest.id;
    // Core's own extension points (channelSettings, serviceImpact) are open to every plugin.
    const allowedDeps = new Set(['core', ...manifest.requires, ...manifest.optional, owner]);
    for (const service of manifest.services) {
      const other = this.services.get(service);
      if (other && other !== owner)
        throw new Error(`Service '${service}' is provided by both '${other}' and '${owner}'`);
      this.services.set(service, owner);
    }
    for (const service of manifest.servicesOffByDefault ?? []) this.servicesOffByDefault.add(service);
    return {
      manifest,
      config: this.config,
      route: (def) => {
        this.check(`route ${def.method} ${def.path}`, owner);
        if (!def.path.startsWith('/'))
          throw new Error(`Route path must start with '/': ${def.path} (${owner})`);
        const dup = this.routes.find((r) => r.def.method === def.method && r.def.path === def.path);
        if (dup)
          throw new Error(
            `Route ${def.method} ${def.path} is declared by both '${dup.plugin.id}' and '${owner}'`,
          );
        this.routes.push({ plugin: manifest, def: def as unknown as RegisteredRoute['def'] });
      },
      migrations: (dir) => {
        this.check('migrations', owner);
        this.migrations.push({ owner, dir });
      },
      provideService: <T>(ref: ServiceRef<T>, factory: (ctx: StartContext) => T | Promise<T>) => {
        this.check(`service ${ref.id}`, owner);
        if (this.serviceFactories.has(ref.id)) throw new Error(`Service ref '${ref.id}' is provided twice`);
        this.serviceFactories.set(ref.id, { owner, factory });
      },
      gauge: (def) => {
        this.check(`gauge ${def.name}`, owner);
        if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(def.name))
          throw new Error(`Gauge name '${def.name}' of '${owner}' must be lower-case words joined by '_'`);
        const name = `seodang_${owner.replace(/-/g, '_')}_${def.name}`;
        if (this.gauges.has(name)) throw new Error(`Gauge '${name}' is declared twice`);
        this.gauges.set(name, { owner, def });
      },
      registerExtensionPoint: <T>(point: ExtensionPoint<T>, impl: T) => {
        this.check(`extension point ${point.id}`, owner);
        if (this.extensionPoints.has(point.id))
          throw new Error(`Extension point '${point.id}' is registered twice`);
        this.extensionPoints.set(point.id, { owner, impl });
      },
      extensionPoint: <T>(point: ExtensionPoint<T>) => {
        const found = this.extensionPoints.get(point.id);
        if (!found) return undefined;
        if (!allowedDeps.has(found.owner)) {
          throw new Error(
            `Plugin '${owner}' uses extension point '${point.id}' of '${found.owner}' without requiring it`,
          );
        }
        return found.impl as T;
      },
      on: <T>(
        event: EventDef<T>,
        handler: (payload: T, ctx: StartContext) => void | Promise<void>,
        options?: { everyInstance?: boolean },
      ) => {
        this.check(`event handler ${event.name}`, owner);
        const list = this.eventHandlers.get(event.name) ?? [];
        list.push({ owner, handler: handler as Handler, everyInstance: options?.everyInstance ?? false });
        this.eventHandlers.set(event.name, list);
      },
      job: (def, handler, options = {}) => {
        this.check(`job ${def.name}`, owner);
        if (!def.name.startsWith(`${owner}.`))
          throw new Error(`Job '${def.name}' of plugin '${owner}' must be named '${owner}.<job>'`);
        if (this.jobs.has(def.name)) throw new Error(`Job '${def.name}' is handled twice`);
        this.jobs.set(def.name, {
          owner,
          def: def as RegisteredJob['def'],
          handler: handler as RegisteredJob['handler'],
          options: options as RegisteredJob['options'],
        });
      },
      messages: (catalogue) => {
        this.check('messages', owner);
        this.catalogues.push(catalogue);
      },
      initialData: (key, provider) => {
        this.check(`initial data ${key}`, owner);
        if (this.initialData.has(key)) throw new Error(`Initial data key '${key}' is provided twice`);
        this.initialData.set(key, { owner, provider });
      },
      topic: (pattern, policy) => {
        this.check(`topic ${pattern}`, owner);
        this.topics.push({ plugin: owner, pattern, policy, ...compileTopic(pattern) });
      },
      quizType: (def) => {
        this.check(`quiz type ${def.id}`, owner);
        if (def.kind !== 'seodang-quiz-type')
          throw new Error(`Plugin '${owner}' registered a quiz type not made by defineQuizType`);
        const other = this.quizTypes.get(def.id);
        if (other)
          throw new Error(`Quiz type '${def.id}' is registered by both '${other.owner}' and '${owner}'`);
        this.quizTypes.set(def.id, { owner, def: def as QuizTypeDefinition });
      },
      scopedKind: (def) => {
        this.check(`scoped kind ${def.kind}`, owner);
        const other = this.scopedKinds.get(def.kind);
        if (other)
          throw new Error(`Scoped kind '${def.kind}' is registered by both '${other.owner}' and '${owner}'`);
        this.scopedKinds.set(def.kind, { owner, def: def as unknown as ScopedKindDef });
      },
    };
  }
}

/** Turns `exam:{examIndex}:supervisors` into a regex and its parameter names. */
export function compileTopic(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (m) {
        names.push(m[1]);
        return '([A-Za-z0-9_-]{1,64})';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}
