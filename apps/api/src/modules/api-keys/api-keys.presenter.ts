import { API_KEY_OWNER_ROLES, type ApiKeyOwnerRole, type ApiKeyScope, type TApiKey } from '@vozka/domain';
import type { ApiKeyListed } from './api-keys.repository.ts';

/** The owner's role a key acts with: ADMIN when it holds it (an admin integration), else CUSTOMER. */
export function ownerRoleOf(roles: readonly string[]): ApiKeyOwnerRole {
  return API_KEY_OWNER_ROLES.find((role) => roles.includes(role)) ?? 'CUSTOMER';
}

/** A key for lists: never its secret nor its hash. */
export function presentApiKey({ key, owner, creator }: ApiKeyListed): TApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes as ApiKeyScope[],
    owner: { id: owner.id, name: owner.name, role: ownerRoleOf(owner.roles) },
    createdBy: creator,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}
