// @vitest-environment happy-dom
// The side panel and the confirmation modal: focus in on open, Tab kept inside, Escape, focus back on close,
// their layer on the focus stack, and the modal's busy and error states.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLayers, topLayer } from '../../src/app/keys/focusStack';
import { ConfirmModal } from '../../src/app/ui/ConfirmModal';
import { SidePanel } from '../../src/app/ui/SidePanel';
import { buttonNamed, cleanup, click, messages, press, render } from './tableHarness';

afterEach(() => {
  cleanup();
  resetLayers();
});

function PanelPage({ onClose = () => {}, busy = false, withModal = false }: { onClose?(): void; busy?: boolean; withModal?: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Edit device</button>
      {open && (
        <SidePanel
          title="Edit Device 0001"
          busy={busy}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={<button type="button">Save</button>}
        >
          <label>
            Name <input defaultValue="Device 0001" />
          </label>
          {withModal && (
            <button type="button" onClick={() => setConfirming(true)}>
              Delete
            </button>
          )}
          {confirming && <ConfirmModal title="Delete?" body="This action cannot be undone" destructive onConfirm={() => {}} onCancel={() => setConfirming(false)} />}
        </SidePanel>
      )}
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement;
const alertDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]') as HTMLElement;
const focusOn = (element: HTMLElement) => act(() => element.focus());

describe('the side panel', () => {
  it('is a labelled modal dialog that takes focus, keeps Tab inside and gives focus back on Escape', () => {
    const onClose = vi.fn();
    const { container } = render(<PanelPage onClose={onClose} />);
    const trigger = buttonNamed(container, 'Edit device');
    focusOn(trigger);
    click(trigger);

    const panel = dialog();
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Edit Device 0001');
    expect(document.activeElement).toBe(panel.querySelector('input'));
    expect(topLayer()).toBe('panel');

    const closeButton = panel.querySelector<HTMLButtonElement>('button[aria-label="Close"]') as HTMLButtonElement;
    const save = buttonNamed(panel, 'Save');
    focusOn(save);
    press(save, 'Tab');
    expect(document.activeElement).toBe(closeButton);
    press(closeButton, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(save);

    // focus that wanders out (a click behind the panel) comes back in
    focusOn(trigger);
    expect(panel.contains(document.activeElement)).toBe(true);

    const escape = press(document.activeElement as HTMLElement, 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(topLayer()).toBe('page');
  });

  it('waits while busy: Escape and the close button do nothing', () => {
    const onClose = vi.fn();
    const { container } = render(<PanelPage onClose={onClose} busy />);
    click(buttonNamed(container, 'Edit device'));
    press(document.activeElement as HTMLElement, 'Escape');
    click(dialog().querySelector('button[aria-label="Close"]') as HTMLButtonElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().getAttribute('aria-busy')).toBe('true');
  });

  it('lets a confirmation over it take Escape and Tab first', () => {
    const onClose = vi.fn();
    const { container } = render(<PanelPage onClose={onClose} withModal />);
    click(buttonNamed(container, 'Edit device'));
    const deleteButton = buttonNamed(dialog(), 'Delete');
    focusOn(deleteButton);
    click(deleteButton);
    expect(topLayer()).toBe('modal');
    const cancel = buttonNamed(alertDialog(), 'Cancel');
    expect(document.activeElement).toBe(cancel);
    press(cancel, 'Tab', { shiftKey: true });
    expect(alertDialog().contains(document.activeElement)).toBe(true);

    press(document.activeElement as HTMLElement, 'Escape');
    expect(alertDialog()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(topLayer()).toBe('panel');
    expect(document.activeElement).toBe(deleteButton);
  });
});

/** A panel whose confirmation, answered, closes the panel too (a discard): both leave the page in one render. */
function DiscardPage() {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Edit device</button>
      {open && (
        <SidePanel title="Edit Device 0001" onClose={() => setAsking(true)} footer={<button type="button">Save</button>}>
          <input aria-label="Name" defaultValue="Device 0001" />
          {asking && <ConfirmModal title="Discard?" body="Your changes will be lost" confirmLabel="Discard" onConfirm={() => setOpen(false)} onCancel={() => setAsking(false)} />}
        </SidePanel>
      )}
    </>
  );
}

describe('a panel and its confirmation closed together', () => {
  it('gives the focus back to what opened the panel, not to <body>', () => {
    const { container } = render(<DiscardPage />);
    const trigger = buttonNamed(container, 'Edit device');
    focusOn(trigger);
    click(trigger);
    press(document.activeElement as HTMLElement, 'Escape');
    expect(document.activeElement?.textContent).toBe('Discard');
    click(document.activeElement as HTMLElement);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(topLayer()).toBe('page');
  });
});

describe('the confirmation modal', () => {
  it('is an alertdialog; Confirm has focus for a safe action, Cancel for a destructive one; Escape cancels', () => {
    const onCancel = vi.fn();
    const safe = render(<ConfirmModal title="Export devices" body="You will receive an .xlsx file with all devices." confirmLabel="Export" onConfirm={() => {}} onCancel={onCancel} />);
    const modal = alertDialog();
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Export devices');
    expect(document.getElementById(modal.getAttribute('aria-describedby') ?? '')?.textContent).toContain('.xlsx');
    expect(document.activeElement?.textContent).toBe('Export');
    expect(topLayer()).toBe('modal');
    press(document.activeElement as HTMLElement, 'Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
    safe.unmount();
    expect(topLayer()).toBe('page');

    render(<ConfirmModal title="Delete 3 devices?" body="This action cannot be undone" confirmLabel="Delete" destructive onConfirm={() => {}} onCancel={() => {}} />);
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(buttonNamed(alertDialog(), 'Delete').className).toContain('kr-danger');
  });

  it('is busy while the action runs, then shows its failure and lets the user retry', async () => {
    let fail: (reason: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => { fail = reject; }));
    const onCancel = vi.fn();
    render(<ConfirmModal title="Delete?" body="Sure?" confirmLabel="Delete" destructive onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = buttonNamed(alertDialog(), 'Delete');
    click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(alertDialog().getAttribute('aria-busy')).toBe('true');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(confirm.textContent).toBe('Working…');
    click(confirm);
    press(confirm, 'Escape');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    await act(async () => {
      fail(new Error('Device 12 is assigned to an event'));
    });
    expect(alertDialog().querySelector('[role="alert"]')?.textContent).toBe('Device 12 is assigned to an event');
    expect(confirm.hasAttribute('aria-disabled')).toBe(false);
    click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  // A key pressed as soon as the modal shows (a fast Tab, Enter) must act inside it: the focus moves in the same
  // task that puts the modal in the page, not in a later one where the key would reach the page behind it.
  it('has the focus on Cancel in the very task that shows it', async () => {
    const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactAct.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      const focusWhenShown = new Promise<string | null>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!alertDialog()) return;
          observer.disconnect();
          resolve(document.activeElement?.textContent ?? null);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      root.render(
        <IntlProvider locale="en" messages={messages}>
          <ConfirmModal title="Delete category?" body="This action cannot be undone" confirmLabel="Delete" destructive onConfirm={() => {}} onCancel={() => {}} />
        </IntlProvider>,
      );
      expect(await focusWhenShown).toBe('Cancel');
    } finally {
      root.unmount();
      host.remove();
      reactAct.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('shows an error given by its parent', () => {
    render(<ConfirmModal title="Delete?" body="Sure?" error="Not allowed" onConfirm={() => {}} onCancel={() => {}} />);
    expect(alertDialog().querySelector('[role="alert"]')?.textContent).toBe('Not allowed');
  });
});
