import { useParams } from 'react-router';

/** The ride id of a `:id` route parameter, or null when it is not one. */
export function useRideId(): number | null {
  const { id } = useParams();
  const rideId = Number(id);
  return Number.isInteger(rideId) && rideId > 0 ? rideId : null;
}
