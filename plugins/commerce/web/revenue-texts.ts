import { useAreaTexts } from './area-texts.tsx';

/**
 * Adds the revenue screens' texts (`revenue.*`) to the 'commerce' namespace in the page's language
 * and tells when they are there. Only the revenue screens and their admin section call it, so no
 * other page loads these texts.
 */
export const useRevenueTexts = (): boolean => useAreaTexts('revenue');
