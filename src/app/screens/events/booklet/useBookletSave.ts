// Saving the booklet: a title is required before anything is sent; then events.editBooklet is performed with the
// whole booklet (POST when the event has none yet, else PUT with the version it was loaded at, then the chosen
// cover), so that a refusal comes back here and stands at the field or card it concerns (bookletErrors.ts).
import { useCallback, useState } from 'react';
import { CoverNotSaved, editBookletCommand } from '../../../../../commands/booklets';
import { failureMessage } from '../../../api/errors';
import { versionOf } from '../../../api/versions';
import { appServices, currentContext } from '../../../services/appServices';
import { perform } from '../../../services/runCommand';
import { configurationOf } from './bookletCards';
import { errorsOf, NO_ERRORS, type BookletErrors, type DetailField } from './bookletErrors';
import type { BookletDraft } from './useBookletDraft';
import type { LoadedBooklet } from './useBookletSource';

export interface BookletSave {
  errors: BookletErrors;
  /** the server refused a creation or an edit (the failure's title says which); null: refused before sending */
  failedAs: 'create' | 'edit' | null;
  busy: boolean;
  /** counts refusals, so the editor can move the focus to the first thing in error after each */
  refusals: number;
  save(): Promise<void>;
  clearField(field: DetailField): void;
  clearCard(key: string): void;
}

const describe = (error: unknown) => failureMessage(error, appServices.t);

export function useBookletSave(eventId: number, loaded: LoadedBooklet, draft: BookletDraft, onSaved: () => void): BookletSave {
  const [errors, setErrors] = useState<BookletErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  /** the booklet to update (null: none yet, the save creates it); a save whose cover then failed sets it */
  const [existing, setExisting] = useState(loaded.booklet ? { id: loaded.booklet.id, version: loaded.version } : null);
  const [failedAs, setFailedAs] = useState<BookletSave['failedAs']>(null);

  const refuse = (refusal: BookletErrors, as: BookletSave['failedAs'] = null) => {
    setErrors(refusal);
    setFailedAs(as);
    setRefusals((count) => count + 1);
  };

  async function save() {
    if (busy) return;
    const { details, cards, cover } = draft;
    const title = details.title.trim();
    if (!title) return refuse({ ...NO_ERRORS, fields: { title: appServices.t('booklet.titleRequired') } });
    const { configuration, origins } = configurationOf(cards, details.coverTitle.trim());
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const input = { title, is_published: details.published, configuration };
      await perform(editBookletCommand, { event: eventId, booklet: existing, input, cover }, currentContext());
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
        refuse(errorsOf(error, origins, describe), existing ? 'edit' : 'create');
      }
    }
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

  return { errors, failedAs, busy, refusals, save, clearField, clearCard };
}
