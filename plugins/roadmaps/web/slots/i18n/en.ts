import type { WithPlurals } from '@seodang/sdk/web';
import type { ko } from './ko.ts';

/** The texts of the lecture page's box and the home page's section in English. */
export const en: WithPlurals<typeof ko> = {
  partOf: 'Part of these roadmaps',
  homeTitle: 'Roadmaps',
  all: 'See all roadmaps',
  progress: '{{percent}}% done',
  free: 'Free',
  won: '₩{{price}}',
  nodes_one: '{{count}} step',
  nodes_other: '{{count}} steps',
  difficulty: { easy: 'Easy', normal: 'Normal', difficult: 'Difficult' },
};
