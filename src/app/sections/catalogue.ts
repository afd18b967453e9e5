// What device categories and models share: their first columns and their name and description fields.
import { TEXT_MAX, TEXTAREA_MAX } from '../../contract/limits';
import type { FieldSpec } from '../records/section';
import type { Column } from '../table/types';

interface Described {
  id: number;
  name: string;
  description: string;
}

export const catalogueColumns = <Row extends Described>(): Column<Row>[] => [
  { id: 'id', title: 'catalogue.column.id', value: (row) => row.id, width: 80 },
  { id: 'name', title: 'catalogue.column.name', value: (row) => row.name, width: 220 },
  { id: 'description', title: 'catalogue.column.description', value: (row) => row.description || null, width: 320 },
];

export const catalogueFields: readonly FieldSpec[] = [
  { name: 'name', label: 'catalogue.field.name', kind: 'text', maxLength: TEXT_MAX, required: 'records.nameRequired' },
  { name: 'description', label: 'catalogue.field.description', kind: 'textarea', maxLength: TEXTAREA_MAX },
];
