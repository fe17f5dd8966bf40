import { useEffect } from 'react';
import { definitionProblems, type DefinitionIssue } from './problems.ts';

/** A schema as the editor needs it: zod's `safeParse` answer (any zod schema fits). */
export interface DefinitionSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly DefinitionIssue[] } };
}

export interface DefinitionDraftOptions<D> {
  /** The definition the editor was given (undefined for a new quiz). */
  definition: D | undefined;
  onChange: (definition: D) => void;
  /** A new quiz's definition: shown at once and handed to `onChange` once, so saving it works untouched. */
  create: () => D;
  schema: DefinitionSchema;
  /** The type's validation message prefix (`'aiml.validation.'`), see {@link definitionProblems}. */
  prefix: string;
  t: (key: string, values?: Record<string, string>) => string;
}

/**
 * The state every type's `Editor` starts from: the definition being edited (a new one made and
 * handed up once), `set(patch)` to change some fields, and the schema's problems to show in a
 * `ProblemList`.
 */
export function useDefinitionDraft<D extends object>({
  definition,
  onChange,
  create,
  schema,
  prefix,
  t,
}: DefinitionDraftOptions<D>): { draft: D; set: (patch: Partial<D>) => void; problems: string[] } {
  const draft = definition ?? create();
  const isNew = definition === undefined;
  useEffect(() => {
    if (isNew) onChange(create());
    // Only when the editor opens on a new quiz (the callbacks change on every render).
  }, [isNew]);
  const parsed = schema.safeParse(draft);
  return {
    draft,
    set: (patch) => onChange({ ...draft, ...patch }),
    problems: parsed.success ? [] : definitionProblems(parsed.error.issues, prefix, t),
  };
}
