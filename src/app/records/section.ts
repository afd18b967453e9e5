// A records section described once: its list, its columns, its form's fields, its paths, its messages and which
// operations it has. The kit turns a description into the section's commands (commands/records.ts) and screens
// (records/SectionRoutes.tsx). docs/architecture.md, "Adding a section", walks through one.
import type { Availability } from '../../../commands/registry';
import type { Api } from '../api/api';
import { versionOf } from '../api/versions';
import type { SectionId } from '../sections/declared';
import type { Language } from '../i18n/languages';
import type { MessageId } from '../i18n/messageIds';
import type { EntityView } from '../palette/entityView';
import type { FilterField } from '../filters/filterField';
import { columnsOfFields, draftOfFields, inputOfFields, type PlainInput } from './fieldDefaults';
import { paths, type RecordPaths } from '../paths';
import { conventionalMessages, type BaseIds, type DeleteIds, type EditIds, type Worded } from './sectionWords';
import type { ListStore } from '../state/listStore';
import type { ScanSpec } from '../table/scanCodes';
import type { Column, SortState } from '../table/types';

/** What a form holds: every field as the text its control shows ('' for "none"). */
export type Draft = Record<string, string>;

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export interface FieldOption {
  value: string;
  /** already translated */
  label: string;
}

/** A select whose options are the rows of another list (e.g. a device's model). */
export interface ListOptions<Option extends { id: number }> {
  store: ListStore<Option>;
  label(option: Option): string;
  /** the first option, value '': e.g. "No model" */
  none: MessageId;
  /** said under the field when the list cannot be loaded */
  failed: MessageId;
}

interface FieldBase {
  /** the API's name for the field: the control's `name`, the draft's key, and where server errors land */
  name: string;
  label: MessageId;
  /** the message shown, before sending, when the field is left empty */
  required?: MessageId;
  /** other names the server may give this field's errors */
  serverNames?: readonly string[];
  hint?: MessageId;
}

/** An image kept by id (an event's image): chosen from disk, checked, uploaded at once, previewed. */
export interface ImageStore {
  upload(api: Api, file: File): Promise<{ id: number; url: string }>;
  /** the image's URL by its id, for the preview of a stored one */
  read(api: Api, id: number): Promise<{ id: number; url: string }>;
}

export type FieldSpec =
  | (FieldBase & {
      kind: 'text';
      maxLength: number;
      /** "N characters left" while typing */
      counter?: boolean;
      /** the limit is counted and checked on save instead of stopping the typing: a paste is never cut silently */
      softLimit?: boolean;
      code?: boolean;
    })
  | (FieldBase & { kind: 'textarea'; maxLength: number; counter?: boolean })
  /** a new password (ui/PasswordInput: hidden, with a show toggle): the server's rule beside it from the start, and a
   * shorter one refused before sending */
  | (FieldBase & { kind: 'password'; maxLength: number })
  | (FieldBase & { kind: 'number'; min: number; step?: number })
  /** a date and time typed as dd/mm/yyyy HH:mm (ui/DateTimeInput): the draft holds the wall clock ("YYYY-MM-DDTHH:mm")
   * once the text reads as one, the text as typed until then (refused before sending); draftOf and inputOf convert */
  | (FieldBase & { kind: 'datetime' })
  /** the draft holds 'true' or 'false' */
  | (FieldBase & { kind: 'checkbox' })
  | (FieldBase & { kind: 'select'; options(t: Translate): FieldOption[] })
  // `any`: the options' row type is the other list's, erased here; ListOptions checks it where it is written.
  | (FieldBase & { kind: 'list'; list: ListOptions<any> })
  /** the draft holds the image's id as text, '' for none */
  | (FieldBase & { kind: 'image'; images: ImageStore });

export interface RecordCalls<Row, Input> {
  create(input: Input): Promise<Row>;
  /** `version` is sent as If-Match when the section has versions; absent for sections that cannot edit */
  update?(id: number, input: Input, version?: string): Promise<Row>;
  /** absent for sections that cannot delete (canDelete: false) */
  remove?(id: number): Promise<void>;
  /** one call for the whole selection, all or nothing; without it the selection is deleted one by one */
  removeMany?(ids: readonly number[]): Promise<void>;
  /** reads one row; without it the list is loaded and searched */
  get?(id: number): Promise<Row>;
}

export interface SectionMessages {
  /** why edit and delete one are unavailable: no row under the cursor */
  noRow: MessageId;
  created: MessageId;
  edited: MessageId;
  deleted: MessageId;
  deletedMany: MessageId;
  /** with {failed} and {total}: some of a one-by-one deletion were refused */
  someNotDeleted: MessageId;
  createTitle: MessageId;
  /** with {name} */
  editTitle: MessageId;
  /** with {id} */
  notFound: MessageId;
  /** at the top of a refused form */
  refused: MessageId;
  /** a stale edit (412), for sections with versions */
  stale: MessageId;
  deleteTitle: MessageId;
  /** with {name} */
  deleteBody: MessageId;
  /** with {count} */
  deletesTitle: MessageId;
  /** with {count} */
  deletesBody: MessageId;
  /** one refusal in a deletion of many, with {id}, {name} and {message} */
  failure: MessageId;
}

export interface SectionTable<Row> {
  /** the columns in the spec's order, for a language; called once per language */
  columns(t: Translate, language: Language): Column<Row>[];
  visible: readonly string[];
  sort: SortState;
  searchable: readonly string[];
  /** command buttons: at the top right (the section's create is added last), and acting on the selection */
  toolbar: readonly string[];
  selectionBar?: { label: MessageId; commands: readonly string[] };
  /** the codes a row is selected by when a list of them is pasted or scanned into the search (table/scanCodes) */
  scan?: ScanSpec<Row>;
  /**
   * the fields its search filters by, typed as text (`status:missing -base:porto`, in the person's language too),
   * kept in the URL's `search`; on a list paged on the server each says its query parameter (filters/filterField.ts)
   */
  filters?: readonly FilterField<Row>[];
  /** a link beside the row action (e.g. to another site), null where a row has none */
  rowLink?: { label: MessageId; href(row: Row): string | null };
  /** rows shown quieter (e.g. past events) */
  muted?(row: Row): boolean;
  /** a list refreshes when its screen opens if older than this (default 0: always) */
  staleAfterMs?: number;
}

/**
 * What a section's table shows unless it says otherwise: a column per plain field, all shown, in the first field's
 * order, searched in its texts, no toolbar buttons of its own, and a selection bar to delete the selection.
 */
export type TableDescription<Row> = Omit<SectionTable<Row>, TableDefaults> & Partial<Pick<SectionTable<Row>, TableDefaults>>;
type TableDefaults = 'columns' | 'visible' | 'sort' | 'searchable' | 'toolbar' | 'selectionBar';

export interface SectionForm<Row, Input> {
  fields: readonly FieldSpec[];
  draftOf(row: Row | null): Draft;
  inputOf(draft: Draft): Input;
  /** rules between fields checked before sending (an end not before its start): field → message */
  validate?(draft: Draft): Partial<Record<string, MessageId>>;
}


/** A form of plain fields (texts, numbers, checkboxes) converts its rows and drafts itself (records/fieldDefaults.ts). */
export type FormDescription<Row, Input> = Input extends PlainInput ? Omit<SectionForm<Row, Input>, 'draftOf' | 'inputOf'> & Partial<SectionForm<Row, Input>> : SectionForm<Row, Input>;

/** What a section describes. Its paths are paths[id]; its messages follow the convention below unless it says. */
export interface SectionDescription<Id extends SectionId, Row extends { id: number }, Input> {
  /** the table's id, the commands' family and scope, e.g. "devices" */
  id: Id;
  store: ListStore<Row>;
  calls(api: Api): RecordCalls<Row, Input>;
  nameOf(row: Row): string;
  /**
   * the row's version, sent as If-Match on edit: by default the ETag it was answered with (api/versions.ts); a row
   * without one (a list's row) is read again before its edit, so an edit always says which version it changes
   */
  versionOf?(row: Row): string | undefined;
  /** extra palette words for the section's commands */
  keywords: readonly string[];
  /** false for sections the API cannot delete from (events): no delete commands, routes or buttons */
  canDelete?: boolean;
  /** false for sections the API cannot change (users): no edit command, route or row action */
  canEdit?: boolean;
  /**
   * Whether the session may create, edit and delete here (users: admins only), or why not: its commands are greyed
   * with the reason, and its routes opened by URL say it. Absent, everyone who uses the back office may.
   */
  mayChange?(): Availability;
  /**
   * false: its create command runs only on its own list, not from every screen (saved views are made by "Save this
   * view…" on the list they keep; a blank one from elsewhere is not what anyone reaches for)
   */
  createEverywhere?: false;
  /**
   * true: the section brings every conventional message of its own (the spec's words); else the kit words them from
   * its grammar (`<id>.one`, `<id>.other`, `<id>.gender`). Either is checked when it compiles.
   */
  ownMessages?: boolean;
  /** message ids that differ from the convention */
  messages?: Partial<SectionMessages>;
  table?: TableDescription<Row>;
  form: FormDescription<Row, Input>;
  /** after a save: other lists that show this row follow it */
  saved?(row: Row): void;
  /**
   * Writes some recorded fields of a row back (the activity history's undo, history/saveBack.ts) where
   * the section has no edit call (users: their role); undefined when it cannot write those fields.
   */
  writeFields?(api: Api, row: Row, values: Readonly<Record<string, unknown>>, version: string | undefined): Promise<Row> | undefined;
  /**
   * How a row shows in the palette where it differs from the default: its name as title, found by nothing more,
   * nothing under it, opening its edit panel (its place in the list when the section cannot edit)
   */
  palette?: Partial<EntityView<Row>>;
  /**
   * The signed-in person's own row (users): its delete confirmation asks explicitly and says what happens; in a
   * selection it is deleted last, and only once every other row is; its deletion ends the session (`deleted`).
   */
  ownRow?: {
    is(id: number): boolean;
    /** ends the session, and goes where it leads (the login) with `navigate` */
    deleted(navigate: (path: string) => void): void;
    /** what the confirmation says when it is the row deleted, when it is among the rows, and its button */
    messages: { one: MessageId; among: MessageId; confirm: MessageId };
  };
}

/** A described section, with everything the kit reads resolved. */
export interface Section<Row extends { id: number }, Input> extends Omit<SectionDescription<SectionId, Row, Input>, 'messages' | 'palette' | 'table' | 'form'> {
  paths: RecordPaths;
  table: SectionTable<Row>;
  form: SectionForm<Row, Input>;
  palette: EntityView<Row>;
  messages: SectionMessages;
  heading: MessageId;
  empty: MessageId;
}

// `any`: a registry of sections of different row and input types; each is checked where it is described.
export type AnySection = Section<any, any>;

/** Resolves a description: its paths, its messages by convention (and its own where it says). */
export function defineSection<Id extends SectionId, Row extends { id: number }, Input>(
  description: SectionDescription<Id, Row, Input> & { canDelete: false; canEdit?: true } & Worded<Id, BaseIds<Id> | EditIds<Id>>,
): Section<Row, Input>;
export function defineSection<Id extends SectionId, Row extends { id: number }, Input>(
  description: SectionDescription<Id, Row, Input> & { canEdit: false; canDelete?: true } & Worded<Id, BaseIds<Id> | DeleteIds<Id>>,
): Section<Row, Input>;
export function defineSection<Id extends SectionId, Row extends { id: number }, Input>(
  description: SectionDescription<Id, Row, Input> & { canEdit?: true; canDelete?: true } & Worded<Id, BaseIds<Id> | EditIds<Id> | DeleteIds<Id>>,
): Section<Row, Input>;
export function defineSection<Id extends SectionId, Row extends { id: number }, Input>(description: SectionDescription<Id, Row, Input>): Section<Row, Input> {
  const sectionPaths = paths[description.id];
  const palette: EntityView<Row> = {
    title: description.nameOf,
    searchText: () => [],
    subtitle: () => '',
    open: (row) => (description.canEdit === false ? `${sectionPaths.list}?focus=${row.id}` : sectionPaths.edit(row.id)),
    ...description.palette,
  };
  const { fields } = description.form;
  const columns = description.table?.columns ?? (() => columnsOfFields<Row>(fields));
  const textFields = fields.filter((field) => field.kind === 'text' || field.kind === 'textarea').map((field) => field.name);
  const table: SectionTable<Row> = {
    columns,
    visible: columns(() => '', 'en').map((column) => column.id),
    sort: { column: fields[0]?.name ?? 'id', direction: 'asc' },
    searchable: textFields,
    toolbar: [],
    ...(description.canDelete === false ? {} : { selectionBar: { label: `${description.id}.bulkActions` as MessageId, commands: [`${description.id}.deleteSelected`] } }),
    ...description.table,
  };
  const form: SectionForm<Row, Input> = {
    draftOf: (row) => draftOfFields(fields, row),
    // a form of plain fields only (FormDescription): its input is its fields' values
    inputOf: (draft) => inputOfFields(fields, draft) as Input,
    ...description.form,
  };
  return {
    versionOf: (row: Row) => versionOf(row),
    ...description,
    paths: sectionPaths,
    palette,
    table,
    form,
    messages: { noRow: 'records.noRow', someNotDeleted: 'records.someNotDeleted', stale: 'records.stale', failure: 'records.failure', ...conventionalMessages(description), ...description.messages } as SectionMessages,
    heading: `nav.${description.id}` as MessageId,
    empty: `${description.id}.empty` as MessageId,
  };
}
