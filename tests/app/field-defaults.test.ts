// A section of plain fields gets its columns, its form's draft and its input from its fields alone.
import { describe, expect, it } from 'vitest';
import { columnsOfFields, draftOfFields, inputOfFields } from '../../src/app/records/fieldDefaults';
import type { FieldSpec } from '../../src/app/records/section';

const fields: readonly FieldSpec[] = [
  { name: 'name', label: 'spaces.field.name', kind: 'text', maxLength: 100, required: 'records.nameRequired' },
  { name: 'notes', label: 'spaces.field.slug', kind: 'textarea', maxLength: 500 },
  { name: 'capacity', label: 'spaces.field.capacity', kind: 'number', min: 0 },
  { name: 'premium', label: 'spaces.field.premium', kind: 'checkbox' },
];

describe('a form of plain fields', () => {
  it('drafts a row as its controls show it, and a new row empty', () => {
    expect(draftOfFields(fields, { id: 1, name: 'Porto', notes: null, capacity: 40, premium: true })).toEqual({ name: 'Porto', notes: '', capacity: '40', premium: 'true' });
    expect(draftOfFields(fields, null)).toEqual({ name: '', notes: '', capacity: '', premium: 'false' });
  });

  it('sends a required text trimmed, a blank optional one as null, a number and a boolean', () => {
    expect(inputOfFields(fields, { name: '  Porto ', notes: '   ', capacity: '12', premium: 'false' })).toEqual({ name: 'Porto', notes: null, capacity: 12, premium: false });
    expect(inputOfFields(fields, { name: '', notes: ' kept ', capacity: '', premium: 'true' })).toEqual({ name: '', notes: 'kept', capacity: null, premium: true });
  });

  it('shows the id, then a column per text and number field titled with its label', () => {
    const columns = columnsOfFields<{ id: number; name: string; notes: string | null; capacity: number }>(fields);
    expect(columns.map((column) => [column.id, column.title])).toEqual([['id', 'records.column.id'], ['name', 'spaces.field.name'], ['notes', 'spaces.field.slug'], ['capacity', 'spaces.field.capacity']]);
    const row = { id: 7, name: 'Porto', notes: '', capacity: 0 };
    expect(columns.map((column) => column.value(row))).toEqual([7, 'Porto', null, 0]);
  });
});
