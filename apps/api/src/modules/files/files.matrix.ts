import type { MatrixModule } from '../../test/matrix.ts';

export const filesMatrix: MatrixModule = {
  rows: {},
};
