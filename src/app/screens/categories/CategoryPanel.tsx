// /devices/categories/add and /devices/categories/edit/{id}: a category's name and description.
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { categoryPaths } from '../../../../commands/categories';
import { TEXT_MAX, TEXTAREA_MAX } from '../../../contract/limits';
import { categories } from '../../services/lists';
import { CatalogueForm, type FieldSpec } from '../catalogue/CatalogueForm';
import { RecordMissingPanel } from '../catalogue/RecordMissingPanel';
import { useCatalogueRecord } from '../catalogue/useCatalogueRecord';

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'catalogue.field.name', kind: 'text', maxLength: TEXT_MAX, required: 'catalogue.nameRequired' },
  { name: 'description', label: 'catalogue.field.description', kind: 'textarea', maxLength: TEXTAREA_MAX },
];

const close = () => navigate(categoryPaths.list);
const inputOf = (draft: Record<string, string>) => ({ name: (draft.name ?? '').trim(), description: draft.description ?? '' });

export function CreateCategoryPanel() {
  const intl = useIntl();
  return (
    <CatalogueForm
      title={intl.formatMessage({ id: 'categories.addTitle' })}
      fields={FIELDS}
      initial={{ name: '', description: '' }}
      commandId="categories.create"
      argsFor={(draft, reply) => ({ submission: { ...reply, draft: inputOf(draft) } })}
      onClose={close}
    />
  );
}

export function EditCategoryPanel({ id }: { id: number | null }) {
  const intl = useIntl();
  const record = useCatalogueRecord(categories, id);
  if (record.status !== 'loaded') return <RecordMissingPanel record={record} id={id} notFound="categories.notFound" onClose={close} />;
  const { row } = record;
  return (
    <CatalogueForm
      key={row.id}
      title={intl.formatMessage({ id: 'categories.editTitle' }, { name: row.name })}
      fields={FIELDS}
      initial={{ name: row.name, description: row.description }}
      commandId="categories.edit"
      argsFor={(draft, reply) => ({ submission: { ...reply, id: row.id, draft: inputOf(draft) } })}
      onClose={close}
    />
  );
}
