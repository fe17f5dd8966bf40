import type { PluginDefinition, RegisterEnv, SeedContext, StartContext } from './types.ts';

/**
 * Declares a server plugin. `register` only declares (routes, migrations, services,
 * extension points, events, topics, initial data); `start` runs after every plugin has
 * registered and the registries are locked; `stop` runs on shutdown, in reverse order.
 *
 * @example
 * export const plugin = definePlugin({
 *   id: 'hello',
 *   register(env) {
 *     env.route({ method: 'GET', path: '/api/hello', summary: 'Say hello', access: 'public',
 *       handler: () => ({ data: 'hello' }) });
 *   },
 * });
 */
export function definePlugin(def: {
  id: string;
  register(env: RegisterEnv): void;
  start?(ctx: StartContext): void | Promise<void>;
  stop?(): void | Promise<void>;
  seed?(ctx: SeedContext): Promise<void>;
}): PluginDefinition {
  if (!/^[a-z][a-z0-9-]*$/.test(def.id)) throw new Error(`Plugin id '${def.id}' must be kebab-case`);
  return { kind: 'seodang-plugin', ...def };
}
