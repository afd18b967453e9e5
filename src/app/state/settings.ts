import { proxy, subscribe } from 'valtio';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { readStored, writeStored } from './storage';

export const LANGUAGE_KEY = 'kitroom.language';

const storedLanguage = readStored<string>(LANGUAGE_KEY);

export const settings = proxy<{ language: Language }>({
  language: isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE,
});

subscribe(settings, () => writeStored(LANGUAGE_KEY, settings.language));
