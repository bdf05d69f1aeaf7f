import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { ridePeople, type RidePeople } from '../rides/test-support.ts';

/**
 * A reminders test file's app with the ride people and the queue's workers off: the test runs the jobs with
 * `drain()` (a delayed job made due by setting its `start_after`).
 */
export function useQueueApp(ready: (app: TestApp, people: RidePeople) => void): void {
  useTestApp(
    async (app) => {
      ready(app, await ridePeople(app));
    },
    { jobs: { workers: false } },
  );
}
