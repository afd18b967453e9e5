// The editor drawn in a cell edited in place: the field's own control (a text, a number, a select, a checkbox) named
// "Status of PRINTER-0426", Enter saves (the section's edit, records/inlineEdit.ts), Esc cancels, and a refusal stands
// beside the cell while the cell stays in edit with what was typed. Leaving it with nothing changed ends it; with a
// change it stays open (nothing written by surprise, nothing dropped) and leaving the page asks first.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import type { CellEditorProps, InlineEditing } from '../table/types';
import { useUnsavedWork } from '../ui/unsavedWork';
import { inlineFields, saveCell } from './inlineEdit';
import { useListOptions } from './RecordFields';
import type { FieldSpec, ListOptions, Section } from './section';

interface ControlProps {
  id: string;
  'aria-label': string;
  'aria-describedby': string;
  'aria-invalid': true | undefined;
  'aria-busy': true | undefined;
  onKeyDown(event: KeyboardEvent): void;
}

type Control = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

function ListControl({ list, value, onChange, props, control }: { list: ListOptions<{ id: number }>; value: string; onChange(value: string): void; props: ControlProps; control: Ref<Control> }) {
  const { options } = useListOptions(list, value);
  return (
    <select {...props} ref={control} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
    </select>
  );
}

interface EditorProps<Row extends { id: number }, Input> extends CellEditorProps<Row> {
  section: Section<Row, Input>;
  field: FieldSpec;
}

function CellEditor<Row extends { id: number }, Input>({ section, field, row, done, kept, keep }: EditorProps<Row, Input>) {
  const intl = useIntl();
  const id = useId();
  const original = section.form.draftOf(row)[field.name] ?? '';
  const [text, setText] = useState(kept ?? original);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const control = useRef<Control>(null);
  const changed = text !== original;
  useUnsavedWork(changed);

  useEffect(() => {
    control.current?.focus();
    // the caret at the end of a text, as a spreadsheet's F2 leaves it: typing adds, never wipes the value
    const end = control.current?.value.length ?? 0;
    if (field.kind === 'text' || field.kind === 'textarea') control.current?.setSelectionRange(end, end);
  }, []);

  const change = (value: string) => {
    setText(value);
    keep(value);
    setRefusal(null);
  };

  const save = async () => {
    if (busy) return;
    if (!changed) return done();
    setBusy(true);
    const outcome = await saveCell(section, row, field, text);
    setBusy(false);
    if (outcome.kind === 'saved') return done();
    setRefusal(outcome.message);
    control.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    const newLine = event.key === 'Enter' && event.shiftKey && field.kind === 'textarea';
    if (event.key === 'Enter' && !newLine) {
      event.preventDefault();
      event.stopPropagation();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) done();
    }
  };

  // leaving the cell with nothing changed ends the edit; a change stays, to be saved or cancelled
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!changed && !busy && !(next instanceof Node && event.currentTarget.contains(next))) done();
  };

  const label = intl.formatMessage({ id: 'inlineEdit.label' }, { field: intl.formatMessage({ id: field.label }), name: section.nameOf(row) });
  const props: ControlProps = {
    id: `${id}-control`,
    'aria-label': label,
    'aria-describedby': [refusal ? `${id}-refusal` : null, `${id}-keys`].filter(Boolean).join(' '),
    'aria-invalid': refusal ? true : undefined,
    'aria-busy': busy || undefined,
    onKeyDown,
  };
  const t = (message: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: message }, values);
  const input = (() => {
    const onChange = (event: { target: { value: string } }) => change(event.target.value);
    switch (field.kind) {
      case 'select':
        return (
          <select {...props} ref={control} value={text} onChange={onChange}>
            {field.options(t).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        );
      case 'list':
        return <ListControl list={field.list} value={text} onChange={change} props={props} control={control} />;
      case 'checkbox':
        return <input {...props} ref={control} type="checkbox" checked={text === 'true'} onChange={(event) => change(String(event.target.checked))} />;
      case 'number':
        return <input {...props} ref={control} type="number" inputMode="decimal" min={field.min} step={field.step ?? 'any'} value={text} onChange={onChange} />;
      case 'textarea':
        return <textarea {...props} ref={control} rows={1} maxLength={field.maxLength} value={text} onChange={onChange} />;
      default:
        return <input {...props} ref={control} type="text" autoComplete="off" maxLength={field.kind === 'text' && !field.softLimit ? field.maxLength : undefined} value={text} onChange={onChange} />;
    }
  })();

  return (
    <div className="kr-cell-editor" onBlur={onBlur}>
      {input}
      <span id={`${id}-keys`} className="kr-visually-hidden">{intl.formatMessage({ id: 'inlineEdit.keys' })}</span>
      {refusal && (
        <span id={`${id}-refusal`} className="kr-cell-refusal" role="alert">
          {refusal}
        </span>
      )}
    </div>
  );
}

const made = new WeakMap<object, InlineEditing<never> | undefined>();

/** A section's cells edited in place, or undefined when none of its columns can be; one object per section. */
export function inlineEditingOf<Row extends { id: number }, Input>(section: Section<Row, Input>): InlineEditing<Row> | undefined {
  if (made.has(section)) return made.get(section) as InlineEditing<Row> | undefined;
  const fields = inlineFields(section);
  if (fields.size === 0) {
    made.set(section, undefined);
    return undefined;
  }
  const editing: InlineEditing<Row> = {
    editable: (columnId) => fields.has(columnId),
    Editor(props) {
      const field = fields.get(props.columnId);
      return field ? <CellEditor section={section} field={field} {...props} /> : null;
    },
  };
  made.set(section, editing as InlineEditing<never>);
  return editing;
}
