// The event's managers in the panel: name and e-mail, each with a remove button. Removing asks first, naming the
// person (Cancel focused, so a stray Enter removes no one), and can be undone from its toast or with $mod+z; a
// refusal comes as a danger toast, as the spec says, and the list is read again either way.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EventManager } from '../../../contract/entities';
import { failureMessage } from '../../api/errors';
import { removeManager } from '../../../../commands/eventManagerUndo';
import { appServices, currentContext } from '../../services/appServices';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { DeleteIcon } from '../../ui/icons';
import type { EventManagers } from './useEventManagers';

export interface ManagersListProps {
  eventName: string;
  managers: EventManagers;
  /** where the focus goes when the last remove button is gone */
  focusAfterLast(): void;
}

export function ManagersList({ eventName, managers, focusAfterLast }: ManagersListProps) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<EventManager | null>(null);
  const listRef = useRef<HTMLTableSectionElement>(null);
  const { state } = managers;

  // after a removal the focus goes to the row that took the removed one's place (or the one above), once the
  // confirmation has closed (it gives the focus back to the removed row's button, which is gone)
  const [refocus, setRefocus] = useState<number | null>(null);
  useEffect(() => {
    if (refocus === null || removing !== null) return;
    setRefocus(null);
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const target = buttons[Math.min(refocus, buttons.length - 1)];
    if (target) target.focus();
    else focusAfterLast();
  }, [refocus, removing, focusAfterLast]);

  async function remove(manager: EventManager) {
    const index = state.status === 'loaded' ? Math.max(0, state.managers.findIndex((each) => each.id === manager.id)) : 0;
    try {
      const undo = await removeManager(currentContext(), manager, eventName);
      appServices.notify.success(undo.summary, undo);
    } catch (error) {
      appServices.notify.error(failureMessage(error, appServices.t));
    }
    await managers.reload();
    setRefocus(index);
    setRemoving(null);
  }

  return (
    <section className="kr-managers" aria-labelledby="kr-managers-heading">
      <h3 id="kr-managers-heading">{intl.formatMessage({ id: 'eventManagers.list' })}</h3>
      {state.status === 'loading' && <p className="kr-lead" role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {state.status === 'error' && <p className="kr-field-error" role="alert">{intl.formatMessage({ id: 'eventManagers.listFailed' }, { message: state.message })}</p>}
      {state.status === 'loaded' && state.managers.length === 0 && <p className="kr-lead">{intl.formatMessage({ id: 'eventManagers.empty' })}</p>}
      {state.status === 'loaded' && state.managers.length > 0 && (
        <table className="kr-managers-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'eventManagers.name' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'eventManagers.column.email' })}</th>
              <th scope="col"><span className="kr-visually-hidden">{intl.formatMessage({ id: 'eventManagers.column.actions' })}</span></th>
            </tr>
          </thead>
          <tbody ref={listRef}>
            {state.managers.map((manager) => (
              <tr key={manager.id}>
                <td>{manager.user_account.name}</td>
                <td>{manager.user_account.email}</td>
                <td>
                  <button
                    type="button"
                    className="kr-icon-button"
                    aria-label={intl.formatMessage({ id: 'eventManagers.remove' }, { name: manager.user_account.name })}
                    title={intl.formatMessage({ id: 'eventManagers.remove' }, { name: manager.user_account.name })}
                    onClick={() => setRemoving(manager)}
                  >
                    <DeleteIcon />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {removing && (
        <ConfirmModal
          title={intl.formatMessage({ id: 'eventManagers.remove.title' })}
          body={intl.formatMessage({ id: 'eventManagers.remove.body' }, { name: removing.user_account.name, email: removing.user_account.email, event: eventName })}
          confirmLabel={intl.formatMessage({ id: 'eventManagers.remove.confirm' })}
          destructive
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
