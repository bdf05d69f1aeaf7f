import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { apiKeys, users, type ApiKeyRow, type UserRow } from '../../db/schema/index.ts';

const creator = alias(users, 'api_key_creator');

/** A key as lists show it: the row with its owner's and creator's names. */
export interface ApiKeyListed {
  key: ApiKeyRow;
  owner: Pick<UserRow, 'id' | 'name' | 'roles'>;
  creator: { id: number; name: string } | null;
}

/** The key of this hash (revoked ones too: the caller tells them apart) with its user. */
export async function findKeyByHash(db: Db, keyHash: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}

function listedQuery(db: Db) {
  return db
    .select({
      key: apiKeys,
      owner: { id: users.id, name: users.name, roles: users.roles },
      creator: { id: creator.id, name: creator.name },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy));
}

/** Keys newest first: of one owner, or every key (`userId` null). */
export async function listKeys(db: Db, userId: number | null): Promise<ApiKeyListed[]> {
  return listedQuery(db)
    .where(userId === null ? undefined : eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findListedKey(db: Db, id: number): Promise<ApiKeyListed | undefined> {
  const [row] = await listedQuery(db).where(eq(apiKeys.id, id)).limit(1);
  return row;
}

export type NewApiKey = Pick<ApiKeyRow, 'userId' | 'name' | 'prefix' | 'keyHash' | 'scopes' | 'createdBy' | 'createdAt'>;

export async function insertKey(db: Db, row: NewApiKey): Promise<number> {
  const [inserted] = await db.insert(apiKeys).values(row).returning({ id: apiKeys.id });
  return inserted!.id;
}

/** Revokes a live key (a revoked one keeps its first revocation time). */
export async function revokeKey(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
