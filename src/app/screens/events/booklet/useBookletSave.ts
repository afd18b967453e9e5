// Saving the booklet: a title is required before anything is sent; then events.editBooklet is performed with the
// whole booklet (POST when the event has none yet, else PUT with the version it was loaded at, then the chosen
// cover), so that a refusal comes back here and stands at the field or card it concerns (bookletErrors.ts). A
// stale save (412) reads the booklet saved since, so that the editor can show what the other save changed and
// let the person save theirs over it (keepMine: the same booklet, with the saved one's version as If-Match), and
// asks the history who saved it (records/lastSavedBy.ts).
import { useCallback, useState } from 'react';
import { CoverNotSaved, editBookletCommand } from '../../../../../commands/booklets';
import type { Booklet } from '../../../../contract/entities';
import { ApiFailure } from '../../../api/errors';
import { failureMessage } from '../../../api/errors';
import { versionOf } from '../../../api/versions';
import { appServices, currentContext } from '../../../services/appServices';
import { perform } from '../../../services/runCommand';
import { lastSaveOf, type LastSave } from '../../../records/lastSavedBy';
import { auth } from '../../../state/auth';
import { configurationOf } from './bookletCards';
import { errorsOf, NO_ERRORS, type BookletErrors, type DetailField } from './bookletErrors';
import type { BookletDraft } from './useBookletDraft';
import { readBooklet, type LoadedBooklet } from './useBookletSource';

export interface BookletSave {
  errors: BookletErrors;
  /** the server refused a creation or an edit (the failure's title says which); null: refused before sending */
  failedAs: 'create' | 'edit' | null;
  busy: boolean;
  /** counts refusals, so the editor can move the focus to the first thing in error after each */
  refusals: number;
  /** after a 412: the booklet saved since (null: it could not be read) */
  conflict: BookletConflict | null;
  save(): Promise<void>;
  /** saves the person's booklet over the one saved since, knowingly */
  keepMine(): Promise<void>;
  clearField(field: DetailField): void;
  clearCard(key: string): void;
}

/** `lastSave`: who saved the booklet since, null when not known */
export type BookletConflict =
  | { status: 'reading' }
  | { status: 'read'; saved: Booklet; version: string | undefined; lastSave: LastSave | null }
  | { status: 'unread'; message: string; lastSave: LastSave | null };

const describe = (error: unknown) => failureMessage(error, appServices.t);

export function useBookletSave(eventId: number, loaded: LoadedBooklet, draft: BookletDraft, onSaved: () => void): BookletSave {
  const [errors, setErrors] = useState<BookletErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  /** the booklet to update (null: none yet, the save creates it); a save whose cover then failed sets it */
  const [existing, setExisting] = useState(loaded.booklet ? { id: loaded.booklet.id, version: loaded.version } : null);
  const [failedAs, setFailedAs] = useState<BookletSave['failedAs']>(null);
  const [conflict, setConflict] = useState<BookletConflict | null>(null);

  async function readSavedSince(bookletId: number) {
    setConflict({ status: 'reading' });
    const whoSaved = lastSaveOf(currentContext().app.api, 'booklet', bookletId, auth.user?.id ?? null);
    try {
      const { booklet, version } = await readBooklet(eventId);
      const lastSave = await whoSaved;
      setConflict(booklet ? { status: 'read', saved: booklet, version, lastSave } : { status: 'unread', message: appServices.t('booklet.conflict.gone'), lastSave });
    } catch (error) {
      setConflict({ status: 'unread', message: describe(error), lastSave: await whoSaved });
    }
  }

  const refuse = (refusal: BookletErrors, as: BookletSave['failedAs'] = null) => {
    setErrors(refusal);
    setFailedAs(as);
    setRefusals((count) => count + 1);
  };

  async function save(target = existing) {
    if (busy) return;
    const { details, cards, cover } = draft;
    const title = details.title.trim();
    if (!title) return refuse({ ...NO_ERRORS, fields: { title: appServices.t('booklet.titleRequired') } });
    const { configuration, origins } = configurationOf(cards, details.coverTitle.trim());
    setBusy(true);
    setErrors(NO_ERRORS);
    setConflict(null);
    try {
      const input = { title, is_published: details.published, configuration };
      await perform(editBookletCommand, { event: eventId, booklet: target, input, cover }, currentContext());
      setBusy(false);
      onSaved();
    } catch (error) {
      setBusy(false);
      if (error instanceof CoverNotSaved) {
        // the booklet is saved: the next save updates it, and only the cover is still to send
        setExisting({ id: error.booklet.id, version: versionOf(error.booklet) });
        draft.markSaved();
        refuse({ ...NO_ERRORS, fields: { cover: error.message } });
      } else {
        refuse(errorsOf(error, origins, describe), target ? 'edit' : 'create');
        if (error instanceof ApiFailure && error.status === 412 && target) void readSavedSince(target.id);
      }
    }
  }

  async function keepMine() {
    if (conflict?.status !== 'read') return;
    const target = { id: conflict.saved.id, version: conflict.version };
    setExisting(target);
    await save(target);
  }

  const clearField = useCallback((field: DetailField) => {
    setErrors((current) => {
      if (current.fields[field] === undefined) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });
  }, []);

  const clearCard = useCallback((key: string) => {
    setErrors((current) => {
      if (current.cards[key] === undefined) return current;
      const cards = { ...current.cards };
      delete cards[key];
      return { ...current, cards };
    });
  }, []);

  return { errors, failedAs, busy, refusals, conflict, save: () => save(), keepMine, clearField, clearCard };
}
