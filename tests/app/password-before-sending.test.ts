// @vitest-environment node
// The app refuses a new password by the server's own rule (src/contract/passwordRule.ts) before sending it: eight
// spaces are "only spaces", "   abc   " too short, in the person's language; what the server takes, the app sends.
import { describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import portuguese from '../../locales/pt.json';
import { setIntl, t } from '../../src/app/i18n/intl';
import { checkedBeforeSending } from '../../src/app/records/formErrors';
import { usersSection } from '../../src/app/sections/users';

const draft = (password: string) => ({ email: 'ana@example.com', name: 'Ana', password, phone_number: '', event: '' });

describe.each([['en', english], ['pt', portuguese], ['es', spanish]] as const)('a new user\'s password in %s', (language, messages) => {
  it('of only spaces, or too short once its end spaces are left out, is refused before sending', () => {
    setIntl(language, messages);
    const fields = usersSection.form.fields;
    expect(checkedBeforeSending(fields, draft(' '.repeat(8)), t).password).toBe(messages['password.blank'].replace('{min}', '8'));
    expect(checkedBeforeSending(fields, draft('\u3000'.repeat(10)), t).password).toBe(messages['password.blank'].replace('{min}', '8'));
    expect(checkedBeforeSending(fields, draft('   abc   '), t).password).toBe(messages['password.tooShort'].replace('{min}', '8'));
    expect(checkedBeforeSending(fields, draft('  pass word  '), t).password).toBeUndefined();
    expect(checkedBeforeSending(fields, draft(''), t).password).toBe(messages['users.passwordRequired']);
  });
});
