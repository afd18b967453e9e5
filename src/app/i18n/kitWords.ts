// The records kit's messages of a section, by the shape of their ids. A section that brings its grammar (its noun in
// the singular and plural, and its gender) has them worded by the kit's generic messages (`kit.<name>`) with that
// grammar bound in when the language is loaded (kitMessages.ts); one that brings its own full set keeps its own.
// No imports: messageIds.ts builds the type of every message id from these.

/** `<id>.<name>`, worded by `kit.<name>` */
export const KIT_SECTION_MESSAGES = [
  'created', 'createTitle', 'notFound', 'refused', 'empty', 'edited', 'editTitle',
  'deleted', 'deletedMany', 'deleteTitle', 'deleteBody', 'deletesTitle', 'deletesBody', 'bulkActions',
] as const;
/** `command.<id>.<name>`, worded by `kit.command.<name>` */
export const KIT_COMMAND_MESSAGES = ['create', 'edit', 'delete', 'deleteSelected', 'deleteSelected.count', 'deleteSelected.row'] as const;
/** `<prefix>.<id>`, worded by `kit.<prefix>`: its "Go to" command, the help sheet's line for its palette prefix */
export const KIT_SUFFIXED_MESSAGES = ['command.navigation', 'help.prefix'] as const;
/** `<id>.<name>`: its noun in lower case, singular and plural ("supplier", "suppliers"), and its gender */
export const GRAMMAR_MESSAGES = ['one', 'other', 'gender'] as const;
/** The genders a section's `<id>.gender` may say; English's generic messages ignore it. */
export const GENDERS = ['masculine', 'feminine', 'neuter'] as const;

export type KitMessageOf<Id extends string> =
  | `${Id}.${(typeof KIT_SECTION_MESSAGES)[number]}`
  | `command.${Id}.${(typeof KIT_COMMAND_MESSAGES)[number]}`
  | `${(typeof KIT_SUFFIXED_MESSAGES)[number]}.${Id}`;

/** The sections among `Ids` (a locale's ids) that bring a grammar: those with an `<id>.gender`, `<id>` one word. */
export type GrammarSectionOf<Ids extends string> = Ids extends `${infer Id}.gender` ? (Id extends `${string}.${string}` ? never : Id) : never;

/** The ids a section's grammar words, and the generic message that words each. */
export function kitMessagesOf(id: string): Array<[bound: string, generic: string]> {
  return [
    ...KIT_SECTION_MESSAGES.map((name): [string, string] => [`${id}.${name}`, `kit.${name}`]),
    ...KIT_COMMAND_MESSAGES.map((name): [string, string] => [`command.${id}.${name}`, `kit.command.${name}`]),
    ...KIT_SUFFIXED_MESSAGES.map((prefix): [string, string] => [`${prefix}.${id}`, `kit.${prefix}`]),
  ];
}

/** The sections a locale's ids give a grammar, as GrammarSectionOf does for the types. */
export const grammarSectionsIn = (ids: Iterable<string>): string[] =>
  [...ids].flatMap((id) => {
    const section = id.endsWith('.gender') ? id.slice(0, -'.gender'.length) : '';
    return section !== '' && !section.includes('.') ? [section] : [];
  });
