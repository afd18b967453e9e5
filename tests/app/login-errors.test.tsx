// The login screen's words for a refused login (issue 19, point 4): the server's coded refusals (a busy password
// queue, too many attempts) say why and for how long in the person's language; an uncoded 429 keeps the app's own.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from './messages';
import { failureFrom } from '../../src/app/api/errors';
import { setIntl } from '../../src/app/i18n/intl';
import { LoginScreen } from '../../src/app/screens/login/LoginScreen';
import { api } from '../../src/app/services/api';
import { auth, signOut } from '../../src/app/state/auth';
import { typeInto } from './tableHarness';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  setIntl('pt', MESSAGES.pt);
  signOut(null);
  auth.lastUser = null;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root.render(
      <IntlProvider locale="pt-PT" messages={MESSAGES.pt}>
        <LoginScreen />
      </IntlProvider>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function refusedWith(status: number, body: unknown): Promise<string> {
  vi.spyOn(api.auth, 'login').mockRejectedValue(failureFrom(status, body, 'Service Unavailable'));
  typeInto(container.querySelector<HTMLInputElement>('input[name="email"]')!, 'ana@example.com');
  typeInto(container.querySelector<HTMLInputElement>('input[name="password"]')!, 'a-password-1');
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  return container.querySelector('[role="alert"]')?.textContent ?? '';
}

describe('a refused login', () => {
  it('says the server is busy with logins and when to try again, in the person’s language', async () => {
    const words = await refusedWith(503, { detail: 'The server is receiving too many login attempts right now; try again in 2 seconds.', code: 'passwords_busy', params: { seconds: 2 } });
    expect(words).toBe('O servidor está a receber demasiadas tentativas de entrada neste momento; tente de novo daqui a 2 segundos.');
  });

  it('says why a coded 429 refuses it and for how long', async () => {
    const words = await refusedWith(429, { detail: 'Too many failed login attempts. Try again in 42 seconds.', code: 'login_throttled', params: { seconds: 42 } });
    expect(words).toBe(MESSAGES.pt['server.loginThrottled']!.replace('{seconds}', '42'));
  });

  it('keeps the app’s own words for an uncoded 429', async () => {
    expect(await refusedWith(429, { detail: 'Request was throttled.' })).toBe(MESSAGES.pt['login.tooMany']);
  });
});
