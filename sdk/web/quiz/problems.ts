/** One refusal of a definition's schema: its message (a catalogue key or zod's text) and path. */
export interface DefinitionIssue {
  message: string;
  path: readonly PropertyKey[];
}

/**
 * The editor's list of what to fix in a definition, each once: a message under the type's own
 * `prefix` (`'aiml.validation.'`) reads as the plugin's `validation.<rest>` text, any other names
 * its field through `invalidField` (`{ field: 'a.b' }`).
 */
export function definitionProblems(
  issues: readonly DefinitionIssue[],
  prefix: string,
  t: (key: string, values?: Record<string, string>) => string,
): string[] {
  return [
    ...new Set(
      issues.map((i) =>
        i.message.startsWith(prefix)
          ? t(`validation.${i.message.slice(prefix.length)}`)
          : t('invalidField', { field: i.path.map(String).join('.') }),
      ),
    ),
  ];
}
