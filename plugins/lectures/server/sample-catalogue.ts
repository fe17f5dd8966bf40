import type { Knex } from 'knex';
import { lectureSaveSchema } from '../common/index.ts';
import { lectureColumns } from './lecture-write.ts';

const koTopics = [
  '파이썬',
  '자바스크립트',
  '데이터 분석',
  '알고리즘',
  '웹 개발',
  '머신러닝',
  '데이터베이스',
  '게임 개발',
  '보안',
  '클라우드',
  '리액트',
  '엑셀',
];
const koForms = [
  '입문',
  '기초부터 실전까지',
  '완전 정복',
  '핵심 정리',
  '프로젝트로 배우는',
  '으로 시작하는 코딩',
  '실무 활용',
];
const enTopics = [
  'Python',
  'JavaScript',
  'React',
  'Algorithm',
  'Data Analysis',
  'Machine Learning',
  'SQL',
  'Docker',
  'Kotlin',
  'Go',
];
const enForms = ['for Beginners', 'Masterclass', 'in Practice', 'Deep Dive', 'Bootcamp'];
const categories: [string, string][] = [
  ['programming', 'programming-fundamentals'],
  ['programming', 'web-programming'],
  ['programming', 'algorithm'],
  ['programming', 'databases'],
  ['business', 'data-analysis'],
  ['design', 'ux-ui'],
];

/** The searches the benchmark and the plan test run against the sample catalogue. */
export const sampleSearches = [
  '파이썬',
  '자바스크립트 입문',
  'react',
  '데이터 분석',
  'algorithm',
  '머신러닝',
  '웹 개발',
];

/**
 * A long tail of searches over the sample catalogue's words (every topic, every topic with each
 * form), most popular first, for the benchmark's Zipf-distributed mix.
 */
export const sampleSearchMix = (): string[] => [
  ...sampleSearches,
  ...koTopics,
  ...enTopics.map((t) => t.toLowerCase()),
  ...koTopics.flatMap((t) => koForms.map((f) => `${t} ${f}`)),
  ...enTopics.flatMap((t) => enForms.map((f) => `${t} ${f}`.toLowerCase())),
];

/** Lecture `i` of the sample catalogue: two in three Korean, one in three English. */
export function sampleLecture(i: number) {
  const korean = i % 3 !== 0;
  const subject = korean
    ? `${koTopics[Math.floor(i / 3) % koTopics.length]} ${koForms[(i * 7) % koForms.length]} ${i}`
    : `${enTopics[i % enTopics.length]} ${enForms[(i * 3) % enForms.length]} ${i}`;
  const [first, second] = categories[i % categories.length];
  return lectureSaveSchema.parse({
    subject,
    description: korean
      ? `${koTopics[(i + 3) % koTopics.length]}와 함께 배우는 강좌`
      : `Learn ${enTopics[(i + 2) % enTopics.length]} step by step`,
    isFree: i % 4 === 0,
    price: i % 4 === 0 ? null : String(10000 + (i % 9) * 5000),
    categoryFirst: first,
    categorySecond: second,
    tags: [korean ? koTopics[i % koTopics.length] : enTopics[i % enTopics.length].toLowerCase()],
    contents: `<p>${subject} 강좌 소개입니다. ${'설명 '.repeat(i % 20)}</p>`,
  });
}

/**
 * Inserts `total` published public-site lectures of `ownerId` through the plugin's own column
 * builder (search vector included), then ANALYZEs the table so the planner sees their statistics.
 * For benchmarks and plan tests: a catalogue big enough that an index is worth taking.
 */
export async function seedSampleCatalogue(db: Knex, ownerId: number, total: number): Promise<void> {
  for (let i = 0; i < total; i += 500) {
    const rows = Array.from({ length: Math.min(500, total - i) }, (_, k) => ({
      ...lectureColumns(sampleLecture(i + k), db),
      owner_id: ownerId,
      is_published: true,
      published_at: new Date(Date.now() - (i + k) * 60_000),
      student_count: (i + k) % 97,
    }));
    await db('lectures').insert(rows);
  }
  await db.raw('ANALYZE lectures');
}
