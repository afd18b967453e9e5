// A form's fields from their description: each labelled, with its limit, hint and "characters left", and the
// server's first message for it beside it (aria-invalid + aria-describedby), so a screen reader hears the error
// when the field is focused.
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { MessageId } from '../i18n/messageIds';
import { DateTimeInput } from '../ui/DateTimeInput';
import { PasswordInput } from '../ui/PasswordInput';
import { passwordRule } from '../ui/passwordRule';
import { ImageField } from './ImageField';
import type { Draft, FieldOption, FieldSpec, ListOptions } from './section';

export interface RecordFieldsProps {
  fields: readonly FieldSpec[];
  /** makes the ids unique on the page */
  idPrefix: string;
  draft: Draft;
  onChange(name: string, value: string): void;
  /** a control's own refusal (an image of the wrong kind), shown beside it like a server error */
  onRefusal(name: string, message: string | undefined): void;
  /** an image field's upload starts or ends */
  onUploading(name: string, uploading: boolean): void;
  errors: Readonly<Record<string, string | undefined>>;
}

export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

interface ControlProps {
  id: string;
  name: string;
  value: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The options of a select over another list: "none" first, then its rows by label; a value not (yet) among them
 * stays listed, so that the draft never shows another choice than it holds. */
export function useListOptions(list: ListOptions<{ id: number }>, value: string): { options: FieldOption[]; failed: boolean } {
  const intl = useIntl();
  const state = useSnapshot(list.store.state);
  useEffect(() => {
    void list.store.load();
  }, [list.store]);
  const sorted = state.rows.map((row) => ({ value: String(row.id), label: list.label(row) })).sort((a, b) => a.label.localeCompare(b.label));
  const options = [{ value: '', label: intl.formatMessage({ id: list.none }) }, ...sorted];
  if (value !== '' && !sorted.some((option) => option.value === value)) {
    options.push({ value, label: state.status === 'loaded' ? `#${value}` : intl.formatMessage({ id: 'app.loading' }) });
  }
  return { options, failed: state.status === 'error' };
}

function ListSelect({ field, props, onChange, hintId }: { field: Extract<FieldSpec, { kind: 'list' }>; props: ControlProps; onChange(value: string): void; hintId: string }) {
  const intl = useIntl();
  const { options, failed } = useListOptions(field.list, props.value);
  const describedBy = [props['aria-describedby'], failed ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <select {...props} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {failed && <span id={hintId} className="kr-field-hint" role="alert">{intl.formatMessage({ id: field.list.failed }, { message: field.list.store.state.error ?? '' })}</span>}
    </>
  );
}

export function RecordFields({ fields, idPrefix, draft, onChange, onRefusal, onUploading, errors }: RecordFieldsProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  function control(field: FieldSpec, props: ControlProps, hintId: string): ReactNode {
    const change = (value: string) => onChange(field.name, value);
    switch (field.kind) {
      case 'text':
        return <input {...props} type="text" maxLength={field.softLimit ? undefined : field.maxLength} autoComplete="off" spellCheck={field.code ? false : undefined} onChange={(event) => change(event.target.value)} />;
      case 'password':
        return <PasswordInput {...props} maxLength={field.maxLength} autoComplete="new-password" onChange={(event) => change(event.target.value)} />;
      case 'textarea':
        return <textarea {...props} maxLength={field.maxLength} rows={4} onChange={(event) => change(event.target.value)} />;
      case 'number':
        return <input {...props} type="number" inputMode="decimal" min={field.min} step={field.step ?? 'any'} onChange={(event) => change(event.target.value)} />;
      case 'datetime':
        return <DateTimeInput {...props} onChange={change} onRefusal={(message) => onRefusal(field.name, message)} />;
      case 'checkbox': {
        const { value, ...rest } = props;
        return <input {...rest} type="checkbox" checked={value === 'true'} onChange={(event) => change(String(event.target.checked))} />;
      }
      case 'image':
        return (
          <ImageField
            id={props.id}
            name={props.name}
            value={props.value}
            images={field.images}
            onChange={change}
            onRefusal={(message) => onRefusal(field.name, message)}
            onUploading={(uploading) => onUploading(field.name, uploading)}
            describedBy={props['aria-describedby']}
            invalid={props['aria-invalid'] === true}
          />
        );
      case 'select':
        return (
          <select {...props} onChange={(event) => change(event.target.value)}>
            {field.options(t).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        );
      case 'list':
        return <ListSelect field={field} props={props} onChange={change} hintId={`${hintId}-list`} />;
    }
  }

  function fieldOf(field: FieldSpec): ReactNode {
    const id = fieldId(idPrefix, field.name);
    const value = draft[field.name] ?? '';
    const error = errors[field.name];
    const left = field.kind === 'text' || field.kind === 'textarea' ? field.maxLength - value.length : 0;
    const counter = (field.kind === 'text' || field.kind === 'textarea') && field.counter
      ? intl.formatMessage({ id: left < 0 ? 'records.charactersOver' : 'records.charactersLeft' }, { count: Math.abs(left) })
      : null;
    const rule = field.kind === 'password' ? intl.formatMessage({ id: passwordRule.id }, passwordRule.values) : null;
    const hints = [field.hint ? intl.formatMessage({ id: field.hint }) : null, rule, counter].filter(Boolean).join(' · ');
    const describedBy = [error ? `${id}-error` : null, hints ? `${id}-hint` : null].filter(Boolean).join(' ');
    const props: ControlProps = {
      id,
      name: field.name,
      value,
      required: field.required ? true : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    const label = <label htmlFor={id}>{intl.formatMessage({ id: field.label })}</label>;
    const below = (
      <>
        {hints && <span id={`${id}-hint`} className="kr-field-hint">{hints}</span>}
        {error && <span id={`${id}-error`} className="kr-field-error">{error}</span>}
      </>
    );
    if (field.kind === 'checkbox') {
      return (
        <div key={field.name} className="kr-field kr-checkbox-field">
          <div className="kr-checkbox-line">{control(field, props, `${id}-hint`)}{label}</div>
          {below}
        </div>
      );
    }
    return (
      <div key={field.name} className="kr-field">
        {label}
        {control(field, props, `${id}-hint`)}
        {below}
      </div>
    );
  }

  return <>{pairsOf(fields).map((group) => (group.length === 1 ? fieldOf(group[0] as FieldSpec) : <div key={group[0]?.name} className="kr-field-row">{group.map(fieldOf)}</div>))}</>;
}

/** The fields in order, two dates in a row paired (start and end side by side, where the panel is wide enough). */
function pairsOf(fields: readonly FieldSpec[]): FieldSpec[][] {
  const groups: FieldSpec[][] = [];
  for (const field of fields) {
    const last = groups[groups.length - 1];
    if (field.kind === 'datetime' && last?.length === 1 && last[0]?.kind === 'datetime') last.push(field);
    else groups.push([field]);
  }
  return groups;
}
