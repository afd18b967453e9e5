// @vitest-environment happy-dom
// The booklet editor's field filter finds a field by every word typed, in any order, in its name or its type
// ("telefone empresa" finds "Empresa (telefone)", "email contacto" a field named "Contacto" of type Email).
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParticipatingField } from '../../src/contract/entities';
import { FieldPicker } from '../../src/app/screens/events/booklet/FieldPicker';
import { cleanup, render, typeInto } from './tableHarness';

const FIELDS: ParticipatingField[] = [
  { id: 1, event: 1, name: 'Empresa (telefone)', type: 'Answer' },
  { id: 2, event: 1, name: 'Telefone pessoal', type: 'Answer' },
  { id: 3, event: 1, name: 'Contacto', type: 'Email' },
  { id: 4, event: 1, name: 'Nome da empresa', type: 'Title' },
];

afterEach(cleanup);

function picker() {
  const filterRef = createRef<HTMLInputElement>();
  const { container } = render(<FieldPicker fields={FIELDS} used={new Set()} onAdd={vi.fn()} announce={vi.fn()} filterRef={filterRef} />);
  const shown = () => [...container.querySelectorAll('[role="option"] .kr-booklet-field-name')].map((name) => name.textContent);
  return { filter: filterRef.current as HTMLInputElement, shown };
}

describe('the booklet field filter', () => {
  it('finds the fields holding every word, in any order, in the name or the type', () => {
    const { filter, shown } = picker();
    for (const typed of ['telefone empresa', 'empresa telefone', 'EMPRESA  Telefone']) {
      typeInto(filter, typed);
      expect(shown(), typed).toEqual(['Empresa (telefone)']);
    }
    typeInto(filter, 'email contacto');
    expect(shown()).toEqual(['Contacto']);
    typeInto(filter, 'title empresa');
    expect(shown()).toEqual(['Nome da empresa']);
    typeInto(filter, 'telefone');
    expect(shown()).toEqual(['Empresa (telefone)', 'Telefone pessoal']);
  });
});
