// What a section's form fields give when its description does not say otherwise: a column per field (its label as
// title), the form's draft of a row and the input of a draft. Fields of other kinds (a date, a list, an image)
// need the section's own columns and conversions.
import type { MessageId } from '../i18n/messageIds';
import type { Column } from '../table/types';
import { blankAsNull } from './draftValues';

/** What these defaults read of a form field (records/section.ts FieldSpec). */
interface Field {
  name: string;
  kind: string;
  label: MessageId;
  required?: MessageId;
}
type Draft = Record<string, string>;

/** The input a form of plain fields sends: each field's value by its name. */
export type PlainInput = Partial<Record<string, string | number | boolean | null>>;

const WIDTHS: Partial<Record<string, number>> = { text: 220, textarea: 320, number: 100 };

const valueOf = (row: object, name: string) => (row as Record<string, unknown>)[name];

/** The id, then a column per text or number field, in the form's order. */
export function columnsOfFields<Row extends { id: number }>(fields: readonly Field[]): Column<Row>[] {
  const shown = fields.filter((field) => WIDTHS[field.kind] !== undefined);
  return [
    { id: 'id', title: 'records.column.id', value: (row) => row.id, width: 80 },
    ...shown.map((field): Column<Row> => ({
      id: field.name,
      title: field.label,
      value: (row) => {
        const value = valueOf(row, field.name);
        return typeof value === 'number' ? value : typeof value === 'string' ? value || null : null;
      },
      width: WIDTHS[field.kind],
    })),
  ];
}

/** Each field's value as its control shows it ('' for none; 'true'/'false' for a checkbox). */
export function draftOfFields(fields: readonly Field[], row: object | null): Draft {
  return Object.fromEntries(fields.map((field) => {
    const value = row === null ? undefined : valueOf(row, field.name);
    return [field.name, value === null || value === undefined ? (field.kind === 'checkbox' ? 'false' : '') : String(value)];
  }));
}

/** Each field's value as the API takes it: a required text trimmed, an optional one trimmed or null, a number, a boolean. */
export function inputOfFields(fields: readonly Field[], draft: Draft): PlainInput {
  return Object.fromEntries(fields.map((field) => {
    const text = draft[field.name] ?? '';
    switch (field.kind) {
      case 'checkbox':
        return [field.name, text === 'true'];
      case 'number':
        return [field.name, text.trim() === '' ? null : Number(text)];
      default:
        return [field.name, field.required ? text.trim() : blankAsNull(text)];
    }
  }));
}
