import { describe, expect, it } from 'vitest';
import { rideExportVariants } from '../auth/permissions.ts';
import { rideExportFileName, ZRideExportQuery } from './export.ts';

describe('the rides export contract', () => {
  it('lets ADMIN ask any variant, fleet and driver the fleet one, a customer the client one, a passenger none', () => {
    expect(rideExportVariants(['ADMIN'])).toEqual(['admin', 'fleet', 'client']);
    expect(rideExportVariants(['FLEET_MANAGER'])).toEqual(['fleet']);
    expect(rideExportVariants(['DRIVER'])).toEqual(['fleet']);
    expect(rideExportVariants(['CUSTOMER'])).toEqual(['client']);
    expect(rideExportVariants(['DRIVER', 'CUSTOMER'])).toEqual(['fleet', 'client']);
    expect(rideExportVariants(['PASSENGER'])).toEqual([]);
  });

  it("reads the list's filters and the variant, without paging", () => {
    const query = ZRideExportQuery.parse({ for: 'client', status: 'NEW,DONE', dateFrom: '2026-11-01_00:00:00', page: '3' });
    expect(query).toMatchObject({ for: 'client', status: ['NEW', 'DONE'], dateFrom: '2026-11-01_00:00:00', sortBy: '-date' });
    expect(query).not.toHaveProperty('page');
    expect(ZRideExportQuery.safeParse({ for: 'driver' }).success).toBe(false);
    expect(ZRideExportQuery.safeParse({}).success).toBe(false);
  });

  it('names the file by the filtered dates, else by today in Prague', () => {
    expect(rideExportFileName({ dateFrom: '2026-11-01_00:00:00', dateTo: '2026-11-30_23:59:59' })).toBe('jizdy-2026-11-01-2026-11-30.xlsx');
    expect(rideExportFileName({ dateFrom: '2026-11-01_00:00:00' })).toBe('jizdy-od-2026-11-01.xlsx');
    expect(rideExportFileName({ dateTo: '2026-11-30_23:59:59' })).toBe('jizdy-do-2026-11-30.xlsx');
    expect(rideExportFileName({}, new Date('2026-11-26T23:30:00Z'))).toBe('jizdy-2026-11-27.xlsx');
  });
});
