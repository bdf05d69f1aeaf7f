import { resetRideDates } from '../modules/rides/test-support.ts';

// Runs before each API test file (vitest.config.ts `setupFiles`). The files of a worker share its modules
// (docs/decisions/0044), so state a shared test helper keeps is reset here to what a fresh import has.
resetRideDates();
