import { useEffect, useState } from 'react';
import type { WebI18n } from '../plugin/define-web-plugin.ts';
import { defineWebQuizType, onWebQuizTypes, type WebQuizType } from './define-web-quiz-type.ts';

/**
 * A plugin's quiz types, loaded on quiz screens only: the module `web/quiz-types.tsx` of a plugin
 * exports one of these as `quizTypes`. Unlike `web/index.tsx`, which every page loads, the shell
 * fetches this module (and its texts) the first time a quiz screen awaits `loadWebQuizTypes()`.
 */
export interface WebQuizTypes {
  /** Same id as the plugin's package.json `seodang.id`. */
  id: string;
  /** The plugin's texts: fetched in the page's language before `loadWebQuizTypes()` resolves. */
  i18n?: Pick<WebI18n, 'namespace' | 'resources'>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  types: WebQuizType<any, any, any>[];
}

/**
 * Declares a plugin's quiz types for its `web/quiz-types.tsx` (export the result as `quizTypes`)
 * and registers each of them, as `defineWebQuizType` does.
 */
export function defineWebQuizTypes(def: WebQuizTypes): WebQuizTypes {
  if (!/^[a-z][a-z0-9-]*$/.test(def.id)) throw new Error(`defineWebQuizTypes: invalid plugin id '${def.id}'`);
  if (def.i18n) {
    for (const lng of ['ko', 'en', 'ja'] as const) {
      if (!def.i18n.resources[lng])
        throw new Error(`defineWebQuizTypes(${def.id}): missing ${lng} translations`);
    }
  }
  for (const type of def.types) defineWebQuizType(type);
  return def;
}

let loader: (() => Promise<void>) | null = null;
let loading: Promise<void> | null = null;

/**
 * For the shell only: how to fetch the enabled plugins' `web/quiz-types.tsx` modules and their
 * texts. The loader reports a plugin that fails and resolves anyway.
 */
export function setWebQuizTypesLoader(load: (() => Promise<void>) | null): void {
  loader = load;
  loading = null;
}

/**
 * Resolves once the quiz types of every enabled plugin are registered, with their texts. A quiz
 * screen, the type picker or an embed awaits it before it looks a type up (`webQuizType`,
 * `webQuizTypeIds`, `webQuizTypeLabel`). Fetched once per page; a failed fetch is retried on the
 * next call. Without a shell (unit tests, the server) it resolves at once.
 */
export function loadWebQuizTypes(): Promise<void> {
  if (!loader) return Promise.resolve();
  if (!loading) {
    const started = loader();
    loading = started;
    started.catch(() => {
      if (loading === started) loading = null;
    });
  }
  return loading;
}

/**
 * Loads the plugins' quiz types and re-renders when a type is registered: `true` once they are
 * in (a failed load also counts as done, so lists still show the built-in types).
 */
export function useWebQuizTypes(): boolean {
  const [ready, setReady] = useState(false);
  const [, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const off = onWebQuizTypes(() => setVersion((v) => v + 1));
    const done = () => {
      if (live) setReady(true);
    };
    loadWebQuizTypes().then(done, done);
    return () => {
      live = false;
      off();
    };
  }, []);
  return ready;
}
