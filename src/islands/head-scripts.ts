import { suggestBaseUrl } from '../../widgets/lib/base-url.js';
import { resolveColorMode, type ColorModeConfig } from '../../widgets/lib/color-mode.js';
import { DEFAULT_ANNOUNCEMENT_ID, HTML_ATTRIBUTES, LEGACY_ANNOUNCEMENT_ID, STORAGE_KEYS } from '../../widgets/lib/keys.js';

/**
 * Small scripts inlined in each page's head. They run before first paint, so a dismissed
 * announcement bar or the wrong colour theme never flashes, and they work even when the
 * bundle cannot load (the base-URL banner exists for exactly that case).
 */
export interface HeadScriptInput {
  baseUrl: string;
  /** Site route of the page. */
  route: string;
  colorMode: ColorModeConfig;
  announcementBarId?: string;
}

/** A JSON value safe inside an inline <script>. */
const json = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Marks the document as scripted (`html.js`), and applies the colour mode before paint. */
export function themeScript(colorMode: ColorModeConfig): string {
  // resolveColorMode is inlined as source: it is one pure function shared with the widget.
  return `(function(){var d=document.documentElement;d.classList.add('js');var s=null,m;try{s=localStorage.getItem(${json(STORAGE_KEYS.theme)})}catch(e){}try{m=matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}var resolveColorMode=${resolveColorMode.toString()};d.setAttribute(${json(HTML_ATTRIBUTES.theme)},resolveColorMode(${json(colorMode)},s,m))})();`;
}

/** Hides the announcement bar before paint when this bar (same id) was dismissed. */
export function announcementScript(id: string): string {
  return `(function(){try{var s=localStorage,i=s.getItem(${json(STORAGE_KEYS.announcementId)});if(i===${json(LEGACY_ANNOUNCEMENT_ID)})i=${json(DEFAULT_ANNOUNCEMENT_ID)};if(i===${json(id)}&&s.getItem(${json(STORAGE_KEYS.announcementDismiss)})==='true')document.documentElement.setAttribute(${json(HTML_ATTRIBUTES.announcementDismissed)},'')}catch(e){}})();`;
}

/** Wraps code blocks before paint when the reader asked for it earlier in the tab's session. */
export function codeWrapScript(): string {
  return `(function(){try{if(sessionStorage.getItem(${json(STORAGE_KEYS.codeWrap)})==='on')document.documentElement.setAttribute(${json(HTML_ATTRIBUTES.codeWrap)},'')}catch(e){}})();`;
}

/** Attribute the runtime sets on <html> when it starts. */
const RUNTIME_STARTED_ATTRIBUTE = 'data-docgen-runtime';

/**
 * Shows a banner when the site seems to be served under another base URL than the one it
 * was built for: the address is outside the base URL, or the page's script did not start
 * (its URL, built from the base URL, led nowhere). Suggests the base URL the address
 * implies. Styled inline: the stylesheet fails to load in exactly this case.
 */
export function baseUrlScript(baseUrl: string, route: string): string {
  const message = (configured: string, suggestion: string | undefined) =>
    'This site did not load properly. A common reason is a wrong base URL: the site is configured with baseUrl = ' +
    JSON.stringify(configured) +
    (suggestion ? ', but this address suggests baseUrl = ' + JSON.stringify(suggestion) + '. Try that base URL.' : '.');
  return `(function(){var b=${json(baseUrl)},p=location.pathname,d=document;var suggestBaseUrl=${suggestBaseUrl.toString()};var message=${message.toString()};function check(){var outside=(p+'/').indexOf(b)!==0;var failed=d.querySelector('script[type="module"][src]')&&!d.documentElement.hasAttribute(${json(RUNTIME_STARTED_ATTRIBUTE)});if(!(outside||failed)||d.getElementById('docgen-base-url-banner'))return;var e=d.createElement('div');e.id='docgen-base-url-banner';e.setAttribute('role','alert');e.style.cssText='border:2px solid #cf222e;background:#fff1f0;color:#1c1e21;padding:16px 20px;margin:16px;font:16px/1.5 system-ui,sans-serif;border-radius:8px';e.textContent=message(b,suggestBaseUrl(p,${json(route)}));d.body.prepend(e)}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',check);else check()})();`;
}

/** All inline head scripts of a page. */
export function headScripts(input: HeadScriptInput): string[] {
  const scripts = [themeScript(input.colorMode), baseUrlScript(input.baseUrl, input.route), codeWrapScript()];
  if (input.announcementBarId !== undefined) scripts.push(announcementScript(input.announcementBarId));
  return scripts;
}
