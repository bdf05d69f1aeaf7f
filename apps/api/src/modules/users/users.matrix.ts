import type { MatrixModule } from '../../test/matrix.ts';

export const usersMatrix: MatrixModule = {
  rows: {},
};
