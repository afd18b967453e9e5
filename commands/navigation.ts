// `g` sequences and palette entries that go to each section.
import type { MessageId } from '../src/app/i18n/messageIds';
import { defineCommand } from './registry';
import { paths } from '../src/app/paths';

function goTo(id: string, title: MessageId, path: string, key: string, keywords: string[] = [], buttonLabel?: MessageId) {
  return defineCommand({
    id: `navigation.${id}`,
    title,
    group: 'navigation',
    scope: 'global',
    keys: [`g ${key}`],
    keywords,
    ...(buttonLabel ? { buttonLabel } : {}),
    run: (context) => context.app.navigate(path),
  });
}

export const navigationCommands = [
  goTo('home', 'command.navigation.home', paths.home, 'h', ['start', 'início', 'inicio']),
  goTo('dashboard', 'command.navigation.dashboard', paths.dashboard, 'b', ['chart', 'painel', 'panel']),
  goTo('devices', 'command.navigation.devices', paths.devices.list, 'd', ['dispositivos', 'fleet'], 'button.devices'),
  goTo('events', 'command.navigation.events', paths.events.list, 'e', ['eventos']),
  goTo('spaces', 'command.navigation.spaces', paths.spaces.list, 's', ['espaços', 'espacios', 'venues']),
  goTo('users', 'command.navigation.users', paths.users.list, 'u', ['utilizadores', 'usuarios', 'people']),
  goTo('models', 'command.navigation.models', paths.models.list, 'm', ['modelos'], 'button.models'),
  goTo('categories', 'command.navigation.categories', paths.categories.list, 'c', ['categorias', 'categorías'], 'button.categories'),
];
