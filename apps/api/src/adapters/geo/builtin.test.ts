import { describe, expect, it } from 'vitest';
import { builtinGeoProvider } from './builtin.ts';
import { CZ_PLACES } from './data/cz-places.ts';
import { GeoError } from './geo-provider.ts';
import type { LocalPlace } from './local-places.ts';
import { estimateRoute, haversineKm } from './route-estimate.ts';

const LOCAL: LocalPlace[] = [
  {
    kind: 'location',
    id: 3,
    name: 'Hotel Smíchov Park (naše stanoviště)',
    address: 'Plzeňská 1, 150 00 Praha 5',
    lat: 50.0702,
    lng: 14.4009,
  },
  { kind: 'address', id: 9, name: 'Kancelář ABC', address: 'Karlínské náměstí 7, Praha 8', lat: null, lng: null },
];
const geo = builtinGeoProvider({ localPlaces: () => Promise.resolve(LOCAL) });
const names = async (term: string, limit = 5) => (await geo.suggest(term, { limit, lang: 'cs' })).map((s) => s.fullName);

describe('builtin geo provider: suggestions', () => {
  it.each<[string, string]>([
    ['leti', 'Letiště Václava Havla Praha – Terminál 1'],
    ['letiště', 'Letiště Václava Havla Praha – Terminál 1'],
    ['LETISTE BRNO', 'Letiště Brno-Tuřany'],
    ['smich', 'Smíchov'],
    ['karlin', 'Karlín'],
    ['vinohr', 'Vinohrady'],
    ['zizkov', 'Žižkov'],
    ['praha 5', 'Praha 5'],
    ['hlavni nadrazi', 'Praha hlavní nádraží'],
    ['prg', 'Letiště Václava Havla Praha – Terminál 1'],
    ['o2', 'O2 arena'],
    ['hilton', 'Hilton Prague'],
    ['kongres', 'Kongresové centrum Praha'],
    ['brno', 'Brno'],
    ['ceske bud', 'České Budějovice'],
    ['krumlov', 'Český Krumlov'],
    ['vienna', 'Letiště Vídeň-Schwechat'],
    ['mnichov', 'Mnichov'],
  ])('%s → %s first', async (term, first) => {
    expect((await names(term))[0]).toMatch(new RegExp(`^${first.replace(/[()]/g, '\\$&')}(,|$)`));
  });

  it("ranks the company's own places with the bundled ones, and answers nothing for an empty term", async () => {
    expect((await names('smich'))[0]).toBe('Smíchov, Praha 5');
    expect((await names('hotel smi'))[0]).toBe('Hotel Smíchov Park (naše stanoviště), Plzeňská 1, 150 00 Praha 5');
    expect((await geo.suggest('kancel', { limit: 5, lang: 'en' }))[0]).toMatchObject({
      placeId: 'local:address:9',
      id: 'local:address:9',
      address: 'Karlínské náměstí 7, Praha 8',
    });
    expect(await names('   ')).toEqual([]);
    expect(await names('xyzqwv')).toEqual([]);
  });

  it('answers the spec shape with coordinates, at most `limit`', async () => {
    const list = await geo.suggest('praha', { limit: 3, lang: 'cs' });
    expect(list).toHaveLength(3);
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(['address', 'fullName', 'id', 'lat', 'lng', 'placeId']);
      expect(s.placeId).toMatch(/^(builtin|local):/);
    }
  });
});

describe('builtin geo provider: geocode and route', () => {
  it('geocodes bundled and local place ids; unknown ones are null', async () => {
    expect(await geo.geocode('builtin:smichov')).toEqual({ lat: 50.07, lng: 14.405, address: 'Praha 5' });
    expect(await geo.geocode('local:location:3')).toEqual({ lat: 50.0702, lng: 14.4009, address: 'Plzeňská 1, 150 00 Praha 5' });
    // A frequently used address without coordinates is looked up by its text, then by its parts: Praha 8.
    expect(await geo.geocode('local:address:9')).toEqual({ lat: 50.118, lng: 14.465, address: 'Karlínské náměstí 7, Praha 8' });
    expect(await geo.geocode('local:location:404')).toBeNull();
    expect(await geo.geocode('builtin:atlantis')).toBeNull();
  });

  it('estimates a route: straight line × 1.3, marked as an estimate', async () => {
    const airport = (await geo.geocode('builtin:letiste-vaclava-havla-praha-terminal-1'))!;
    const square = (await geo.geocode('builtin:vaclavske-namesti'))!;
    const r = await geo.route([airport, square]);
    expect(r.estimate).toBe(true);
    expect(r.distanceKm).toBeCloseTo(haversineKm(airport, square) * 1.3, 1);
    expect(r.distanceKm).toBeGreaterThan(15); // the real drive is about 17 km
    expect(r.distanceKm).toBeLessThan(21);
    expect(r.durationMin).toBeGreaterThan(20);
    const brno = (await geo.geocode('builtin:brno'))!;
    const prague = (await geo.geocode('builtin:praha'))!;
    const long = await geo.route([prague, brno]);
    expect(long.distanceKm).toBeGreaterThan(200); // the D1 is about 205 km
    expect(long.distanceKm).toBeLessThan(260);
    expect(estimateRoute([prague, airport, brno]).distanceKm).toBeGreaterThan(long.distanceKm);
  });

  it('refuses a route of fewer than 2 points or bad coordinates with a GeoError', async () => {
    await expect(geo.route([{ lat: 50, lng: 14 }])).rejects.toBeInstanceOf(GeoError);
    await expect(
      geo.route([
        { lat: 50, lng: 14 },
        { lat: 95, lng: 14 },
      ]),
    ).rejects.toMatchObject({ kind: 'INVALID_REQUEST' });
  });
});

describe('bundled places data', () => {
  it('has unique ids and coordinates inside Central Europe', () => {
    const ids = CZ_PLACES.map((p) => p.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of CZ_PLACES) {
      expect([p.name, p.lat > 47 && p.lat < 53.5 && p.lng > 11 && p.lng < 19.5]).toEqual([p.name, true]);
    }
  });
  it('covers every Prague district and the kinds the calculator needs', () => {
    for (let n = 1; n <= 22; n++) expect(ids()).toContain(`builtin:praha-${n}`);
    const kinds = new Set(CZ_PLACES.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['airport', 'district', 'hotel', 'landmark', 'station', 'town']);
  });
  const ids = () => CZ_PLACES.map((p) => p.placeId);
});
