import { LANGUAGES } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/i18n';

/** Each menu item and the title of the page it opens: namespace and key (issue 17 §10). */
const PAGE_TITLES: Record<string, [string, string]> = {
  dispatching: ['rides', 'dispatching.title'],
  dispatchBoard: ['dispatch', 'board.title'],
  driverRides: ['driver', 'title'],
  rides: ['rides', 'list.title'],
  billing: ['billing', 'title'],
  locations: ['places', 'locations.title'],
  flightNumbers: ['places', 'flights.title'],
  frequentAddresses: ['places', 'addresses.title'],
  vehicleOffers: ['pricing', 'offers.title'],
  vehicles: ['vehicles', 'list.title'],
  expiringDocuments: ['documents', 'title'],
  passengers: ['passengers', 'list.title'],
  prices: ['pricing', 'prices.title'],
  fixedPrices: ['pricing', 'fixed.title'],
  notifications: ['settings', 'notification.title'],
  dashboard: ['board', 'title'],
  failedDeliveries: ['deliveries', 'title'],
  blog: ['blog', 'admin.title'],
  blogReader: ['blog', 'reader.title'],
  loginHistory: ['loginHistory', 'title'],
  settings: ['settings', 'title'],
  profileSettings: ['profile', 'title'],
};

const textAt = (tree: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('menu names (issue 17 §10)', () => {
  it.each(LANGUAGES)('equal the titles of the pages they open (%s)', (language) => {
    const resources = RESOURCES[language] as Record<string, object>;
    const items = textAt(resources['nav'] ?? {}, 'items') as Record<string, string>;
    for (const [item, [namespace, key]] of Object.entries(PAGE_TITLES)) {
      expect(textAt(resources[namespace] ?? {}, key), `${language} ${item}`).toBe(items[item]);
    }
  });
});
