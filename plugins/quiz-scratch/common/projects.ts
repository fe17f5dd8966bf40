/**
 * Scratch 3 projects (the `project.json` of an sb3) built in code: the default stage and cat, with
 * scripts given as block maps. Their costumes are Scratch's default ones, which need no asset upload.
 */

/** A block of a project: Scratch's own shape. */
export interface ScratchBlock {
  opcode: string;
  next: string | null;
  parent: string | null;
  inputs: Record<string, unknown>;
  fields: Record<string, unknown>;
  shadow: boolean;
  topLevel: boolean;
  x?: number;
  y?: number;
  /** A custom block's shape (procedures_*), or a control block's options. */
  mutation?: Record<string, unknown>;
  [more: string]: unknown;
}

/** A target (the stage or a sprite) of a project built here. */
export interface ProjectTarget {
  isStage: boolean;
  name: string;
  variables: Record<string, unknown[]>;
  lists: Record<string, unknown[]>;
  broadcasts: Record<string, string>;
  blocks: Record<string, ScratchBlock>;
  comments: Record<string, unknown>;
  currentCostume: number;
  costumes: {
    name: string;
    dataFormat: 'svg';
    assetId: string;
    md5ext: string;
    rotationCenterX: number;
    rotationCenterY: number;
    bitmapResolution?: number;
  }[];
  sounds: { name: string; assetId: string; dataFormat: string }[];
  [more: string]: unknown;
}

/** A project built here: the stage, then the sprites. */
export interface ProjectJson {
  targets: ProjectTarget[];
  monitors: unknown[];
  extensions: string[];
  meta: { semver: string; vm: string; agent: string; [more: string]: unknown };
  [more: string]: unknown;
}

const stage = (): ProjectTarget => ({
  isStage: true,
  name: 'Stage',
  variables: {},
  lists: {},
  broadcasts: {},
  blocks: {},
  comments: {},
  currentCostume: 0,
  costumes: [
    {
      name: 'backdrop1',
      dataFormat: 'svg',
      assetId: 'cd21514d0531fdffb22204e0ec5ed84a',
      md5ext: 'cd21514d0531fdffb22204e0ec5ed84a.svg',
      rotationCenterX: 240,
      rotationCenterY: 180,
    },
  ],
  sounds: [],
  volume: 100,
  layerOrder: 0,
  tempo: 60,
  videoTransparency: 50,
  videoState: 'on',
  textToSpeechLanguage: null,
});

/** A project with the stage and one cat sprite named `name`, whose scripts are `blocks`. */
export function catProject(name: string, blocks: Record<string, ScratchBlock> = {}): ProjectJson {
  return {
    targets: [
      stage(),
      {
        isStage: false,
        name,
        variables: {},
        lists: {},
        broadcasts: {},
        blocks,
        comments: {},
        currentCostume: 0,
        costumes: [
          {
            name: 'costume1',
            bitmapResolution: 1,
            dataFormat: 'svg',
            assetId: 'bcf454acf82e4504149f7ffe07081dbc',
            md5ext: 'bcf454acf82e4504149f7ffe07081dbc.svg',
            rotationCenterX: 48,
            rotationCenterY: 50,
          },
          {
            name: 'costume2',
            bitmapResolution: 1,
            dataFormat: 'svg',
            assetId: '0fb9be3e8397c983338cb71dc84d0b25',
            md5ext: '0fb9be3e8397c983338cb71dc84d0b25.svg',
            rotationCenterX: 46,
            rotationCenterY: 53,
          },
        ],
        sounds: [],
        volume: 100,
        layerOrder: 1,
        visible: true,
        x: 0,
        y: 0,
        size: 100,
        direction: 90,
        draggable: false,
        rotationStyle: 'all around',
      },
    ],
    monitors: [],
    extensions: [],
    meta: { semver: '3.0.0', vm: '15.1.1', agent: 'seodang' },
  };
}

/** "when green flag clicked → move (steps) steps" as blocks, the hat's id `flag`. */
export function flagMoveBlocks(steps: number): Record<string, ScratchBlock> {
  return {
    flag: {
      opcode: 'event_whenflagclicked',
      next: 'move',
      parent: null,
      inputs: {},
      fields: {},
      shadow: false,
      topLevel: true,
      x: 40,
      y: 40,
    },
    move: {
      opcode: 'motion_movesteps',
      next: null,
      parent: 'flag',
      inputs: { STEPS: [1, [4, String(steps)]] },
      fields: {},
      shadow: false,
      topLevel: false,
    },
  };
}
