// A confirmation before an action. For a destructive action Cancel has the focus first, so a stray Enter does
// not delete anything; otherwise Confirm does. While the action runs both buttons wait (aria-disabled, so the
// focus stays on them); a failure shows in the error slot and Confirm can be pressed again.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Overlay } from './Overlay';

export interface ConfirmModalProps {
  /** already translated, like every text below */
  title: ReactNode;
  body: ReactNode;
  /** default "Confirm" */
  confirmLabel?: string;
  /** default "Cancel" */
  cancelLabel?: string;
  destructive?: boolean;
  /** may return a promise: the modal is busy until it settles, and shows its failure */
  onConfirm(): void | Promise<unknown>;
  onCancel(): void;
  /** busy from outside, when the parent runs the action itself */
  busy?: boolean;
  /** an error from outside; otherwise the message of a rejected onConfirm */
  error?: string | null;
  describeError?(error: unknown): string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ConfirmModal(props: ConfirmModalProps) {
  const { title, body, destructive = false, onConfirm, onCancel, describeError = messageOf } = props;
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = running || props.busy === true;
  const error = props.error ?? failure;
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    if (!busy) onCancel();
  };

  const confirm = async () => {
    if (busy) return;
    setFailure(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } catch (reason) {
      setFailure(describeError(reason));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Overlay
      layer="modal"
      role="alertdialog"
      className="kr-modal"
      labelledBy={titleId}
      describedBy={bodyId}
      busy={busy}
      onEscape={cancel}
      initialFocus={() => (destructive ? cancelButton.current : confirmButton.current)}
    >
      <h2 id={titleId} className="kr-modal-title">{title}</h2>
      <div id={bodyId} className="kr-modal-body">{body}</div>
      {error && (
        <p className="kr-modal-error" role="alert">
          {error}
        </p>
      )}
      <div className="kr-modal-buttons">
        <button ref={cancelButton} type="button" className="kr-button" aria-disabled={busy || undefined} onClick={cancel}>
          {props.cancelLabel ?? intl.formatMessage({ id: 'modal.cancel' })}
        </button>
        <button
          ref={confirmButton}
          type="button"
          className={destructive ? 'kr-button kr-danger' : 'kr-button kr-primary'}
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy && <span className="kr-spinner" aria-hidden="true" />}
          {busy ? intl.formatMessage({ id: 'modal.working' }) : (props.confirmLabel ?? intl.formatMessage({ id: 'modal.confirm' }))}
        </button>
      </div>
    </Overlay>
  );
}
