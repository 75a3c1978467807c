/**
 * The loading feedback of client-side navigation: nothing for fast loads; after 200 ms a
 * progress bar (nprogress, loaded on first use) and a spinner.
 */
import { runtimeWords } from './messages.js';

export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_SETTINGS = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800, showSpinner: false };

type NProgressApi = typeof import('nprogress');
let nprogress: Promise<NProgressApi> | undefined;

function loadNProgress(): Promise<NProgressApi> {
  nprogress ??= import('nprogress').then((module) => {
    const api = (module as unknown as { default?: NProgressApi }).default ?? module;
    api.configure(PROGRESS_SETTINGS as Parameters<NProgressApi['configure']>[0]);
    return api;
  });
  return nprogress;
}

export interface Progress {
  done(): void;
}

export function startProgress(): Progress {
  let finished = false;
  let spinner: HTMLElement | undefined;
  // Start fetching the bar's code now, so it is ready when the delay ends.
  const bar = loadNProgress();
  bar.catch(() => undefined);
  const timer = setTimeout(() => {
    if (finished) return;
    spinner = document.createElement('div');
    spinner.className = 'route-spinner';
    spinner.setAttribute('role', 'status');
    const label = document.createElement('span');
    label.className = 'sr-only';
    label.textContent = runtimeWords().t('navigation.loading');
    spinner.appendChild(label);
    document.body.appendChild(spinner);
    document.getElementById('main-content')?.setAttribute('aria-busy', 'true');
    void bar.then((api) => !finished && api.start());
  }, PROGRESS_DELAY_MS);
  return {
    done() {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      spinner?.remove();
      document.getElementById('main-content')?.removeAttribute('aria-busy');
      if (spinner) void bar.then((api) => api.done());
    },
  };
}
