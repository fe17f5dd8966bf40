/** The four style variants of spec §1, as CSS themes on `<html data-style>`. */
export type StyleVariant = 'default' | 'academy' | 'corporate' | 'textbook';

/**
 * Maps a channel's customStyleName to its variant. The literal names of the partner styles are
 * brand words; 'academy' and 'corporate' (or names containing them) select those styles.
 */
export function styleVariantOf(customStyleName: string | null | undefined): StyleVariant {
  const name = (customStyleName ?? '').toLowerCase();
  if (name === 'textbook') return 'textbook';
  if (name.includes('academy')) return 'academy';
  if (name.includes('corporate')) return 'corporate';
  return 'default';
}

/** The assessment-only variant ('student' reads 'examinee'): a channel whose type is 'assessment'. */
export function isAssessmentOnly(channelType: string | null | undefined): boolean {
  return channelType === 'assessment';
}
