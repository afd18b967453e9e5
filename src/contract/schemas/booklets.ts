// A booklet and its configuration. Whether a participating field belongs to the booklet's event, and whether a
// card's style suits its field's type, are checked by the server against the database; everything else is here.
import { z } from 'zod';
import { BOOKLET_FILE_STYLES, BOOKLET_ICONS, BOOKLET_STYLES, type BookletStyle } from '../enums';
import { coded, issueMessage, type CodedError } from '../errorCodes';
import { TEXT_MAX } from '../limits';
import { MESSAGES, bool, choice, idLike, missingOr, nullableId, requiredText } from './fields';

const isFileStyle = (style: BookletStyle) => BOOKLET_FILE_STYLES.includes(style);

/** Entries per list; the editor shows at most a hundred fields, plus empty spaces. */
export const BOOKLET_ENTRIES_MAX = 200;

const typeName = (value: unknown) => (Array.isArray(value) ? 'list' : typeof value === 'string' ? 'str' : typeof value);
const dictionary = (issue: { input: unknown }) =>
  missingOr(issueMessage(coded('not_a_dict_of_items', { type: typeName(issue.input) })))(issue);
const notAChoice = (issue: { input: unknown }) => missingOr(MESSAGES.invalidChoice(issue.input))(issue);

/** zod's `int` takes only safe integers; the largest index a booklet allows is checked with its cards */
const index = z
  .number({ error: missingOr(MESSAGES.notInteger) })
  .int({ error: MESSAGES.notInteger })
  .min(0, { error: MESSAGES.minValue(0) });

const entries = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry, { error: missingOr(MESSAGES.notList) })
    .max(BOOKLET_ENTRIES_MAX, { error: MESSAGES.maxItems(BOOKLET_ENTRIES_MAX) })
    .default([]);

/** A card: a participating field, or an empty space (`blank`), whose field may then be null. */
const answer = z
  .object({
    index,
    icon: choice(BOOKLET_ICONS),
    participating_field_id: nullableId.optional(),
    style: choice(BOOKLET_STYLES),
    blank: bool,
  }, { error: dictionary })
  .superRefine((entry, context) => {
    if (entry.blank || (entry.participating_field_id !== undefined && entry.participating_field_id !== null)) return;
    const message = entry.participating_field_id === undefined ? MESSAGES.required : MESSAGES.notNull;
    context.addIssue({ code: 'custom', path: ['participating_field_id'], message });
  })
  .transform((entry) => ({ ...entry, participating_field_id: entry.participating_field_id ?? null }));

const file = z
  .object({
    index,
    type: z.literal('logo', { error: notAChoice }),
    icon: choice(BOOKLET_ICONS),
    participating_field_id: nullableId.optional().transform((value) => value ?? null),
    style: choice(BOOKLET_STYLES),
  }, { error: dictionary });

const coverText = z
  .string({ error: missingOr(MESSAGES.notString) })
  .trim()
  .max(TEXT_MAX, { error: MESSAGES.maxLength(TEXT_MAX) });

export const bookletConfiguration = z.object({
  answers: entries(answer),
  files: entries(file),
  cover_title: z.object({ pt: coverText, en: coverText, es: coverText }, { error: dictionary }),
}, { error: dictionary }).superRefine((configuration, context) => {
  // A card's index is its place among all the cards, answers and files alike: each one once, from 0. Its style
  // says which list it belongs to (the files' styles, or the others).
  const cards = configuration.answers.length + configuration.files.length;
  const taken = new Set<number>();
  const lists = [['answers', configuration.answers, false], ['files', configuration.files, true]] as const;
  for (const [list, entries, isFile] of lists) {
    entries.forEach((entry, position) => {
      const issue = (field: string, error: CodedError) => context.addIssue({ code: 'custom', path: [list, position, field], message: issueMessage(error) });
      if (entry.index >= cards) issue('index', coded('booklet_index_out_of_range', { max: cards - 1 }));
      else if (taken.has(entry.index)) issue('index', coded('booklet_index_repeated', { index: entry.index }));
      taken.add(entry.index);
      if (isFileStyle(entry.style) !== isFile) issue('style', coded(isFile ? 'booklet_style_not_file' : 'booklet_style_is_file', { style: entry.style }));
    });
  }
});
export type BookletConfigurationWrite = z.output<typeof bookletConfiguration>;

export const bookletCreate = z.object({
  event: idLike,
  title: requiredText(TEXT_MAX),
  is_published: bool.optional(),
  configuration: bookletConfiguration,
});
export type BookletCreate = z.output<typeof bookletCreate>;

/** A PUT may leave `event` out (it then stays); `cover_image` is written only through booklet-covers. */
export const bookletUpdate = bookletCreate.extend({ event: idLike.optional() });
export type BookletUpdate = z.output<typeof bookletUpdate>;
