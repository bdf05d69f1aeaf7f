import type { Language } from '@vozka/domain';
import type { Namespace } from '../lib/i18n';
import csApiKeys from './cs/apiKeys.json';
import csWebhooks from './cs/webhooks.json';
import csAuth from './cs/auth.json';
import csBilling from './cs/billing.json';
import csBlog from './cs/blog.json';
import csBoard from './cs/board.json';
import csCalendar from './cs/calendar.json';
import csDeliveries from './cs/deliveries.json';
import csCommon from './cs/common.json';
import csDispatch from './cs/dispatch.json';
import csDocuments from './cs/documents.json';
import csDriver from './cs/driver.json';
import csFiles from './cs/files.json';
import csFlights from './cs/flights.json';
import csLoginHistory from './cs/loginHistory.json';
import csNav from './cs/nav.json';
import csPassengers from './cs/passengers.json';
import csPayments from './cs/payments.json';
import csPlaces from './cs/places.json';
import csPerson from './cs/person.json';
import csPickers from './cs/pickers.json';
import csPricing from './cs/pricing.json';
import csProfile from './cs/profile.json';
import csRideImport from './cs/rideImport.json';
import csRides from './cs/rides.json';
import csSettings from './cs/settings.json';
import csTracking from './cs/tracking.json';
import csUsers from './cs/users.json';
import csVehicles from './cs/vehicles.json';
import enApiKeys from './en/apiKeys.json';
import enWebhooks from './en/webhooks.json';
import enAuth from './en/auth.json';
import enBilling from './en/billing.json';
import enBlog from './en/blog.json';
import enBoard from './en/board.json';
import enCalendar from './en/calendar.json';
import enDeliveries from './en/deliveries.json';
import enCommon from './en/common.json';
import enDispatch from './en/dispatch.json';
import enDocuments from './en/documents.json';
import enDriver from './en/driver.json';
import enFiles from './en/files.json';
import enFlights from './en/flights.json';
import enLoginHistory from './en/loginHistory.json';
import enNav from './en/nav.json';
import enPassengers from './en/passengers.json';
import enPayments from './en/payments.json';
import enPlaces from './en/places.json';
import enPerson from './en/person.json';
import enPickers from './en/pickers.json';
import enPricing from './en/pricing.json';
import enProfile from './en/profile.json';
import enRideImport from './en/rideImport.json';
import enRides from './en/rides.json';
import enSettings from './en/settings.json';
import enTracking from './en/tracking.json';
import enUsers from './en/users.json';
import enVehicles from './en/vehicles.json';

/**
 * Every text of the web in both languages at once, for the tests (the app loads a page's namespaces of
 * one language when it needs them: lib/i18n.ts).
 */
export const RESOURCES: Record<Language, Record<Namespace, object>> = {
  cs: {
    common: csCommon,
    auth: csAuth,
    nav: csNav,
    pickers: csPickers,
    person: csPerson,
    users: csUsers,
    vehicles: csVehicles,
    files: csFiles,
    profile: csProfile,
    passengers: csPassengers,
    loginHistory: csLoginHistory,
    documents: csDocuments,
    rides: csRides,
    payments: csPayments,
    pricing: csPricing,
    places: csPlaces,
    settings: csSettings,
    dispatch: csDispatch,
    tracking: csTracking,
    driver: csDriver,
    board: csBoard,
    deliveries: csDeliveries,
    blog: csBlog,
    billing: csBilling,
    rideImport: csRideImport,
    flights: csFlights,
    calendar: csCalendar,
    apiKeys: csApiKeys,
    webhooks: csWebhooks,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    nav: enNav,
    pickers: enPickers,
    person: enPerson,
    users: enUsers,
    vehicles: enVehicles,
    files: enFiles,
    profile: enProfile,
    passengers: enPassengers,
    loginHistory: enLoginHistory,
    documents: enDocuments,
    rides: enRides,
    payments: enPayments,
    pricing: enPricing,
    places: enPlaces,
    settings: enSettings,
    dispatch: enDispatch,
    tracking: enTracking,
    driver: enDriver,
    board: enBoard,
    deliveries: enDeliveries,
    blog: enBlog,
    billing: enBilling,
    rideImport: enRideImport,
    flights: enFlights,
    calendar: enCalendar,
    apiKeys: enApiKeys,
    webhooks: enWebhooks,
  },
};
