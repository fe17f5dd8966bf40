import type { WithPlurals } from '@seodang/sdk/web';
import type { ko } from './ko.ts';

/** The texts of the lecture page's box and the home page's section in Japanese. */
export const ja: WithPlurals<typeof ko> = {
  partOf: 'この講座を含むロードマップ',
  homeTitle: 'ロードマップ',
  all: 'ロードマップをすべて見る',
  progress: '進捗 {{percent}}%',
  free: '無料',
  won: '{{price}}ウォン',
  nodes_other: '{{count}}ステップ',
  difficulty: { easy: 'やさしい', normal: 'ふつう', difficult: 'むずかしい' },
};
