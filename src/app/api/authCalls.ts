import type { IsAdminAnswer, LoginAnswer, SubscriptionExport } from '../../contract/entities';
import type { Client } from './client';

export function authCalls(client: Client) {
  return {
    login: (email: string, password: string) =>
      client.request<LoginAnswer>('POST', '/api/auth', { body: { username: email, password } }),
    /** revokes the session's token, or `token` (a login the app refuses) */
    logout: (token?: string) => client.request<void>('POST', '/api/auth/logout', token === undefined ? {} : { token }),
    isAdmin: () => client.request<IsAdminAnswer>('GET', '/api/v2/services/is-admin'),
    changePassword: (userEmail: string, newPassword: string) =>
      client.request<{ detail: string }>('POST', '/accounts/change-password', { body: { user_email: userEmail, new_password: newPassword } }),
    exportSubscriptions: () => client.request<SubscriptionExport>('GET', '/api/v2/hc-subscriptions/export'),
  };
}
