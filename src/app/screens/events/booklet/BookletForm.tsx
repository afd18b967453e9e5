// The loaded booklet in the editor: its fields and the "Add fields" side list on the left, the cards on the right,
// Cancel and Save below. $mod+Enter saves from anywhere, Enter from a one-line field; `c` focuses the cards and `j` / `k`
// go from card to card (cardKeys.ts). A refusal stands where it
// belongs (a field, a card, the list) with a summary above the buttons, and the first thing in error takes the
// focus. What is added, moved or removed is announced. A stale save (412) shows what the other save changed, with
// "Save mine over theirs" and "Load the saved booklet" (BookletConflictNotice).
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { ParticipatingField } from '../../../../contract/entities';
import { settings } from '../../../state/settings';
import { submitOnModEnter } from '../../../ui/submitShortcut';
import { useDiscardGuard } from '../../../ui/useDiscardGuard';
import { BookletConflictNotice } from './BookletConflictNotice';
import { BookletDetails, DETAIL_IDS } from './BookletDetails';
import { hasErrors, type DetailField } from './bookletErrors';
import { CardList } from './CardList';
import { FieldPicker } from './FieldPicker';
import { useBookletDraft, type DraftDetails } from './useBookletDraft';
import { useBookletSave } from './useBookletSave';
import { useCardKeys } from './cardKeys';
import { useUndoKeys } from './undoKeys';
import type { LoadedBooklet } from './useBookletSource';

export interface BookletFormProps {
  eventId: number;
  loaded: LoadedBooklet;
  /** reads the booklet again (after someone else saved theirs) */
  reload(): void;
  /** set here: what Esc and × do while the form is open */
  requestClose: RefObject<() => void>;
  dragging: RefObject<boolean>;
  close(): void;
}

const FIELD_OF_DETAIL: Record<keyof DraftDetails, DetailField> = { title: 'title', coverTitle: 'coverTitle', published: 'published' };
const DETAIL_ORDER: readonly DetailField[] = ['title', 'coverTitle', 'published', 'cover'];

export function BookletForm({ eventId, loaded, reload, requestClose, dragging, close }: BookletFormProps) {
  const intl = useIntl();
  const draft = useBookletDraft(loaded.booklet, settings.language);
  const { changes, cards } = draft;
  const save = useBookletSave(eventId, loaded, draft, close);
  const { errors, clearField, clearCard } = save;
  // after only moving cards there is nothing typed to lose: the body says changes, not typing
  const guard = useDiscardGuard(draft.dirty, close, 'booklet.discard.body');
  requestClose.current = () => {
    if (!save.busy) guard.requestClose();
  };
  const form = useRef<HTMLFormElement>(null);
  useUndoKeys(form);
  const isDragging = useCallback(() => dragging.current === true, [dragging]);
  useCardKeys(form, isDragging);
  const titleRef = useRef<HTMLInputElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [revealKey, setRevealKey] = useState<string | null>(null);
  const count = useRef(cards.length);
  count.current = cards.length;

  const fieldsById = useMemo(() => new Map(loaded.fields.map((field) => [field.id, field])), [loaded.fields]);
  const used = useMemo(() => new Set(cards.flatMap((card) => (card.field === null ? [] : [card.field]))), [cards]);

  // a repeated message is still read out: it differs by a trailing no-break space
  const announce = useCallback((text: string) => setAnnouncement((last) => (last === text ? `${text}\u00a0` : text)), []);
  const onDetail = useCallback(<Name extends keyof DraftDetails>(name: Name, value: DraftDetails[Name]) => {
    changes.setDetail(name, value);
    clearField(FIELD_OF_DETAIL[name]);
  }, [changes, clearField]);
  const onCover = useCallback((file: File | null) => {
    changes.setCover(file);
    clearField('cover');
  }, [changes, clearField]);
  const onAdd = useCallback((field: ParticipatingField | null) => {
    const key = changes.addCard(field);
    setRevealKey(key);
    const name = field ? field.name : intl.formatMessage({ id: 'booklet.card.blank' });
    announce(intl.formatMessage({ id: 'booklet.added' }, { name, position: count.current + 1 }));
  }, [changes, announce, intl]);
  const onEmptied = useCallback(() => filterRef.current?.focus(), []);

  // the title has the focus on opening (and after the saved booklet is loaded again)
  useEffect(() => titleRef.current?.focus(), []);

  // after a refusal the first thing in error takes the focus: a field, else a card's handle
  useEffect(() => {
    if (save.refusals === 0) return;
    const field = DETAIL_ORDER.find((each) => errors.fields[each]);
    const card = cards.find((each) => errors.cards[each.key]);
    const target = field
      ? document.getElementById(DETAIL_IDS[field])
      : card && form.current?.querySelector<HTMLElement>(`[data-card-key="${card.key}"] [data-part="handle"]`);
    target?.focus();
  }, [save.refusals]);

  // while a card is lifted, Enter drops it: nothing is saved until it is down
  const submit = () => {
    if (!dragging.current) void save.save();
  };
  const refused = save.failedAs !== null && hasErrors(errors);
  return (
    <form
      ref={form}
      className="kr-booklet-form"
      noValidate
      aria-busy={save.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={submitOnModEnter(submit)}
    >
      <div className="kr-booklet-body">
        {save.conflict && (
          <BookletConflictNotice
            conflict={save.conflict}
            loaded={loaded.booklet}
            fieldsById={fieldsById}
            busy={save.busy}
            onKeepMine={() => void save.keepMine()}
            onTakeTheirs={reload}
          />
        )}
        {loaded.booklet === null && <p className="kr-notice kr-booklet-new">{intl.formatMessage({ id: 'booklet.isNew' })}</p>}
        <BookletDetails
          details={draft.details}
          coverTitleDiffers={draft.coverTitleDiffers}
          coverUrl={loaded.booklet?.cover_image ?? null}
          cover={draft.cover}
          errors={errors.fields}
          onChange={onDetail}
          onCover={onCover}
          titleRef={titleRef}
        />
        <div className="kr-booklet-side">
          <FieldPicker fields={loaded.fields} used={used} onAdd={onAdd} announce={announce} filterRef={filterRef} />
        </div>
        <div className="kr-booklet-main">
          <CardList
            cards={cards}
            fieldsById={fieldsById}
            errors={errors.cards}
            listError={errors.cardList}
            changes={changes}
            clearCard={clearCard}
            announce={announce}
            dragging={dragging}
            onEmptied={onEmptied}
            revealKey={revealKey}
          />
        </div>
      </div>
      <footer className="kr-booklet-footer">
        {refused && (
          <div className="kr-form-errors kr-booklet-failure" role="alert">
            <strong>{intl.formatMessage({ id: save.failedAs === 'create' ? 'booklet.createFailed' : 'booklet.editFailed' })}</strong>{' '}
            <span>{errors.stale ? intl.formatMessage({ id: 'booklet.stale' }) : errors.general ?? intl.formatMessage({ id: 'booklet.checkMarked' })}</span>
          </div>
        )}
        <div className="kr-booklet-buttons">
          <button type="submit" className="kr-button kr-primary" aria-disabled={save.busy || undefined}>
            {save.busy && <span className="kr-spinner" aria-hidden="true" />}
            {intl.formatMessage({ id: save.busy ? 'records.form.saving' : 'records.form.save' })}
          </button>
          <button type="button" className="kr-button" onClick={() => requestClose.current()}>{intl.formatMessage({ id: 'panel.cancel' })}</button>
        </div>
      </footer>
      <div role="status" className="kr-visually-hidden">{announcement}</div>
      {guard.guard}
    </form>
  );
}
