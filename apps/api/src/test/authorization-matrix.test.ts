import { runAuthorizationMatrix } from './matrix-run.ts';

// Every API route as anonymous, each role and on another fleet's or customer's data (matrix.ts); the rows
// are the modules' `*.matrix.ts`. Three files, so the matrix runs on every core (matrix-run.ts).
runAuthorizationMatrix(0, 3);
