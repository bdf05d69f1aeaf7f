/**
 * The demo price list (Prague, 2026, without VAT): vehicle offers with their distance intervals, the
 * company's locations, fixed prices, flight numbers, frequently used addresses and settings. Money in
 * CZK here; seed/pricing.ts stores haléře.
 */
import type { VehicleOfferForPricing } from '@vozka/domain';

export interface DemoInterval {
  fromKm: number;
  toKm: number | null;
  pricePerKm: number;
  minimumFare: number;
  waitingPerMinute: number;
}

/** A demo vehicle offer: what the price engine reads of one (money in CZK here), and the rest of its row. */
export interface DemoOffer extends Omit<VehicleOfferForPricing, 'id' | 'allowedClientIds'> {
  key: 'economy' | 'business' | 'van' | 'minibus';
  /** The English name (`name` is the Czech one; issue 17 §13). */
  nameEn: string;
  description: string;
  /** Demo customers (by e-mail) the offer is restricted to; none = everyone. */
  clients: string[];
  intervals: DemoInterval[];
}

/** Long rides are cheaper per km beyond 30 km; the engine keeps a longer ride from ever costing less. */
const twoBands = (near: number, far: number, minimumFare: number, waitingPerMinute: number): DemoInterval[] => [
  { fromKm: 0, toKm: 30, pricePerKm: near, minimumFare, waitingPerMinute },
  { fromKm: 30, toKm: null, pricePerKm: far, minimumFare, waitingPerMinute },
];

export const DEMO_OFFERS: DemoOffer[] = [
  {
    key: 'economy',
    name: 'Ekonomický sedan',
    nameEn: 'Economy sedan',
    persons: 4,
    luggage: 3,
    transfer: true,
    rent: true,
    congress: false,
    rentPricePerHour: 590,
    public: true,
    description: 'Škoda Octavia nebo Toyota Corolla Hybrid, klimatizace, nekuřácký vůz.',
    clients: [],
    intervals: twoBands(34, 29, 450, 6),
  },
  {
    key: 'business',
    name: 'Sedan business třídy',
    nameEn: 'Business sedan',
    persons: 3,
    luggage: 3,
    transfer: true,
    rent: true,
    congress: true,
    rentPricePerHour: 890,
    public: true,
    description: 'Mercedes-Benz třídy E nebo BMW řady 5, kožená sedadla, voda na palubě.',
    clients: [],
    intervals: twoBands(42, 36, 690, 8),
  },
  {
    key: 'van',
    name: 'Business van (třída V)',
    nameEn: 'Business van (V-Class)',
    persons: 7,
    luggage: 7,
    transfer: true,
    rent: true,
    congress: true,
    rentPricePerHour: 1190,
    public: true,
    description: 'Mercedes-Benz třídy V pro rodiny a skupiny, prostor pro zavazadla i golfové bagy.',
    clients: [],
    intervals: twoBands(45, 39, 900, 10),
  },
  {
    key: 'minibus',
    name: 'Minibus',
    nameEn: 'Minibus',
    persons: 16,
    luggage: 16,
    transfer: true,
    rent: true,
    congress: true,
    rentPricePerHour: 1650,
    public: false,
    description: 'Mercedes-Benz Sprinter pro kongresové skupiny, jen na objednávku.',
    clients: ['bohemia.congress@demo.vozka.cz'],
    intervals: [{ fromKm: 0, toKm: null, pricePerKm: 55, minimumFare: 1500, waitingPerMinute: 12 }],
  },
];

export interface DemoLocation {
  key: string;
  name: string;
  address: string;
  placeId: string | null;
  lat: number;
  lng: number;
  airport?: boolean;
  trainStation?: boolean;
}

export const DEMO_LOCATIONS: DemoLocation[] = [
  {
    key: 't1',
    name: 'Letiště Václava Havla – Terminál 1',
    address: 'Aviatická, 161 08 Praha 6',
    placeId: 'builtin:letiste-vaclava-havla-praha-terminal-1',
    lat: 50.1072,
    lng: 14.2665,
    airport: true,
  },
  {
    key: 't2',
    name: 'Letiště Václava Havla – Terminál 2',
    address: 'Aviatická, 161 08 Praha 6',
    placeId: 'builtin:letiste-vaclava-havla-praha-terminal-2',
    lat: 50.1063,
    lng: 14.2703,
    airport: true,
  },
  {
    key: 'hlavni',
    name: 'Praha hlavní nádraží',
    address: 'Wilsonova 300/8, 120 00 Praha 2',
    placeId: null,
    lat: 50.0833,
    lng: 14.4354,
    trainStation: true,
  },
  {
    key: 'masarykovo',
    name: 'Masarykovo nádraží',
    address: 'Havlíčkova 2, 110 00 Praha 1',
    placeId: null,
    lat: 50.0877,
    lng: 14.4337,
    trainStation: true,
  },
  {
    key: 'holesovice',
    name: 'Praha-Holešovice (nádraží)',
    address: 'Partyzánská 1546/26, 170 00 Praha 7',
    placeId: null,
    lat: 50.1097,
    lng: 14.4403,
    trainStation: true,
  },
  { key: 'kcp', name: 'Kongresové centrum Praha', address: '5. května 1640/65, 140 00 Praha 4', placeId: null, lat: 50.0622, lng: 14.4287 },
];

/** One end of a fixed price: a location (by key) or an address with its place id. */
export type DemoEnd = { location: string } | { address: string; placeId: string };
const PRAHA_1: DemoEnd = { address: 'Praha 1', placeId: 'builtin:praha-1' };

export interface DemoFixedPrice {
  from: DemoEnd;
  to: DemoEnd;
  direction: 'ONE_WAY' | 'BOTH_WAYS';
  driverPrice: number;
  clientPrice: number;
  offer: DemoOffer['key'] | null;
  client: string | null;
}

/** A fixed price both ways between `from` and `to` (the demo has no one-way ones), for everyone or one client. */
const bothWays = (
  from: DemoEnd,
  to: DemoEnd,
  [driverPrice, clientPrice]: [number, number],
  offer: DemoOffer['key'],
  client: string | null = null,
): DemoFixedPrice => ({ from, to, direction: 'BOTH_WAYS', driverPrice, clientPrice, offer, client });
const T1: DemoEnd = { location: 't1' };

export const DEMO_FIXED_PRICES: DemoFixedPrice[] = [
  bothWays(T1, PRAHA_1, [650, 890], 'economy'),
  bothWays({ location: 't2' }, PRAHA_1, [650, 890], 'economy'),
  bothWays(T1, PRAHA_1, [900, 1190], 'business'),
  bothWays(T1, { location: 'hlavni' }, [600, 790], 'economy'),
  // Vltava Travel's contract price: cheaper than the list for its many airport transfers.
  bothWays(T1, PRAHA_1, [620, 790], 'economy', 'vltava.travel@demo.vozka.cz'),
  bothWays(T1, { location: 'kcp' }, [1050, 1350], 'van', 'bohemia.congress@demo.vozka.cz'),
];

export const DEMO_FLIGHT_NUMBERS = [
  'OK620',
  'OK654',
  'QS1010',
  'FR8302',
  'EZY3047',
  'W64321',
  'LH1394',
  'AF1082',
  'KL1357',
  'BA856',
  'EK139',
  'TK1767',
  'LX1486',
  'OS706',
  'LO518',
];

export const DEMO_ADDRESSES = [
  { name: 'Hotel Hilton Prague', fullAddress: 'Pobřežní 311/1, 186 00 Praha 8', lat: 50.0925, lng: 14.4407 },
  { name: 'Vltava Travel – kancelář', fullAddress: 'Národní 339/25, 110 00 Praha 1', lat: 50.0817, lng: 14.4186 },
  { name: 'Obecní dům', fullAddress: 'Náměstí Republiky 1090/5, 110 00 Praha 1', lat: 50.0877, lng: 14.4281 },
  { name: 'Four Seasons Hotel Prague', fullAddress: 'Veleslavínova 2a/1098, 110 00 Praha 1', lat: 50.0868, lng: 14.4146 },
  { name: 'Anděl City', fullAddress: 'Radlická 3185/1c, 150 00 Praha 5', lat: 50.0706, lng: 14.4027 },
  { name: 'O2 arena', fullAddress: 'Českomoravská 2345/17a, 190 00 Praha 9', lat: 50.1047, lng: 14.4935 },
];

/** Prague and the whole Středočeský kraj, roughly (clockwise from the north-west). */
export const DEMO_OPERATION_AREA = [
  { lat: 50.45, lng: 13.55 },
  { lat: 50.62, lng: 14.3 },
  { lat: 50.55, lng: 15.05 },
  { lat: 50.25, lng: 15.45 },
  { lat: 49.8, lng: 15.4 },
  { lat: 49.48, lng: 14.7 },
  { lat: 49.55, lng: 13.9 },
  { lat: 49.9, lng: 13.45 },
];

export const DEMO_RATES = {
  vatPercent: 21,
  exchangeRates: [
    { currency: 'EUR', czk: 24.35 },
    { currency: 'USD', czk: 21.9 },
  ],
};
export const DEMO_HOURLY_INTERVAL = { minutes: 60 };
