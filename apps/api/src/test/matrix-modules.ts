import type { MatrixModule } from './matrix.ts';
import { authMatrix } from '../modules/auth/auth.matrix.ts';
import { usersMatrix } from '../modules/users/users.matrix.ts';
import { vehiclesMatrix } from '../modules/vehicles/vehicles.matrix.ts';
import { filesMatrix } from '../modules/files/files.matrix.ts';
import { ridesMatrix } from '../modules/rides/rides.matrix.ts';
import { rideImportMatrix } from '../modules/ride-import/ride-import.matrix.ts';
import { contractsMatrix } from '../modules/contracts/contracts.matrix.ts';
import { paymentsMatrix } from '../modules/payments/payments.matrix.ts';
import { pricingMatrix } from '../modules/pricing/pricing.matrix.ts';
import { placesMatrix } from '../modules/places/places.matrix.ts';
import { settingsMatrix } from '../modules/settings/settings.matrix.ts';
import { dispatchMatrix } from '../modules/dispatch/dispatch.matrix.ts';
import { boardMatrix } from '../modules/board/board.matrix.ts';
import { blogMatrix } from '../modules/blog/blog.matrix.ts';
import { messagesMatrix } from '../modules/notifications/messages.matrix.ts';
import { notificationsMatrix } from '../modules/notifications/notifications.matrix.ts';
import { reportsMatrix } from '../modules/reports/reports.matrix.ts';
import { isdocMatrix } from '../modules/invoices/isdoc.matrix.ts';
import { invoicesMatrix } from '../modules/invoices/invoices.matrix.ts';
import { rideExportMatrix } from '../modules/ride-export/ride-export.matrix.ts';
import { webhooksMatrix } from '../modules/webhooks/webhooks.matrix.ts';
import { flightsMatrix } from '../modules/flights/flights.matrix.ts';
import { apiKeysMatrix } from '../modules/api-keys/api-keys.matrix.ts';
import { calendarMatrix } from '../modules/calendar/calendar.matrix.ts';

/** Every module's rows of the authorization matrix; a new module adds its table here. */
export const MATRIX_MODULES: MatrixModule[] = [
  authMatrix,
  usersMatrix,
  vehiclesMatrix,
  filesMatrix,
  ridesMatrix,
  rideImportMatrix,
  contractsMatrix,
  paymentsMatrix,
  pricingMatrix,
  placesMatrix,
  settingsMatrix,
  dispatchMatrix,
  boardMatrix,
  blogMatrix,
  messagesMatrix,
  notificationsMatrix,
  reportsMatrix,
  isdocMatrix,
  invoicesMatrix,
  rideExportMatrix,
  webhooksMatrix,
  flightsMatrix,
  apiKeysMatrix,
  calendarMatrix,
];
