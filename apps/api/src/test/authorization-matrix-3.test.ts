import { runAuthorizationMatrix } from './matrix-run.ts';

// Part 3 of the authorization matrix (authorization-matrix.test.ts runs part 1 and says why in parts).
runAuthorizationMatrix(2, 3);
