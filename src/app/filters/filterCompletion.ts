// What the search field offers under it while a token is typed: the fields whose name it begins (`est` → `estado:`),
// then, after the colon, the values of that field it names (`estado:av` → Avariado), in the person's language.
import { foldText } from '../../contract/fold';
import { tokenize } from './filterSyntax';
import { choicesFor, fieldNamed, type Choice, type FieldWords, type Vocabulary } from './filterVocabulary';

export const MAX_SUGGESTIONS = 8;

export type Suggestion<Row> =
  | { kind: 'field'; words: FieldWords<Row>; negated: boolean }
  | { kind: 'value'; words: FieldWords<Row>; choice: Choice; negated: boolean };

export interface Completion<Row> {
  suggestions: readonly Suggestion<Row>[];
  /** the token they would replace, in the input's text */
  start: number;
  end: number;
}

/** The suggestions for the token that ends at `caret` (none when the caret is not at a token's end). */
export function completionAt<Row>(text: string, caret: number, vocabulary: Vocabulary<Row>): Completion<Row> | null {
  if (vocabulary.fields.length === 0) return null;
  const token = tokenize(text).find((candidate) => candidate.end === caret);
  if (!token) return null;
  if (token.filter) {
    const words = fieldNamed(vocabulary, token.filter.key);
    if (!words) return null;
    const choices = token.filter.value.trim() === '' ? words.choices : choicesFor(words, token.filter.value);
    const suggestions = choices.slice(0, MAX_SUGGESTIONS).map((choice) => ({ kind: 'value' as const, words, choice, negated: token.filter?.negated ?? false }));
    return suggestions.length > 0 ? { suggestions, start: token.start, end: token.end } : null;
  }
  const negated = token.text.startsWith('-');
  const typed = foldText(negated ? token.text.slice(1) : token.text);
  if (typed === '' || token.text.includes('"')) return null;
  const suggestions = vocabulary.fields
    .filter((words) => words.keyForms.some((form) => form.startsWith(typed)))
    .slice(0, MAX_SUGGESTIONS)
    .map((words) => ({ kind: 'field' as const, words, negated }));
  return suggestions.length > 0 ? { suggestions, start: token.start, end: token.end } : null;
}
