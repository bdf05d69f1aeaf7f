import type { Language } from '@vozka/domain';
import { options } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { USER_QUERY_KEY } from '../lib/auth';
import { RESOURCES, i18n, initI18n } from '../lib/i18n';
import { type PageSeed, pageSeeds } from '../app/page-data';

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

/** A page's HTML and the query cache entries it was rendered with (the app starts from them). */
export interface RenderedPage {
  html: string;
  seeds: PageSeed[];
}

/** Renders run one at a time: a render sets the one i18n instance's language, and may wait between steps. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * The HTML of a public page as the app first shows it to a visitor who is not signed in (issue 18), in
 * `language`: the same routes, providers and texts, the session answered "nobody".
 *
 * - Without `answer` (the build, vite-prerender.ts) every other answer is still loading: the page's frame, its
 *   card and — on the transport contract — the heading above the spinner.
 * - With `answer`, the API's answer at the page's `data` address (the server, per request: decision 0050), the
 *   page shows it: the whole contract. `seeds` are the query cache entries the app starts from to take the
 *   same page over.
 *
 * The server sends the HTML, so a phone paints the page before the app's JavaScript has loaded; the app then
 * takes over the same DOM (main.tsx, hydration).
 */
export function renderPage(pathname: string, language: Language, answer?: unknown): Promise<RenderedPage> {
  const render = previous.then(() => renderNow(pathname, language, answer));
  previous = render.catch(() => undefined);
  return render;
}

async function renderNow(pathname: string, language: Language, answer: unknown): Promise<RenderedPage> {
  initI18n(language, RESOURCES);
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname}: the routes answer with a redirect (${context.status})`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const seeds = answer === undefined ? [] : pageSeeds(pathname, answer);
  for (const [key, data] of seeds) queryClient.setQueryData(key, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToStringAsync(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, seeds };
}
