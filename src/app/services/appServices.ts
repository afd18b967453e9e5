// The services every command receives, and the context built for it at the moment it runs.
import { navigate } from 'wouter/use-browser-location';
import { scopeOf, type AppServices, type CommandContext, type Targets } from '../../../commands/context';
import { t } from '../i18n/intl';
import { openHelp } from '../state/helpState';
import { openPalette } from '../state/paletteState';
import { settings } from '../state/settings';
import { activeTable } from '../table/activeTable';
import { NO_TARGETS } from '../table/controller';
import { api } from './api';
import { notifier, redoLast, undoLast } from './notify';

export const appServices: AppServices = {
  api,
  navigate: (path) => navigate(path),
  openLink: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  t,
  notify: notifier,
  table: () => activeTable(),
  openPalette: (commandId) => openPalette(commandId),
  openHelp,
  setLanguage: (language) => {
    settings.language = language;
  },
  setAppearance: (change) => {
    Object.assign(settings, change);
  },
  undoLast,
  redoLast,
};

export function currentContext(): CommandContext {
  const route = window.location.pathname;
  const table = activeTable();
  // read once per context: resolving a selection of 100 000 rows is not free
  let targets: Targets | undefined;
  return {
    route,
    scope: scopeOf(route),
    selectionCount: table?.selectedCount() ?? 0,
    selectedIds: () => table?.selectedIds() ?? [],
    focusedId: table?.focusedId() ?? null,
    targets: () => (targets ??= table?.targets() ?? NO_TARGETS),
    app: appServices,
  };
}
