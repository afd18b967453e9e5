// What one result shows and what a screen reader hears for it: title, the line below it, its shortcut and, for a
// command that cannot run here, why.
import type { Device } from '../../contract/entities';
import type { Language } from '../i18n/languages';
import { keysText } from '../keys/keyLabels';
import { subtitleOf } from './entityEntries';
import type { Translate } from './messages';
import type { GroupId, ResultEntry } from './results';

export interface EntryView {
  title: string;
  subtitle: string;
  keys: string | undefined;
  disabledReason: string | null;
  /** the kind of entity, shown where kinds mix (the recent group) */
  badge: string | undefined;
  /** "Shortcut: Ctrl+K", for screen readers (the key caps are hidden from them) */
  shortcutText: string;
  /** "Unavailable: …", for screen readers */
  unavailableText: string;
}

const KIND_LABELS = {
  command: 'entity.command',
  device: 'entity.device',
  event: 'entity.event',
  model: 'entity.model',
  category: 'entity.category',
  space: 'entity.space',
  user: 'entity.user',
} as const;

export function describeEntry(entry: ResultEntry, groupId: GroupId, t: Translate, language: Language): EntryView {
  let subtitle = '';
  let keys: string | undefined;
  let disabledReason: string | null = null;
  let kind: keyof typeof KIND_LABELS | undefined;
  switch (entry.kind) {
    case 'command':
      keys = entry.keys;
      disabledReason = entry.disabledReason;
      kind = 'command';
      break;
    case 'option':
      subtitle = entry.option.detail ?? '';
      break;
    case 'recent':
      subtitle = entry.item.subtitle ?? '';
      kind = entry.item.kind;
      break;
    default:
      subtitle = subtitleOf(entry, { language, status: (status: Device['status']) => t(`status.${status}`) });
      kind = entry.kind;
  }
  const badge = groupId === 'recent' && kind && kind !== 'command' ? t(KIND_LABELS[kind]) : undefined;
  return {
    title: entry.title,
    subtitle,
    keys,
    disabledReason,
    badge,
    shortcutText: keys ? t('palette.shortcut', { keys: keysText(keys) }) : '',
    unavailableText: disabledReason ? t('palette.unavailable', { reason: disabledReason }) : '',
  };
}
