/** The texts of the lecture page's box and the home page's section in Korean (the others follow these keys). */
export const ko = {
  partOf: '이 강의가 포함된 로드맵',
  homeTitle: '로드맵',
  all: '로드맵 모두 보기',
  progress: '진행률 {{percent}}%',
  free: '무료',
  won: '{{price}}원',
  nodes_other: '단계 {{count}}개',
  difficulty: { easy: '쉬움', normal: '보통', difficult: '어려움' },
};
