// Every error body the server answers carries its stable codes beside the DRF texts (docs/architecture.md,
// "Additions to the contract"). The harness checks each error answer with `separateCodes`: every text has a code of
// the table whose English message is exactly that text, in the same order; the DRF body alone is what tests compare.
import { ERROR_CODES, isErrorCode, type CodedError } from '../../src/contract/errorCodes';
import { englishText } from '../../src/server/http/errorText';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkCoded(error: unknown, text: unknown, where: string, problems: string[]): void {
  if (!isRecord(error) || !isErrorCode(error.code)) {
    problems.push(`${where}: ${JSON.stringify(error)} is not a coded error of the table`);
    return;
  }
  const params = error.params;
  if (params !== undefined && !isRecord(params)) problems.push(`${where}: params ${JSON.stringify(params)} is not an object`);
  const declared = [...ERROR_CODES[error.code].params].sort();
  const given = Object.keys(isRecord(params) ? params : {}).sort();
  if (JSON.stringify(declared) !== JSON.stringify(given)) problems.push(`${where}: ${error.code} takes ${declared.join(', ') || 'no values'}, got ${given.join(', ') || 'none'}`);
  const english = englishText(error as unknown as CodedError);
  if (english !== text) problems.push(`${where}: ${error.code} reads ${JSON.stringify(english)}, the text is ${JSON.stringify(text)}`);
}

/** `{ field: [text] }` beside `{ field: [coded] }`: same fields, same order, each code worded as its text. */
function checkFields(texts: Record<string, unknown>, codes: unknown, where: string, problems: string[]): void {
  if (!isRecord(codes)) {
    problems.push(`${where}: no error_codes beside the field errors`);
    return;
  }
  const fields = Object.keys(texts);
  const extra = Object.keys(codes).filter((field) => !fields.includes(field));
  if (extra.length) problems.push(`${where}: error_codes for fields without errors: ${extra.join(', ')}`);
  for (const field of fields) {
    const list = texts[field];
    const coded = codes[field];
    if (!Array.isArray(list) || !Array.isArray(coded) || list.length !== coded.length) {
      problems.push(`${where}.${field}: ${JSON.stringify(list)} and codes ${JSON.stringify(coded)} are not parallel lists`);
      continue;
    }
    list.forEach((text, index) => checkCoded(coded[index], text, `${where}.${field}[${index}]`, problems));
  }
}

/** The DRF body without its codes, and what is wrong with the codes (nothing, for a well-coded body). */
export function separateCodes(body: unknown): { drf: unknown; problems: string[] } {
  const problems: string[] = [];
  if (!isRecord(body)) return { drf: body, problems: [`the error body ${JSON.stringify(body)} is not an object`] };
  if (typeof body.detail === 'string') {
    checkCoded({ code: body.code, ...(body.params === undefined ? {} : { params: body.params }) }, body.detail, 'detail', problems);
    const { code: _code, params: _params, ...drf } = body;
    return { drf, problems };
  }
  const { error_codes: codes, rows, ...texts } = body;
  checkFields(texts, codes, 'body', problems);
  const drf: Record<string, unknown> = { ...texts };
  if (rows !== undefined) {
    if (!Array.isArray(rows)) problems.push('rows is not a list');
    else {
      drf.rows = rows.map((row: unknown, index) => {
        if (!isRecord(row) || !isRecord(row.errors)) {
          problems.push(`rows[${index}] has no errors`);
          return row;
        }
        checkFields(row.errors, row.error_codes, `rows[${index}]`, problems);
        const { error_codes: _rowCodes, ...rest } = row;
        return rest;
      });
    }
  }
  return { drf, problems };
}

/** The DRF body of an error answer, after checking its codes (throws on a missing, unknown or mismatched code). */
export function drf(body: unknown): any { // `any`: tests read answers loosely, as the harness's bodies
  const { drf: plain, problems } = separateCodes(body);
  if (problems.length) throw new Error(`error body not coded as the contract says:\n${problems.join('\n')}\n${JSON.stringify(body)}`);
  return plain;
}
