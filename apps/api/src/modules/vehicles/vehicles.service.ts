import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SeatMaterial, Vehicle, VehicleCategory, VehicleColor, ZVehicleInput } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { vehicles } from '../../db/schema/index.ts';
import { pick } from '../../db/columns.ts';
import { containsPattern as likePattern } from '../../db/like.ts';
import { AppError } from '../../shared/errors.ts';
import { pairedWith, vehicleReadScope, vehicleWriteScope } from './vehicle-access.ts';
import { hasRole, type Caller } from '../../shared/caller.ts';
import type { VehicleListQuery } from './vehicles.schemas.ts';
import * as repo from './vehicles.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { compareCzech } from '../../shared/czech-order.ts';

export type VehicleInput = z.output<typeof ZVehicleInput>;

/** The API shape of a vehicle; drivers sorted by name the Czech way. */
export function toVehicle(row: repo.VehicleWithFleet, drivers: { id: number; name: string }[]): Vehicle {
  const v = row.vehicle;
  return {
    ...pick(v, 'id', 'brand', 'model', 'registrationPlate'),
    category: v.category as VehicleCategory,
    color: (v.color as VehicleColor | null) ?? null,
    interior: (v.interior as SeatMaterial | null) ?? null,
    ...pick(v, 'firstRegistration', 'technicalInspectionValidUntil', 'insuranceValidUntil', 'numberOfPeople', 'numberOfLuggage'),
    fleetManager: v.fleetManagerId !== null ? { id: v.fleetManagerId, name: row.fleetManagerName ?? '' } : null,
    active: v.active,
    drivers: [...drivers].sort((a, b) => compareCzech(a.name, b.name) || a.id - b.id),
    note: v.note,
  };
}

/** Did the database refuse the row because the plate is taken (two writers racing past the check)? */
function isPlateConflict(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'vehicles_plate_idx')) return true;
  }
  return false;
}

/** Vehicles with their paired drivers (docs/api/people.md "Vehicles"). */
export function createVehiclesService(deps: { database: Database; clock?: Clock }) {
  const now = nowOf(deps.clock);
  const { db } = deps.database;

  async function present(tx: Db, rows: repo.VehicleWithFleet[]): Promise<Vehicle[]> {
    const drivers = await repo.driversOfVehicles(
      tx,
      rows.map((r) => r.vehicle.id),
    );
    return rows.map((r) => toVehicle(r, drivers.get(r.vehicle.id) ?? []));
  }

  async function load(tx: Db, id: number, scope: SQL | undefined): Promise<Vehicle> {
    const row = await repo.findVehicle(tx, id, scope);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return (await present(tx, [row]))[0]!;
  }

  /** The fleet a write puts the vehicle in: a fleet manager's own; ADMIN's choice, which must be a fleet manager. */
  async function fleetOf(tx: Db, caller: Caller, input: VehicleInput): Promise<number | null> {
    if (!hasRole(caller, 'ADMIN')) return caller.id;
    if (input.fleetManagerId === null) return null;
    const [fm] = await repo.findPeople(tx, [input.fleetManagerId]);
    if (!fm || fm.deletedAt || !fm.roles.includes('FLEET_MANAGER')) {
      throw new AppError(400, 'FLEET_MANAGER_INVALID', { fields: { fleetManagerId: 'FLEET_MANAGER_INVALID' } });
    }
    return fm.id;
  }

  /**
   * Paired drivers must be drivers; a fleet manager may pair only its own fleet's. A driver already
   * paired (by ADMIN, from another fleet) may stay, so the fleet manager can still save its vehicle.
   */
  async function checkDrivers(tx: Db, caller: Caller, fleetId: number | null, driverIds: number[], alreadyPaired: number[]) {
    const people = new Map((await repo.findPeople(tx, driverIds)).map((p) => [p.id, p]));
    for (const id of driverIds) {
      const p = people.get(id);
      const inFleet = hasRole(caller, 'ADMIN') || alreadyPaired.includes(id) || (fleetId !== null && p?.fleetManagerId === fleetId);
      if (!p || p.deletedAt || !p.roles.includes('DRIVER') || !inFleet) {
        throw new AppError(400, 'VEHICLE_DRIVER_INVALID', { fields: { driverIds: 'VEHICLE_DRIVER_INVALID' } });
      }
    }
  }

  async function checkPlate(tx: Db, plate: string, id: number | null) {
    const holder = await repo.findPlateHolder(tx, plate);
    if (holder !== undefined && holder !== id) throw new AppError(409, 'PLATE_TAKEN', { fields: { registrationPlate: 'PLATE_TAKEN' } });
  }

  function values(input: VehicleInput, fleetManagerId: number | null): repo.NewVehicleValues {
    const { brand, model, registrationPlate, category, color, interior, firstRegistration, technicalInspectionValidUntil } = input;
    const { insuranceValidUntil, numberOfPeople, numberOfLuggage, active, note } = input;
    return {
      brand,
      model,
      registrationPlate,
      category,
      color,
      interior,
      firstRegistration,
      technicalInspectionValidUntil,
      insuranceValidUntil,
      numberOfPeople,
      numberOfLuggage,
      active,
      note,
      fleetManagerId,
    };
  }

  /** Runs a write; a plate taken by a concurrent writer answers 409 like the check does. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isPlateConflict(error)) throw new AppError(409, 'PLATE_TAKEN', { fields: { registrationPlate: 'PLATE_TAKEN' } });
      throw error;
    }
  }

  return {
    /** A page of the vehicles the caller may see, filtered, sorted by plate. */
    async list(caller: Caller, query: VehicleListQuery): Promise<{ totalPages: number; objects: Vehicle[] }> {
      const q = query.q?.trim();
      const where = and(
        vehicleReadScope(caller),
        q
          ? or(
              ilike(vehicles.brand, likePattern(q)),
              ilike(vehicles.model, likePattern(q)),
              ilike(vehicles.registrationPlate, likePattern(q.toUpperCase().replace(/\s+/g, ''))),
            )
          : undefined,
        query.active !== undefined ? eq(vehicles.active, query.active) : undefined,
        query.fleetManagerId !== undefined ? eq(vehicles.fleetManagerId, query.fleetManagerId) : undefined,
        query.driverId !== undefined ? pairedWith(query.driverId) : undefined,
      );
      const total = await repo.countVehicles(db, where);
      const rows = await repo.listVehicles(db, where, query.size, query.page * query.size);
      return { totalPages: Math.ceil(total / query.size), objects: await present(db, rows) };
    },

    /** One vehicle the caller may see; any other id answers 404. */
    async get(caller: Caller, id: number): Promise<Vehicle> {
      return load(db, id, vehicleReadScope(caller));
    },

    /** Creates a vehicle; a fleet manager's goes into its own fleet whatever the body says. */
    async create(caller: Caller, input: VehicleInput): Promise<Vehicle> {
      const driverIds = [...new Set(input.driverIds)];
      return write(async (tx) => {
        const fleetId = await fleetOf(tx, caller, input);
        await checkDrivers(tx, caller, fleetId, driverIds, []);
        await checkPlate(tx, input.registrationPlate, null);
        const id = await repo.insertVehicle(tx, values(input, fleetId));
        await repo.replaceVehicleDrivers(tx, id, driverIds);
        return load(tx, id, undefined);
      });
    },

    /** Replaces a vehicle's fields and pairings; a fleet manager's vehicle stays in its fleet. */
    async update(caller: Caller, id: number, input: VehicleInput): Promise<Vehicle> {
      const driverIds = [...new Set(input.driverIds)];
      return write(async (tx) => {
        if (!(await repo.findVehicle(tx, id, vehicleWriteScope(caller)))) throw new AppError(404, 'NOT_FOUND');
        const fleetId = await fleetOf(tx, caller, input);
        await checkDrivers(tx, caller, fleetId, driverIds, await repo.pairedDriverIds(tx, id));
        await checkPlate(tx, input.registrationPlate, id);
        await repo.updateVehicle(tx, id, values(input, fleetId), now());
        await repo.replaceVehicleDrivers(tx, id, driverIds);
        return load(tx, id, undefined);
      });
    },

    /** Deletes a vehicle the caller may change (with its pairings and files). */
    async remove(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.findVehicle(tx, id, vehicleWriteScope(caller)))) throw new AppError(404, 'NOT_FOUND');
        await repo.deleteVehicle(tx, id);
      });
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
