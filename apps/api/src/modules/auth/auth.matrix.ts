import { desc, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import { buildUser, login } from '../../test/test-app.ts';
import { everyone, signedIn, type MatrixContext, type MatrixModule } from '../../test/matrix.ts';

/** A live session of a user none of the callers is: ending it is 404 for everyone, ADMIN too. */
async function someoneElsesSession(ctx: MatrixContext): Promise<number> {
  const owner = await buildUser(ctx.database);
  await login(ctx.app, owner.email!);
  const [row] = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, owner.id))
    .orderBy(desc(sessions.id))
    .limit(1);
  return row!.id;
}

export const authMatrix: MatrixModule = {
  rows: {
    'GET /api/health': { expect: everyone(200) },
    'GET /api/ready': { expect: everyone(200) },
    'GET /api/health/live': { expect: everyone(200) },
    'GET /api/health/ready': { expect: everyone(200) },
    'POST /api/login': { expect: everyone(400), payload: {} },
    'GET /api/user-details': { expect: signedIn(200) },
    'GET /api/logout': { expect: everyone(204) },
    'POST /api/logout': { expect: everyone(204) },
    'POST /api/registration': { expect: everyone(400), payload: {} },
    'GET /api/registration/:key': { expect: everyone(410), url: '/api/registration/unknown-key' },
    'POST /api/reset-password': { expect: everyone(400), payload: {} },
    'GET /api/setup-password/:key': { expect: everyone(410), url: '/api/setup-password/unknown-key' },
    'POST /api/setup-password/:key': { expect: everyone(400), url: '/api/setup-password/unknown-key', payload: {} },
    'GET /api/sessions': { expect: signedIn(200) },
    'DELETE /api/sessions/:id': {
      expect: [401, 404, 404, 404, 404, 404],
      request: async (ctx) => ({ url: `/api/sessions/${await someoneElsesSession(ctx)}` }),
    },
    'POST /api/sessions/revoke-others': { expect: signedIn(200), payload: {} },
  },
};
