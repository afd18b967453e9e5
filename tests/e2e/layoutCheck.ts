// Finds the visible controls a person cannot read whole or reach: clipped (their text wider than their box while
// it is hidden, or their box cut by an ancestor that hides or scrolls sideways) or covered (another element is hit
// at their centre or at a few points across them). Bounding boxes and hit tests, not screenshots.
import type { Page } from 'playwright-core';

export interface LayoutOffence {
  element: string;
  problem: string;
}

/** What is checked: controls, the table's cells and headers, chips, options, labels. */
const CONTROLS = [
  'button', 'a[href]', 'input:not([type="hidden"])', 'select', 'textarea', 'label', 'summary',
  '[role="gridcell"]', '[role="columnheader"]', '[role="option"]', '[role="tab"]', '[role="menuitem"]', '.kr-chip',
].join(', ');

/** Open menus: they cover the page below them by design. */
const POPUPS = '.kr-menu-popup, [role="menu"], [role="listbox"]:not([role="dialog"] [role="listbox"])';

/**
 * The offences on the page now. With a dialog open (a side panel, a modal, the palette) only what is inside the
 * topmost one is checked: what lies behind it is meant to be covered. `within` narrows the check to a selector.
 */
export function layoutOffences(page: Page, within?: string): Promise<LayoutOffence[]> {
  return page.evaluate(
    ({ controls, scope, popups: POPUPS }) => {
      const offences: Array<{ element: string; problem: string }> = [];
      // the rows of a table repeat one fault: each fault of a column is told once, at its first row
      const told = new Set<string>();
      const tell = (element: Element, offence: { element: string; problem: string }) => {
        const cell = element.closest('[role="gridcell"]');
        const row = cell?.closest('[role="row"]');
        if (cell && row) {
          const key = `${[...row.children].indexOf(cell)}|${element.tagName}|${(element as HTMLElement).className}|${offence.problem.replace(/[\d–.]+/g, '').slice(0, 30)}`;
          if (told.has(key)) return;
          told.add(key);
        }
        offences.push(offence);
      };
      const describe = (element: Element): string => {
        const html = element as HTMLElement;
        const role = element.getAttribute('role');
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).placeholder ??
          (html.innerText || (element as HTMLInputElement).value || '').replace(/\s+/g, ' ').trim();
        const row = element.closest('[role="row"]');
        const where = row && row !== element ? ` in row ${row.getAttribute('aria-rowindex')}` : '';
        return `${element.tagName.toLowerCase()}${role ? `[${role}]` : ''}${html.className ? `.${String(html.className).trim().split(/\s+/).join('.')}` : ''} “${(name ?? '').slice(0, 60)}”${where}`;
      };
      const visible = (element: Element) => {
        if (element.closest('.kr-visually-hidden, [aria-hidden="true"], [hidden], [inert]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };
      const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].filter(visible);
      const root = scope ? document.querySelector(scope) : (dialogs.at(-1) ?? document.body);
      if (!root) return [{ element: scope ?? 'body', problem: 'not found' }];

      const canvas = document.createElement('canvas').getContext('2d');
      const textWidth = (text: string, style: CSSStyleDeclaration) => {
        if (!canvas) return 0;
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return canvas.measureText(text).width;
      };
      const makesContainingBlock = (style: CSSStyleDeclaration) =>
        style.transform !== 'none' || style.filter !== 'none' || style.perspective !== 'none' || /paint|strict|content|layout/.test(style.contain);

      for (const element of [...root.querySelectorAll(controls)].filter(visible)) {
        const html = element as HTMLElement;
        const style = getComputedStyle(element);
        const name = describe(element);
        const box = element.getBoundingClientRect();

        // 1. its own text, wider than its box
        const hides = (overflow: string) => overflow !== 'visible';
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
          const text =
            element instanceof HTMLSelectElement
              ? (element.selectedOptions[0]?.textContent ?? '')
              : element.value === '' && !['checkbox', 'radio', 'file', 'color', 'range'].includes((element as HTMLInputElement).type)
                ? element.placeholder
                : '';
          // a select keeps room for its arrow
          const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (element instanceof HTMLSelectElement ? 20 : 0);
          if (text && textWidth(text, style) > room + 1) tell(element, { element: name, problem: `its text “${text}” is cut (${Math.round(textWidth(text, style))} px in ${Math.round(room)} px)` });
        } else if (html.scrollWidth > html.clientWidth + 1 && html.clientWidth > 0) {
          if (!hides(style.overflowX)) {
            tell(element, { element: name, problem: `its content spills out of its box (${html.scrollWidth} px in ${html.clientWidth} px)` });
          } else {
            // a cell may end its text with an ellipsis when it is shown whole on hover (title)
            const titled = element.closest('[title]')?.getAttribute('title') ?? '';
            const whole = titled !== '' && titled.replace(/\s+/g, ' ').trim() === (html.textContent ?? '').replace(/\s+/g, ' ').trim();
            const ellipsis = style.textOverflow === 'ellipsis' || [...element.querySelectorAll('*')].some((child) => getComputedStyle(child).textOverflow === 'ellipsis');
            if (!(element.getAttribute('role') === 'gridcell' && ellipsis && whole)) {
              tell(element, { element: name, problem: `its text is cut (${html.scrollWidth} px in ${html.clientWidth} px)` });
            }
          }
        } else if (element.getAttribute('role') !== 'gridcell') {
          // a part of it that hides what overflows (an option's title ending in an ellipsis)
          const part = ([...element.querySelectorAll('*')] as HTMLElement[]).find(
            (child) => child.clientWidth > 0 && child.scrollWidth > child.clientWidth + 1 && hides(getComputedStyle(child).overflowX) && !child.closest('.kr-visually-hidden'),
          );
          if (part) tell(element, { element: name, problem: `its text “${(part.textContent ?? '').trim().slice(0, 60)}” is cut (${part.scrollWidth} px in ${part.clientWidth} px)` });
        }

        // 2. its box, cut by an ancestor (what does not scroll sideways hides; the viewport scrolls only down)
        let left = 0;
        let top = 0;
        let right = innerWidth;
        let bottom = innerHeight;
        let hidden = false;
        // the part of the box still shown, top to bottom, once the ancestors seen so far have clipped it
        let seenTop = box.top;
        let seenBottom = box.bottom;
        // wholly off to the left or above: put out of sight on purpose (a skip link until it has the focus)
        if (box.right <= 0 || box.bottom <= 0) continue;
        if (box.left < -0.5 || box.right > innerWidth + 0.5) tell(element, { element: name, problem: `its box is cut by the window (${Math.round(box.left)}–${Math.round(box.right)} px)` });
        let positioning = style.position;
        for (let ancestor = element.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
          const ancestorStyle = getComputedStyle(ancestor);
          const contains =
            positioning === 'fixed' ? makesContainingBlock(ancestorStyle) : positioning === 'absolute' ? ancestorStyle.position !== 'static' || makesContainingBlock(ancestorStyle) : true;
          if (!contains) continue;
          positioning = ancestorStyle.position === 'absolute' || ancestorStyle.position === 'fixed' ? ancestorStyle.position : 'static';
          if (!hides(ancestorStyle.overflowX) && !hides(ancestorStyle.overflowY)) continue;
          const outer = ancestor.getBoundingClientRect();
          const clip = {
            left: outer.left + ancestor.clientLeft,
            top: outer.top + ancestor.clientTop,
            right: outer.left + ancestor.clientLeft + ancestor.clientWidth,
            bottom: outer.top + ancestor.clientTop + ancestor.clientHeight,
          };
          const who = describe(ancestor);
          if (hides(ancestorStyle.overflowX) && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)) {
            const scrolls = ancestorStyle.overflowX === 'auto' || ancestorStyle.overflowX === 'scroll';
            tell(element, { element: name, problem: `its box (${Math.round(box.left)}–${Math.round(box.right)} px) is cut sideways by ${who} (${Math.round(clip.left)}–${Math.round(clip.right)} px${scrolls ? ', scrolled sideways' : ''})` });
          }
          if (hides(ancestorStyle.overflowY)) {
            // a grid's sticky header lies over the rows scrolled under it: they are scrolled away, not covered
            if (ancestor.getAttribute('role') === 'grid' && element.closest('.kr-grid-body')) clip.top = ancestor.querySelector('.kr-grid-head')?.getBoundingClientRect().bottom ?? clip.top;
            const scrolls = ancestorStyle.overflowY === 'auto' || ancestorStyle.overflowY === 'scroll';
            // scrolled out of view (or folded away): not shown, not cut; part of a row at a scroller's edge is scrolling
            if (seenBottom <= clip.top + 0.5 || seenTop >= clip.bottom - 0.5) hidden = true;
            else if ((seenTop < clip.top - 0.5 || seenBottom > clip.bottom + 0.5) && !scrolls) tell(element, { element: name, problem: `its box is cut vertically by ${who}` });
            seenTop = Math.max(seenTop, clip.top);
            seenBottom = Math.min(seenBottom, clip.bottom);
            if (hidden) break;
          }
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (hidden || box.bottom <= 0 || box.top >= innerHeight) continue;

        // 3. covered: the element (or something inside it) is what is hit across its shown part
        const shown = { left: Math.max(left, box.left), top: Math.max(top, box.top), right: Math.min(right, box.right), bottom: Math.min(bottom, box.bottom) };
        if (shown.right - shown.left < 2 || shown.bottom - shown.top < 2) continue;
        const middle = (shown.top + shown.bottom) / 2;
        const points = [0.5, 0.15, 0.85].map((fraction) => [shown.left + (shown.right - shown.left) * fraction, middle] as const);
        points.push([(shown.left + shown.right) / 2, shown.top + Math.min(3, (shown.bottom - shown.top) / 4)]);
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
          // a menu the person opened lies over the page on purpose (its own items are checked)
          const popup = hit.closest(POPUPS);
          if (popup && !popup.contains(element)) continue;
          tell(element, { element: name, problem: `covered at (${Math.round(x)}, ${Math.round(y)}) by ${describe(hit)}` });
          break;
        }
      }
      return offences;
    },
    { controls: CONTROLS, scope: within ?? null, popups: POPUPS },
  );
}
