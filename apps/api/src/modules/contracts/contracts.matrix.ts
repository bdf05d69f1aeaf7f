import { rides, rideStops } from '../../db/schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';
import { everyone, type MatrixModule } from '../../test/matrix.ts';

let secretIdent = '';

/** The transport contract is public: whoever holds a ride's secret ident reads it, signed in or not. */
export const contractsMatrix: MatrixModule = {
  async prepare(ctx) {
    secretIdent = randomToken();
    const date = new Date(ctx.clock.now().getTime() + 86_400_000);
    const [ride] = await ctx.database.db
      .insert(rides)
      .values({
        secretIdent,
        status: 'PLANNED',
        date,
        busyUntil: new Date(date.getTime() + 90 * 60_000),
        customerId: ctx.users.CUSTOMER.id,
        passengerId: ctx.users.PASSENGER.id,
        driverId: ctx.users.DRIVER.id,
        fleetManagerId: ctx.users.FLEET_MANAGER.id,
        clientPrice: 99_000,
      })
      .returning({ id: rides.id });
    await ctx.database.db.insert(rideStops).values([
      { rideId: ride!.id, position: 0, address: 'Letiště Václava Havla Praha, Terminál 2' },
      { rideId: ride!.id, position: 1, address: 'Václavské náměstí 1, Praha 1' },
    ]);
  },
  rows: {
    'GET /api/orders/:secretIdent/overview': { expect: everyone(200), request: () => ({ url: `/api/orders/${secretIdent}/overview` }) },
    'GET /api/orders/:secretIdent/overview.pdf': {
      expect: everyone(200),
      request: () => ({ url: `/api/orders/${secretIdent}/overview.pdf` }),
    },
  },
};
