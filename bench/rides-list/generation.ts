import type { Driver } from './database.ts';

/** The shape of the generated data. */
export const DRIVERS = 200; // 180 in 18 fleets of 10, 20 without a fleet
export const FLEETS = 18;
export const CUSTOMERS = 2000; // one passenger each
const SLOT_HOURS = 4; // each driver's rides follow each other 4 h apart, so none overlap
const BATCH = 100_000;

const ADDRESSES = [
  'Letiště Václava Havla Praha, Terminál 1, Aviatická, 161 00 Praha 6',
  'Letiště Václava Havla Praha, Terminál 2, Aviatická, 161 00 Praha 6',
  'Praha hlavní nádraží, Wilsonova 300/8, 120 00 Praha 2',
  'Václavské náměstí 1, 110 00 Praha 1',
  'Staroměstské náměstí 1, 110 00 Praha 1',
  'Pražský hrad, Hradčany, 119 08 Praha 1',
  'Kongresové centrum Praha, 5. května 1640/65, 140 00 Praha 4',
  'Hotel Paříž, U Obecního domu 1080/1, 110 00 Praha 1',
  'Hotel Hilton Prague, Pobřežní 311/1, 186 00 Praha 8',
  'Hotel InterContinental, Pařížská 43/30, 110 00 Praha 1',
  'O2 arena, Českomoravská 2345/17, 190 00 Praha 9',
  'Národní 339/25, 110 00 Praha 1',
  'Vinohradská 1511/230, 100 00 Praha 10',
  'Grandhotel Pupp, Mírové náměstí 2, 360 01 Karlovy Vary',
  'Výstaviště Brno, Výstaviště 405/1, 603 00 Brno',
];

export interface People {
  drivers: number[];
  fleets: number[];
  customers: number[];
}

async function idsOf(driver: Driver, emailPrefix: string): Promise<number[]> {
  const { rows } = await driver.run(`select id from users where email like $1 order by id`, [`${emailPrefix}%`]);
  return rows.map((r) => Number(r.id));
}

/** The people of a database loaded before (BENCH_DATABASE). */
export async function peopleOf(driver: Driver): Promise<People> {
  return {
    drivers: await idsOf(driver, 'bench-driver-'),
    fleets: await idsOf(driver, 'bench-fleet-'),
    customers: await idsOf(driver, 'bench-customer-'),
  };
}

/** Indexes and the exclusion constraint are dropped while loading and made again from their own definitions. */
async function withoutIndexes(driver: Driver, work: () => Promise<void>) {
  const { rows: indexes } = await driver.run(`
    select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('rides', 'ride_stops')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const { rows: constraints } = await driver.run(`
    select conname as name, conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'rides'::regclass and contype = 'x'`);
  for (const c of constraints) await driver.run(`alter table ${String(c.tbl)} drop constraint ${String(c.name)}`);
  for (const i of indexes) await driver.run(`drop index ${String(i.name)}`);
  await work();
  for (const i of indexes) await driver.run(String(i.def));
  // Made again, the constraint checks every loaded ride: no driver holds two overlapping active rides.
  for (const c of constraints) await driver.run(`alter table ${String(c.tbl)} add constraint ${String(c.name)} ${String(c.def)}`);
}

async function loadPeople(driver: Driver): Promise<People & { passengers: number[]; admin: number }> {
  const hash = `(select password_hash from users where email = 'admin@demo.vozka.cz')`;
  await driver.run(`
    insert into users (name, email, password_hash, roles, status, language, company_name, company_id)
    select 'Flotila ' || g, 'bench-fleet-' || lpad(g::text, 3, '0') || '@bench.vozka.test', ${hash}, '{FLEET_MANAGER}', 'ACTIVE', 'cs',
           'Flotila ' || g || ' s.r.o.', lpad((10000000 + g)::text, 8, '0')
      from generate_series(1, ${FLEETS}) g`);
  const fleets = await idsOf(driver, 'bench-fleet-');
  await driver.run(
    `insert into users (name, email, password_hash, roles, status, language, fleet_manager_id, phone)
     select 'Řidič ' || g, 'bench-driver-' || lpad(g::text, 3, '0') || '@bench.vozka.test', ${hash}, '{DRIVER}', 'ACTIVE', 'cs',
            case when g <= ${FLEETS * 10} then ($1::int[])[1 + (g - 1) / 10] end, '+420 700 ' || lpad(g::text, 6, '0')
       from generate_series(1, ${DRIVERS}) g`,
    [fleets],
  );
  const drivers = await idsOf(driver, 'bench-driver-');
  await driver.run(`
    insert into users (name, email, roles, status, language, type)
    select 'Zákazník ' || g, 'bench-customer-' || lpad(g::text, 4, '0') || '@bench.vozka.test', '{CUSTOMER}', 'ACTIVE', 'cs', 'CUSTOMER_RECURRING'
      from generate_series(1, ${CUSTOMERS}) g`);
  const customers = await idsOf(driver, 'bench-customer-');
  await driver.run(
    `insert into users (name, email, roles, status, language, client_id)
     select 'Cestující ' || g, 'bench-passenger-' || lpad(g::text, 4, '0') || '@bench.vozka.test', '{PASSENGER}', 'ACTIVE', 'cs', ($1::int[])[g]
       from generate_series(1, ${CUSTOMERS}) g`,
    [customers],
  );
  const passengers = await idsOf(driver, 'bench-passenger-');
  const admin = Number((await driver.run(`select id from users where email = 'admin@demo.vozka.cz'`)).rows[0]!.id);
  return { fleets, drivers, customers, passengers, admin };
}

/** One batch of rides `from`..`to` and their two stops, in bulk SQL. */
async function loadRides(driver: Driver, people: Awaited<ReturnType<typeof loadPeople>>, start: Date, now: Date, from: number, to: number) {
  const before = Number((await driver.run('select coalesce(max(id), 0) as id from rides')).rows[0]!.id);
  await driver.run(
    `with base as (
       select g, abs(hashint4(g)) as h, abs(hashint4(g + 1000003)) as h2, g % ${DRIVERS} as d,
              $1::timestamptz + (g / ${DRIVERS}) * interval '${SLOT_HOURS} hours' + (abs(hashint4(g)) % 7) * interval '5 minutes' as date
         from generate_series($3::int, $4::int) g
     ), st as (
       select base.*, h % 100 as p,
              case when date < $2::timestamptz - interval '4 hours' then
                     case when h % 100 < 85 then 'DONE' when h % 100 < 92 then 'CANCELED_BY_CLIENT' when h % 100 < 95 then 'NOT_ARRIVED'
                          when h % 100 < 97 then 'CANCELED_BY_DRIVER' else 'DELETED' end
                   else
                     case when h % 100 < 40 then 'PLANNED' when h % 100 < 60 then 'ACCEPTED_BY_DRIVER' when h % 100 < 75 then 'NEW'
                          when h % 100 < 85 then 'UNCONFIRMED' else 'FREE' end
              end as status,
              65000 + (h2 % 3850) * 100 as client_price
         from base
     )
     insert into rides (secret_ident, status, ride_type, to_and_back, date, busy_until, persons, customer_id, passenger_id,
                        driver_id, fleet_manager_id, driver_price, client_price, payment_type, paid, flight_number,
                        created_by, created_at, updated_at, seen_at)
     select md5('s' || g) || md5('t' || g), status, 'TRANSFER', h2 % 10 = 0, date,
            date + case when h2 % 10 = 0 then interval '180 minutes' else interval '90 minutes' end,
            1 + h2 % 4, ($5::int[])[1 + h2 % ${CUSTOMERS}], ($6::int[])[1 + h2 % ${CUSTOMERS}],
            case when status in ('NEW', 'FREE', 'UNCONFIRMED', 'DELETED') then null else ($7::int[])[d + 1] end,
            case when status in ('NEW', 'FREE', 'DELETED') then null else ($8::int[])[1 + d / 10] end,
            round(client_price * 0.007) * 100, client_price,
            (array['INVOICE', 'CASH_DRIVER', 'CARD', 'ONLINE'])[1 + h % 4], status = 'DONE' and h % 5 <> 0,
            case when h2 % 3 = 0 then (array['OK', 'FR', 'W6', 'QS', 'LH'])[1 + h % 5] || (100 + h2 % 4900) end,
            $9::int, date - interval '2 days', date - interval '1 day', date - interval '47 hours'
       from st`,
    // A driver slot past the 18 fleets reads fleets[19 or 20]: null, a driver without a fleet.
    [start, now, from, to, people.customers, people.passengers, people.drivers, people.fleets, people.admin],
  );
  await driver.run(
    `insert into ride_stops (ride_id, position, address)
     select r.id, p.position, ($1::text[])[1 + abs(hashint4(r.id * 2 + p.position)) % ${ADDRESSES.length}]
       from rides r cross join (values (0), (1)) as p(position)
      where r.id > $2`,
    [ADDRESSES, before],
  );
}

/**
 * Fleets, drivers, customers with a passenger each, then `count` rides of two stops in batches: ride g has
 * driver slot g % DRIVERS, every SLOT_HOURS from two years ago (about 100 days ahead at the end).
 */
export async function load(driver: Driver, now: Date, count: number): Promise<People> {
  const people = await loadPeople(driver);
  const start = new Date(now.getTime() - 730 * 86_400_000);
  await withoutIndexes(driver, async () => {
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await loadRides(driver, people, start, now, from, to);
      process.stdout.write(`\r  loaded ${to.toLocaleString('en')} rides`);
    }
    process.stdout.write('\n  indexes and the no-overlap constraint …\n');
  });
  await driver.run('vacuum analyze rides');
  await driver.run('vacuum analyze ride_stops');
  await driver.run('vacuum analyze users');
  return { drivers: people.drivers, fleets: people.fleets, customers: people.customers };
}
