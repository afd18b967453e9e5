// @vitest-environment node
// Staff in /users (issue 23): every button of the toolbar and of the selection's bar is a command they may not run,
// so each looks unavailable (aria-disabled, the reason in its tooltip and its description) and does nothing when
// pressed; the key of "Criar um utilizador" says why instead of doing nothing or opening its panel.
import './deviceRecordsDom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { registry } from '../../commands/all';
import { bindCommandKeys } from '../../src/app/keys/bindings';
import { resetLayers } from '../../src/app/keys/focusStack';
import { UsersRoutes } from '../../src/app/screens/users/UsersRoutes';
import { currentContext } from '../../src/app/services/appServices';
import { signIn, signOut } from '../../src/app/state/auth';
import { startLiveServer } from './liveServer';
import { MESSAGES } from './messages';
import { cleanupScreens, recordToasts, renderScreen } from './screenHarness';
import { click, gridIn, press, rowsIn, settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
const ADMIN_ONLY = MESSAGES.pt['users.unavailable.adminOnly']!;
let unbind: () => void = () => undefined;

beforeAll(async () => {
  await server.call('POST', '/api/v2/beamian-users', { body: { email: 'ana.silva@example.com', name: 'Ana Silva', password: 'user-password-1' } });
  signIn('staff-token', { id: 99, name: 'Staff', email: 'staff@example.com', is_admin: true, role: 'staff' });
  resetLayers();
  unbind = bindCommandKeys(registry, currentContext, window);
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});
afterAll(() => {
  unbind();
  signOut(null);
});

/** The command buttons of the screen: its toolbar's and, with a selection, its action bar's. */
const commandButtons = (within: ParentNode) => [...within.querySelectorAll<HTMLButtonElement>('button[data-command]')];

async function usersAsStaff() {
  const view = renderScreen('/users', <Router><Route path="/users" nest><UsersRoutes /></Route></Router>, { language: 'pt' });
  await settle(() => expect(rowsIn(view.container).some((row) => row.textContent?.includes('Ana Silva'))).toBe(true));
  return view;
}

describe('/users for staff', () => {
  it('greys every toolbar and selection-bar button with the reason, and none of them does anything', async () => {
    const toasts = recordToasts();
    const view = await usersAsStaff();
    const toolbar = commandButtons(view.container).map((button) => button.dataset.command);
    expect(toolbar).toEqual(expect.arrayContaining(['users.create', 'users.resetPassword']));

    const row = rowsIn(view.container).find((each) => each.textContent?.includes('Ana Silva'))!;
    click(row.querySelector('input[type="checkbox"]')!);
    await settle(() => expect(document.querySelector('.kr-action-bar')).not.toBeNull());
    const selectionBar = commandButtons(document.querySelector('.kr-action-bar')!);
    expect(selectionBar.map((button) => button.dataset.command)).toEqual(['users.deleteSelected']);

    for (const button of commandButtons(document)) {
      expect(button.getAttribute('aria-disabled'), button.dataset.command).toBe('true');
      expect(button.title, button.dataset.command).toContain(ADMIN_ONLY);
      expect(button.textContent, button.dataset.command).toContain(ADMIN_ONLY);
      click(button);
    }
    await settle(() => expect(window.location.pathname).toBe('/users'));
    expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('says why when "c" is pressed, and stays on the list', async () => {
    const toasts = recordToasts();
    const view = await usersAsStaff();
    const event = press(gridIn(view.container), 'c');
    expect(toasts.error).toHaveBeenCalledExactlyOnceWith(ADMIN_ONLY);
    expect(event.defaultPrevented).toBe(true);
    await settle(() => expect(window.location.pathname).toBe('/users'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
