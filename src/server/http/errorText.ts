// The server's words for a coded error: its message in locales/en.json (the DRF English every client reads in
// `detail` and the field lists), formatted with the error's values. The app words the same code in the person's
// language from the same files.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import english from '../../../locales/en.json';
import { ERROR_CODES, type CodedError, type ErrorCode, type ErrorParams } from '../../contract/errorCodes';

const parsed = new Map<ErrorCode, MessageFormatElement[]>();
const plurals = new Intl.PluralRules('en');
const numbers = new Intl.NumberFormat('en');

function elementsOf(code: ErrorCode): MessageFormatElement[] {
  let elements = parsed.get(code);
  if (!elements) {
    elements = parse(english[ERROR_CODES[code].id]);
    parsed.set(code, elements);
  }
  return elements;
}

/** ICU formatting of the kinds the server's messages use: text, {values}, plural and select (no dates, no tags). */
function format(elements: readonly MessageFormatElement[], params: ErrorParams, count?: number): string {
  let text = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.argument) text += String(params[element.value] ?? `{${element.value}}`);
    else if (element.type === TYPE.number) text += numbers.format(Number(params[element.value]));
    else if (element.type === TYPE.pound) text += numbers.format(count ?? 0);
    else if (element.type === TYPE.plural) {
      const value = Number(params[element.value]);
      const option = element.options[`=${value}`] ?? element.options[plurals.select(value - element.offset)] ?? element.options.other;
      if (option) text += format(option.value, params, value - element.offset);
    } else if (element.type === TYPE.select) {
      const option = element.options[String(params[element.value])] ?? element.options.other;
      if (option) text += format(option.value, params, count);
    } else throw new Error(`A server message may not use ICU element type ${element.type}.`);
  }
  return text;
}

/** The English text of a coded error, as the API answers it. */
export function englishText(error: CodedError): string {
  return format(elementsOf(error.code), error.params ?? {});
}
