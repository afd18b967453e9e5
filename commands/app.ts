// Commands about the app itself: palette, shortcut sheet, language, theme, density, undo and redo, the subscriptions
// file, logout.
import type { Language } from '../src/app/i18n/languages';
import { DENSITIES, THEMES, type Density, type Theme } from '../src/app/state/settings';
import { defineCommand } from './registry';
import { paths } from '../src/app/paths';
import { REDO_KEYS, UNDO_KEYS } from '../src/app/services/changeHistory';
import { openPendingTab } from '../src/app/services/pendingTab';

const LANGUAGE_NAMES: Record<Language, 'language.pt' | 'language.en' | 'language.es'> = {
  pt: 'language.pt',
  en: 'language.en',
  es: 'language.es',
};

export const appCommands = [
  defineCommand({
    id: 'app.palette',
    title: 'command.app.palette',
    group: 'app',
    scope: 'global',
    keys: ['$mod+k'],
    // running it from the open palette would only open it again
    palette: { listWhenEmpty: false },
    run: (context) => context.app.openPalette(),
  }),
  defineCommand({
    id: 'app.help',
    title: 'command.app.help',
    group: 'app',
    scope: 'global',
    // tinykeys does not match a bare "?" (its issue 130), so Shift+? is bound too.
    keys: ['?', 'Shift+?'],
    keywords: ['shortcuts', 'keys', 'atalhos', 'atajos', 'teclas'],
    run: (context) => context.app.openHelp(),
  }),
  defineCommand<{ language: Language }>({
    id: 'app.language',
    title: 'command.app.language',
    group: 'app',
    scope: 'global',
    keywords: ['idioma', 'language', 'português', 'english', 'español'],
    args: {
      language: {
        title: 'command.app.language.choose',
        options: (context) => (['pt', 'en', 'es'] as const).map((language) => ({ value: language, label: context.app.t(LANGUAGE_NAMES[language]), keywords: language })),
      },
    },
    run: (context, { language }) => context.app.setLanguage(language),
  }),
  defineCommand<{ theme: Theme }>({
    id: 'app.theme',
    title: 'command.app.theme',
    group: 'app',
    scope: 'global',
    keywords: ['dark', 'light', 'appearance', 'escuro', 'claro', 'oscuro', 'aparência', 'apariencia'],
    args: {
      theme: {
        title: 'command.app.theme.choose',
        options: (context) => THEMES.map((theme) => ({ value: theme, label: context.app.t(`theme.${theme}`), keywords: theme })),
      },
    },
    run: (context, { theme }) => context.app.setAppearance({ theme }),
  }),
  defineCommand<{ density: Density }>({
    id: 'app.density',
    title: 'command.app.density',
    group: 'app',
    scope: 'global',
    keywords: ['compact', 'comfortable', 'rows', 'compacta', 'confortável', 'cómoda', 'linhas', 'filas'],
    args: {
      density: {
        title: 'command.app.density.choose',
        options: (context) => DENSITIES.map((density) => ({ value: density, label: context.app.t(`density.${density}`), keywords: density })),
      },
    },
    run: (context, { density }) => context.app.setAppearance({ density }),
  }),
  defineCommand({
    id: 'app.undo',
    title: 'command.app.undo',
    group: 'app',
    scope: 'global',
    keys: [UNDO_KEYS],
    keywords: ['revert', 'desfazer', 'anular', 'deshacer'],
    run: (context) => context.app.undoLast(),
  }),
  defineCommand({
    id: 'app.redo',
    title: 'command.app.redo',
    group: 'app',
    scope: 'global',
    keys: [REDO_KEYS],
    keywords: ['again', 'refazer', 'rehacer', 'repeat'],
    run: (context) => context.app.redoLast(),
  }),
  defineCommand({
    id: 'app.downloadSubscriptions',
    title: 'command.app.downloadSubscriptions',
    group: 'app',
    scope: 'global',
    keywords: ['subscriptions', 'newsletter', 'emails', 'export', 'subscrições', 'subscritos', 'suscripciones', 'suscritos', 'correos'],
    async run(context) {
      // the tab is opened now, while the key or click still counts as the user's, and pointed at the file when it is ready
      const tab = openPendingTab();
      try {
        const { file } = await context.app.api.auth.exportSubscriptions();
        if (tab) {
          tab.go(file);
          context.app.notify.success(context.app.t('home.subscriptionsReady'));
        } else {
          context.app.notify.error(context.app.t('home.subscriptionsBlocked', { url: file }));
        }
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  }),
  defineCommand({
    id: 'app.logout',
    title: 'command.app.logout',
    group: 'app',
    scope: 'global',
    keywords: ['sign out', 'sair', 'salir', 'terminar sessão'],
    route: paths.logout,
    palette: { remember: false },
    // run without arguments, the runner opens its route: the logout screen signs out
    run: (context) => context.app.navigate(paths.logout),
  }),
];
