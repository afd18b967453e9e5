import writeExcelFile, { type Row } from 'write-excel-file/node';
import type { SubscriptionExportRow } from '../db/repos/subscriptions';

export const SUBSCRIPTION_COLUMNS = ['email', 'space', 'created_at'] as const;

// Every cell is typed String: such a cell is stored as text, so a value like "=HYPERLINK(...)" typed by a
// subscriber is shown as written and never evaluated. created_at stays the API's ISO 8601 text.
const text = (value: string) => ({ value, type: String });

/** The .xlsx of every subscription: one sheet, a header row, one row per subscription. */
export async function subscriptionsWorkbook(rows: readonly SubscriptionExportRow[]): Promise<Buffer> {
  const data: Row[] = [
    SUBSCRIPTION_COLUMNS.map((column) => text(column)),
    ...rows.map((row) => SUBSCRIPTION_COLUMNS.map((column) => text(row[column]))),
  ];
  return writeExcelFile(data, {
    sheet: 'Subscriptions',
    columns: [{ width: 40 }, { width: 30 }, { width: 26 }],
    stickyRowsCount: 1,
  }).toBuffer();
}
