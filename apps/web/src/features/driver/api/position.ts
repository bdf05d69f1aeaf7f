import { api } from '../../../lib/api-client';

export interface PositionBody {
  latitude: number;
  longitude: number;
  /** Degrees 0…359, 0 = north, clockwise. */
  heading: number;
  /** km/h, 0…400. */
  speed: number;
  accuracy?: number;
}

/** POST /api/drivers/me/position (docs/api/dispatch.md §1). */
export function postPosition(body: PositionBody): Promise<void> {
  return api.post('/drivers/me/position', body);
}

/** DELETE /api/drivers/me/position: off duty, the pin disappears at once. */
export function deletePosition(): Promise<void> {
  return api.delete('/drivers/me/position');
}
