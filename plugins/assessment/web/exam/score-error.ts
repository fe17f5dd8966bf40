/** The stored failure text of spec §8 "Score fetch failure": the server message, else the error's, else 'Failed to fetch scoreData'. */
export function scoreError(e: unknown): string {
  // An API failure carries the server's message (already in the user's language) as its own.
  if (e instanceof Error && e.message) return e.message;
  return 'Failed to fetch scoreData';
}

/** What the examinee sees: the stored text, or 'Failed to fetch scores' when it is only the default. */
export const shownScoreError = (stored: string): string =>
  stored && stored !== 'Failed to fetch scoreData' ? stored : 'Failed to fetch scores';
