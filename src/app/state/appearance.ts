// The look chosen in settings, put on <html>: data-theme (light or dark: "system" follows prefers-color-scheme, also
// when it changes while the app is open) and data-density, which tokens.css reads.
import { subscribe } from 'valtio';
import { settings, type Theme } from './settings';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolvedTheme(theme: Theme, systemDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
}

/** Keeps <html> in step with the settings; returns the function that stops it. */
export function applyAppearance(root: HTMLElement = document.documentElement): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const apply = () => {
    root.dataset.theme = resolvedTheme(settings.theme, media?.matches ?? false);
    root.dataset.density = settings.density;
  };
  apply();
  const unsubscribe = subscribe(settings, apply);
  media?.addEventListener('change', apply);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', apply);
  };
}
