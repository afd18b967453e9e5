export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';

/** The BCP 47 locale used to format dates and numbers for each interface language. */
export const LOCALE_OF: Record<Language, string> = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
