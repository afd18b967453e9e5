// `g` sequences and palette entries that go to each section.
import type { MessageId } from '../src/app/i18n/messageIds';
import { defineCommand } from './registry';

function goTo(id: string, title: MessageId, path: string, key: string, keywords: string[] = []) {
  return defineCommand({
    id: `navigation.${id}`,
    title,
    group: 'navigation',
    scope: 'global',
    keys: [`g ${key}`],
    keywords,
    run: (context) => context.app.navigate(path),
  });
}

export const navigationCommands = [
  goTo('home', 'command.navigation.home', '/', 'h', ['start', 'início', 'inicio']),
  goTo('dashboard', 'command.navigation.dashboard', '/dashboard', 'b', ['chart', 'painel', 'panel']),
  goTo('devices', 'command.navigation.devices', '/devices', 'd', ['dispositivos', 'fleet']),
  goTo('events', 'command.navigation.events', '/events', 'e', ['eventos']),
  goTo('spaces', 'command.navigation.spaces', '/spaces', 's', ['espaços', 'espacios', 'venues']),
  goTo('users', 'command.navigation.users', '/users', 'u', ['utilizadores', 'usuarios', 'people']),
  goTo('models', 'command.navigation.models', '/devices/models', 'm', ['modelos']),
  goTo('categories', 'command.navigation.categories', '/devices/categories', 'c', ['categorias', 'categorías']),
];
