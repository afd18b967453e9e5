import type { SubscriptionExportRow } from '../db/repos/subscriptions';
import { writeXlsx, type CellOut } from './xlsxWrite';

export const SUBSCRIPTION_COLUMNS = ['email', 'space', 'created_at'] as const;

function* subscriptionRows(rows: readonly SubscriptionExportRow[]): Generator<CellOut[]> {
  for (const row of rows) yield SUBSCRIPTION_COLUMNS.map((column) => row[column]);
}

/**
 * The .xlsx of every subscription: one sheet, a header row, one row per subscription. Text cells are never
 * formulas, so an e-mail like "=HYPERLINK(...)" typed by a subscriber is shown as written.
 */
export function subscriptionsWorkbook(rows: readonly SubscriptionExportRow[]): Promise<Buffer> {
  return writeXlsx({ name: 'Subscriptions', header: SUBSCRIPTION_COLUMNS, rows: subscriptionRows(rows) });
}
