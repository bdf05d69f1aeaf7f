import type { MatrixModule } from '../../test/matrix.ts';

export const contractsMatrix: MatrixModule = {
  rows: {},
};
