// The recent changes as palette pages (issue 23): the team's (`g r`) and the person's own (`g y`, "yours"), each entry
// an option that opens its record, or its operation's page when it changed several.
import { defineCommand } from './registry';
import { recentChangesSpec, type RecentChangesOf } from '../src/app/history/recentChangesSpec';

const HISTORY_WORDS = ['history', 'histórico', 'historial', 'activity', 'atividade', 'actividad', 'changes', 'alterações', 'cambios', 'log', 'registo'];

function recentChanges(of: RecentChangesOf, goKey: string) {
  return defineCommand<{ entry: string }>({
    id: of === 'team' ? 'history.team' : 'history.mine',
    title: of === 'team' ? 'historyPages.command.team' : 'historyPages.command.mine',
    group: 'navigation',
    scope: 'global',
    keys: [`g ${goKey}`],
    keywords: of === 'team' ? HISTORY_WORDS : [...HISTORY_WORDS, 'mine', 'minhas', 'mis', 'my'],
    args: { entry: recentChangesSpec(of) },
    run: (context, { entry }) => context.app.navigate(entry),
  });
}

export const historyPageCommands = [recentChanges('team', 'r'), recentChanges('mine', 'y')];
