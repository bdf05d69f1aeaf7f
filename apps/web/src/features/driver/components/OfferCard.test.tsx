import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makeRide } from '../../../test/rides';
import { areaOf, routeKm } from '../offer-summary';
import { OfferCard } from './OfferCard';

const route = [
  { address: 'Letiště Václava Havla, Terminál 1, 161 00 Praha 6, Česko', placeId: null, lat: 50.1079, lng: 14.266, note: null },
  { address: 'Václavské náměstí 1, 110 00 Praha 1', placeId: null, lat: 50.0815, lng: 14.4266, note: null },
];

describe('a free-ride offer (issue 17 §4)', () => {
  it('takes the area from the address and the length from the stops', () => {
    expect(areaOf(route[0]?.address)).toBe('Praha 6');
    expect(areaOf('Kladno')).toBe('Kladno');
    expect(areaOf('Masarykova 5, Brno-střed, Czechia')).toBe('Brno-střed');
    expect(areaOf('')).toBeNull();
    expect(routeKm(route)).toBe(15);
    expect(routeKm([route[0]!, { ...route[1]!, lat: null }])).toBeNull();
  });

  it('shows time, areas, length, vehicle and the driver price, and nobody who rides', () => {
    // Even if a ride came with the passenger's data, the offer card does not show it.
    const ride = makeRide({
      id: 40,
      status: 'FREE',
      route,
      driverPrice: 850,
      vehicleCategory: 'VAN',
      vehicleOfferName: 'Group van',
      passengerName: 'Petr Cestující',
      passengerPhone: '+420 601 000 005',
      customerName: 'Klára Zákaznice',
      meetingBoard: 'Petr Cestující',
    });
    renderWithProviders(<OfferCard ride={ride} />, { user: makeUser(['DRIVER']) });
    const card = screen.getByRole('article', { name: 'Trip offer 40' });
    expect(card.textContent).toContain('Praha 6 → Praha 1');
    expect(card.textContent).toContain('about 15 km');
    // The offer by the name the API gives in the UI language, and its category (issue 17 §4, §13).
    expect(card.textContent).toContain('Vehicle: Group van, Van');
    expect(screen.getByLabelText(/Your price/).textContent).toMatch(/850/);
    expect(card.textContent).not.toMatch(/Cestující|Zákaznice|601 000 005|Václavské|Terminál/);
  });
});
