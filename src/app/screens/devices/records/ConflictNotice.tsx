// A stale edit (412): what happened and a button to load the latest values; once loaded, what the user had typed
// stays listed beside the latest values, so nothing typed is lost.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceDraft, DraftField } from './deviceDraft';
import { differingFields } from './deviceDraft';
import { labelOf } from './DeviceFields';

export type Conflict = { phase: 'stale'; yours: DeviceDraft } | { phase: 'reloading'; yours: DeviceDraft } | { phase: 'reloaded'; yours: DeviceDraft; latest: DeviceDraft };

interface ConflictNoticeProps {
  conflict: Conflict;
  onReload(): void;
  /** how a field's draft value reads (a status or a base by its label, a model by its name) */
  describe(field: DraftField, value: string): string;
}

export function ConflictNotice({ conflict, onReload, describe }: ConflictNoticeProps) {
  const intl = useIntl();
  const reloadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (conflict.phase === 'stale') reloadButton.current?.focus();
  }, [conflict.phase]);

  if (conflict.phase !== 'reloaded') {
    const reloading = conflict.phase === 'reloading';
    return (
      <div className="kr-conflict" role="alert">
        <p>{intl.formatMessage({ id: 'deviceRecords.conflict.stale' })}</p>
        <button ref={reloadButton} type="button" className="kr-button" aria-disabled={reloading || undefined} onClick={() => !reloading && onReload()}>
          {intl.formatMessage({ id: reloading ? 'deviceRecords.conflict.reloading' : 'deviceRecords.conflict.reload' })}
        </button>
      </div>
    );
  }

  const fields = differingFields(conflict.yours, conflict.latest);
  const empty = intl.formatMessage({ id: 'deviceRecords.conflict.empty' });
  const shown = (field: DraftField, value: string) => describe(field, value) || empty;
  return (
    <div className="kr-conflict" role="status">
      <p>{intl.formatMessage({ id: 'deviceRecords.conflict.reloaded' })}</p>
      {fields.length > 0 && (
        <table className="kr-compare">
          <caption>{intl.formatMessage({ id: 'deviceRecords.conflict.yours' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'deviceRecords.conflict.field' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'deviceRecords.conflict.typed' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'deviceRecords.conflict.latest' })}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{intl.formatMessage({ id: labelOf(field) })}</th>
                <td>{shown(field, conflict.yours[field])}</td>
                <td>{shown(field, conflict.latest[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
