import type { MatrixModule } from '../../test/matrix.ts';

export const ridesMatrix: MatrixModule = {
  rows: {},
};
