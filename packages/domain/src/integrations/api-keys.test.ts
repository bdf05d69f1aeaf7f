import { describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  apiKeyPrefixOf,
  apiKeyRule,
  apiKeyScopesFor,
  canManageApiKeys,
  managesOthersApiKeys,
  ZApiKeyCreate,
} from './api-keys.ts';

describe('API key rules', () => {
  it('reads need the area read scope, every other method its write scope', () => {
    expect(apiKeyRule('GET', '/api/orders')).toEqual({ scope: 'rides:read' });
    expect(apiKeyRule('HEAD', '/api/orders/:id')).toEqual({ scope: 'rides:read' });
    expect(apiKeyRule('PUT', '/api/orders/:id')).toEqual({ scope: 'rides:write' });
    expect(apiKeyRule('GET', '/api/orders/:id/payments')).toEqual({ scope: 'payments:read' });
    expect(apiKeyRule('DELETE', '/api/orders/:id/payments/:paymentId')).toEqual({ scope: 'payments:write' });
    expect(apiKeyRule('GET', '/api/orders/:id/invoice')).toEqual({ scope: 'invoices:read' });
    expect(apiKeyRule('GET', '/api/file/:id')).toEqual({ scope: 'files:read' });
    expect(apiKeyRule('GET', '/api/user-details')).toEqual({ any: true });
  });

  it('refuses person-only routes and paths in no area', () => {
    for (const url of ['/api/profile/password', '/api/sessions/:id', '/api/api-keys', '/api/logout', '/api/profile/calendar-feed']) {
      expect(apiKeyRule('POST', url)).toEqual({ refused: 'person' });
    }
    expect(apiKeyRule('GET', '/api/something-new')).toEqual({ refused: 'unknown' });
  });

  it('a customer may hold its areas only; ADMIN every scope; other roles none', () => {
    expect(apiKeyScopesFor(['ADMIN'])).toEqual(API_KEY_SCOPES);
    expect(apiKeyScopesFor(['CUSTOMER'])).toEqual([
      'rides:read',
      'rides:write',
      'payments:read',
      'payments:write',
      'invoices:read',
      'invoices:write',
      'reports:read',
      'reports:write',
    ]);
    expect(apiKeyScopesFor(['DRIVER'])).toEqual([]);
    expect(canManageApiKeys(['CUSTOMER'])).toBe(true);
    expect(canManageApiKeys(['FLEET_MANAGER'])).toBe(false);
    expect(managesOthersApiKeys(['CUSTOMER'])).toBe(false);
  });

  it('recognises the key format and dedupes scopes', () => {
    expect(apiKeyPrefixOf(`vzk_0a1b2c3d_${'A'.repeat(43)}`)).toBe('vzk_0a1b2c3d');
    expect(apiKeyPrefixOf('vzk_short')).toBeNull();
    expect(ZApiKeyCreate.parse({ name: ' Tool ', scopes: ['rides:read', 'rides:read'] })).toEqual({ name: 'Tool', scopes: ['rides:read'] });
    expect(ZApiKeyCreate.safeParse({ name: 'x', scopes: ['rides:admin'] }).success).toBe(false);
  });
});
