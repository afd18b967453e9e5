// What a screen, panel or table says instead of its content (nothing yet, nothing matching, loading, failed), in one
// voice everywhere: a short statement, then the next steps as buttons that name their keys.
import type { ReactNode } from 'react';
import { Kbd } from '../keys/Kbd';

export interface StateMessageProps {
  /** already translated: what is (not) here, and why when it is known */
  statement: ReactNode;
  /** the next steps: StepButton, CommandButton */
  steps?: ReactNode;
  /** `loading` appears only after a moment, so that a quick load shows nothing rather than a flash */
  kind: 'empty' | 'loading' | 'failed';
  className?: string;
}

export function StateMessage({ statement, steps, kind, className }: StateMessageProps) {
  return (
    <div className={`kr-state kr-state-${kind}${className ? ` ${className}` : ''}`} role={kind === 'failed' ? 'alert' : 'status'}>
      <p className="kr-state-text">
        {kind === 'loading' && <span className="kr-spinner" aria-hidden="true" />}
        {statement}
      </p>
      {steps && <div className="kr-state-steps">{steps}</div>}
    </div>
  );
}

export interface StepButtonProps {
  /** already translated */
  label: string;
  /** the command's keys (tinykeys string) that do the same, shown as key caps */
  keys: string | undefined;
  onClick(): void;
  primary?: boolean;
}

/** A next step that is not a registry command run by its button (a list's retry runs the table's own refresh). */
export function StepButton({ label, keys, onClick, primary = false }: StepButtonProps) {
  return (
    <button type="button" className={primary ? 'kr-button kr-primary' : 'kr-button'} onClick={onClick}>
      <span>{label}</span>
      {keys && <Kbd keys={keys} />}
    </button>
  );
}
