import type { TPositionInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** POST /api/drivers/me/position (docs/api/dispatch.md §1): degrees, heading 0…359 (0 = north, clockwise), km/h. */
export function postPosition(body: TPositionInput): Promise<void> {
  return api.post('/drivers/me/position', body);
}

/** DELETE /api/drivers/me/position: off duty, the pin disappears at once. */
export function deletePosition(): Promise<void> {
  return api.delete('/drivers/me/position');
}
