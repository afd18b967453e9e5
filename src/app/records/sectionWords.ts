// A records section's messages: the ids the kit shows (the convention), and the compile-time check that a section
// brings what words them. defineSection (section.ts) resolves them.
import type { GRAMMAR_MESSAGES, KitMessageOf } from '../i18n/kitWords';
import type { LocaleMessageId, MessageId } from '../i18n/messageIds';

// The convention: <id>.created, <id>.createTitle… for the section's messages, command.<id>.create… for its
// commands' titles, nav.<id> for its heading. The ids are always these; what words them is either the section's
// grammar (<id>.one, <id>.other, <id>.gender: the kit's generic messages bound to it, i18n/kitMessages.ts) or, with
// `ownMessages: true`, its own full set. A section lacking either does not compile, and the error names what it lacks.
const CONVENTIONAL = ['created', 'createTitle', 'notFound', 'refused'] as const;
const CONVENTIONAL_EDITS = ['edited', 'editTitle'] as const;
const CONVENTIONAL_DELETES = ['deleted', 'deletedMany', 'deleteTitle', 'deleteBody', 'deletesTitle', 'deletesBody'] as const;
type Conventional<Id extends string, Names extends string, Commands extends string> = `${Id}.${Names}` | `command.${Id}.${Commands}`;
export type BaseIds<Id extends string> = Conventional<Id, (typeof CONVENTIONAL)[number] | 'empty', 'create'>;
export type EditIds<Id extends string> = Conventional<Id, (typeof CONVENTIONAL_EDITS)[number], 'edit'>;
export type DeleteIds<Id extends string> = Conventional<Id, (typeof CONVENTIONAL_DELETES)[number], 'delete' | 'deleteSelected' | 'deleteSelected.count' | 'deleteSelected.row'>;
/** Nothing when every id is a message; else a property whose type names the missing ids. */
type Checked<Ids extends string> = [Exclude<Ids, MessageId>] extends [never] ? unknown : { missingMessages: Exclude<Ids, MessageId> };
/** Nothing when none of the ids is written in the locale files; else a property whose type names them. */
type Unwritten<Ids extends string, Why extends string> = [Extract<Ids, LocaleMessageId>] extends [never] ? unknown : Record<Why, Extract<Ids, LocaleMessageId>>;
// its grammar's ids, spelled out by the template so that an error lists them
type Grammar<Id extends string> = `${Id}.${(typeof GRAMMAR_MESSAGES)[number]}`;
/**
 * With `ownMessages: true`, every one of `Ids` written and no grammar beside them; else its grammar, and none of the
 * kit's ids written by hand (they would be worded twice: say `ownMessages: true`, or remove them). Its heading either way.
 */
export type Worded<Id extends string, Ids extends string> = Checked<`nav.${Id}`> &
  (
    | ({ ownMessages: true } & Checked<Ids> & Unwritten<Grammar<Id>, 'grammarBesideOwnMessages'>)
    | ({ ownMessages?: false } & Checked<Grammar<Id>> & Unwritten<KitMessageOf<Id>, 'ownMessagesWithoutOwnMessagesTrue'>)
  );

/** The section's conventional message ids by name; a section without edits or deletes never shows theirs. */
export function conventionalMessages({ id, canEdit, canDelete }: { id: string; canEdit?: boolean; canDelete?: boolean }): Record<string, MessageId> {
  const names = [...CONVENTIONAL, ...(canEdit === false ? [] : CONVENTIONAL_EDITS), ...(canDelete === false ? [] : CONVENTIONAL_DELETES)];
  // the kit's generic 'records.edit' stands in for the messages it never shows
  const absent = Object.fromEntries([...CONVENTIONAL_EDITS, ...CONVENTIONAL_DELETES].map((name) => [name, 'records.edit' as MessageId]));
  return { ...absent, ...Object.fromEntries(names.map((name) => [name, `${id}.${name}` as MessageId])) };
}
