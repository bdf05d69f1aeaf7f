/** The screens of the rides feature. */
export const RIDES_PATH = '/manage/drives';
export const DISPATCHING_PATH = '/dispatching';
export const ridePath = (id: number) => `${RIDES_PATH}/${id}`;
export const rideEditPath = (id: number) => `${RIDES_PATH}/${id}/edit`;
