import type { ComponentType } from 'react';
import type { MenuKey, MenuTarget, ServiceKey } from './menu-keys.ts';

/** A screen module: loaded on demand, default-exports or names its component. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

/** One route a plugin contributes. Paths follow the spec's routes (react-router syntax). */
export interface WebRoute {
  /** Path as in spec §2, e.g. '/qna' or '/notice/:index'. */
  path: string;
  /** The screen, loaded when first visited. */
  screen: LazyScreen;
  /** Title key in the plugin's namespace, used for the page title. */
  titleKey?: string;
  /** True for screens inside a lesson (management menu items are hidden there). */
  inLesson?: boolean;
  /** Only for logged-in users; logged-out visitors are sent to /login. */
  requiresLogin?: boolean;
  /**
   * A full-window screen: the shell shows no header, menu or footer around it (e.g. the exam
   * room, where site navigation would be a way out of a proctored exam).
   */
  bare?: boolean;
  /**
   * A proctored screen (the exam room): the shell records no analytics event of its own there (no
   * `route_change`), so the screen's own events are the only ones (spec §1). Write it as the literal
   * `proctored: true`: the server reads it from this file and tells the shell before this plugin loads.
   */
  proctored?: boolean;
  /**
   * Open in a channel to everyone, member or not, logged in or not (e.g. a certificate's public
   * page). Write it as the literal `channelPublic: true`: the server's page gate reads it from this
   * file. The screen gets no initial data of the channel, and its API calls need routes that are
   * `channelPublic` too.
   */
  channelPublic?: boolean;
}

/** One header menu item. The shell orders items by the spec's order and filters by role. */
export interface WebMenuItem {
  /** One of the spec's header items (§2). */
  key: MenuKey;
  /** Where the item leads. */
  path: string;
  /** Label key in the plugin's namespace. */
  labelKey: string;
  /** Who sees it (§6); defaults to the spec's target for the key. */
  target?: MenuTarget;
  /** The service the channel must have for the item to show (§6). */
  service?: ServiceKey;
  /** Tie-breaker when two plugins give the same key; lower first. */
  order?: number;
}

/**
 * Named places in the shell a plugin can render into:
 * - `header.end`: the header, next to the language switch;
 * - `home.main`: the main page;
 * - `footer`: the footer;
 * - `admin.sections`: Channel management (`/admin`, admins only: a channel's admin, on the public
 *   site the site admin), below the shell's own sections. Render one `<section className="sd-card">`
 *   with an `<h2>` and what the plugin manages there (often a link to its own admin screen).
 */
export type SlotName = 'header.end' | 'home.main' | 'footer' | 'admin.sections' | (string & {});

/**
 * A component for a slot. For a typed slot of another plugin (a `SlotRef` from its `common/`)
 * write `fillSlot(ref, () => import('./x.tsx'))`, which checks the component's props.
 */
export interface WebSlot {
  slot: SlotName;
  component: LazyScreen;
  order?: number;
  /**
   * The component fetches its texts itself, when it has something to show (e.g. a listener in
   * `header.end` that toasts now and then): with `i18n.loadWith: 'screens'` the shell then adds
   * no text fetch to its loading, so every page stays free of them.
   */
  loadsOwnTexts?: boolean;
}

/** One language's texts of a namespace (nested objects, i18next's resource shape). */
export type Translations = Record<string, unknown>;

/**
 * One language's texts, or a loader for them: `() => import('./i18n/en.ts').then((m) => m.en)`.
 * With loaders the shell fetches only the language in use, and another one on a language switch.
 */
export type LocaleResource = Translations | (() => Promise<Translations>);

/** Translations of a plugin's own namespace. */
export interface WebI18n {
  namespace: string;
  resources: { ko: LocaleResource; en: LocaleResource; ja: LocaleResource };
  /**
   * When the shell fetches the texts. `'page'` (the default): with the page, for plugins whose
   * menu labels show on every page. `'screens'`: with the plugin's first route screen or slot
   * that renders, so a plugin with no menu item adds no texts to pages that show nothing of it
   * (route titles still work: the title is set once the screen and its texts are in).
   */
  loadWith?: 'page' | 'screens';
}

/** The web half of a plugin, exposed by its remote as `./plugin` under the name `plugin`. */
export interface WebPlugin {
  /** Same id as the plugin's package.json `seodang.id`. */
  id: string;
  routes?: WebRoute[];
  menu?: WebMenuItem[];
  slots?: WebSlot[];
  i18n?: WebI18n;
}

/**
 * Declares the web half of a plugin. Checks the shape early so mistakes show in development
 * rather than as a blank screen.
 */
export function defineWebPlugin(plugin: WebPlugin): WebPlugin {
  if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) {
    throw new Error(`defineWebPlugin: invalid plugin id '${plugin.id}'`);
  }
  for (const route of plugin.routes ?? []) {
    if (!route.path.startsWith('/'))
      throw new Error(`defineWebPlugin(${plugin.id}): route '${route.path}' must start with '/'`);
  }
  if (plugin.i18n) {
    if (plugin.i18n.loadWith === 'screens' && plugin.menu?.length)
      throw new Error(`defineWebPlugin(${plugin.id}): menu labels need texts loaded with the page`);
    for (const lng of ['ko', 'en', 'ja'] as const) {
      if (!plugin.i18n.resources[lng])
        throw new Error(`defineWebPlugin(${plugin.id}): missing ${lng} translations`);
    }
  }
  return plugin;
}
