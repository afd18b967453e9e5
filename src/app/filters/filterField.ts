// What a section declares for each field its list filters by (`status`, `base`, `model`…): its key in English and
// in the person's language, the values it takes and each row's. Declared in a section's `table.filters`.
import type { MessageId } from '../i18n/messageIds';

export type Words = (id: MessageId) => string;

/** Values with stable codes (a status, a base, yes/no): the URL holds the code, the person reads and types the label. */
export interface CodedValues {
  codes: readonly string[];
  label(code: string, t: Words): string;
}

/** Values that are names read from the rows themselves (a model's, an event's): the URL holds the name. */
export interface NamedValues<Row> {
  names(rows: readonly Row[]): Iterable<string>;
}

export interface FilterField<Row> {
  /** the key in English, always understood and written to the URL: `status` */
  key: string;
  /** the key in the person's language, one word (`estado`): understood beside the English one */
  word: MessageId;
  /** what the chip calls it: "Status" */
  title: MessageId;
  values: CodedValues | NamedValues<Row>;
  /** the row's code or name; null when it has none (matched by the value `none`) */
  valueOf(row: Row): string | null;
  /** the table's column that shows it: `f` on a cell of that column filters to the cell's value */
  column?: string;
  /** whether `none` (a device with no base, no event) is a value */
  none?: boolean;
  /** on a list paged on the server: the query parameter that carries this filter, and a code's value there */
  server?: { param: string; value(code: string): string };
}

export const isCoded = <Row>(values: FilterField<Row>['values']): values is CodedValues => 'codes' in values;

/** Yes / no, for a true-or-false field (a premium space, an admin). */
export const YES_NO: CodedValues = { codes: ['yes', 'no'], label: (code, t) => t(code === 'yes' ? 'filters.yes' : 'filters.no') };
