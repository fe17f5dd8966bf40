import type { Quiz } from '../api.ts';
import { lockedBlocks, type LockedRange } from '../../common/locked-code.ts';

/** A code answer as the workspace edits it. */
export interface CodeAnswer {
  language: string;
  files: { name: string; content: string }[];
}
type StarterFile = { name: string; content: string; locked?: LockedRange[] };

const startersOf = (quiz: Quiz, language: string) =>
  (quiz.definition.source as Record<string, StarterFile[]> | undefined)?.[language] ?? [];

/** The learner's starting project for a language: the teacher's starter files, or one empty file. */
export function starterOf(quiz: Quiz, language: string): CodeAnswer {
  if (quiz.type === 'sql')
    return {
      language: 'sqlite',
      files: [{ name: 'query.sql', content: String(quiz.definition.answerSource ?? '') }],
    };
  const source = startersOf(quiz, language);
  return {
    language,
    files: source.length
      ? source.map((f) => ({ name: f.name, content: f.content }))
      : [{ name: 'main', content: '' }],
  };
}

/** The locked blocks of one starter file, for the editor's highlight and edit guard. */
export function lockedBlocksOf(quiz: Quiz, language: string, fileName: string): string[] {
  const file = startersOf(quiz, language).find((f) => f.name === fileName);
  return file ? lockedBlocks(file.content, file.locked ?? []) : [];
}

/** The languages a learner may pick. */
export const languagesOf = (quiz: Quiz): string[] =>
  quiz.type === 'sql' ? ['sqlite'] : ((quiz.definition.language as string[] | undefined) ?? []);
