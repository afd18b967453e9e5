// @vitest-environment node
// A login the back office refuses (issue 19, point 6): the server answers any account a token (the contract), and
// the login screen, refusing an account that is not an admin, revokes that token at once, so no valid 7-day token
// is left behind for it. Against the real server.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en.json';
import type { LoginAnswer } from '../../src/contract/entities';
import { api } from './liveApi';
import { startLiveServer } from './liveServer';
import { cleanupScreens, renderScreen } from './screenHarness';
import { settle, typeInto } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let LoginScreen: typeof import('../../src/app/screens/login/LoginScreen')['LoginScreen'];
beforeAll(async () => {
  LoginScreen = (await import('../../src/app/screens/login/LoginScreen')).LoginScreen;
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});

async function logInThroughTheScreen(email: string, password: string): Promise<LoginAnswer> {
  const login = vi.spyOn(api.auth, 'login');
  const { container } = renderScreen('/login', <LoginScreen />);
  typeInto(container.querySelector<HTMLInputElement>('input[name="email"]')!, email);
  typeInto(container.querySelector<HTMLInputElement>('input[name="password"]')!, password);
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle(() => expect(login).toHaveBeenCalledTimes(1));
  return (await login.mock.results[0]!.value) as LoginAnswer;
}

describe('a login the back office refuses', () => {
  it('says so and leaves no valid token on the server', async () => {
    const member = await server.makeUser({ email: 'member@example.com', password: 'member-password-1' });
    const answer = await logInThroughTheScreen(member.email, 'member-password-1');
    expect(answer.user.is_admin).toBe(false);
    await settle(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe(english['login.forbidden']));
    const check = await server.call('GET', '/api/v2/services/is-admin', { token: answer.token });
    expect(check.status).toBe(401);
    // the token the harness got for the member beforehand is its own session, untouched
    expect((await server.call('GET', '/api/v2/services/is-admin', { token: member.token })).status).toBe(200);
  });
});
