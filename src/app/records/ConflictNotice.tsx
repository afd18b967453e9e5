// A stale edit (412): what happened and a button to load the latest values; once loaded, what the user had typed
// stays listed beside the latest values, so nothing typed is lost.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import type { Draft, FieldSpec } from './section';

export type Conflict = { phase: 'stale'; yours: Draft } | { phase: 'reloading'; yours: Draft } | { phase: 'reloaded'; yours: Draft; latest: Draft };

interface ConflictNoticeProps {
  conflict: Conflict;
  /** what the section says about a stale edit */
  stale: MessageId;
  fields: readonly FieldSpec[];
  onReload(): void;
  /** how a field's draft value reads (a choice by its label) */
  describe(field: FieldSpec, value: string): string;
}

export function ConflictNotice({ conflict, stale, fields, onReload, describe }: ConflictNoticeProps) {
  const intl = useIntl();
  const reloadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (conflict.phase === 'stale') reloadButton.current?.focus();
  }, [conflict.phase]);

  if (conflict.phase !== 'reloaded') {
    const reloading = conflict.phase === 'reloading';
    return (
      <div className="kr-conflict" role="alert">
        <p>{intl.formatMessage({ id: stale })}</p>
        <button ref={reloadButton} type="button" className="kr-button" aria-disabled={reloading || undefined} onClick={() => !reloading && onReload()}>
          {intl.formatMessage({ id: reloading ? 'records.conflict.reloading' : 'records.conflict.reload' })}
        </button>
      </div>
    );
  }

  const { yours, latest } = conflict;
  const differing = fields.filter((field) => (yours[field.name] ?? '') !== (latest[field.name] ?? ''));
  const empty = intl.formatMessage({ id: 'records.conflict.empty' });
  const shown = (field: FieldSpec, value: string | undefined) => describe(field, value ?? '') || empty;
  return (
    <div className="kr-conflict" role="status">
      <p>{intl.formatMessage({ id: 'records.conflict.reloaded' })}</p>
      {differing.length > 0 && (
        <table className="kr-compare">
          <caption>{intl.formatMessage({ id: 'records.conflict.yours' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'records.conflict.field' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'records.conflict.typed' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'records.conflict.latest' })}</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.name}>
                <th scope="row">{intl.formatMessage({ id: field.label })}</th>
                <td>{shown(field, yours[field.name])}</td>
                <td>{shown(field, latest[field.name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
