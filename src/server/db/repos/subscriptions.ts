import { now } from '../clock';
import type { Db } from '../database';

export interface Subscription { id: number; email: string; space: number; created_at: string }

/** One row of the export: the subscriber and the name of the space they follow. */
export interface SubscriptionExportRow { email: string; space: string; created_at: string }

export async function insertSubscription(db: Db, email: string, spaceId: number): Promise<Subscription> {
  const row = await db
    .insertInto('subscriptions')
    .values({ email, space_id: spaceId, created_at: now() })
    .returning(['id', 'email', 'space_id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, space: row.space_id, created_at: row.created_at };
}

/** Every subscription, oldest first. */
export async function allSubscriptionsForExport(db: Db): Promise<SubscriptionExportRow[]> {
  return db
    .selectFrom('subscriptions as sub')
    .innerJoin('spaces as s', 's.id', 'sub.space_id')
    .select(['sub.email', 's.name as space', 'sub.created_at'])
    .orderBy('sub.created_at')
    .orderBy('sub.id')
    .execute();
}
