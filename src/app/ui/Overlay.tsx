// What a side panel and a modal share: a portal over the page, an ARIA dialog that traps the focus while open
// (useFocusTrap: its layer on the focus stack, Tab cycling inside, Escape asking to close, focus back on close).
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import '../styles/overlays.css';
import { useFocusTrap, type FocusTrap } from './useFocusTrap';

export interface OverlayProps {
  layer: 'panel' | 'modal';
  role: 'dialog' | 'alertdialog';
  className: string;
  labelledBy: string;
  describedBy?: string;
  busy?: boolean;
  onEscape(): void;
  /** what gets the focus on open, found inside the overlay; by default its first tabbable element */
  initialFocus?(container: HTMLElement): HTMLElement | null;
  children: ReactNode;
}

export function Overlay({ layer, role, className, labelledBy, describedBy, busy = false, onEscape, initialFocus, children }: OverlayProps) {
  const { containerRef, onKeyDown }: FocusTrap<HTMLDivElement> = useFocusTrap<HTMLDivElement>({
    layer,
    onEscape,
    initialFocus: (): HTMLElement | null => (initialFocus && containerRef.current ? initialFocus(containerRef.current) : null),
  });
  return createPortal(
    <div className={`kr-overlay kr-${layer}-overlay`}>
      <div
        ref={containerRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={className}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
