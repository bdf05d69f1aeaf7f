import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Language, PAGE_DATA_ELEMENT, SHELL_MARK, SSR_RENDERER } from '@vozka/domain';

/** Pages kept rendered (about 30 kB each). */
const RENDERED_PAGES = 100;

/** The web build's renderer: a page's HTML with an API answer, and the query cache entries it used. */
type RenderPage = (pathname: string, language: Language, answer: unknown) => Promise<{ html: string; seeds: unknown[] }>;

/** A page the server renders with data (the manifest's `data` and `shells`, decision 0050). */
export interface DataPage {
  path: RegExp;
  /** The API address of the page's answer; `$1`… are the path's groups. */
  data: string;
  /** The build's HTML of the page in each language with SHELL_MARK in place of the render. */
  shells: Record<Language, string>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Renders the public pages that show an API answer (the transport contract) for each request, with the web
 * build's own renderer, so a phone is sent the whole page and the app takes it over only when the visitor uses
 * it (decision 0050, issue 18 §1). The answer is the API's own, asked for in-process as the visitor would
 * (`inject` from the visitor's address): the same validation, the same per-address limit, the same answer.
 *
 * `send` sends the page and answers true, or answers false — and sends nothing — when the page cannot be rendered with data: no answer (an unknown
 * link, the limit reached), no renderer in this build, or a render that failed. The caller then sends the
 * build's HTML of the page, which the app fills in itself.
 */
export function dataPageRenderer(app: FastifyInstance, webDist: string) {
  let renderer: RenderPage | null | undefined;
  const shells = new Map<string, string>();

  /** The renderer, loaded at the first page that needs it: a start that renders no page never pays for it. */
  function loadRenderer(): RenderPage | null {
    if (renderer !== undefined) return renderer;
    const file = path.join(webDist, SSR_RENDERER);
    try {
      renderer = fs.existsSync(file) ? (createRequire(file)(file) as { renderPage: RenderPage }).renderPage : null;
    } catch (err) {
      app.log.warn({ err }, 'page render: the web build renderer could not be loaded');
      renderer = null;
    }
    return renderer;
  }

  function shell(file: string): string {
    let html = shells.get(file);
    if (html === undefined) {
      html = fs.readFileSync(path.join(webDist, file), 'utf8');
      shells.set(file, html);
    }
    return html;
  }

  async function answerOf(page: DataPage, pathname: string, language: Language, request: FastifyRequest): Promise<unknown> {
    const groups = page.path.exec(pathname);
    if (!groups) return undefined;
    let url: string;
    try {
      url = page.data.replace(/\$(\d)/g, (_, i: string) => encodeURIComponent(decodeURIComponent(groups[Number(i)] ?? '')));
    } catch {
      return undefined; // a malformed %-escape: the page's own request will say so
    }
    const answer = await app.inject({
      method: 'GET',
      url: `${url}?lang=${language}`,
      remoteAddress: request.ip,
      // The page's request id: the call's log lines are the page's (plugins/request-id.ts keeps a sane one).
      headers: { accept: 'application/json', 'user-agent': request.headers['user-agent'] ?? '', 'x-request-id': request.id },
    });
    return answer.statusCode === 200 ? answer.json() : undefined;
  }

  /** The page's HTML: the shell with the render, and the answers the app starts from. */
  async function renderHtml(render: RenderPage, page: DataPage, pathname: string, language: Language, answer: unknown): Promise<string> {
    const { html, seeds } = await render(pathname, language, answer);
    // JSON in HTML: `<` escaped, so no `</script>` or `<!--` in a field ends the script early.
    const data = JSON.stringify(seeds).replace(/</g, '\\u003c');
    return shell(page.shells[language])
      .replace(SHELL_MARK, () => html)
      .replace('</body>', () => `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${data}</script></body>`);
  }

  /**
   * The last pages rendered, by language, address and answer: a render costs 10–30 ms of the main thread, and a
   * passenger opens the same contract again and again. A changed answer is another key, so nothing stale is
   * sent; the oldest page goes first.
   */
  const rendered = new Map<string, string>();
  function remember(key: string, html: string): void {
    rendered.set(key, html);
    if (rendered.size > RENDERED_PAGES) rendered.delete(rendered.keys().next().value!);
  }

  return {
    async send(page: DataPage, pathname: string, language: Language, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const render = loadRenderer();
      if (!render) return false;
      const answer = await answerOf(page, pathname, language, request);
      if (answer === undefined) return false;
      const key = `${language} ${pathname} ${JSON.stringify(answer)}`;
      let html = rendered.get(key);
      if (html === undefined) {
        try {
          html = await renderHtml(render, page, pathname, language, answer);
        } catch (err) {
          request.log.warn({ err }, 'page render: the page is sent without its data');
          return false;
        }
        remember(key, html);
      }
      // Personal data behind a link (as the API's answer says): no shared caches, no search engines.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
      const accepted = request.headers['accept-encoding'] ?? '';
      if (accepted.includes('br')) {
        const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
        reply.header('content-encoding', 'br').send(body);
      } else if (accepted.includes('gzip')) {
        reply.header('content-encoding', 'gzip').send(await gzip(html));
      } else reply.send(html);
      return true;
    },
  };
}
