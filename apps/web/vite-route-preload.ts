import path from 'node:path';
import type { Plugin } from 'vite';
import { PUBLIC_PAGES, USER_DETAILS_REQUEST } from './src/app/public-pages';
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
 * The route preload of the build (issue 18): a small script the HTML loads (`async`, before the entry) that
 * looks at the address and preloads the public page's chunk, the chunks it imports and its texts in the
 * browser's language, so they load alongside the entry instead of after it has run (the router finds the
 * page's chunk only then: a round trip and the entry's run on a throttled phone). A file, not an inline
 * script: the Content-Security-Policy allows scripts of the site only. Other addresses preload nothing more.
 * On every address it also asks who is signed in (`/api/user-details`, the app's request with its headers),
 * which every page waits for; the app reads the answer (main.tsx) instead of asking once it has run.
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
        const source = `(function(){var r=${JSON.stringify(routes)},l=null,p=location.pathname,i,j,f;
try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}
if(l!=="cs"&&l!=="en")l=/^cs(-cz)?$/i.test(navigator.language||"")?"cs":"en";
if(!(${JSON.stringify(USER_DETAILS_REQUEST)} in window))try{f=fetch("/api/user-details",{headers:{"Accept-Language":l,Accept:"application/json, text/plain"},credentials:"same-origin"});f.catch(function(){});window[${JSON.stringify(USER_DETAILS_REQUEST)}]=f}catch(e){}
for(i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){f=r[i][1].concat(r[i][2][l]);
for(j=0;j<f.length;j++){var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href="/"+f[j];document.head.appendChild(k)}break}})();
`;
        const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
        const html = bundle['index.html'] as OutAsset | undefined;
        if (!html) return;
        html.source = String(html.source).replace('<title>', `<script async src="/${this.getFileName(ref)}"></script>\n    <title>`);
      },
    },
  };
}
