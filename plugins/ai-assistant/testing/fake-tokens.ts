import { estimateTokens } from '../server/providers/tokens.ts';

/** The fakes' token counts: our own estimate, so tests can predict them. */
export const countTokens = (text: string): number => estimateTokens(text);
