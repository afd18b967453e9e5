// The words of a list's filters in the person's language (keys and values, folded: accent- and case-blind) and what
// a search's text means with them: which tokens are filters, which rows' values each keeps, and the canonical text
// (English keys, codes) the URL holds.
import { foldText } from '../../contract/fold';
import { filterText, joinQuery, tokenize, type Token } from './filterSyntax';
import { isCoded, type FilterField, type Words } from './filterField';

export interface Choice {
  /** what the URL holds: a code, a name, or `none` */
  canonical: string;
  /** what the person reads */
  label: string;
  /** the rows' value it keeps: a code, a folded name, null for none */
  key: string | null;
  /** folded forms it is typed by */
  forms: readonly string[];
}

export interface FieldWords<Row> {
  field: FilterField<Row>;
  /** the key as the person's language says it (`estado`) */
  name: string;
  title: string;
  keyForms: readonly string[];
  choices: readonly Choice[];
}

export interface Vocabulary<Row> {
  fields: readonly FieldWords<Row>[];
}

export interface ResolvedFilter<Row> {
  field: FilterField<Row>;
  negated: boolean;
  /** the rows' values it keeps (or, negated, leaves out); null while no value is typed (it then keeps every row) */
  keys: ReadonlySet<string | null> | null;
  /** the one value it names, when it names exactly one */
  choice: Choice | null;
  token: Token;
}

export interface ParsedSearch<Row> {
  filters: readonly ResolvedFilter<Row>[];
  /** the rest of the text: words searched as before */
  words: string;
}

export const EMPTY_VOCABULARY: Vocabulary<never> = { fields: [] };

const distinct = (forms: readonly string[]) => [...new Set(forms.filter(Boolean))];

/** The vocabulary of `fields` in a language; names are read from `rows` (the values a list of names can take). */
export function vocabularyOf<Row>(fields: readonly FilterField<Row>[], rows: readonly Row[], t: Words): Vocabulary<Row> {
  const none: Choice = { canonical: 'none', label: t('filters.none'), key: null, forms: distinct(['none', foldText(t('filters.none'))]) };
  return {
    fields: fields.map((field) => {
      const { values } = field;
      let choices: Choice[];
      if (isCoded(values)) {
        choices = values.codes.map((code) => {
          const label = values.label(code, t);
          return { canonical: code, label, key: code, forms: distinct([foldText(label), code]) };
        });
      } else {
        const byKey = new Map<string, string>();
        for (const name of values.names(rows)) {
          const key = foldText(name);
          if (key && !byKey.has(key)) byKey.set(key, name);
        }
        choices = [...byKey].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([key, name]) => ({ canonical: name, label: name, key, forms: [key] }));
      }
      const name = t(field.word);
      return { field, name, title: t(field.title), keyForms: distinct([field.key, foldText(name)]), choices: field.none ? [...choices, none] : choices };
    }),
  };
}

export const fieldNamed = <Row>(vocabulary: Vocabulary<Row>, key: string): FieldWords<Row> | undefined => {
  const folded = foldText(key);
  return vocabulary.fields.find((words) => words.keyForms.includes(folded));
};

/** Whether a folded form is typed by `typed`: the same, or it starts so, or one of its words does. */
export const formStartsWith = (form: string, typed: string) => form.startsWith(typed) || form.includes(` ${typed}`);

/**
 * The values a typed value names: the one it spells exactly, else every one it begins (while it is typed), else
 * every one holding it (`base:porto` is Oporto in Spanish, `oporto` in the URL).
 */
export function choicesFor<Row>(words: FieldWords<Row>, typed: string): Choice[] {
  const folded = foldText(typed).trim();
  const exact = words.choices.filter((choice) => choice.forms.includes(folded));
  if (exact.length > 0) return exact;
  const begun = words.choices.filter((choice) => choice.forms.some((form) => formStartsWith(form, folded)));
  if (begun.length > 0) return begun;
  return words.choices.filter((choice) => choice.forms.some((form) => form.includes(folded)));
}

export function resolveToken<Row>(token: Token, vocabulary: Vocabulary<Row>): ResolvedFilter<Row> | null {
  if (!token.filter) return null;
  const words = fieldNamed(vocabulary, token.filter.key);
  if (!words) return null;
  const { negated, value } = token.filter;
  if (value.trim() === '') return { field: words.field, negated, keys: null, choice: null, token };
  const choices = choicesFor(words, value);
  return { field: words.field, negated, keys: new Set(choices.map((choice) => choice.key)), choice: choices.length === 1 ? (choices[0] ?? null) : null, token };
}

export function parseSearch<Row>(text: string, vocabulary: Vocabulary<Row>): ParsedSearch<Row> {
  const filters: ResolvedFilter<Row>[] = [];
  const words: string[] = [];
  for (const token of tokenize(text)) {
    const filter = resolveToken(token, vocabulary);
    if (filter) filters.push(filter);
    else words.push(token.text);
  }
  return { filters, words: words.join(' ') };
}

/** A filter naming one value, as the URL writes it: `status:missing`, `-model:"Scanline H5"`. */
export const canonicalOf = <Row>(filter: ResolvedFilter<Row>): string | null =>
  filter.choice ? filterText(filter.field.key, filter.choice.canonical, filter.negated) : null;

/**
 * The text as the URL holds it: each filter that names one value in English with its code, filters first, then the
 * rest as typed. The same in every language, and read back to the same filters.
 */
export function canonicalText<Row>(text: string, vocabulary: Vocabulary<Row>): string {
  const filters: string[] = [];
  const rest: string[] = [];
  for (const token of tokenize(text)) {
    const filter = resolveToken(token, vocabulary);
    const canonical = filter && canonicalOf(filter);
    if (canonical) filters.push(canonical);
    else rest.push(token.text);
  }
  return joinQuery(...filters, ...rest);
}
