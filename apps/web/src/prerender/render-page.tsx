import type { Language } from '@vozka/domain';
import { options } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { USER_QUERY_KEY } from '../lib/auth';
import { RESOURCES, i18n, initI18n } from '../lib/i18n';

/** Preact's option hooks by their names in its build (`_render` and a component's `_globalContext`). */
interface RenderOptions {
  __r?: (vnode: { __c?: { context?: unknown; __n?: unknown } }) => void;
}

/*
 * React 19's `use(Context)`, which Mantine reads its theme with, finds a provider through the rendering
 * component's `_globalContext`, which Preact's renderer sets and the string renderer does not: there the
 * component's `context` is that map (what `useContext` reads). Given before each component renders.
 */
const renderHook = (options as RenderOptions).__r;
(options as RenderOptions).__r = (vnode) => {
  renderHook?.(vnode);
  if (vnode.__c && vnode.__c.__n === undefined) vnode.__c.__n = vnode.__c.context;
};

/**
 * The HTML of a public page as the app first shows it to a visitor who is not signed in, rendered at build
 * time (scripts/prerender.ts, issue 18): the page's frame, its card and — on the transport contract — the
 * heading above the spinner, in `language`. The server sends it in the page's HTML, so a phone paints the
 * page before the app's JavaScript has loaded; the app then takes over the same DOM (main.tsx, hydration).
 * It is what the client renders in that state: the same routes, providers and texts, the session answered
 * "nobody" and every other answer still loading.
 */
export async function renderPage(pathname: string, language: Language): Promise<string> {
  initI18n(language, RESOURCES);
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname}: the routes answer with a redirect (${context.status})`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStringAsync(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
