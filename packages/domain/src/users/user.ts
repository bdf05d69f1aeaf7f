import type { z } from 'zod';
import type { ZClientContact, ZFleetOption, ZPassenger, ZUserDetails, ZUserRecord } from './contracts.ts';

// The users area's answers are the zod schemas of ./contracts.ts; these are their types (issue 13 §1).

/** The user as `GET /api/user-details` and the users calls answer it (spec §3 User). */
export type UserDetails = z.infer<typeof ZUserDetails>;

/** `GET /api/users/{id}`: the user with its paired vehicles and, for a passenger, its client. */
export type UserRecord = z.infer<typeof ZUserRecord>;

/** A client's passenger (spec §3 Passenger), as the passengers calls answer it. */
export type Passenger = z.infer<typeof ZPassenger>;

/** A customer or passenger as a FLEET_MANAGER gets it (issue 12 §3). */
export type ClientContact = z.infer<typeof ZClientContact>;

/** A fleet in the fleet picker: the fleet manager and its company. */
export type FleetOption = z.infer<typeof ZFleetOption>;
