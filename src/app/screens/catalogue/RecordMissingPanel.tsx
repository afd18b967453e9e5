// The edit panel while its item is loading, or when the route names none: says which, and offers only Close.
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { SidePanel } from '../../ui/SidePanel';
import type { CatalogueRecord } from './useCatalogueRecord';

export interface RecordMissingPanelProps {
  record: Exclude<CatalogueRecord<unknown>, { status: 'loaded' }>;
  id: number | null;
  /** with {id} */
  notFound: MessageId;
  onClose(): void;
}

export function RecordMissingPanel({ record, id, notFound, onClose }: RecordMissingPanelProps) {
  const intl = useIntl();
  const loading = record.status === 'loading';
  const message = loading
    ? intl.formatMessage({ id: 'app.loading' })
    : record.status === 'notFound'
      ? intl.formatMessage({ id: notFound }, { id: id === null ? '?' : String(id) })
      : intl.formatMessage({ id: 'table.loadFailed' }, { message: record.message });
  return (
    <SidePanel
      title={intl.formatMessage({ id: 'catalogue.editRow' })}
      onClose={onClose}
      footer={<button type="button" className="kr-button" onClick={onClose}>{intl.formatMessage({ id: 'panel.close' })}</button>}
    >
      <p className={loading ? 'kr-lead' : 'kr-notice'} role={loading ? 'status' : 'alert'}>{message}</p>
    </SidePanel>
  );
}
