// Where the focus goes when an overlay (side panel, modal, palette) closes: back where it was, or, when that is
// gone (the overlay was opened from its URL, or what had the focus re-rendered away), the screen's table, else
// the main region. Never <body>, where the next Tab would start from the top of the page.

const fallback = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('main [role="grid"]') ?? document.querySelector<HTMLElement>('main#main') ?? null;

export function restoreFocus(returnTo: HTMLElement | null): void {
  const target = returnTo && returnTo !== document.body && returnTo.isConnected ? returnTo : fallback();
  target?.focus({ preventScroll: true });
}
