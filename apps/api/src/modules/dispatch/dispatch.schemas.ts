import { z } from 'zod';
import { OPERATING_STATES, RIDE_NOTIFICATION_KINDS, SUGGESTION_EXCLUSIONS, SUGGESTION_REASONS } from '@vozka/domain';

const drawn = z.enum(OPERATING_STATES).exclude(['OFFLINE']);

export const ZDriverPin = z.object({
  idDriver: z.number().int(),
  name: z.string(),
  ident: z.string(),
  center: z.object({ latitude: z.number(), longitude: z.number(), heading: z.number() }),
  operating: drawn,
  speed: z.number(),
  updatedAt: z.string(),
  currentRideId: z.number().int().nullable(),
  fleetManagerId: z.number().int().nullable(),
});

export const ZPublicPin = z.object({
  operating: drawn,
  driverName: z.string(),
  userId: z.number().int(),
  ident: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number(),
  etaMinutes: z.number().int().nullable(),
});

export const ZSlugParams = z.object({ slug: z.string().max(200) });

export const ZRideNotification = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  kind: z.enum(RIDE_NOTIFICATION_KINDS),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});

export const ZDriverSuggestions = z.object({
  rideId: z.number().int(),
  pickup: z.object({ address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }),
  suggestions: z.array(
    z.object({
      driverId: z.number().int(),
      name: z.string(),
      ident: z.string(),
      online: z.boolean(),
      operating: z.enum(OPERATING_STATES),
      etaMinutes: z.number().int().nullable(),
      distanceKm: z.number().nullable(),
      vehicle: z.object({
        id: z.number().int(),
        registrationPlate: z.string(),
        brand: z.string(),
        model: z.string(),
        numberOfPeople: z.number().int(),
        numberOfLuggage: z.number().int(),
      }),
      reasons: z.array(z.enum(SUGGESTION_REASONS)),
    }),
  ),
  excluded: z.array(z.object({ driverId: z.number().int(), name: z.string(), reason: z.enum(SUGGESTION_EXCLUSIONS), detail: z.string() })),
});

export const ZFreeCount = z.object({ count: z.number().int() });
