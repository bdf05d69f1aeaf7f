import { ZRideInput } from '@vozka/domain';
import { schemaErrors } from '../../lib/form';
import { pragueLocalToIso } from '../../lib/time';
import { type RideBodyContext, type RideFormValues, rideFormField, rideFormToBody, sentStops } from './ride-form';

const FILL = 'FILL_EVERY_FIELD';

/**
 * The ride form's checks (spec §5 style): the date and the stops (the pick-up, and for a transfer the
 * destination) must be filled, a rent needs its hours and a to-and-back ride its return; then the
 * domain schema for invalid values. Answers message codes by form field.
 */
export function validateRideForm(values: RideFormValues, context: RideBodyContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!pragueLocalToIso(values.date)) errors.date = FILL;
  const stops = sentStops(values);
  stops.forEach((stop, index) => {
    if (!stop.address.trim()) errors[`stops.${index}.address`] = FILL;
  });
  if (values.type === 'TRANSFER' && stops.length < 2) errors['stops.1.address'] = FILL;
  if (values.type === 'RENT' && values.numberOfHours === '') errors.numberOfHours = FILL;
  if (values.toAndBack && !pragueLocalToIso(values.returnDate)) errors.returnDate = FILL;
  if (values.status === 'CANCELED_BY_DRIVER' && values.status !== context.ride?.status && !values.cancelReason.trim()) {
    errors.cancelReason = FILL;
  }
  if (Object.keys(errors).length > 0) return errors;

  for (const [field, code] of Object.entries(schemaErrors(ZRideInput, rideFormToBody(values, context)))) {
    errors[rideFormField(field)] ??= code;
  }
  return errors;
}
