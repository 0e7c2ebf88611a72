/**
 * Which scripts and styles a server-rendered page carries. In production they come from Vite's
 * build manifest (hashed names); in development from the Vite dev server. Whole-app pages and
 * island pages (the route's `hydrate` fact, src/shared/route-facts.ts) have one manifest each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerManifest } from '@tanstack/router-core';

const APP_ENTRY = 'src/client/entry-client.tsx';
const ISLANDS_ENTRY = 'src/client/entry-islands.tsx';

export interface PageManifests {
  app: ServerManifest;
  islands: ServerManifest;
  /** The markdown typography, for island pages that show markdown (production only: in development Vite serves it). */
  proseStyles?: string;
}

interface ViteManifestChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;

/** An entry's file and the files it imports (to preload them). */
function entryFiles(vite: ViteManifest, entryKey: string) {
  const entry = vite[entryKey];
  if (!entry) throw new Error(`Build manifest has no entry for ${entryKey}: run "npm run build" first`);
  const imports = new Set<string>();
  const visit = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = vite[key];
    if (!chunk) return;
    if (key !== entryKey) imports.add(`/${chunk.file}`);
    chunk.imports?.forEach((i) => visit(i, seen));
  };
  visit(entryKey);
  return { file: `/${entry.file}`, imports: [...imports] };
}

/**
 * Island pages load their script only after the first paint (and after the page's own images):
 * the text is readable without it, and on a slow link it would otherwise compete with the page for
 * bandwidth. The entry's imports are preloaded together with it, so they arrive in one round trip.
 */
export function islandsBootScript(entry: string, imports: string[]): string {
  return `(function(){function go(){requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(imports)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});import(${JSON.stringify(entry)})})})}if(document.readyState==="complete")go();else addEventListener("load",go)})()`;
}

const APP_STYLES = 'src/client/styles/app.css';
const PROSE_STYLES = 'src/client/styles/prose.css';

/**
 * Island pages (what a reader arrives on) carry the stylesheet inlined: on a 150 ms, 1.6 Mbps link
 * a separate render-blocking request delayed the first paint by ~0.5 s. TanStack Router writes it
 * as a <style> with the CSP nonce. The typography of rendered markdown (~2.3 KB gzip) is added by
 * the renderer only to island pages that show markdown (`proseStyles`).
 *
 * Whole-app pages (the signed-in workspaces) link both stylesheets instead, as hashed files cached
 * for a year (docs/decisions/2026-11-27-linked-styles-on-whole-app-pages.md): they wait for ~145 KB
 * of script anyway, a signed-in visitor loads them again and again, and each is a per-user answer
 * the server renders and compresses on its own. Inlined, the ~75 KB of CSS was two thirds of every
 * /profile answer: compressed again on each cold render and stored again per learner.
 */
export function productionManifests(clientDir: string): PageManifests {
  const vite = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const app = entryFiles(vite, APP_ENTRY);
  const islands = entryFiles(vite, ISLANDS_ENTRY);
  const stylesheet = (key: string) => {
    const href = entryFiles(vite, key).file;
    return { href, text: readFileSync(path.join(clientDir, href), 'utf8') };
  };
  const appStyles = stylesheet(APP_STYLES);
  const proseStyles = stylesheet(PROSE_STYLES);
  return {
    app: {
      routes: {
        __root__: {
          css: [appStyles.href, proseStyles.href],
          preloads: app.imports,
          scripts: [{ attrs: { type: 'module', src: app.file } }],
        },
      },
    },
    islands: {
      inlineCss: { styles: { [appStyles.href]: appStyles.text } },
      routes: {
        __root__: {
          css: [appStyles.href],
          preloads: [],
          scripts: [{ attrs: {}, children: islandsBootScript(islands.file, islands.imports) }],
        },
      },
    },
    proseStyles: proseStyles.text,
  };
}

const REACT_REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

function developmentManifest(entry: string): ServerManifest {
  return {
    routes: {
      __root__: {
        scripts: [
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module' }, children: REACT_REFRESH_PREAMBLE },
          { attrs: { type: 'module', src: `/${entry}` } },
        ],
      },
    },
  };
}

export function developmentManifests(): PageManifests {
  return { app: developmentManifest(APP_ENTRY), islands: developmentManifest(ISLANDS_ENTRY) };
}
