import { describe, expect, it } from 'vitest';
import { dominantRole, isNeverRedirected, isPublicRoute, landingRoute } from './roles.ts';

describe('roles', () => {
  it.each([
    [['ADMIN'], '/dispatching'],
    [['FLEET_MANAGER'], '/dispatching'],
    [['CUSTOMER'], '/dispatching'],
    [['DRIVER'], '/driver'],
    [['DRIVER', 'PASSENGER'], '/driver'],
    [['PASSENGER'], '/manage/drives'],
    [[], '/manage/drives'],
    [['DRIVER', 'FLEET_MANAGER'], '/dispatching'],
  ])('%j lands on %s', (roles, route) => {
    expect(landingRoute(roles)).toBe(route);
  });

  it('the dominant role is the strongest held', () => {
    expect(dominantRole(['PASSENGER', 'CUSTOMER', 'DRIVER'])).toBe('DRIVER');
    expect(dominantRole(['UNKNOWN'])).toBeNull();
  });

  it('check-payment and my-drive routes are public and never redirected', () => {
    for (const p of ['/check-payment/drive/12', '/check-payment/payment/7', '/my-drive/abc']) {
      expect(isNeverRedirected(p)).toBe(true);
      expect(isPublicRoute(p)).toBe(true);
    }
    expect(isPublicRoute('/auth/login')).toBe(true);
    expect(isPublicRoute('/praha-1/track-your-driver')).toBe(true);
    expect(isPublicRoute('/dispatching')).toBe(false);
    expect(isNeverRedirected('/auth/login')).toBe(false);
  });
});
