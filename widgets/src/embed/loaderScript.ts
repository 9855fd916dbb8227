import { installLoader } from './loader';

// Entry of `cdn/loader.js` (an IIFE). Outside a browser (server rendering, Node) it does nothing.
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) {
    installLoader({
      window,
      chunkBase: new URL('.', script.src).href,
      importChunk: (url) => import(/* @vite-ignore */ url),
    });
  } else {
    console.error('casino: load loader.js with <script src="…/cdn/loader.js">; its address locates the widget chunks.');
  }
}
