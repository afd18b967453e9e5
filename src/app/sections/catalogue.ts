// What device categories and models share: their columns, name and description fields, and messages by family.
import { TEXT_MAX, TEXTAREA_MAX } from '../../contract/limits';
import type { MessageId } from '../i18n/messageIds';
import type { FieldSpec, SectionMessages } from '../records/section';
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

/** The messages of a catalogue family, by its prefix: categories.created, models.created… */
export const catalogueMessages = (family: 'categories' | 'models'): SectionMessages => {
  const id = (name: string) => `${family}.${name}` as MessageId;
  return {
    noRow: 'catalogue.unavailable.noRow',
    created: id('created'),
    edited: id('edited'),
    deleted: id('deleted'),
    deletedMany: id('deletedMany'),
    someNotDeleted: id('someNotDeleted'),
    createTitle: id('addTitle'),
    editTitle: id('editTitle'),
    notFound: id('notFound'),
    refused: id('refused'),
    deleteTitle: id('deleteTitle'),
    deleteBody: id('deleteBody'),
    deletesTitle: id('deletesTitle'),
    deletesBody: id('deletesBody'),
  };
};
