// Spaces: create, edit, delete one, delete the selection (commands/records.ts), and the space's counter site (key
// o), which exists only when COUNTER_SITE_URL is configured.
import { hasSiteLink, siteLinkOf } from '../src/app/api/siteLinks';
import { spaces } from '../src/app/services/lists';
import { defineCommand } from './registry';

const openCounter = defineCommand({
  id: 'spaces.openCounter',
  title: 'command.spaces.openCounter',
  group: 'spaces',
  scope: 'spaces',
  keys: ['o'],
  keywords: ['counter', 'site', 'contador', 'open', 'abrir'],
  when: (context) => (context.focusedId !== null && spaces.find(context.focusedId) ? true : { reason: 'spaces.noRow' }),
  run: (context) => {
    const space = context.focusedId === null ? undefined : spaces.find(context.focusedId);
    const link = space && siteLinkOf('counterSite', space);
    if (link) context.app.openLink(link);
  },
});

export const spaceCommands = hasSiteLink('counterSite') ? [openCounter] : [];
