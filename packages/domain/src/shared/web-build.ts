/**
 * Names the web build and the API server share (decisions 0047 and 0050): the build writes these files and
 * marks (apps/web/vite-prerender.ts), the server reads them from the build's folder (apps/api plugins/web.ts,
 * plugins/page-render.ts), and the app reads what the server wrote (apps/web app/page-data.ts).
 */

/**
 * Where the build lists the prerendered pages (`[{ path, files, data?, shells? }]`, paths of the build),
 * read by the server at start; the pages themselves are in the same folder.
 */
export const PRERENDER_MANIFEST = 'prerendered/pages.json';

/**
 * Where the build leaves the renderer for the server (decision 0050): one CommonJS file, which the API's
 * bundle can `require`, in a folder the server does not serve.
 */
export const SSR_RENDERER = 'ssr/render-page.cjs';

/** Where the server puts a page's render in its shell (the build's `<name>.<language>.shell.html`). */
export const SHELL_MARK = '<!--vozka-page-->';

/**
 * The id of the `<script type="application/json">` in which the server sends a page's answers (decision 0050):
 * `[queryKey, data][]`, put in the app's query cache before it takes the page over.
 */
export const PAGE_DATA_ELEMENT = 'vozka-page-data';
