// The look chosen in settings, put on <html>: data-theme (light or dark: "system" follows prefers-color-scheme, also
// when it changes while the app is open) and data-density, which tokens.css reads. What draws colours outside CSS
// (the dashboard's canvas charts) reads the tokens again when data-theme changes: useAppliedTheme.
import { useSyncExternalStore } from 'react';
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

function subscribeToAppliedTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const appliedTheme = () => document.documentElement.dataset.theme ?? '';

/** The theme on <html> now, whichever way it was chosen (a setting, the system's scheme); re-renders when it changes. */
export function useAppliedTheme(): string {
  return useSyncExternalStore(subscribeToAppliedTheme, appliedTheme);
}
