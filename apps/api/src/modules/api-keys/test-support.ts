import type { ApiKeyScope } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../shared/crypto.ts';
import { insertKey } from './api-keys.repository.ts';
import { newApiKey } from './api-keys.service.ts';

/** Factory: a live key of `userId` straight in the database; answers its id and the whole key. */
export async function buildApiKey(
  database: Database,
  userId: number,
  scopes: readonly ApiKeyScope[] = ['rides:read'],
): Promise<{ id: number; key: string }> {
  const { key, prefix } = newApiKey();
  const id = await insertKey(database.db, {
    userId,
    name: `Key ${prefix}`,
    prefix,
    keyHash: sha256(key),
    scopes: [...scopes],
    createdBy: null,
    createdAt: new Date(),
  });
  return { id, key };
}
