// The Korean block editor: Blockly with the seven Entry categories, built from common/blocks.ts
// in the page's language. One object's scripts at a time; locked blocks come in with Blockly's
// deletable/movable/editable flags off. Loaded only with the Entry quiz's screens (Blockly is large).
import { useEffect, useRef } from 'react';
import * as Blockly from 'blockly/core';
import {
  blockSpecs,
  categories,
  categoryInfo,
  type BlockArg,
  type BlockSpec,
  type Words,
} from '../common/blocks.ts';
import type { Block, Project } from '../common/runtime/project.ts';
import { defaultShadow, fromBlockly, toBlockly, type BlocklyBlock } from './blockly-json.ts';

type Lang = keyof Words;
const langOf = (l: string): Lang => (l.startsWith('en') ? 'en' : l.startsWith('ja') ? 'ja' : 'ko');

/** The names a name slot offers: the project's objects, variables and lists, set before a load. */
let names = {
  objects: [] as string[],
  variables: [] as string[],
  lists: [] as string[],
  self: '',
  wall: '',
  me: '',
};

function nameOptions(arg: Extract<BlockArg, { kind: 'names' }>): [string, string][] {
  const list = (xs: string[]) => xs.map((x): [string, string] => [x, x]);
  let options: [string, string][];
  if (arg.source === 'variables') options = list(names.variables);
  else if (arg.source === 'lists') options = list(names.lists);
  else if (arg.source === 'objects') options = list(names.objects);
  else if (arg.source === 'objectsAndWall') options = [[names.wall, 'wall'], ...list(names.objects)];
  else options = [[names.self, 'self'], ...list(names.objects)];
  return options.length ? options : [['?', '?']];
}

function argJson(arg: BlockArg, lang: Lang): object {
  switch (arg.kind) {
    case 'input':
      return { type: 'input_value', name: arg.name, ...(arg.check ? { check: arg.check } : {}) };
    case 'statement':
      return { type: 'input_statement', name: arg.name };
    case 'dropdown':
      return { type: 'field_dropdown', name: arg.name, options: arg.options.map(([v, w]) => [w[lang], v]) };
    case 'text':
      return { type: 'field_input', name: arg.name, text: arg.value };
    case 'names':
      return { type: 'field_dropdown', name: arg.name, options: nameOptions(arg) };
  }
}

function blockJson(spec: BlockSpec, lang: Lang): object {
  const shape =
    spec.shape === 'hat'
      ? { nextStatement: null }
      : spec.shape === 'statement'
        ? { previousStatement: null, nextStatement: null }
        : { output: spec.shape === 'boolean' ? 'Boolean' : null };
  return {
    type: spec.type,
    message0: spec.words[lang],
    args0: spec.args.map((a) => argJson(a, lang)),
    colour: categoryInfo[spec.category].colour,
    inputsInline: !spec.args.some((a) => a.kind === 'statement'),
    ...shape,
  };
}

/** (Re)defines every block in `lang`; name slots read `names` when a block is made. */
function defineBlocks(lang: Lang): void {
  names = {
    ...names,
    wall: { ko: '벽', en: 'edge', ja: '壁' }[lang],
    self: { ko: '자신', en: 'self', ja: '自分' }[lang],
  };
  for (const spec of blockSpecs) {
    Blockly.Blocks[spec.type] = {
      init(this: Blockly.Block) {
        this.jsonInit(blockJson(spec, lang));
        if (spec.shape === 'hat') this.setPreviousStatement(false);
      },
    };
  }
  Blockly.Blocks.number = {
    init(this: Blockly.Block) {
      this.jsonInit({
        message0: '%1',
        args0: [{ type: 'field_number', name: 'NUM', value: 0 }],
        output: 'Number',
        colour: '#ffffff',
      });
    },
  };
  Blockly.Blocks.text = {
    init(this: Blockly.Block) {
      this.jsonInit({
        message0: '%1',
        args0: [{ type: 'field_input', name: 'TEXT', text: '' }],
        output: 'String',
        colour: '#ffffff',
      });
    },
  };
}

/** The block menu: seven categories, each block with its default slots. */
function toolbox(lang: Lang): Blockly.utils.toolbox.ToolboxDefinition {
  return {
    kind: 'categoryToolbox',
    contents: categories.map((c) => ({
      kind: 'category',
      name: categoryInfo[c].words[lang],
      colour: categoryInfo[c].colour,
      contents: blockSpecs
        .filter((s) => s.category === c)
        .map((s) => {
          const inputs: Record<string, { shadow: BlocklyBlock }> = {};
          for (const a of s.args) {
            const shadow = defaultShadow(a);
            if (shadow) inputs[a.name] = { shadow };
          }
          return { kind: 'block', type: s.type, inputs };
        }),
    })),
  } as Blockly.utils.toolbox.ToolboxDefinition;
}

/** Blockly's own words (menus, prompts) in `lang`, fetched once per language. */
const messages: Partial<Record<Lang, Promise<void>>> = {};
function loadMessages(lang: Lang): Promise<void> {
  messages[lang] ??= (
    lang === 'en'
      ? import('blockly/msg/en')
      : lang === 'ja'
        ? import('blockly/msg/ja')
        : import('blockly/msg/ko')
  ).then((m) => Blockly.setLocale(m as unknown as Record<string, string>));
  return messages[lang];
}

/** Where Blockly finds its cursors and sprites: the plugin's static folder, never a CDN. */
const media = '/plugins/quiz-entry-static/';

/**
 * The editor for object `objectIndex` of `project`. `onScripts` gets that object's scripts after
 * each change. `label` names the workspace for screen readers.
 */
export function BlockEditor({
  project,
  objectIndex,
  language,
  readOnly,
  label,
  onScripts,
  testId,
}: {
  project: Project;
  objectIndex: number;
  language: string;
  readOnly?: boolean;
  label: string;
  onScripts(scripts: Block[][]): void;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onScripts);
  latest.current = onScripts;
  const object = project.objects[objectIndex];
  useEffect(() => {
    if (!host.current || !object) return undefined;
    const lang = langOf(language);
    let takeDown: (() => void) | null = null;
    let gone = false;
    void loadMessages(lang).then(() => {
      if (gone || !host.current) return;
      takeDown = inject(host.current, lang);
    });
    return () => {
      gone = true;
      takeDown?.();
    };
    // The workspace is made anew for another object, language or project shape, not per edit.
  }, [
    objectIndex,
    language,
    readOnly,
    project.objects.length,
    project.variables.length,
    project.lists.length,
  ]);

  /** Makes the workspace in `where`; answers how to take it down. */
  function inject(where: HTMLDivElement, lang: Lang): () => void {
    names = {
      ...names,
      objects: project.objects.filter((o) => o !== object).map((o) => o.name),
      variables: project.variables.map((v) => v.name),
      lists: project.lists.map((l) => l.name),
    };
    defineBlocks(lang);
    const ws = Blockly.inject(where, {
      toolbox: readOnly ? undefined : toolbox(lang),
      readOnly: !!readOnly,
      media,
      sounds: false,
      trashcan: !readOnly,
      renderer: 'geras',
      zoom: { controls: true, wheel: false, startScale: 0.9 },
      move: { scrollbars: true, drag: true, wheel: true },
    });
    Blockly.serialization.workspaces.load({ blocks: toBlockly(object.scripts) }, ws);
    const save = (e: Blockly.Events.Abstract) => {
      if (e.isUiEvent || ws.isDragging()) return;
      const state = Blockly.serialization.workspaces.save(ws) as { blocks?: { blocks?: BlocklyBlock[] } };
      latest.current(fromBlockly(state.blocks));
    };
    ws.addChangeListener(save);
    // Blockly places its menu and scrollbars by the size it saw; follow the box as the page lays out.
    const resize = new ResizeObserver(() => Blockly.svgResize(ws));
    resize.observe(where);
    ws.addChangeListener((e) => {
      if (e.type === Blockly.Events.FINISHED_LOADING) Blockly.svgResize(ws);
    });
    return () => {
      resize.disconnect();
      ws.dispose();
    };
  }
  return (
    <div ref={host} className="entry-blocks" role="application" aria-label={label} data-testid={testId} />
  );
}
