// A stale edit (412): what happened (who saved the record last, and when, when the history says: lastSavedBy.ts)
// and a button to load the latest values. Once loaded (the form then holds the
// latest values and keeps the person's changes where the other save left the field alone), the notice lists every
// field the other save changed, beside what the person had there; where both changed one, "Use mine" puts the
// person's value back in the form. Nothing typed is lost.
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { lastSaveText, type LastSave } from './lastSavedBy';
import type { Draft, FieldSpec } from './section';

export type Conflict =
  /** `lastSave`: who saved it last, null when not known */
  | { phase: 'stale'; yours: Draft; lastSave: LastSave | null }
  | { phase: 'reloading'; yours: Draft; lastSave: LastSave | null }
  /** `loadedWith`: the values the form was opened with, before either save */
  | { phase: 'reloaded'; yours: Draft; loadedWith: Draft; latest: Draft };

interface ConflictNoticeProps {
  conflict: Conflict;
  /** what the section says about a stale edit */
  stale: MessageId;
  fields: readonly FieldSpec[];
  /** what the form holds now */
  current: Draft;
  onReload(): void;
  /** puts the person's own value of a field back in the form */
  onUseMine(name: string, value: string): void;
  /** how a field's draft value reads (a choice by its label) */
  describe(field: FieldSpec, value: string): string;
}

export function ConflictNotice({ conflict, stale, fields, current, onReload, onUseMine, describe }: ConflictNoticeProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const reloadButton = useRef<HTMLButtonElement>(null);
  const reloaded = useRef<HTMLDivElement>(null);
  // the reload button goes once pressed: the focus moves to what the reload brought, never to <body>
  useEffect(() => {
    if (conflict.phase === 'stale') reloadButton.current?.focus();
    if (conflict.phase === 'reloaded') reloaded.current?.focus();
  }, [conflict.phase]);

  if (conflict.phase !== 'reloaded') {
    const reloading = conflict.phase === 'reloading';
    const { lastSave } = conflict;
    return (
      <div className="kr-conflict" role="alert">
        {lastSave ? (
          <>
            <p>{lastSaveText(lastSave, intl)}</p>
            <p>{intl.formatMessage({ id: 'records.conflict.notSaved' })}</p>
          </>
        ) : (
          <p>{intl.formatMessage({ id: stale })}</p>
        )}
        <button ref={reloadButton} type="button" className="kr-button" aria-disabled={reloading || undefined} onClick={() => !reloading && onReload()}>
          {intl.formatMessage({ id: reloading ? 'records.conflict.reloading' : 'records.conflict.reload' })}
        </button>
      </div>
    );
  }

  const { yours, loadedWith, latest } = conflict;
  const valueOf = (draft: Draft, field: FieldSpec) => draft[field.name] ?? '';
  const changedByThem = fields.filter((field) => valueOf(latest, field) !== valueOf(loadedWith, field));
  const empty = intl.formatMessage({ id: 'records.conflict.empty' });
  const shown = (field: FieldSpec, value: string) => describe(field, value) || empty;
  return (
    <div ref={reloaded} className="kr-conflict" role="status" tabIndex={-1}>
      <p>{intl.formatMessage({ id: 'records.conflict.reloaded' })}</p>
      {changedByThem.length > 0 && (
        <table className="kr-compare">
          <caption>{intl.formatMessage({ id: 'records.conflict.changed' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'records.conflict.field' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'records.conflict.typed' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'records.conflict.latest' })}</th>
              <th scope="col"><span className="kr-visually-hidden">{intl.formatMessage({ id: 'records.conflict.action' })}</span></th>
            </tr>
          </thead>
          <tbody>
            {changedByThem.map((field) => {
              const mine = valueOf(yours, field);
              const changedByYou = mine !== valueOf(loadedWith, field);
              const rowHeader = `${idPrefix}-${field.name}`;
              return (
                <tr key={field.name}>
                  <th scope="row" id={rowHeader}>{intl.formatMessage({ id: field.label })}</th>
                  <td>{changedByYou ? shown(field, mine) : intl.formatMessage({ id: 'records.conflict.notChanged' })}</td>
                  <td>{shown(field, valueOf(latest, field))}</td>
                  <td>
                    {changedByYou && mine !== valueOf(latest, field) && (valueOf(current, field) === mine
                      ? intl.formatMessage({ id: 'records.conflict.inForm' })
                      : (
                        <button type="button" className="kr-link-button" aria-describedby={rowHeader} onClick={() => onUseMine(field.name, mine)}>
                          {intl.formatMessage({ id: 'records.conflict.useMine' })}
                        </button>
                      ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
