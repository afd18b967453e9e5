// How the history reads (src/app/history/describeHistory.ts): operation titles with their counts, field labels, values
// by their labels and names, created and deleted records, a password change without its value, and when.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIntl, type IntlShape } from 'react-intl';
import type { DeviceModel } from '../../src/contract/entities';
import type { HistoryChange, HistoryEntry } from '../../src/contract/history';
import { LOCALE_OF, type Language } from '../../src/app/i18n/languages';
import {
  changeLine, fieldLabel, formatValue, OPERATION_NAMES, operationTitle, recordLabel, recordName, recordPath, whenText,
} from '../../src/app/history/describeHistory';
import { models } from '../../src/app/services/lists';
import { MESSAGES } from './messages';

const intlOf = (language: Language): IntlShape => createIntl({ locale: LOCALE_OF[language], messages: MESSAGES[language] });
const pt = intlOf('pt');
const en = intlOf('en');
const es = intlOf('es');

const entry = (operation: string, record_count: number): Pick<HistoryEntry, 'operation' | 'record_count'> => ({ operation, record_count });
const change = (record: HistoryChange['record'], field: string | null, before: HistoryChange['before'], after: HistoryChange['after']): HistoryChange => ({ record, field, before, after });

beforeAll(() => {
  process.env.TZ = 'UTC';
});

afterEach(() => {
  models.reset();
});

describe('operation titles', () => {
  it('name the operation without the person, with the count of records, in each language', () => {
    expect(operationTitle(entry('devices.bulk_status', 5000), en)).toBe('Status of 5,000 devices changed');
    expect(operationTitle(entry('devices.bulk_status', 5000), pt)).toBe('Estado de 5000 dispositivos alterado');
    expect(operationTitle(entry('devices.bulk_status', 12000), es)).toBe('Estado de 12.000 dispositivos cambiado');
    expect(operationTitle(entry('devices.bulk_status', 1), en)).toBe('Status of 1 device changed');
    expect(operationTitle(entry('devices.update', 1), pt)).toBe('Dispositivo editado');
    expect(operationTitle(entry('devices.update', 3), pt)).toBe('3 dispositivos editados');
    expect(operationTitle(entry('undo', 1), es)).toBe('Cambio deshecho (1 registro)');
    expect(operationTitle(entry('users.password_reset', 1), pt)).toBe('Palavra-passe alterada');
  });

  it('has a title for every operation in every language, and names an unknown one as it came', () => {
    for (const intl of [pt, en, es]) {
      for (const name of OPERATION_NAMES) expect(operationTitle(entry(name, 2), intl)).not.toContain('history.operation');
      expect(operationTitle(entry('gadgets.polish', 2), intl)).toMatch(/^gadgets\.polish \(2 /);
    }
  });
});

describe('changes', () => {
  it('label fields as the sections do and show a status by its label', () => {
    const status = change('device:301', 'status', 'available', 'repairing');
    expect(fieldLabel(status, pt)).toBe('Estado');
    expect(changeLine(status, pt)).toBe('Estado: Disponível → Em reparação');
    expect(changeLine(status, en)).toBe('Status: Available → Repairing');
    expect(changeLine(status, es)).toBe('Estado: Disponible → En reparación');
    expect(changeLine(change('device:301', 'base', null, 'oporto'), en)).toBe('Base: No base → Porto');
    expect(changeLine(change('user:7', 'role', 'staff', 'admin'), en)).toBe('Role: Staff → Admin');
    expect(changeLine(change('event:4', 'is_published', false, true), pt)).toBe('Publicado: Não → Sim');
    expect(changeLine(change('device:301', 'comment', '', 'screen cracked'), en)).toBe('Comment: (empty) → screen cracked');
    expect(changeLine(change('event:4', 'start_date', null, '2026-11-26T14:02:00Z'), pt)).toBe('Início: (vazio) → 26/11/2026 14:02');
  });

  it('show a referenced record by its name, "(deleted) model 12" when its loaded list lacks it, "model 12" when unknown', () => {
    const moved = change('device:301', 'model_type_id', 12, 13);
    expect(changeLine(moved, en)).toBe('Model: model 12 → model 13');
    models.state.status = 'loaded';
    models.prepend({ id: 13, name: 'Scanline H5' } as DeviceModel);
    expect(changeLine(moved, en)).toBe('Model: (deleted) model 12 → Scanline H5');
    expect(formatValue(moved, 'before', pt)).toBe('(eliminado) modelo 12');
    expect(formatValue(change('model:2', 'category_id', 5, null), 'after', pt)).toBe('(vazio)');
    expect(recordName('model:13')).toBe('Scanline H5');
    expect(recordLabel('model:13', pt)).toBe('Scanline H5');
    expect(recordLabel('device:301', es)).toBe('dispositivo 301');
  });

  it('say a record was created or deleted with its name', () => {
    expect(changeLine(change('device:301', null, null, { id: 301, name: 'SCANNER-0001', status: 'available' }), en)).toBe('Created: SCANNER-0001');
    expect(changeLine(change('device:301', null, { id: 301, name: 'SCANNER-0001' }, null), pt)).toBe('Eliminado: SCANNER-0001');
    expect(changeLine(change('event_settings:3', null, null, { id: 3, live_interactions: true }), es)).toBe('Creado: (detalles)');
  });

  it('show a password change with no value', () => {
    const password = change('user:7', 'password', null, null);
    expect(changeLine(password, pt)).toBe('Palavra-passe alterada (o valor nunca é registado)');
    expect(changeLine(password, en)).toBe('Password changed (the value is never recorded)');
    expect(formatValue(password, 'after', es)).toBe('(no registrado)');
  });
});

describe('records and time', () => {
  it('open a record where it lives', () => {
    expect(recordPath('device:301')).toBe('/devices/edit/301');
    expect(recordPath('model:2')).toBe('/devices/models/edit/2');
    expect(recordPath('event:4')).toBe('/events?focus=4');
    expect(recordPath('booklet:4')).toBeUndefined();
  });

  it('says when, relative and exact', () => {
    const now = Date.parse('2026-11-26T14:05:00Z');
    expect(whenText('2026-11-26T14:02:00Z', en, now)).toEqual({ relative: '3 minutes ago', exact: '26/11/2026 14:02' });
    expect(whenText('2026-11-26T14:02:00Z', pt, now).relative).toBe('há 3 minutos');
    expect(whenText('2026-11-25T14:00:00Z', es, now).relative).toBe('ayer');
    // the last moments read "now", never "12 seconds ago"
    expect(whenText(new Date(now - 12_000).toISOString(), en, now).relative).toBe('now');
    expect(whenText(new Date(now - 44_000).toISOString(), pt, now).relative).toBe('agora');
    expect(whenText(new Date(now - 50_000).toISOString(), es, now).relative).toBe('hace 50 segundos');
  });
});
