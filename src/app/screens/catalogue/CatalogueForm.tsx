// The add and edit form of a category or a model, in a side panel. Saving runs the family's create or edit
// command with the draft; a refusal comes back here: each field's first server message beside it, anything
// else at the top. What was typed stays in the form whatever happens.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiFailure } from '../../api/errors';
import type { MessageId } from '../../i18n/messageIds';
import { SidePanel } from '../../ui/SidePanel';
import { runWithReply } from '../../commands/runWithReply';

export type Draft = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: MessageId;
  kind: 'text' | 'textarea' | 'select';
  maxLength?: number;
  /** the message shown when left empty; absent for optional fields */
  required?: MessageId;
  /** for a select: value '' is a choice too (e.g. "No category") */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** the names the server may use for this field's errors (default: its name) */
  serverNames?: readonly string[];
}

export interface CatalogueFormProps {
  title: string;
  fields: readonly FieldSpec[];
  initial: Draft;
  /** the family's create or edit command */
  commandId: string;
  /** the command's arguments for this draft and the reply it answers to */
  argsFor(draft: Draft, reply: { failed(failure: ApiFailure): void }): object;
  onClose(): void;
  /** shown above the fields, e.g. why a select has no options */
  notice?: ReactNode;
}

type Errors = Record<string, string | undefined>;

function errorsOf(failure: ApiFailure, fields: readonly FieldSpec[]): { errors: Errors; general: string[] } {
  const errors: Errors = {};
  const claimed = new Set<string>();
  for (const field of fields) {
    for (const serverName of field.serverNames ?? [field.name]) {
      claimed.add(serverName);
      errors[field.name] ??= failure.firstFor(serverName);
    }
  }
  const others = Object.entries(failure.fieldErrors)
    .filter(([name]) => !claimed.has(name))
    .map(([name, messages]) => `${name}: ${messages[0] ?? ''}`);
  const anyOnFields = Object.values(errors).some(Boolean);
  return { errors, general: others.length > 0 || anyOnFields ? others : [failure.message] };
}

export function CatalogueForm({ title, fields, initial, commandId, argsFor, onClose, notice }: CatalogueFormProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const generalRef = useRef<HTMLDivElement>(null);
  const idOf = (name: string) => `${idPrefix}-${name}`;

  // after a refusal the first field with an error gets the focus, or the summary when no field has one
  useEffect(() => {
    if (attempt === 0) return;
    const first = fields.find((field) => errors[field.name]);
    if (first) document.getElementById(idOf(first.name))?.focus();
    else if (general.length > 0) generalRef.current?.focus();
  }, [attempt]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const missing: Errors = {};
    for (const field of fields) if (field.required && !(draft[field.name] ?? '').trim()) missing[field.name] = intl.formatMessage({ id: field.required });
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setGeneral([]);
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    const failure = await runWithReply<ApiFailure>(commandId, (reply) => argsFor(draft, reply));
    setBusy(false);
    if (!failure) return;
    const found = errorsOf(failure, fields);
    setErrors(found.errors);
    setGeneral(found.general);
    setAttempt((count) => count + 1);
  }

  const change = (name: string, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  // Ctrl/Cmd+Enter saves from anywhere in the form, the description's text area included
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  function control(field: FieldSpec) {
    const error = errors[field.name];
    const props = {
      id: idOf(field.name),
      name: field.name,
      value: draft[field.name] ?? '',
      required: field.required !== undefined || undefined,
      maxLength: field.maxLength,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${idOf(field.name)}-error` : undefined,
    };
    if (field.kind === 'textarea') return <textarea {...props} rows={5} onChange={(event) => change(field.name, event.target.value)} />;
    if (field.kind === 'select') {
      return (
        <select {...props} onChange={(event) => change(field.name, event.target.value)}>
          {(field.options ?? []).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      );
    }
    return <input {...props} type="text" autoComplete="off" onChange={(event) => change(field.name, event.target.value)} />;
  }

  return (
    <SidePanel
      title={title}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="submit" form={formId} className="kr-button kr-primary" aria-disabled={busy || undefined}>
            {busy && <span className="kr-spinner" aria-hidden="true" />}
            {intl.formatMessage({ id: busy ? 'catalogue.saving' : 'catalogue.save' })}
          </button>
          <button type="button" className="kr-button" onClick={onClose} disabled={busy}>
            {intl.formatMessage({ id: 'panel.cancel' })}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
        {notice}
        {general.length > 0 && (
          <div ref={generalRef} tabIndex={-1} className="kr-notice kr-error" role="alert">
            {general.map((message) => <p key={message}>{message}</p>)}
          </div>
        )}
        {fields.map((field) => (
          <div key={field.name} className="kr-field">
            <label htmlFor={idOf(field.name)}>{intl.formatMessage({ id: field.label })}</label>
            {control(field)}
            {errors[field.name] && <span id={`${idOf(field.name)}-error`} className="kr-field-error">{errors[field.name]}</span>}
          </div>
        ))}
      </form>
    </SidePanel>
  );
}
