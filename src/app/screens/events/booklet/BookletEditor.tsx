// The booklet editor, a large modal over the events table (its own lazy chunk): /events/7/booklet edits event 7's
// booklet; /events/booklet the one event selected or under the cursor, whose id then goes into the URL, so that a
// reload keeps it. While the booklet and the event's fields load, the dialog says so; a failure offers a retry.
// Esc (or ×) with unsaved changes asks first; while a card is lifted or dragged, Esc cancels the move instead.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { bookletEventOf, editBookletCommand } from '../../../../../commands/booklets';
import { useCommandState } from '../../../commandUi/useCommandContext';
import type { MessageId } from '../../../i18n/messageIds';
import { paths } from '../../../paths';
import { events } from '../../../services/lists';
import { Overlay } from '../../../ui/Overlay';
import { StateMessage } from '../../../ui/StateMessage';
import { BookletForm } from './BookletForm';
import { useBookletSource } from './useBookletSource';
import './booklet.css';

const close = () => navigate(paths.events.list);

/**
 * Cancels the drag under way. The dialog keeps Esc from the page (the focus trap stops it), so the drag's sensor,
 * which listens on the document, is told directly.
 */
const cancelDrag = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }));

export function BookletEditor({ eventId: named }: { eventId?: number | null }) {
  const { context, availability } = useCommandState(editBookletCommand);
  const [eventId] = useState(() => (named !== undefined ? named : availability === true ? bookletEventOf(context) : null));
  useEffect(() => {
    if (named === undefined && eventId !== null) navigate(paths.events.bookletOf(eventId), { replace: true });
  }, []);
  if (eventId === null) return <NoEvent reason={availability === true || named === null ? 'command.unavailable.notOneEvent' : availability.reason} />;
  return <EventBookletEditor key={eventId} eventId={eventId} />;
}

interface ShellProps {
  title: string;
  /** what Esc and × do */
  onClose(): void;
  initialFocus?(container: HTMLElement): HTMLElement | null;
  children: ReactNode;
}

function Shell({ title, onClose, initialFocus, children }: ShellProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Overlay layer="modal" role="dialog" className="kr-booklet" labelledBy={titleId} onEscape={onClose} initialFocus={initialFocus}>
      <header className="kr-booklet-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="kr-icon-button" aria-label={intl.formatMessage({ id: 'panel.close' })} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {children}
    </Overlay>
  );
}

function NoEvent({ reason }: { reason: MessageId }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Shell title={intl.formatMessage({ id: 'booklet.titleNoEvent' })} onClose={close} initialFocus={() => button.current}>
      <div className="kr-booklet-status">
        <p className="kr-notice" role="alert">{intl.formatMessage({ id: reason })}</p>
        <button ref={button} type="button" className="kr-button" onClick={close}>{intl.formatMessage({ id: 'panel.close' })}</button>
      </div>
    </Shell>
  );
}

/** The event's name for the title; the events list is read again when it does not know the event yet. */
function useEventName(eventId: number): string {
  const list = useSnapshot(events.state);
  useEffect(() => {
    if (!events.find(eventId)) void events.load(events.state.status === 'loaded' ? { staleAfterMs: 0 } : undefined);
  }, [eventId]);
  return events.find(eventId)?.name ?? (list.status === 'loaded' ? `#${eventId}` : '…');
}

function EventBookletEditor({ eventId }: { eventId: number }) {
  const intl = useIntl();
  const { source, reload } = useBookletSource(eventId);
  const eventName = useEventName(eventId);
  // the form, once loaded, decides what closing means (it may ask first); until then, close
  const requestClose: RefObject<() => void> = useRef(close);
  const dragging = useRef(false);
  const retry = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (source.status === 'failed') retry.current?.focus();
  }, [source.status]);

  return (
    <Shell
      title={intl.formatMessage({ id: 'booklet.title' }, { event: eventName })}
      onClose={() => (dragging.current ? cancelDrag() : requestClose.current())}
    >
      {source.status === 'loaded' ? (
        <BookletForm key={source.generation} eventId={eventId} loaded={source} reload={reload} requestClose={requestClose} dragging={dragging} close={close} />
      ) : (
        <div className="kr-booklet-status">
          {source.status === 'loading' ? (
            <StateMessage kind="loading" className="kr-state-start" statement={intl.formatMessage({ id: 'booklet.loading' })} />
          ) : (
            <StateMessage
              kind="failed"
              className="kr-state-start"
              statement={intl.formatMessage({ id: 'booklet.loadFailed' }, { message: source.message })}
              steps={
                <>
                  <button ref={retry} type="button" className="kr-button kr-primary" onClick={reload}>{intl.formatMessage({ id: 'booklet.retry' })}</button>
                  <button type="button" className="kr-button" onClick={close}>{intl.formatMessage({ id: 'panel.close' })}</button>
                </>
              }
            />
          )}
        </div>
      )}
    </Shell>
  );
}
