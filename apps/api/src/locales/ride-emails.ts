import type { Language, NotificationSituation, RideStatus, RideType } from '@vozka/domain';
import { contractTexts } from './contract.ts';

/**
 * Texts of the ride e-mails and SMS (issue 14 §2, docs/decisions/0029) in cs and en. `staff` is ADMIN,
 * the fleet manager and the driver; `client` the customer and the passenger. `{id}` is the ride number,
 * `{date}` its pick-up time in Prague, `{driver}` the driver's name, `{url}` a link (SMS only).
 */
export type Audience = 'staff' | 'client';

interface SituationText {
  subject: Record<Audience, string>;
  intro: Record<Audience, string>;
}

type SituationTexts = Record<NotificationSituation, SituationText>;

const cs = {
  situations: {
    CREATED: {
      subject: { staff: 'Nová jízda č. {id} na {date}', client: 'Vaše jízda na {date} je objednána' },
      intro: {
        staff: 'v systému je nová jízda. Podrobnosti najdete níže a v detailu jízdy.',
        client: 'děkujeme za objednávku. Vaši jízdu jsme přijali; níže najdete její shrnutí.',
      },
    },
    CHANGE: {
      subject: { staff: 'Změna jízdy č. {id} na {date}', client: 'Změna vaší jízdy na {date}' },
      intro: {
        staff: 'u jízdy se změnily údaje, se kterými pracujete. Přehled změn je níže.',
        client: 'u vaší jízdy došlo ke změně. Přehled změn je níže.',
      },
    },
    FLEET_ASSIGNED: {
      subject: { staff: 'Jízda č. {id} na {date} byla přidělena flotile', client: 'Vaší jízdě na {date} byl přidělen dopravce' },
      intro: {
        staff: 'jízda byla přidělena flotile. Přidělte jí prosím řidiče a vozidlo.',
        client: 'vaší jízdě byl přidělen dopravce. O řidiči vás budeme informovat.',
      },
    },
    APPROACHING: {
      subject: { staff: 'Řidič se blíží k místu vyzvednutí – jízda č. {id}', client: 'Váš řidič bude za chvíli na místě' },
      intro: {
        staff: 'řidič {driver} se blíží k místu vyzvednutí.',
        client: 'váš řidič {driver} se blíží k místu vyzvednutí a bude u vás během několika minut.',
      },
    },
    DRIVEWAY_CHANGE: {
      subject: { staff: 'Změna trasy jízdy č. {id} na {date}', client: 'Změna trasy vaší jízdy na {date}' },
      intro: {
        staff: 'u jízdy se změnila trasa. Zkontrolujte prosím nová místa.',
        client: 'trasa vaší jízdy se změnila. Zkontrolujte prosím nová místa.',
      },
    },
    CANCELED: {
      subject: { staff: 'Jízda č. {id} na {date} byla zrušena', client: 'Vaše jízda na {date} byla zrušena' },
      intro: {
        staff: 'jízda byla zrušena a nikdo ji nepojede.',
        client: 'vaše jízda byla zrušena. Pokud jste o zrušení nežádali nebo potřebujete novou jízdu, ozvěte se nám.',
      },
    },
    ON_THE_WAY: {
      subject: { staff: 'Řidič vyrazil na jízdu č. {id}', client: 'Váš řidič je na cestě' },
      intro: {
        staff: 'řidič {driver} vyrazil na místo vyzvednutí.',
        client: 'váš řidič {driver} právě vyrazil na místo vyzvednutí. Kde je, uvidíte po otevření odkazu níže.',
      },
    },
    ON_THE_PLACE: {
      subject: { staff: 'Řidič je na místě – jízda č. {id}', client: 'Váš řidič je na místě' },
      intro: {
        staff: 'řidič {driver} čeká na místě vyzvednutí.',
        client: 'váš řidič {driver} na vás čeká na místě vyzvednutí.',
      },
    },
    DONE: {
      subject: { staff: 'Jízda č. {id} je dokončena', client: 'Shrnutí vaší jízdy z {date}' },
      intro: {
        staff: 'jízda byla dokončena.',
        client: 'děkujeme, že jste jeli s námi. Posíláme potvrzení a shrnutí uskutečněné jízdy.',
      },
    },
  } satisfies SituationTexts,
  greeting: 'Dobrý den, {name},',
  greetingNoName: 'Dobrý den,',
  driverAssigned: 'byla vám přidělena jízda. Podrobnosti najdete níže a v detailu jízdy.',
  former: 'tuto jízdu už nemáte přidělenou. Nic dalšího pro ni dělat nemusíte.',
  resendChange: 'posíláme aktuální údaje o jízdě.',
  changesHeading: 'Co se změnilo',
  summaryNote: 'Toto je potvrzení o uskutečněné jízdě objednané přes aplikaci Vozka. Časy jsou uvedeny v pražském čase.',
  timesNote: 'Časy jsou uvedeny v pražském čase.',
  contactNote: 'Máte dotaz? Odpovězte na tento e-mail nebo zavolejte na dispečink.',
  links: {
    detail: 'Otevřít detail jízdy',
    tracking: 'Sledovat řidiče',
    contract: 'Smlouva o přepravě',
    payment: 'Zaplatit jízdu online',
  },
  rows: {
    ride: 'Jízda č.',
    date: 'Vyzvednutí',
    route: 'Trasa',
    passenger: 'Cestující',
    customer: 'Klient',
    persons: 'Počet osob',
    flight: 'Let',
    vehicleOffer: 'Třída vozu',
    driver: 'Řidič',
    vehicle: 'Vozidlo',
    onThePlaceTime: 'Řidič na místě',
    doneTime: 'Jízda ukončena',
    priceForClient: 'Cena',
    driverPrice: 'Cena pro řidiče',
    paymentType: 'Způsob platby',
    paid: 'Zaplaceno',
    cashToCollect: 'Vybrat hotově',
    cancelReason: 'Důvod zrušení',
    driverNote: 'Poznámka pro řidiče',
    pickUpNote: 'Poznámka k vyzvednutí',
    meetingBoard: 'Uvítací cedule',
  },
  fields: {
    date: 'Datum a čas',
    type: 'Typ jízdy',
    roundTrip: 'Okružní jízda',
    toAndBack: 'Tam a zpět',
    returnDate: 'Zpáteční cesta',
    numberOfHours: 'Počet hodin',
    route: 'Trasa',
    pickUpNote: 'Poznámka k vyzvednutí',
    destinationNote: 'Poznámka k cíli',
    flightNumber: 'Číslo letu',
    flightCompany: 'Letecká společnost',
    timeOfArrival: 'Přílet',
    flightLabel: 'Označení letu',
    vehicleCategory: 'Kategorie vozidla',
    vehicleOfferId: 'Třída vozu',
    vehicleId: 'Vozidlo',
    customerId: 'Klient',
    passengerId: 'Cestující',
    driverId: 'Řidič',
    fleetManagerId: 'Flotila',
    person: 'Počet osob',
    largeLuggage: 'Velká zavazadla',
    smallLuggage: 'Malá zavazadla',
    childSeats: 'Dětské sedačky',
    childSeatCushions: 'Podsedáky',
    animals: 'Zvířata',
    golfBags: 'Golfové bagy',
    cradles: 'Autosedačky pro kojence',
    paymentType: 'Způsob platby',
    priceForClient: 'Cena',
    driverPrice: 'Cena pro řidiče',
    waiting: 'Čekání (min)',
    driverNote: 'Poznámka pro řidiče',
    clientNote: 'Poznámka klienta',
    dispatchingNote: 'Poznámka dispečinku',
    meetingBoard: 'Uvítací cedule',
    cancelReason: 'Důvod zrušení',
    status: 'Stav',
  } as Record<string, string>,
  empty: '—',
  yes: 'ano',
  no: 'ne',
  types: { TRANSFER: 'transfer', RENT: 'pronájem na hodiny', CONGRESS: 'kongres' } satisfies Record<RideType, string>,
  statuses: {
    NEW: 'nová',
    FREE: 'volná',
    UNCONFIRMED: 'nepřiřazená',
    PLANNED: 'přiřazená',
    ACCEPTED_BY_DRIVER: 'přijatá řidičem',
    ON_THE_WAY: 'řidič na cestě',
    ON_THE_PLACE: 'řidič na místě',
    OCCUPIED: 'obsazeno',
    DONE: 'dokončená',
    NOT_ARRIVED: 'cestující se nedostavil',
    CANCELED_BY_CLIENT: 'zrušená klientem',
    CANCELED_BY_DRIVER: 'zrušená řidičem',
    DELETED: 'smazaná',
  } satisfies Record<RideStatus, string>,
  sms: {
    ON_THE_WAY: 'Vozka: Váš řidič {driver} je na cestě{vehicle}. Sledujte ho zde: {url}',
    ON_THE_PLACE: 'Vozka: Váš řidič {driver} na vás čeká na místě vyzvednutí{vehicle}.',
  },
};

const en: typeof cs = {
  situations: {
    CREATED: {
      subject: { staff: 'New ride no. {id} on {date}', client: 'Your ride on {date} is booked' },
      intro: {
        staff: 'there is a new ride. See the details below and in the ride detail.',
        client: 'thank you for your booking. We have received your ride; here is its summary.',
      },
    },
    CHANGE: {
      subject: { staff: 'Ride no. {id} on {date} has changed', client: 'Your ride on {date} has changed' },
      intro: {
        staff: 'details of the ride you work with have changed. The changes are listed below.',
        client: 'your ride has changed. The changes are listed below.',
      },
    },
    FLEET_ASSIGNED: {
      subject: { staff: 'Ride no. {id} on {date} assigned to a fleet', client: 'A carrier has been assigned to your ride on {date}' },
      intro: {
        staff: 'the ride has been assigned to a fleet. Please assign it a driver and a vehicle.',
        client: 'a carrier has been assigned to your ride. We will let you know about your driver.',
      },
    },
    APPROACHING: {
      subject: { staff: 'The driver is approaching the pick-up – ride no. {id}', client: 'Your driver is almost there' },
      intro: {
        staff: 'the driver {driver} is approaching the pick-up.',
        client: 'your driver {driver} is approaching the pick-up and will be with you in a few minutes.',
      },
    },
    DRIVEWAY_CHANGE: {
      subject: { staff: 'The route of ride no. {id} on {date} has changed', client: 'The route of your ride on {date} has changed' },
      intro: {
        staff: 'the route of the ride has changed. Please check the new places.',
        client: 'the route of your ride has changed. Please check the new places.',
      },
    },
    CANCELED: {
      subject: { staff: 'Ride no. {id} on {date} was cancelled', client: 'Your ride on {date} was cancelled' },
      intro: {
        staff: 'the ride has been cancelled; nobody will drive it.',
        client: 'your ride has been cancelled. If you did not ask for it or need another ride, please get in touch.',
      },
    },
    ON_THE_WAY: {
      subject: { staff: 'The driver is on the way – ride no. {id}', client: 'Your driver is on the way' },
      intro: {
        staff: 'the driver {driver} has set off to the pick-up.',
        client: 'your driver {driver} has just set off to the pick-up. Open the link below to see where they are.',
      },
    },
    ON_THE_PLACE: {
      subject: { staff: 'The driver is at the pick-up – ride no. {id}', client: 'Your driver is here' },
      intro: {
        staff: 'the driver {driver} is waiting at the pick-up.',
        client: 'your driver {driver} is waiting for you at the pick-up.',
      },
    },
    DONE: {
      subject: { staff: 'Ride no. {id} is done', client: 'Summary of your ride on {date}' },
      intro: {
        staff: 'the ride has been completed.',
        client: 'thank you for riding with us. Here is the confirmation and summary of your ride.',
      },
    },
  },
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  driverAssigned: 'a ride has been assigned to you. See the details below and in the ride detail.',
  former: 'this ride is no longer assigned to you. You need not do anything more for it.',
  resendChange: 'here are the current details of the ride.',
  changesHeading: 'What has changed',
  summaryNote: 'This is the confirmation of a ride ordered through the Vozka app. Times are Prague local time.',
  timesNote: 'Times are Prague local time.',
  contactNote: 'Any questions? Reply to this e-mail or call our dispatching.',
  links: {
    detail: 'Open the ride detail',
    tracking: 'Track your driver',
    contract: 'Transport contract',
    payment: 'Pay for the ride online',
  },
  rows: {
    ride: 'Ride no.',
    date: 'Pick-up',
    route: 'Route',
    passenger: 'Passenger',
    customer: 'Client',
    persons: 'Persons',
    flight: 'Flight',
    vehicleOffer: 'Vehicle class',
    driver: 'Driver',
    vehicle: 'Vehicle',
    onThePlaceTime: 'Driver at the pick-up',
    doneTime: 'Ride finished',
    priceForClient: 'Price',
    driverPrice: 'Driver price',
    paymentType: 'Payment',
    paid: 'Paid',
    cashToCollect: 'Cash to collect',
    cancelReason: 'Reason',
    driverNote: 'Note for the driver',
    pickUpNote: 'Pick-up note',
    meetingBoard: 'Meeting board',
  },
  fields: {
    date: 'Date and time',
    type: 'Ride type',
    roundTrip: 'Round trip',
    toAndBack: 'To and back',
    returnDate: 'Return trip',
    numberOfHours: 'Number of hours',
    route: 'Route',
    pickUpNote: 'Pick-up note',
    destinationNote: 'Destination note',
    flightNumber: 'Flight number',
    flightCompany: 'Airline',
    timeOfArrival: 'Arrival',
    flightLabel: 'Flight label',
    vehicleCategory: 'Vehicle category',
    vehicleOfferId: 'Vehicle class',
    vehicleId: 'Vehicle',
    customerId: 'Client',
    passengerId: 'Passenger',
    driverId: 'Driver',
    fleetManagerId: 'Fleet',
    person: 'Persons',
    largeLuggage: 'Large luggage',
    smallLuggage: 'Small luggage',
    childSeats: 'Child seats',
    childSeatCushions: 'Booster cushions',
    animals: 'Animals',
    golfBags: 'Golf bags',
    cradles: 'Infant car seats',
    paymentType: 'Payment',
    priceForClient: 'Price',
    driverPrice: 'Driver price',
    waiting: 'Waiting (min)',
    driverNote: 'Note for the driver',
    clientNote: 'Client note',
    dispatchingNote: 'Dispatching note',
    meetingBoard: 'Meeting board',
    cancelReason: 'Reason for the cancellation',
    status: 'Status',
  },
  empty: '—',
  yes: 'yes',
  no: 'no',
  types: { TRANSFER: 'transfer', RENT: 'rent by the hour', CONGRESS: 'congress' },
  statuses: {
    NEW: 'new',
    FREE: 'free',
    UNCONFIRMED: 'unassigned',
    PLANNED: 'assigned',
    ACCEPTED_BY_DRIVER: 'accepted by the driver',
    ON_THE_WAY: 'driver on the way',
    ON_THE_PLACE: 'driver at the pick-up',
    OCCUPIED: 'occupied',
    DONE: 'done',
    NOT_ARRIVED: 'passenger did not arrive',
    CANCELED_BY_CLIENT: 'cancelled by the client',
    CANCELED_BY_DRIVER: 'cancelled by the driver',
    DELETED: 'deleted',
  },
  sms: {
    ON_THE_WAY: 'Vozka: Your driver {driver} is on the way{vehicle}. Follow them here: {url}',
    ON_THE_PLACE: 'Vozka: Your driver {driver} is waiting for you at the pick-up{vehicle}.',
  },
};

/** The ride e-mail texts, with the payment methods and colours of the transport contract (the same words). */
export function rideEmailTexts(lang: Language) {
  const { payment, colors } = contractTexts(lang);
  return { ...(lang === 'cs' ? cs : en), payment, colors };
}
export type RideEmailTexts = ReturnType<typeof rideEmailTexts>;

/** Fills `{name}` placeholders; a function replacer, so a value like `$&` stays as written. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}
