// What one result shows and what a screen reader hears for it: title, the line below it (each with the characters
// the query matched), its shortcut and, for a command that cannot run here, why.
import type { Language } from '../i18n/languages';
import { keysText } from '../keys/keyLabels';
import { highlightsOf, type TextRange } from './highlight';
import { subtitleOf, type EntityKind } from './entityEntries';
import type { EntityMessageId } from '../sections/declared';
import type { Translate } from './messages';
import type { GroupId, ResultEntry } from './results';

export interface EntryView {
  title: string;
  /** the title's characters the query matched */
  titleMatches: readonly TextRange[];
  subtitle: string;
  /** the subtitle's characters matched by words the title does not hold */
  subtitleMatches: readonly TextRange[];
  keys: string | undefined;
  disabledReason: string | null;
  /** the kind of entity, shown where kinds mix (the recent group) */
  badge: string | undefined;
  /** "Shortcut: Ctrl+K", for screen readers (the key caps are hidden from them) */
  shortcutText: string;
  /** "Unavailable: …", for screen readers */
  unavailableText: string;
}

const kindLabel = (kind: EntityKind | 'command'): EntityMessageId | 'entity.command' => `entity.${kind}`;

/** `tokens`: the folded words of the query the entry was found for, marked in its title and subtitle. */
export function describeEntry(entry: ResultEntry, groupId: GroupId, t: Translate, language: Language, tokens: readonly string[] = []): EntryView {
  let subtitle = '';
  let keys: string | undefined;
  let disabledReason: string | null = null;
  let kind: EntityKind | 'command' | undefined;
  switch (entry.kind) {
    case 'command':
      keys = entry.keys;
      disabledReason = entry.disabledReason;
      kind = 'command';
      break;
    case 'option':
    case 'value':
      subtitle = entry.option.detail ?? '';
      keys = entry.option.keys;
      break;
    case 'recent':
      subtitle = entry.item.subtitle ?? '';
      kind = entry.item.kind;
      break;
    default:
      subtitle = subtitleOf(entry, { language, t });
      kind = entry.kind;
  }
  const badge = groupId === 'recent' && kind && kind !== 'command' ? t(kindLabel(kind)) : undefined;
  const inTitle = highlightsOf(entry.title, tokens, true);
  const elsewhere = inTitle.found.size === tokens.length ? [] : tokens.filter((token) => !inTitle.found.has(token));
  return {
    title: entry.title,
    titleMatches: inTitle.ranges,
    subtitle,
    subtitleMatches: highlightsOf(subtitle, elsewhere).ranges,
    keys,
    disabledReason,
    badge,
    shortcutText: keys ? t('palette.shortcut', { keys: keysText(keys) }) : '',
    unavailableText: disabledReason ? t('palette.unavailable', { reason: disabledReason }) : '',
  };
}
