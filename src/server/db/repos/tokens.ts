import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_MS } from '../../../contract/limits';
import { now } from '../clock';
import { inIds } from '../ids';
import { repeatEvery } from '../repeatEvery';
import type { Db } from '../database';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a 256-bit random token; only its SHA-256 is stored. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = now();
  await db
    .insertInto('tokens')
    .values({
      user_id: userId,
      token_hash: hashOf(token),
      created_at: createdAt,
      expires_at: new Date(Date.parse(createdAt) + TOKEN_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The live token's owner, or undefined when the token is unknown or expired. */
export async function findTokenOwner(db: Db, token: string) {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select(['tokens.id as tokenId', 'tokens.expires_at', 'users.id', 'users.name', 'users.email', 'users.role'])
    .where('tokens.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString()) return undefined;
  return { tokenId: row.tokenId, id: row.id, name: row.name, email: row.email, role: row.role };
}

/**
 * Of these tokens, those that still exist and belong to someone who may use the back office (either role), with
 * when each expires (one query for every open change stream).
 */
export async function backOfficeTokenExpiries(db: Db, tokenIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select(['tokens.id', 'tokens.expires_at'])
    .where('tokens.id', 'in', inIds(tokenIds))
    .where('users.role', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.expires_at]));
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.deleteFrom('tokens').where('id', '=', tokenId).execute();
}

export async function revokeAllTokensOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
}

/** Deletes the tokens that have expired; answers how many. */
export async function deleteExpiredTokens(db: Db): Promise<number> {
  const { numDeletedRows } = await db.deleteFrom('tokens').where('expires_at', '<=', new Date().toISOString()).executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * Purges expired tokens now and then every `intervalMs` (they already fail the check; this keeps the table from
 * growing and drops what a stolen database would hold). Answers the function that stops it.
 */
export function purgeExpiredTokens(db: Db, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  const first = deleteExpiredTokens(db).catch(onError);
  const stop = repeatEvery(() => first.then(() => deleteExpiredTokens(db)), intervalMs, onError);
  return async () => {
    await stop();
    await first;
  };
}
