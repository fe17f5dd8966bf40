/** The locale of category labels for the UI language (Korean when it is none of ko, en, ja). */
export const labelLocale = (language: string): 'ko' | 'en' | 'ja' =>
  language === 'en' || language === 'ja' ? language : 'ko';
