// /devices/models/add and /devices/models/edit/{id}: a model's name, description and (optional) category.
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { modelPaths } from '../../../../commands/models';
import type { DeviceModel } from '../../../contract/entities';
import { TEXT_MAX, TEXTAREA_MAX } from '../../../contract/limits';
import { categories, models } from '../../services/lists';
import { CatalogueForm, type Draft, type FieldSpec } from '../catalogue/CatalogueForm';
import { RecordMissingPanel } from '../catalogue/RecordMissingPanel';
import { useCatalogueRecord } from '../catalogue/useCatalogueRecord';

const close = () => navigate(modelPaths.list);

const inputOf = (draft: Draft) => ({
  name: (draft.name ?? '').trim(),
  description: draft.description ?? '',
  category_id: draft.category ? Number(draft.category) : null,
});

/** The fields, with the categories as the select's options ("No category" first); the model's own category
 * stays listed while the categories load. */
function useModelFields(current: DeviceModel['category']): { fields: readonly FieldSpec[]; notice: string | null } {
  const intl = useIntl();
  const list = useSnapshot(categories.state);
  useEffect(() => {
    void categories.load();
  }, []);
  return useMemo(() => {
    const sorted = [...list.rows].sort((a, b) => a.name.localeCompare(b.name));
    const options = [{ value: '', label: intl.formatMessage({ id: 'models.noCategory' }) }, ...sorted.map((category) => ({ value: String(category.id), label: category.name }))];
    if (current && !sorted.some((category) => category.id === current.id)) options.push({ value: String(current.id), label: current.name });
    const fields: FieldSpec[] = [
      { name: 'name', label: 'catalogue.field.name', kind: 'text', maxLength: TEXT_MAX, required: 'catalogue.nameRequired' },
      { name: 'description', label: 'catalogue.field.description', kind: 'textarea', maxLength: TEXTAREA_MAX },
      { name: 'category', label: 'models.field.category', kind: 'select', options, serverNames: ['category_id', 'category'] },
    ];
    const notice = list.status === 'error' ? intl.formatMessage({ id: 'catalogue.categoriesFailed' }, { message: list.error ?? '' }) : null;
    return { fields, notice };
  }, [list.rows, list.status, list.error, current, intl]);
}

export function CreateModelPanel() {
  const intl = useIntl();
  const { fields, notice } = useModelFields(null);
  return (
    <CatalogueForm
      title={intl.formatMessage({ id: 'models.addTitle' })}
      fields={fields}
      initial={{ name: '', description: '', category: '' }}
      commandId="models.create"
      argsFor={(draft, reply) => ({ submission: { ...reply, draft: inputOf(draft) } })}
      onClose={close}
      notice={notice && <p className="kr-notice" role="alert">{notice}</p>}
    />
  );
}

export function EditModelPanel({ id }: { id: number | null }) {
  const record = useCatalogueRecord(models, id);
  if (record.status !== 'loaded') return <RecordMissingPanel record={record} id={id} notFound="models.notFound" onClose={close} />;
  return <EditModelForm key={record.row.id} model={record.row} />;
}

function EditModelForm({ model }: { model: DeviceModel }) {
  const intl = useIntl();
  const { fields, notice } = useModelFields(model.category);
  return (
    <CatalogueForm
      title={intl.formatMessage({ id: 'models.editTitle' }, { name: model.name })}
      fields={fields}
      initial={{ name: model.name, description: model.description, category: model.category ? String(model.category.id) : '' }}
      commandId="models.edit"
      argsFor={(draft, reply) => ({ submission: { ...reply, id: model.id, draft: inputOf(draft) } })}
      onClose={close}
      notice={notice && <p className="kr-notice" role="alert">{notice}</p>}
    />
  );
}
