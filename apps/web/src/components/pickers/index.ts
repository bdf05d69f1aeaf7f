export { CustomerPicker } from './CustomerPicker';
export { DriverPicker } from './DriverPicker';
export { FleetPicker } from './FleetPicker';
export { PassengerPicker } from './PassengerPicker';
export { UserPicker } from './UserPicker';
export { ClientQuickModal } from './ClientQuickModal';
export { FormPicker } from './FormPicker';
export type { PickerValue, PickerSize } from './rules';
export { rideFleetClearable } from './rules';
