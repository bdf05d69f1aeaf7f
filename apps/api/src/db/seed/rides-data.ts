import type { PaymentType } from '@vozka/domain';
import type { NewUserRow } from '../schema/index.ts';

/** The demo's people, vehicles, places and customers' habits: the data `seedDemoRides` draws from. */
export interface DemoPerson extends Partial<NewUserRow> {
  key: string;
  email: string | null;
  name: string;
  roles: string[];
  /** A driver in the demo fleet (fleet@demo.vozka.cz). */
  fleet?: boolean;
  /** A passenger's customer, by key. */
  client?: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'tomas',
    email: 'tomas.kral@demo.vozka.cz',
    name: 'Tomáš Král',
    roles: ['DRIVER'],
    phone: '+420 602 214 385',
    fleet: true,
    companyName: 'Flotila Praha s.r.o.',
    companyId: '12345678',
    street: 'Kodaňská 1441/46',
    city: 'Praha 10',
    zipCode: '101 00',
  },
  {
    key: 'jiri',
    email: 'jiri.dvorak@demo.vozka.cz',
    name: 'Jiří Dvořák',
    roles: ['DRIVER'],
    phone: '+420 603 558 912',
    companyName: 'Jiří Dvořák – osobní doprava',
    companyId: '06187340',
    street: 'Sokolovská 394/17',
    city: 'Praha 8',
    zipCode: '186 00',
  },
  {
    key: 'vltava',
    email: 'vltava.travel@demo.vozka.cz',
    name: 'Vltava Travel s.r.o.',
    roles: ['CUSTOMER'],
    phone: '+420 224 930 118',
    type: 'CUSTOMER_RECURRING',
    companyName: 'Vltava Travel s.r.o.',
    companyId: '05123950',
    companyTin: 'CZ05123950',
    street: 'Národní 339/25',
    city: 'Praha 1',
    zipCode: '110 00',
  },
  {
    key: 'martin',
    email: 'martin.horak@demo.vozka.cz',
    name: 'Martin Horák',
    roles: ['PASSENGER'],
    phone: '+420 731 402 665',
    client: 'vltava',
    dateOfBirth: '1981-09-14',
  },
  {
    key: 'eva',
    email: 'eva.svobodova@demo.vozka.cz',
    name: 'Eva Svobodová',
    roles: ['PASSENGER'],
    phone: '+420 736 118 420',
    client: 'vltava',
    dateOfBirth: '1990-03-27',
  },
  {
    key: 'lukas',
    email: 'lukas.prochazka@demo.vozka.cz',
    name: 'Lukáš Procházka',
    roles: ['PASSENGER'],
    phone: '+420 775 640 213',
    client: 'vltava',
    dateOfBirth: '1976-12-02',
  },
  {
    key: 'bohemia',
    email: 'bohemia.congress@demo.vozka.cz',
    name: 'Bohemia Congress a.s.',
    roles: ['CUSTOMER'],
    phone: '+420 261 174 500',
    type: 'CUSTOMER_RECURRING',
    companyName: 'Bohemia Congress a.s.',
    companyId: '26388103',
    companyTin: 'CZ26388103',
    street: '5. května 1640/65',
    city: 'Praha 4',
    zipCode: '140 00',
  },
  {
    key: 'hana',
    email: 'hana.kucerova@demo.vozka.cz',
    name: 'MUDr. Hana Kučerová',
    roles: ['PASSENGER'],
    phone: '+420 608 772 031',
    client: 'bohemia',
    dateOfBirth: '1968-05-19',
  },
  {
    key: 'pavel',
    email: 'pavel.vesely@demo.vozka.cz',
    name: 'Ing. Pavel Veselý',
    roles: ['PASSENGER'],
    phone: '+420 724 385 906',
    client: 'bohemia',
    dateOfBirth: '1973-10-08',
  },
  {
    key: 'marie',
    email: 'marie.cerna@demo.vozka.cz',
    name: 'Marie Černá',
    roles: ['CUSTOMER'],
    phone: '+420 737 251 884',
    type: 'CUSTOMER_ONE_TIME',
    street: 'Jugoslávských partyzánů 1580/3',
    city: 'Praha 6',
    zipCode: '160 00',
    dateOfBirth: '1958-01-30',
  },
  {
    key: 'ondrej',
    email: 'ondrej.cerny@demo.vozka.cz',
    name: 'Ondřej Černý',
    roles: ['PASSENGER'],
    phone: '+420 605 903 117',
    client: 'marie',
    dateOfBirth: '1987-07-11',
  },
  // A passenger may have no e-mail (users.email is nullable for them).
  {
    key: 'anna',
    email: null,
    name: 'Anna Černá',
    roles: ['PASSENGER'],
    phone: '+420 604 318 552',
    client: 'marie',
    dateOfBirth: '2009-04-22',
  },
];

export type DriverKey = 'david' | 'tomas' | 'jiri';
export type CustomerKey = 'klara' | 'vltava' | 'bohemia' | 'marie';

/** The one-account-per-role demo users (demo.ts) by the keys used here. */
export const ACCOUNT_KEYS: Record<string, string> = {
  admin: 'admin@demo.vozka.cz',
  fleet: 'fleet@demo.vozka.cz',
  david: 'driver@demo.vozka.cz',
  klara: 'customer@demo.vozka.cz',
  petr: 'passenger@demo.vozka.cz',
};

/** Details the one-account-per-role demo users get here, so their contracts read like real ones. */
export const ACCOUNT_DETAILS: Record<string, Partial<NewUserRow>> = {
  'fleet@demo.vozka.cz': { street: 'Kodaňská 1441/46', city: 'Praha 10', zipCode: '101 00' },
  'driver@demo.vozka.cz': {
    companyName: 'Flotila Praha s.r.o.',
    companyId: '12345678',
    street: 'Kodaňská 1441/46',
    city: 'Praha 10',
    zipCode: '101 00',
  },
  'customer@demo.vozka.cz': { street: 'Vinohradská 1511/230', city: 'Praha 10', zipCode: '100 00', dateOfBirth: '1984-06-12' },
  'passenger@demo.vozka.cz': { dateOfBirth: '1979-02-03' },
};

/** `inspectionInDays`: the technical inspection runs out that many days from today (the Superb's soon). */
export const VEHICLES = [
  {
    driver: 'david',
    fleet: true,
    brand: 'Mercedes-Benz',
    model: 'V-Class',
    registrationPlate: '1AZ4821',
    category: 'VAN',
    color: 'BLACK',
    interior: 'LEATHER',
    numberOfPeople: 7,
    numberOfLuggage: 6,
    firstRegistration: '2022-05-17',
    inspectionInDays: 210,
  },
  {
    driver: 'tomas',
    fleet: true,
    brand: 'Skoda',
    model: 'Superb',
    registrationPlate: '2BC7390',
    category: 'BUSINESS',
    color: 'BLACK',
    interior: 'LEATHER',
    numberOfPeople: 4,
    numberOfLuggage: 3,
    firstRegistration: '2023-02-08',
    inspectionInDays: 18,
  },
  {
    driver: 'jiri',
    fleet: false,
    brand: 'Tesla',
    model: 'Model Y',
    registrationPlate: '3AK1507',
    category: 'STANDARD',
    color: 'WHITE',
    interior: 'SEMI_LEATHER',
    numberOfPeople: 4,
    numberOfLuggage: 3,
    firstRegistration: '2024-03-21',
    inspectionInDays: 400,
  },
] as const;

export interface Place {
  address: string;
  lat: number;
  lng: number;
}
export const place = (address: string, lat: number, lng: number): Place => ({ address, lat, lng });
export const AIRPORT_T1 = place('Letiště Václava Havla Praha, Terminál 1, Aviatická, 161 00 Praha 6', 50.1079, 14.266);
export const AIRPORT_T2 = place('Letiště Václava Havla Praha, Terminál 2, Aviatická, 161 00 Praha 6', 50.1065, 14.2705);
export const STATION = place('Praha hlavní nádraží, Wilsonova 300/8, 120 00 Praha 2', 50.0831, 14.4353);
export const WENCESLAS = place('Václavské náměstí 1, 110 00 Praha 1', 50.0815, 14.4266);
export const OLD_TOWN = place('Staroměstské náměstí 1, 110 00 Praha 1', 50.0875, 14.4213);
export const CASTLE = place('Pražský hrad, Hradčany, 119 08 Praha 1', 50.0903, 14.4001);
export const CONGRESS = place('Kongresové centrum Praha, 5. května 1640/65, 140 00 Praha 4', 50.0622, 14.4296);
export const O2_ARENA = place('O2 arena, Českomoravská 2345/17, 190 00 Praha 9', 50.1047, 14.4939);
export const HOTELS = [
  place('Hotel Paříž, U Obecního domu 1080/1, 110 00 Praha 1', 50.0875, 14.4289),
  place('Hotel Jalta, Václavské náměstí 818/45, 110 00 Praha 1', 50.0801, 14.4292),
  place('Hotel Hilton Prague, Pobřežní 311/1, 186 00 Praha 8', 50.093, 14.4405),
  place('Hotel InterContinental, Pařížská 43/30, 110 00 Praha 1', 50.0911, 14.4176),
  place('Hotel Corinthia, Kongresová 1655/1, 140 69 Praha 4', 50.0611, 14.4313),
];
export const ADDRESSES = [
  place('Vinohradská 1511/230, 100 00 Praha 10', 50.0766, 14.4766),
  place('Národní 339/25, 110 00 Praha 1', 50.0817, 14.4187),
  place('Jugoslávských partyzánů 1580/3, 160 00 Praha 6', 50.1016, 14.3937),
  place('Radlická 3300/2, 150 00 Praha 5 (Smíchov City)', 50.0675, 14.4036),
  place('Na Pankráci 1724/129, 140 00 Praha 4', 50.0526, 14.4364),
];
export const FAR = [
  place('Grandhotel Pupp, Mírové náměstí 2, 360 01 Karlovy Vary', 50.2194, 12.8838),
  place('Výstaviště Brno, Výstaviště 405/1, 603 00 Brno', 49.188, 16.58),
  place('Brno hlavní nádraží, Nádražní 1, 602 00 Brno', 49.1906, 16.6128),
];
export const KUTNA_HORA = place('Chrám sv. Barbory, Barborská, 284 01 Kutná Hora', 49.9447, 15.2629);
export const AIRLINES = [
  { code: 'OK', company: 'Czech Airlines', terminal: AIRPORT_T2 },
  { code: 'FR', company: 'Ryanair', terminal: AIRPORT_T1 },
  { code: 'W6', company: 'Wizz Air', terminal: AIRPORT_T1 },
  { code: 'QS', company: 'Smartwings', terminal: AIRPORT_T2 },
  { code: 'LH', company: 'Lufthansa', terminal: AIRPORT_T2 },
];

export type Kind = 'arrival' | 'departure' | 'city' | 'rent' | 'congress' | 'far' | 'trip';
/** What each customer books and how it pays. */
export const CUSTOMERS: Record<CustomerKey, { passengers: string[]; kinds: Kind[]; payments: PaymentType[] }> = {
  klara: { passengers: ['petr'], kinds: ['arrival', 'departure', 'city', 'city'], payments: ['ONLINE', 'CARD'] },
  vltava: {
    passengers: ['martin', 'eva', 'lukas'],
    kinds: ['arrival', 'arrival', 'departure', 'rent', 'far', 'trip'],
    payments: ['INVOICE'],
  },
  bohemia: { passengers: ['hana', 'pavel'], kinds: ['congress', 'congress', 'arrival', 'departure'], payments: ['INVOICE'] },
  marie: { passengers: ['ondrej', 'anna'], kinds: ['city', 'far', 'departure'], payments: ['CASH_DRIVER', 'CARD', 'ONLINE'] },
};
export const CUSTOMER_WEIGHTS: [CustomerKey, number][] = [
  ['vltava', 0.35],
  ['bohemia', 0.25],
  ['klara', 0.22],
  ['marie', 0.18],
];
export const DRIVER_WEIGHTS: [DriverKey, number][] = [
  ['david', 0.55],
  ['tomas', 0.3],
  ['jiri', 0.15],
];
