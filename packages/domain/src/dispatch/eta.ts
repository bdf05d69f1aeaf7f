/**
 * The estimated time of arrival from a straight-line distance (★ track-your-driver, driver suggestions):
 * roads are ~1.3 × the straight line, driven at an average town speed; at least one minute.
 */
export const ETA_ROAD_FACTOR = 1.3;
export const ETA_AVERAGE_SPEED_KMH = 30;
/** APPROACHING is raised once when the driver on the way comes this close to the pick-up (km or minutes). */
export const APPROACHING_KM = 1;
export const APPROACHING_MINUTES = 5;

export function etaMinutes(straightKm: number): number {
  return Math.max(1, Math.ceil(((straightKm * ETA_ROAD_FACTOR) / ETA_AVERAGE_SPEED_KMH) * 60));
}

/** Has a driver on the way come near enough to the pick-up for APPROACHING? */
export function isApproaching(straightKm: number): boolean {
  return straightKm <= APPROACHING_KM || etaMinutes(straightKm) <= APPROACHING_MINUTES;
}
