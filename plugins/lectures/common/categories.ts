/** A label in every locale (default is the Korean text). */
export interface CategoryLabel {
  default: string;
  ko: string;
  en: string;
  ja: string;
}

/** One node of the category tree as the server provides it (spec §3). */
export interface Category {
  /** 1 = top level, 2 = second level. */
  hierarchy: 1 | 2;
  order: number;
  /** `first` or `first.second`; 'All' items use the top value. */
  value: string;
  label: CategoryLabel;
  count?: number;
  children?: Category[];
}

const l = (ko: string, en: string, ja: string): CategoryLabel => ({ default: ko, ko, en, ja });

/** The category tree of spec §3 (value → sub-values with labels). */
export const categoryTree: readonly {
  value: string;
  label: CategoryLabel;
  children: readonly { value: string; label: CategoryLabel }[];
}[] = [
  {
    value: 'programming',
    label: l('프로그래밍', 'Programming', 'プログラミング'),
    children: [
      {
        value: 'programming-fundamentals',
        label: l('프로그래밍 기초', 'Programming basics', 'プログラミング基礎'),
      },
      { value: 'mobile-programming', label: l('모바일', 'Mobile', 'モバイル') },
      { value: 'web-programming', label: l('웹', 'Web', 'Web') },
      {
        value: 'programming-general',
        label: l('프로그래밍 일반', 'General programming', 'プログラミング一般'),
      },
      {
        value: 'block-programming',
        label: l('블록 프로그래밍', 'Block programming', 'ブロックプログラミング'),
      },
      { value: 'algorithm', label: l('알고리즘', 'Algorithm', 'アルゴリズム') },
      { value: 'development-tools', label: l('개발 도구', 'Development tools', '開発ツール') },
      { value: 'game-development', label: l('게임 개발', 'Game development', 'ゲーム開発') },
      { value: 'devops', label: l('데브옵스', 'DevOps', 'DevOps') },
      { value: 'security', label: l('보안', 'Security', 'セキュリティ') },
      { value: 'artificial-intelligence', label: l('인공지능', 'AI', 'AI') },
      { value: 'databases', label: l('DB', 'DB', 'DB') },
      { value: 'iot', label: l('IoT', 'IoT', 'IoT') },
      {
        value: 'data-extraction-analysis',
        label: l('데이터 추출/분석', 'Data extraction and analysis', 'データ抽出・分析'),
      },
      { value: 'math', label: l('수학', 'Math', '数学') },
      { value: 'other', label: l('기타', 'Other', 'その他') },
    ],
  },
  {
    value: 'business',
    label: l('비즈니스', 'Business', 'ビジネス'),
    children: [
      { value: 'online-marketing', label: l('마케팅', 'Marketing', 'マーケティング') },
      { value: 'biz-plan', label: l('비즈/기획', 'Business planning', 'ビジネス・企画') },
      { value: 'project-management', label: l('프로젝트 관리', 'Project management', 'プロジェクト管理') },
      { value: 'office-productivity', label: l('오피스', 'Office', 'オフィス') },
      { value: 'data-analysis', label: l('데이터 분석', 'Data analysis', 'データ分析') },
      { value: 'other', label: l('기타', 'Other', 'その他') },
    ],
  },
  {
    value: 'design',
    label: l('디자인', 'Design', 'デザイン'),
    children: [
      { value: 'design-tools', label: l('디자인 도구', 'Design tools', 'デザインツール') },
      { value: 'video', label: l('그래픽/영상', 'Graphics and video', 'グラフィック・映像') },
      { value: '3d-modeling', label: l('3D 모델링', '3D modeling', '3Dモデリング') },
      { value: 'web-app-design', label: l('웹/앱 디자인', 'Web/app design', 'Web・アプリデザイン') },
      { value: 'ux-ui', label: l('UX/UI', 'UX/UI', 'UX/UI') },
    ],
  },
];

const allLabel = l('전체', 'All', 'すべて');

/**
 * The tree as the server sends it: hierarchy, order, value and labels, an 'All' item first under
 * each top category, and the count of each category from `counts` (keyed by value).
 */
export function buildCategoryList(counts: Readonly<Record<string, number>> = {}): Category[] {
  return categoryTree.map((top, i) => ({
    hierarchy: 1,
    order: i + 1,
    value: top.value,
    label: top.label,
    count: counts[top.value] ?? 0,
    children: [
      { hierarchy: 2, order: 0, value: top.value, label: allLabel, count: counts[top.value] ?? 0 },
      ...top.children.map((c, j) => ({
        hierarchy: 2 as const,
        order: j + 1,
        value: `${top.value}.${c.value}`,
        label: c.label,
        count: counts[`${top.value}.${c.value}`] ?? 0,
      })),
    ],
  }));
}

/** Whether `first` (and `second`, when given) name a category of the tree. */
export function isKnownCategory(first: string, second?: string | null): boolean {
  const top = categoryTree.find((c) => c.value === first);
  if (!top) return false;
  return !second || top.children.some((c) => c.value === second);
}

/** Splits a category value `first` or `first.second` (spec §2 /category route). */
export function parseCategoryValue(value: string): { first: string; second: string | null } | null {
  const [first, second, extra] = value.split('.');
  if (extra !== undefined || !first || !isKnownCategory(first, second)) return null;
  return { first, second: second ?? null };
}

/** The label of a category value in a locale, or the value itself when unknown. */
export function categoryLabel(value: string, locale: 'ko' | 'en' | 'ja'): string {
  const [first, second] = value.split('.');
  const top = categoryTree.find((c) => c.value === first);
  if (!top) return value;
  if (!second) return top.label[locale];
  return top.children.find((c) => c.value === second)?.label[locale] ?? value;
}
