import type { MatrixModule } from '../../test/matrix.ts';

export const vehiclesMatrix: MatrixModule = {
  rows: {},
};
