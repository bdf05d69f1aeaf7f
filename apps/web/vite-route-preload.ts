import path from 'node:path';
import type { Plugin } from 'vite';
import { PENDING_ACTION, PUBLIC_PAGES, USER_DETAILS_REQUEST } from './src/app/public-pages';
import { LANGUAGE_STORAGE_KEY } from './src/lib/language-key';

interface OutChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}
interface OutAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/**
 * The route preload of the build (issue 18): a small script the HTML runs first, in its head. It looks at
 * the address and preloads the public page's chunk, the chunks it imports and its texts in the browser's
 * language, so they load alongside the entry instead of after it has run (the router finds the page's chunk
 * only then: a round trip and the entry's run on a throttled phone). A file, not an inline script: the
 * Content-Security-Policy allows scripts of the site only. Other addresses preload nothing more. On every
 * address it also asks who is signed in (`/api/user-details`, the app's request with its headers), which
 * every page waits for; the app reads the answer (main.tsx) instead of asking once it has run.
 *
 * A build-time page (vite-prerender.ts; its `data-prerendered-app` names the entry and the entry's chunks)
 * shows without the app: the script loads the app only once the page has painted its first content (or
 * after 3 s unseen: a background tab paints nothing), so the page's stylesheet and paint do not share the
 * phone's bandwidth and CPU with the app. Until the app has taken the page over, typing and links work as
 * they are; a form sent is held, not sent by the browser (a GET, the password in the address), and a click
 * on a control only the app handles (a button that sends nothing, a radio or check box: the language) is
 * held too; the app does the last one held then (main.tsx).
 */
export function routePreload(): Plugin {
  return {
    name: 'vozka:route-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle) as (OutChunk | OutAsset)[];
        const chunks = files.filter((file): file is OutChunk => file.type === 'chunk');
        const byModule = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.split(path.sep).join('/').endsWith(suffix));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the HTML preloads already: the entry and its static imports.
        const loaded = new Set<string>();
        const walk = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || loaded.has(fileName)) return;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) walk(imported, into);
        };
        for (const chunk of chunks)
          if (byFile.get(chunk.fileName) && (chunk as { isEntry?: boolean }).isEntry) walk(chunk.fileName, loaded);

        const routes = Object.values(PUBLIC_PAGES).map((page) => {
          const own = new Set<string>();
          const pageChunk = byModule(page.module);
          if (pageChunk) walk(pageChunk.fileName, own);
          const texts = (language: string) =>
            ['common', ...page.texts].map((ns) => byModule(`src/locales/${language}/${ns}.json`)?.fileName).filter(Boolean);
          return [page.path, [...own], { cs: texts('cs'), en: texts('en') }] as const;
        });
        // Czech for a stored choice of Czech, or a cs-CZ browser without one (lib/i18n.ts).
        const source = `(function(){var r=${JSON.stringify(routes)},l=null,p=location.pathname,h=document.documentElement,a=h.getAttribute("data-prerendered-app"),m=[],i,f,done;
try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}
if(l!=="cs"&&l!=="en")l=/^cs(-cz)?$/i.test(navigator.language||"")?"cs":"en";
if(!(${JSON.stringify(USER_DETAILS_REQUEST)} in window))try{f=fetch("/api/user-details",{headers:{"Accept-Language":l,Accept:"application/json, text/plain"},credentials:"same-origin"});f.catch(function(){});window[${JSON.stringify(USER_DETAILS_REQUEST)}]=f}catch(e){}
for(i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){m=r[i][1].concat(r[i][2][l]).map(function(x){return"/"+x});break}
function preload(list){for(var j=0;j<list.length;j++){var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=list[j];document.head.appendChild(k)}}
if(!a)return preload(m);
a=JSON.parse(a);
function hold(e,t){if(h.hasAttribute("data-hydrated")||!t)return;e.preventDefault();window[${JSON.stringify(PENDING_ACTION)}]=t}
document.addEventListener("submit",function(e){hold(e,e.target)},true);
document.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("button:not([type=submit]),input[type=radio],input[type=checkbox],label"),c=t&&t.tagName==="LABEL"&&t.control;if(t&&t.tagName==="LABEL"&&!(c&&(c.type==="radio"||c.type==="checkbox")))return;hold(e,t)},true);
function start(){if(done)return;done=1;preload(a.preload.concat(m));var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=a.entry;document.head.appendChild(s)}
try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start,0)}}).observe({type:"paint",buffered:true});setTimeout(start,3000)}catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}})();
`;
        const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
        const html = bundle['index.html'] as OutAsset | undefined;
        if (!html) return;
        html.source = String(html.source).replace('<title>', `<script src="/${this.getFileName(ref)}"></script>\n    <title>`);
      },
    },
  };
}
