import { describe, expect, it } from 'vitest';
import { postLoginTarget, readFrom } from './auth-routing';
import { safeRedirect } from './redirect';

describe('where a signed-in user goes from a public screen', () => {
  it('lands by role without a remembered screen', () => {
    expect(postLoginTarget(['ADMIN'], null)).toBe('/dispatching');
    expect(postLoginTarget(['CUSTOMER'], null)).toBe('/dispatching');
    expect(postLoginTarget(['DRIVER'], null)).toBe('/driver');
  });

  it('goes back to a never-redirected screen', () => {
    expect(postLoginTarget(['DRIVER'], '/check-payment/drive/abc')).toBe('/check-payment/drive/abc');
    expect(postLoginTarget(['CUSTOMER'], '/my-drive/xyz')).toBe('/my-drive/xyz');
  });

  it('goes back to an app screen only when the roles may open it', () => {
    expect(postLoginTarget(['ADMIN'], '/manage/vehicles')).toBe('/manage/vehicles');
    expect(postLoginTarget(['CUSTOMER'], '/manage/vehicles')).toBe('/dispatching');
    expect(postLoginTarget(['FLEET_MANAGER'], '/manage/users?roleName=DRIVER')).toBe('/manage/users?roleName=DRIVER');
    expect(postLoginTarget(['FLEET_MANAGER'], '/manage/users?roleName=ADMIN')).toBe('/dispatching');
  });

  it('never follows a target to another origin or back to a public screen', () => {
    expect(postLoginTarget(['ADMIN'], '//evil.example/x')).toBe('/dispatching');
    expect(postLoginTarget(['ADMIN'], 'https://evil.example/')).toBe('/dispatching');
    expect(postLoginTarget(['ADMIN'], '/auth/login')).toBe('/dispatching');
  });

  it('reads the remembered screen from router state', () => {
    expect(readFrom({ from: '/manage/drives' })).toBe('/manage/drives');
    expect(readFrom(null)).toBeNull();
    expect(readFrom({ from: 3 })).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('accepts same-origin relative paths', () => {
    expect(safeRedirect('/check-payment/drive/5?x=1')).toBe('/check-payment/drive/5?x=1');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'relative', '', null])(
    'rejects %s',
    (value) => {
      expect(safeRedirect(value)).toBeNull();
    },
  );
});
