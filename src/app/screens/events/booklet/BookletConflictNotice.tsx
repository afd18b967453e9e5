// A stale save (412) of the booklet: someone else saved it after the editor opened it (who, and when, when the history
// says: records/lastSavedBy.ts). The notice lists what their
// save changed (bookletChanges.ts), then offers both ways on: save mine over theirs, knowingly (with their version as
// If-Match, so a third save in between is refused again), or take theirs, which loads it and drops what was typed.
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Booklet, ParticipatingField } from '../../../../contract/entities';
import { lastSaveText } from '../../../records/lastSavedBy';
import { settings } from '../../../state/settings';
import { changesBetween, type BookletChange } from './bookletChanges';
import type { BookletConflict } from './useBookletSave';

export interface BookletConflictNoticeProps {
  conflict: BookletConflict;
  /** the booklet as the editor loaded it (null: there was none) */
  loaded: Booklet | null;
  fieldsById: ReadonlyMap<number, ParticipatingField>;
  busy: boolean;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

function sentenceOf(change: BookletChange, intl: IntlShape, fieldsById: ReadonlyMap<number, ParticipatingField>): string {
  const nameOf = (field: number | null) =>
    field === null
      ? intl.formatMessage({ id: 'booklet.card.blank' })
      : fieldsById.get(field)?.name ?? intl.formatMessage({ id: 'booklet.card.missingField' }, { id: field });
  const empty = intl.formatMessage({ id: 'records.conflict.empty' });
  switch (change.kind) {
    case 'title':
    case 'coverTitle':
      return intl.formatMessage({ id: `booklet.conflict.${change.kind}` }, { from: change.from || empty, to: change.to || empty });
    case 'published':
      return intl.formatMessage({ id: change.to ? 'booklet.conflict.published' : 'booklet.conflict.unpublished' });
    case 'cover':
      return intl.formatMessage({ id: 'booklet.conflict.cover' });
    case 'added':
    case 'removed':
      return intl.formatMessage({ id: `booklet.conflict.${change.kind}` }, { name: nameOf(change.field), count: change.count });
    case 'style':
      return intl.formatMessage(
        { id: 'booklet.conflict.style' },
        { name: nameOf(change.field), from: intl.formatMessage({ id: `booklet.style.${change.from}` }), to: intl.formatMessage({ id: `booklet.style.${change.to}` }) },
      );
    case 'icon':
      return intl.formatMessage(
        { id: 'booklet.conflict.icon' },
        { name: nameOf(change.field), from: intl.formatMessage({ id: `booklet.icon.${change.from}` }), to: intl.formatMessage({ id: `booklet.icon.${change.to}` }) },
      );
    case 'order':
      return intl.formatMessage({ id: 'booklet.conflict.order' });
  }
}

export function BookletConflictNotice({ conflict, loaded, fieldsById, busy, onKeepMine, onTakeTheirs }: BookletConflictNoticeProps) {
  const intl = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  // read out and in reach once known: the next Tab goes to its buttons
  useEffect(() => {
    if (conflict.status !== 'reading') notice.current?.focus();
  }, [conflict.status]);

  const changes = conflict.status === 'read' ? changesBetween(loaded, conflict.saved, settings.language) : [];
  const lastSave = conflict.status === 'reading' ? null : conflict.lastSave;
  return (
    <div ref={notice} className="kr-conflict kr-booklet-conflict" role="region" aria-labelledby="kr-booklet-conflict-heading" tabIndex={-1}>
      <h3 id="kr-booklet-conflict-heading">{lastSave ? lastSaveText(lastSave, intl) : intl.formatMessage({ id: 'booklet.stale' })}</h3>
      {conflict.status === 'reading' && <p role="status">{intl.formatMessage({ id: 'booklet.conflict.reading' })}</p>}
      {conflict.status === 'unread' && <p>{intl.formatMessage({ id: 'booklet.conflict.unread' }, { message: conflict.message })}</p>}
      {conflict.status === 'read' && (
        <>
          <p>{intl.formatMessage({ id: changes.length > 0 ? 'booklet.conflict.changed' : 'booklet.conflict.nothingShown' })}</p>
          {changes.length > 0 && <ul>{changes.map((change, index) => <li key={index}>{sentenceOf(change, intl, fieldsById)}</li>)}</ul>}
        </>
      )}
      <div className="kr-booklet-conflict-buttons">
        {conflict.status === 'read' && (
          <button type="button" className="kr-button" aria-disabled={busy || undefined} onClick={() => !busy && onKeepMine()}>
            {intl.formatMessage({ id: 'booklet.conflict.keepMine' })}
          </button>
        )}
        <button type="button" className="kr-button" aria-disabled={busy || undefined} onClick={() => !busy && onTakeTheirs()}>
          {intl.formatMessage({ id: 'booklet.loadLatest' })}
        </button>
      </div>
    </div>
  );
}
