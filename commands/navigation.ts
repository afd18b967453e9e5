// `g` sequences and palette entries that go to Home, the dashboard and each declared section.
import type { MessageId } from '../src/app/i18n/messageIds';
import { defineCommand } from './registry';
import { paths } from '../src/app/paths';
import { SECTION_IDS, SECTIONS, type SectionDeclaration } from '../src/app/sections/declared';

interface Destination {
  title: MessageId;
  path: string;
  goKey: string;
  goWords: readonly string[];
  goButton?: MessageId;
}

function goTo(id: string, { title, path, goKey, goWords, goButton }: Destination) {
  return defineCommand({
    id: `navigation.${id}`,
    title,
    group: 'navigation',
    scope: 'global',
    keys: [`g ${goKey}`],
    keywords: goWords,
    ...(goButton ? { buttonLabel: goButton } : {}),
    run: (context) => context.app.navigate(path),
  });
}

const toSection = (id: keyof typeof SECTIONS) => {
  const { list, ...declaration }: SectionDeclaration = SECTIONS[id];
  return goTo(id, { ...declaration, title: `command.navigation.${id}`, path: list });
};

export const navigationCommands = [
  goTo('home', { title: 'command.navigation.home', path: paths.home, goKey: 'h', goWords: ['start', 'início', 'inicio'] }),
  goTo('dashboard', { title: 'command.navigation.dashboard', path: paths.dashboard, goKey: 'b', goWords: ['chart', 'painel', 'panel'] }),
  ...SECTION_IDS.map(toSection),
];
