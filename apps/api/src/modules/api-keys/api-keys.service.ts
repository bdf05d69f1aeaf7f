import { randomBytes } from 'node:crypto';
import {
  API_KEY_RATE_LIMIT,
  API_KEY_TOUCH_MS,
  apiKeyPrefixOf,
  apiKeyScopesFor,
  managesOthersApiKeys,
  type ApiKeyScope,
  type TApiKey,
  type TApiKeyCreated,
} from '@vozka/domain';
import type { z } from 'zod';
import type { ZApiKeyCreate } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { apiKeys, type UserRow } from '../../db/schema/index.ts';
import { touchLastUsed } from '../../db/by-id.ts';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.ts';
import type { ApiKeyCaller } from '../../plugins/auth.ts';
import { AppError } from '../../shared/errors.ts';
import { sha256 } from '../../shared/crypto.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import * as repo from './api-keys.repository.ts';
import { presentApiKey } from './api-keys.presenter.ts';

export interface ApiKeysDeps {
  db: Db;
  /** Each key's requests per minute count here (`api-key:<id>`), shared by every instance on the database. */
  throttle: ThrottleStore;
  clock?: Clock;
}

/** A new key: `vzk_<8 hex>_<256 random bits, base64url>`; only its SHA-256 is stored. */
export function newApiKey(): { key: string; prefix: string } {
  const prefix = `vzk_${randomBytes(4).toString('hex')}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

function tooManyRequests(seconds: number): AppError {
  return new AppError(429, 'API_KEY_RATE_LIMITED', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}

/** API keys for integrations (docs/api/integrations.md): authentication of a key, and its management. */
export function createApiKeysService(deps: ApiKeysDeps) {
  const { db, throttle } = deps;
  const now = nowOf(deps.clock);

  /** The key's owner: ADMIN names a customer (or an admin) or leaves it out for itself; everyone else is its own. */
  async function ownerFor(actor: UserRow, userId: number | undefined): Promise<UserRow> {
    if (userId === undefined || userId === actor.id) return actor;
    if (!managesOthersApiKeys(actor.roles)) throw new AppError(403, 'FORBIDDEN');
    const owner = await repo.findUser(db, userId);
    if (!owner || owner.status !== 'ACTIVE' || owner.deletedAt || apiKeyScopesFor(owner.roles).length === 0) {
      throw new AppError(400, 'API_KEY_OWNER_INVALID', { fields: { userId: 'API_KEY_OWNER_INVALID' } });
    }
    return owner;
  }

  async function visibleKey(actor: UserRow, id: number): Promise<repo.ApiKeyListed> {
    const listed = await repo.findListedKey(db, id);
    if (!listed || (!managesOthersApiKeys(actor.roles) && listed.key.userId !== actor.id)) throw new AppError(404, 'NOT_FOUND');
    return listed;
  }

  return {
    /**
     * The user and key of a live key of an active user, or null (unknown, revoked, malformed: the caller answers
     * 401). Counts the request in the key's minute (429 beyond API_KEY_RATE_LIMIT) and records the use at most
     * once a minute.
     */
    async authenticate(key: string): Promise<{ user: UserRow; key: ApiKeyCaller } | null> {
      if (apiKeyPrefixOf(key) === null) return null;
      const found = await repo.findKeyByHash(db, sha256(key));
      if (!found || found.key.revokedAt || found.user.status !== 'ACTIVE' || found.user.deletedAt) return null;
      const t = now();
      const window = await throttle.hit({ key: `api-key:${found.key.id}`, windowMs: API_KEY_RATE_LIMIT.windowMs }, t.getTime());
      if (window.count > API_KEY_RATE_LIMIT.max) throw tooManyRequests(Math.max(1, Math.ceil((window.resetAt - t.getTime()) / 1000)));
      const staleBefore = new Date(t.getTime() - API_KEY_TOUCH_MS);
      if (!found.key.lastUsedAt || found.key.lastUsedAt < staleBefore) await touchLastUsed(db, apiKeys, found.key.id, t, staleBefore);
      return { user: found.user, key: { id: found.key.id, scopes: found.key.scopes } };
    },

    /** ADMIN: every key (or one owner's); anyone else: its own keys. Never a secret. */
    async list(actor: UserRow, userId: number | undefined): Promise<TApiKey[]> {
      const owner = managesOthersApiKeys(actor.roles) ? (userId ?? null) : actor.id;
      return (await repo.listKeys(db, owner)).map(presentApiKey);
    },

    /** A new key for the owner within the scopes its roles may hold; the whole key is in this answer only. */
    async create(actor: UserRow, input: z.output<typeof ZApiKeyCreate>): Promise<TApiKeyCreated> {
      const owner = await ownerFor(actor, input.userId);
      const allowed: readonly ApiKeyScope[] = apiKeyScopesFor(owner.roles);
      const refused = input.scopes.find((scope) => !allowed.includes(scope));
      if (refused)
        throw new AppError(400, 'API_KEY_SCOPE_NOT_ALLOWED', {
          params: { scope: refused },
          fields: { scopes: 'API_KEY_SCOPE_NOT_ALLOWED' },
        });
      const { key, prefix } = newApiKey();
      const id = await repo.insertKey(db, {
        userId: owner.id,
        name: input.name,
        prefix,
        keyHash: sha256(key),
        scopes: input.scopes,
        createdBy: actor.id,
        createdAt: now(),
      });
      return { ...presentApiKey((await repo.findListedKey(db, id))!), key };
    },

    /** Revokes a key at once (its next request answers 401); a revoked key stays listed as revoked. */
    async revoke(actor: UserRow, id: number): Promise<TApiKey> {
      await visibleKey(actor, id);
      await repo.revokeKey(db, id, now());
      return presentApiKey(await visibleKey(actor, id));
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
