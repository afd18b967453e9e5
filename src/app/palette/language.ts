import { useIntl } from 'react-intl';
import { LANGUAGES, LOCALE_OF, type Language } from '../i18n/languages';

/** The interface language of the IntlProvider around the palette. */
export function useLanguage(): Language {
  const { locale } = useIntl();
  return LANGUAGES.find((language) => LOCALE_OF[language] === locale) ?? LANGUAGES.find((language) => locale.startsWith(language)) ?? 'en';
}
