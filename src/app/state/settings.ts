// The person's settings kept in this browser: language, theme and table density (each its own localStorage key).
import { proxy, subscribe } from 'valtio';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { readStored, writeStored } from './storage';

export const LANGUAGE_KEY = 'kitroom.language';
export const THEME_KEY = 'kitroom.theme';
export const DENSITY_KEY = 'kitroom.density';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DENSITIES = ['compact', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

const oneOf = <T extends string>(values: readonly T[], stored: unknown, fallback: T): T =>
  values.includes(stored as T) ? (stored as T) : fallback;

const storedLanguage = readStored<string>(LANGUAGE_KEY);

export const settings = proxy<{ language: Language; theme: Theme; density: Density }>({
  language: isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE,
  theme: oneOf(THEMES, readStored(THEME_KEY), 'system'),
  density: oneOf(DENSITIES, readStored(DENSITY_KEY), 'compact'),
});

subscribe(settings, () => {
  writeStored(LANGUAGE_KEY, settings.language);
  writeStored(THEME_KEY, settings.theme === 'system' ? null : settings.theme);
  writeStored(DENSITY_KEY, settings.density);
});
