import { z } from 'zod';
import { PAYMENT_TYPES } from './ride.ts';

/** A secret ident is matched as given; the length cap only keeps silly requests away from the database. */
export const ZSecretIdentParams = z.object({ secretIdent: z.string().min(1).max(200) });
export type TSecretIdentParams = z.infer<typeof ZSecretIdentParams>;

/** `lang=cs|en` (CZ/EN too); anything else falls back to the route's default language. */
export const ZContractQuery = z.object({ lang: z.string().max(10).optional() });
export type TContractQuery = z.infer<typeof ZContractQuery>;

/** A party of the contract (customer, passenger, carrier, vehicle): an object, or null when the ride has none. */
const party = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullable();

/**
 * The transport contract of a ride, `GET /api/orders/{secretIdent}/overview` (docs/api/rides.md "Contract
 * data", spec §2 my-drive); the API serializes it with this schema, the web's my-drive page reads its type.
 * A party the ride has none of (no passenger,
 * no driver yet, no vehicle) is null; missing details of a party are null fields.
 */
export const ZContract = z.object({
  customer: party({
    name: z.string(),
    dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
    address: z.string().nullable(),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
  }),
  passenger: party({
    name: z.string(),
    dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  ride: z.object({
    id: z.number().int(),
    date: z.string().describe('ISO 8601'),
    route: z.array(z.string()).describe('The stops as addresses, pick-up first'),
    persons: z.number().int(),
    onThePlaceTime: z.string().nullable(),
    doneTime: z.string().nullable(),
    price: z.number().nullable().describe('CZK; null when the price follows the price list'),
    priceLabel: z.string().describe('The price as the contract shows it, in the requested language'),
    paymentMethod: z.enum(PAYMENT_TYPES).nullable(),
  }),
  carrier: party({
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    companyId: z.string().nullable(),
  }),
  vehicle: party({
    brand: z.string(),
    model: z.string(),
    color: z.string().nullable(),
    registrationPlate: z.string(),
  }),
  intermediary: z.object({
    name: z.string(),
    address: z.string(),
    companyId: z.string(),
    vatId: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type TContract = z.infer<typeof ZContract>;
