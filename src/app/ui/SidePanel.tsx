// The right-hand panel that holds add and edit forms. Render it while open; closing (Escape, the close button)
// calls onClose and the parent unmounts it, which gives focus back to where it was.
import { useId, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Overlay } from './Overlay';
import { tabbableIn } from './useFocusTrap';

export interface SidePanelProps {
  /** already translated */
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** the form's buttons, kept in view below the scrolling body */
  footer?: ReactNode;
  /** the element focused on open; by default the first field of the body */
  initialFocus?: RefObject<HTMLElement | null>;
  /** while saving: Escape and the close button wait */
  busy?: boolean;
  wide?: boolean;
}

export function SidePanel({ title, onClose, children, footer, initialFocus, busy = false, wide = false }: SidePanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Overlay
      layer="panel"
      role="dialog"
      className={wide ? 'kr-panel kr-panel-wide' : 'kr-panel'}
      labelledBy={titleId}
      busy={busy}
      onEscape={close}
      initialFocus={(container) => {
        if (initialFocus?.current) return initialFocus.current;
        const body = container.querySelector<HTMLElement>('.kr-panel-body');
        return (body && tabbableIn(body)[0]) ?? null;
      }}
    >
      <header className="kr-panel-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="kr-icon-button" aria-label={intl.formatMessage({ id: 'panel.close' })} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="kr-panel-body">{children}</div>
      {footer && <footer className="kr-panel-footer">{footer}</footer>}
    </Overlay>
  );
}
