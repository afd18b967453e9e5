// @vitest-environment node
// The server's refusals reach the screen in the person's language: the app words each coded error from locales/
// (src/app/api/errorWords.ts) where the forms (errorsOf), the reset-password panel (firstFor) and the toasts
// (failureMessage) read them, through the real API client against a real server. A code the app does not know
// shows the server's own text.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import portuguese from '../../locales/pt.json';
import { ApiFailure, failureFrom, failureMessage } from '../../src/app/api/errors';
import { intl, setIntl } from '../../src/app/i18n/intl';
import type { Language } from '../../src/app/i18n/languages';
import { errorsOf } from '../../src/app/records/formErrors';
import { spacesSection } from '../../src/app/sections/spaces';
import { usersSection } from '../../src/app/sections/users';
import { api } from '../../src/app/services/api';
import { startLiveServer } from './liveServer';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let adminId: number;
let categoryInUse: number;

beforeAll(async () => {
  adminId = (await server.call('GET', '/api/v2/beamian-users?email=admin@example.com')).body.results[0].id;
  categoryInUse = (await server.call('POST', '/api/admin/device-categories', { body: { name: 'Printers' } })).body.id;
  for (const name of ['Zebra ZD421', 'Zebra ZC300']) {
    await server.call('POST', '/api/admin/device-models', { body: { name, category_id: categoryInUse } });
  }
});

/** The failure of a call that must be refused. */
async function refusal(call: () => Promise<unknown>): Promise<ApiFailure> {
  const outcome = await call().then(() => undefined, (error: unknown) => error);
  if (!(outcome instanceof ApiFailure)) throw new Error(`expected a refusal, got ${String(outcome)}`);
  return outcome;
}

const t = (id: 'app.failed', values: { message: string }) => intl().formatMessage({ id }, values);
const space = { name: 'Livraria Lello', slug: '', capacity: 10, website: 'not a url', facebook: '', phone_number: '', user_email: '', premium: false };

const EXPECTED: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  pt: {
    url: 'Introduza um URL válido.',
    password: 'Esta palavra-passe é demasiado curta. Tem de ter pelo menos 8 caracteres.',
    blankPassword: 'Esta palavra-passe só tem espaços. Tem de ter pelo menos 8 caracteres além dos espaços no início e no fim.',
    hiddenCharacter: 'Este endereço de e-mail tem um carácter que não se vê (U+200B: um espaço, um carácter de controlo ou invisível); escreva o endereço de novo sem ele.',
    email: 'Já existe um utilizador com este e-mail.',
    lastAdmin: 'Este é o último administrador, e tem de haver sempre um: torne primeiro outro utilizador administrador.',
    categoryInUse: 'Esta categoria é usada por 2 modelos de dispositivo. Mova-os primeiro para outra categoria.',
  },
  es: {
    url: 'Introduzca una URL válida.',
    password: 'Esta contraseña es demasiado corta. Debe tener al menos 8 caracteres.',
    blankPassword: 'Esta contraseña solo tiene espacios. Debe contener al menos 8 caracteres además de los espacios al principio y al final.',
    hiddenCharacter: 'Esta dirección de correo electrónico contiene un carácter que no se ve (U+200B: un espacio, un carácter de control o invisible); escriba la dirección de nuevo sin él.',
    email: 'Ya existe un usuario con este correo electrónico.',
    lastAdmin: 'Es el último administrador, y siempre tiene que haber uno: haz antes administrador a otro usuario.',
    categoryInUse: 'Esta categoría la usan 2 modelos de dispositivo. Muévalos antes a otra categoría.',
  },
};

describe.each([['pt', portuguese], ['es', spanish]] as const)('server refusals in %s', (language, messages) => {
  beforeAll(() => setIntl(language, messages));
  const expected = EXPECTED[language];

  it('an invalid URL is named beside the space form\'s field', async () => {
    const failure = await refusal(() => api.spaces.create(space));
    expect(errorsOf(failure, spacesSection.form.fields).errors.website).toBe(expected.url);
  });

  it('a short password is named beside the reset-password field and the create-user form\'s field', async () => {
    const reset = await refusal(() => api.auth.changePassword('admin@example.com', 'short'));
    expect(reset.firstFor('new_password')).toBe(expected.password);
    const create = await refusal(() => api.users.create({ email: `short-${language}@example.com`, name: 'Ana', password: 'short', phone_number: '', event: null }));
    expect(errorsOf(create, usersSection.form.fields).errors.password).toBe(expected.password);
  });

  it('a password of only spaces is named beside the reset-password field and the create-user form\'s field', async () => {
    const reset = await refusal(() => api.auth.changePassword('admin@example.com', ' '.repeat(8)));
    expect(reset.firstFor('new_password')).toBe(expected.blankPassword);
    const create = await refusal(() => api.users.create({ email: `blank-${language}@example.com`, name: 'Ana', password: ' '.repeat(8), phone_number: '', event: null }));
    expect(errorsOf(create, usersSection.form.fields).errors.password).toBe(expected.blankPassword);
  });

  it('an e-mail with an invisible character is named beside the create-user form\'s field', async () => {
    const failure = await refusal(() => api.users.create({ email: 'adm\u200bin@example.com', name: 'Ana', password: 'long-enough-1', phone_number: '', event: null }));
    expect(errorsOf(failure, usersSection.form.fields).errors.email).toBe(expected.hiddenCharacter);
  });

  it('an e-mail already used is named beside the create-user form\'s field', async () => {
    const failure = await refusal(() => api.users.create({ email: 'ADMIN@example.com', name: 'Ana', password: 'long-enough-1', phone_number: '', event: null }));
    expect(errorsOf(failure, usersSection.form.fields).errors.email).toBe(expected.email);
  });

  it('deleting the last admin is refused in words the toast shows', async () => {
    const failure = await refusal(() => api.users.remove(adminId));
    expect(failure.status).toBe(409);
    expect(failureMessage(failure, t)).toBe(expected.lastAdmin);
  });

  it('deleting a category in use is refused in words the toast shows, with its count', async () => {
    const failure = await refusal(() => api.categories.remove(categoryInUse));
    expect(failure.status).toBe(409);
    expect(failureMessage(failure, t)).toBe(expected.categoryInUse);
  });
});

describe('a code the app does not know', () => {
  beforeAll(() => setIntl('pt', portuguese));

  it('shows the server\'s own text, for a detail and for a field', () => {
    const detail = failureFrom(409, { detail: 'The event is closed.', code: 'event_closed' }, 'Conflict');
    expect(failureMessage(detail, t)).toBe('The event is closed.');
    const field = failureFrom(400, { name: ['Too shiny.', 'This field may not be blank.'], error_codes: { name: [{ code: 'too_shiny' }, { code: 'blank' }] } }, 'Bad Request');
    expect(field.fieldErrors.name).toEqual(['Too shiny.', 'Este campo não pode ficar em branco.']);
  });

  it('shows the server\'s own text when the server sends no codes', () => {
    expect(failureFrom(409, { detail: english['server.lastAdmin'] }, 'Conflict').message).toBe('This is the last admin, and there must always be one: make another user an admin first.');
    expect(failureFrom(400, { email: ['user with this email already exists.'] }, 'Bad Request').firstFor('email')).toBe('user with this email already exists.');
  });
});
