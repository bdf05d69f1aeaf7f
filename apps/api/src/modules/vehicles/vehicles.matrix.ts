import { expect } from 'vitest';
import { vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import type { MatrixContext, MatrixModule } from '../../test/matrix.ts';
import { insertId } from '../../db/by-id.ts';

let plates = 0;
/** A vehicle body with a plate no other row uses (POST rows create one vehicle per caller). */
function vehicleBody() {
  plates += 1;
  return { brand: 'Skoda', model: 'Octavia', registrationPlate: `9MX${String(plates).padStart(4, '0')}` };
}

/** The body of `PUT /api/vehicles/:id`: a Superb of the fleet, paired with the driver. */
const superb = (registrationPlate: string, fleetManagerId: number, driverId: number) => ({
  brand: 'Skoda',
  model: 'Superb',
  registrationPlate,
  fleetManagerId,
  driverIds: [driverId],
});

const insertVehicle = (ctx: MatrixContext, plate: string, fleetManagerId: number) =>
  insertId(ctx.database.db, vehicles, { brand: 'Skoda', model: 'Superb', registrationPlate: plate, fleetManagerId });

let deletable = 0;

/**
 * Vehicles and the expiring-documents overview. `ownVehicle` is in the FLEET_MANAGER's fleet with the
 * DRIVER paired; CUSTOMER and PASSENGER hold no vehicle permission at all (403).
 */
export const vehiclesMatrix: MatrixModule = {
  async prepare(ctx) {
    ctx.ids.ownVehicle = await insertVehicle(ctx, '9MA0001', ctx.users.FLEET_MANAGER.id);
    ctx.ids.otherVehicle = await insertVehicle(ctx, '9MA0002', ctx.other.fleetManager.id);
    ctx.ids.pairingTarget = await insertVehicle(ctx, '9MA0003', ctx.other.fleetManager.id);
    await ctx.database.db.insert(vehicleDrivers).values({ vehicleId: ctx.ids.ownVehicle, driverId: ctx.users.DRIVER.id });
  },
  rows: {
    'GET /api/vehicles': { expect: [401, 200, 200, 200, 403, 403] },
    'GET /api/vehicles/:id': { expect: [401, 200, 200, 200, 403, 403], request: (ctx) => ({ url: `/api/vehicles/${ctx.ids.ownVehicle}` }) },
    'POST /api/vehicles': { expect: [401, 201, 201, 403, 403, 403], request: () => ({ payload: vehicleBody() }) },
    'PUT /api/vehicles/:id': {
      expect: [401, 200, 200, 403, 403, 403],
      request: (ctx) => ({
        url: `/api/vehicles/${ctx.ids.ownVehicle}`,
        // PUT replaces the whole vehicle: the fleet is sent too, so ADMIN's call keeps it in the fleet.
        payload: superb('9MA0001', ctx.users.FLEET_MANAGER.id, ctx.users.DRIVER.id),
      }),
    },
    // Pairing its driver with another fleet's vehicle: 404 to the fleet manager, as for any vehicle out of its sight.
    "PUT /api/vehicles/:id #another fleet's vehicle": {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({
        url: `/api/vehicles/${ctx.ids.pairingTarget}`,
        payload: superb('9MA0003', ctx.other.fleetManager.id, ctx.other.driver.id),
      }),
      check: (res, caller) => {
        if (caller !== 'ADMIN') expect(res.body).not.toContain('9MA0003');
      },
    },
    'DELETE /api/vehicles/:id': {
      expect: [401, 204, 204, 403, 403, 403],
      // A fresh vehicle of the FLEET_MANAGER's fleet per caller, so each caller's answer is about access.
      request: async (ctx) => {
        deletable += 1;
        const id = await insertVehicle(ctx, `9MD${String(deletable).padStart(4, '0')}`, ctx.users.FLEET_MANAGER.id);
        return { url: `/api/vehicles/${id}` };
      },
    },
    'GET /api/documents/expiring': { expect: [401, 200, 200, 403, 403, 403] },
  },
};
