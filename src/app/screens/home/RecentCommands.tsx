// The commands the person ran last from the palette (palette/recent.ts), as tiles with the keys that run them from
// here; none yet says where they come from.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { registry } from '../../../../commands/all';
import type { AnyCommand } from '../../../../commands/registry';
import { Kbd } from '../../keys/Kbd';
import { readRecent } from '../../palette/recent';
import { StateMessage } from '../../ui/StateMessage';
import { CommandTile } from './CommandTile';
import { commandIcon } from './homeIcons';

const SHOWN = 6;

function recentCommands(): AnyCommand[] {
  return readRecent()
    .flatMap((item) => (item.kind === 'command' ? [registry.get(item.id)] : []))
    .filter((command): command is AnyCommand => command !== undefined && command.palette?.remember !== false)
    .slice(0, SHOWN);
}

export function RecentCommands({ labelledBy }: { labelledBy: string }) {
  const [commands] = useState(recentCommands);
  if (commands.length === 0) {
    const paletteKeys = registry.get('app.palette')?.keys?.[0];
    return <StateMessage kind="empty" className="kr-state-start" statement={<FormattedMessage id="home.recentEmpty" values={{ keys: paletteKeys ? <Kbd keys={paletteKeys} /> : '' }} />} />;
  }
  return (
    <ul className="kr-tiles kr-tiles-list" aria-labelledby={labelledBy}>
      {commands.map((command) => <li key={command.id}><CommandTile command={command} icon={commandIcon(command.id)} /></li>)}
    </ul>
  );
}
