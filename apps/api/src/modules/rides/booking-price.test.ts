import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, person, seedPriceList, type Person } from '../pricing/test-support.ts';
import { nextRideDate } from './test-support.ts';

/**
 * Issue 12 item 4: a customer's booking is saved with the price the calculator showed it, computed on
 * the server with the same engine (never the number in the request), so the contract shows it and an
 * ONLINE booking's payment page has it to pay.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person, customer: Person;
let ids: Awaited<ReturnType<typeof seedPriceList>>;

useTestApp(async (app) => {
  t = app;
  call = caller(t.app);
  admin = await person(t.app, t.database, 'ADMIN');
  customer = await person(t.app, t.database, 'CUSTOMER', { type: 'CUSTOMER_RECURRING' });
  ids = await seedPriceList(t.app, admin, customer.id);
});

const airport = () => ({ address: 'Letiště T1', placeId: `local:location:${ids.airport}` });
const PRAHA_1 = { address: 'Praha 1', placeId: 'builtin:praha-1' };
const SMICHOV = { address: 'Praha 5', placeId: 'builtin:smichov' };

async function book(body: object, who = customer) {
  const res = await call(who, 'POST', '/api/orders', { date: nextRideDate().toISOString(), person: 2, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** What the calculator shows the customer for one offer (CZK, without VAT). */
async function shown(query: string) {
  const res = await call(customer, 'GET', `/api/prices/calculate?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ price: number }[]>()[0]!.price;
}

describe("a customer's booking (POST /api/orders)", () => {
  it('stores the price the calculator shows the customer, ignoring a price in the request; the contract and the payment page show it', async () => {
    const price = await shown(
      `placeIdStart=${airport().placeId}&addressStart=Letiště T1&placeIdEnd=builtin:praha-1&addressEnd=Praha 1&vehicleOfferId=${ids.business}`,
    );
    expect(price).toBe(790); // the customer's own fixed price
    const ride = await book({ route: [airport(), PRAHA_1], vehicleOfferId: ids.business, paymentType: 'ONLINE', priceForClient: 1 });
    expect(ride.priceForClient).toBe(790);

    const contract = (await t.app.inject({ method: 'GET', url: `/api/orders/${ride.secretIdent}/overview` })).json();
    expect(JSON.stringify(contract)).toMatch(/790/);
    const check = (await t.app.inject({ method: 'GET', url: `/api/check-payment/drive/${ride.paymentSecret}` })).json();
    expect(check).toMatchObject({ amountDue: 790, allPaid: false, payments: [{ price: 790, type: 'ONLINE', paid: false }] });
  });

  it('prices by distance and rent exactly as the calculator does, both ways counted for a round trip', async () => {
    const oneWay = await shown(
      `placeIdStart=builtin:praha-1&addressStart=Praha 1&placeIdEnd=builtin:smichov&addressEnd=Praha 5&vehicleOfferId=${ids.economy}`,
    );
    const roundTrip = await shown(
      `placeIdStart=builtin:praha-1&addressStart=Praha 1&placeIdEnd=builtin:smichov&addressEnd=Praha 5&roundTrip=true&vehicleOfferId=${ids.economy}`,
    );
    expect((await book({ route: [PRAHA_1, SMICHOV], vehicleOfferId: ids.economy, priceForClient: 99_999 })).priceForClient).toBe(oneWay);
    expect((await book({ route: [PRAHA_1, SMICHOV], vehicleOfferId: ids.economy, roundTrip: true })).priceForClient).toBe(roundTrip);
    const rent = await book({ type: 'RENT', numberOfHours: 3, route: [PRAHA_1], vehicleOfferId: ids.economy, priceForClient: 5 });
    expect(rent.priceForClient).toBe(await shown(`type=RENT&rentHours=3&distance=100&vehicleOfferId=${ids.economy}`));
    expect(rent.priceForClient).toBe(1800);
  });

  it('has no price (and no payment record) when the calculator could not price it: no offer, or a typed address without a chosen place', async () => {
    const noOffer = await book({ route: [airport(), PRAHA_1], paymentType: 'ONLINE', priceForClient: 500 });
    const typed = await book({
      route: [airport(), { address: 'Někde v Praze' }],
      vehicleOfferId: ids.economy,
      paymentType: 'ONLINE',
      priceForClient: 500,
    });
    for (const ride of [noOffer, typed]) {
      expect(ride.priceForClient).toBeNull();
      expect((await call(customer, 'GET', `/api/orders/${ride.id}/payments`)).json()).toEqual([]);
    }
  });

  it("prices a customer's edit of the trip again and moves its unpaid payment along; other edits keep the price dispatch set", async () => {
    const ride = await book({ route: [PRAHA_1, SMICHOV], vehicleOfferId: ids.economy, paymentType: 'ONLINE' });
    const edited = await call(customer, 'PUT', `/api/orders/${ride.id}`, {
      version: ride.version,
      route: [airport(), PRAHA_1],
      vehicleOfferId: ids.business,
      priceForClient: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().priceForClient).toBe(790);
    const payments = (await call(customer, 'GET', `/api/orders/${ride.id}/payments`)).json();
    expect(payments).toMatchObject([{ price: 790, type: 'ONLINE', paid: false }]);

    const dispatch = await call(admin, 'PUT', `/api/orders/${ride.id}`, { priceForClient: 700 });
    expect(dispatch.json().priceForClient).toBe(700);
    const note = await call(customer, 'PUT', `/api/orders/${ride.id}`, {
      version: dispatch.json().version,
      clientNote: 'Two suitcases',
      route: [airport(), PRAHA_1],
      vehicleOfferId: ids.business,
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().priceForClient).toBe(700);
  });

  it('dispatch still sets its own price: an ADMIN booking keeps the price it sends', async () => {
    const ride = await book(
      { route: [airport(), PRAHA_1], vehicleOfferId: ids.business, customerId: customer.id, priceForClient: 650 },
      admin,
    );
    expect(ride.priceForClient).toBe(650);
  });
});
