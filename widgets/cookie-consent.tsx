import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CookieCategoryProps, CookieConsentWidgetProps } from './types.js';
import { clearCookies, loadTagManager, onConsentChange, readConsent, saveConsent, type ConsentChoice } from './lib/consent.js';
import { wordsOf } from './lib/messages.js';
import { useOverflows } from './lib/overflow.js';

type Selection = Record<string, boolean>;

/** The categories' initial switches: as configured; locked categories stay as they are. */
export function defaultSelection(categories: readonly CookieCategoryProps[]): Selection {
  return Object.fromEntries(categories.map((category) => [category.id, category.checked]));
}

/** The switches for a stored choice (locked categories keep their configured state). */
export function selectionFromChoice(categories: readonly CookieCategoryProps[], choice: ConsentChoice): Selection {
  return Object.fromEntries(
    categories.map((category) => [category.id, category.disabled ? category.checked : choice.accepted.includes(category.id)]),
  );
}

/** The accepted category ids for a selection; locked-on categories are always accepted. */
export function acceptedIds(categories: readonly CookieCategoryProps[], selection: Selection): string[] {
  return categories.filter((category) => (category.disabled ? category.checked : selection[category.id])).map((category) => category.id);
}

/**
 * Applies a choice to the page: loads the tag manager and the analytics whose categories
 * are accepted, and deletes the cookies of every category that is not (e.g. analytics
 * cookies after the visitor switched Targeting off). Nothing third-party happens before a
 * choice exists.
 */
export function applyConsent(
  props: Pick<CookieConsentWidgetProps, 'categories' | 'tagManager' | 'analytics'>,
  choice: ConsentChoice | null,
): void {
  if (!choice) return;
  for (const category of props.categories) {
    if (!choice.accepted.includes(category.id) && category.clearCookies.length) clearCookies(category.clearCookies);
  }
  if (props.tagManager && choice.accepted.includes(props.tagManager.category)) loadTagManager(props.tagManager.containerId);
  // Its own chunk: only a site that configures analytics, and only once a choice is made, loads it.
  const { analytics } = props;
  if (analytics) void import('./lib/analytics.js').then(({ loadAnalytics }) => loadAnalytics(analytics, choice.accepted));
}

/**
 * Opt-in cookie consent: a banner until the visitor chooses, and a settings dialog (also
 * opened by any `[data-cookie-settings]` link, e.g. in the footer) with one switch and a
 * cookie table per category. Renders nothing on the server: whether to show the banner
 * depends on what this browser stored.
 */
export default function CookieConsent(props: CookieConsentWidgetProps) {
  const { categories } = props;
  const { t } = wordsOf(props.messages);
  const [bannerOpen, setBannerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selection, setSelection] = useState<Selection>(() => defaultSelection(categories));
  const id = useId();
  // Where the focus goes back to when the settings close (the control that opened them).
  const opener = useRef<HTMLElement | null>(null);
  const bannerSettingsButton = useRef<HTMLButtonElement>(null);
  // On a small screen the banner's text scrolls within it (the banner stays within a third).
  const [bannerText, textScrolls] = useOverflows<HTMLParagraphElement>();
  const returnFocus = useRef(false);
  const openSettings = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSettingsOpen(true);
  };

  useEffect(() => {
    const stored = readConsent();
    setBannerOpen(!stored);
    if (stored) setSelection(selectionFromChoice(categories, stored));
    applyConsent(props, stored);
    const stop = onConsentChange((choice) => {
      if (choice) setSelection(selectionFromChoice(categories, choice));
      setBannerOpen(!choice);
      applyConsent(props, choice);
    });
    const openFromLink = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
      if (!link) return;
      event.preventDefault();
      opener.current = link instanceof HTMLElement ? link : null;
      setSettingsOpen(true);
    };
    document.addEventListener('click', openFromLink);
    return () => {
      stop();
      document.removeEventListener('click', openFromLink);
    };
    // Props of an island never change after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the dialog closes: back to its opener, else the banner's button, else the
  // footer's settings link, else the main content; never to the page body.
  useEffect(() => {
    if (settingsOpen || !returnFocus.current) return;
    returnFocus.current = false;
    const target = [
      opener.current,
      bannerSettingsButton.current,
      document.querySelector<HTMLElement>('[data-cookie-settings]'),
      document.getElementById('main-content'),
    ].find((candidate) => candidate?.isConnected);
    target?.focus();
  }, [settingsOpen, bannerOpen]);

  const closeSettings = () => {
    returnFocus.current = true;
    setSettingsOpen(false);
  };
  const save = useCallback(
    (next: Selection) => {
      setSelection(next);
      setBannerOpen(false);
      returnFocus.current = true;
      setSettingsOpen(false);
      saveConsent(acceptedIds(categories, next));
    },
    [categories],
  );
  const acceptAll = () => save(Object.fromEntries(categories.map((category) => [category.id, true])));
  const necessaryOnly = () => save(Object.fromEntries(categories.map((category) => [category.id, category.disabled && category.checked])));

  return (
    <>
      {bannerOpen && !settingsOpen && (
        <section className="cookie-banner" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
          <h2 className="cookie-banner-title" id={`${id}-title`}>
            {props.title}
          </h2>
          <p className="cookie-banner-text" id={`${id}-text`} ref={bannerText} tabIndex={textScrolls ? 0 : undefined}>
            <ConsentText {...props} />
          </p>
          <div className="cookie-actions">
            <button type="button" className="button button-alt" ref={bannerSettingsButton} onClick={openSettings}>
              {t('cookies.settings')}
            </button>
            <button type="button" className="button button-alt" onClick={necessaryOnly}>
              {t('cookies.necessaryOnly')}
            </button>
            <button type="button" className="button button-brand" onClick={acceptAll}>
              {t('cookies.acceptAll')}
            </button>
          </div>
        </section>
      )}
      {settingsOpen && (
        <SettingsDialog
          {...props}
          id={id}
          selection={selection}
          onChange={(categoryId, checked) => setSelection((current) => ({ ...current, [categoryId]: checked }))}
          onSave={() => save(selection)}
          onAcceptAll={acceptAll}
          onNecessaryOnly={necessaryOnly}
          onClose={closeSettings}
        />
      )}
    </>
  );
}

/** The consent description and the privacy-policy link, shared by banner and dialog. */
function ConsentText({
  description,
  privacyPolicyUrl,
  messages,
}: Pick<CookieConsentWidgetProps, 'description' | 'privacyPolicyUrl' | 'messages'>) {
  return (
    <>
      {description}{' '}
      {privacyPolicyUrl && (
        <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          {messages.texts['cookies.privacyPolicy']}
        </a>
      )}
    </>
  );
}

function SettingsDialog(
  props: CookieConsentWidgetProps & {
    id: string;
    selection: Selection;
    onChange: (categoryId: string, checked: boolean) => void;
    onSave: () => void;
    onAcceptAll: () => void;
    onNecessaryOnly: () => void;
    onClose: () => void;
  },
) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const { id } = props;
  const { t } = wordsOf(props.messages);
  return (
    <dialog
      ref={dialog}
      className="cookie-settings"
      aria-labelledby={`${id}-settings-title`}
      onClose={props.onClose}
      onCancel={props.onClose}
    >
      <div className="cookie-settings-header">
        <h2 id={`${id}-settings-title`}>{props.title}</h2>
        <button type="button" className="cookie-settings-close" aria-label={t('cookies.close')} onClick={props.onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="cookie-settings-text">
        <ConsentText {...props} />
      </p>
      {props.categories.map((category) => (
        <section key={category.id} className="cookie-category" aria-labelledby={`${id}-${category.id}`}>
          <div className="cookie-category-header">
            <h3 id={`${id}-${category.id}`}>{category.title}</h3>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                name={category.id}
                checked={category.disabled ? category.checked : Boolean(props.selection[category.id])}
                disabled={category.disabled}
                aria-labelledby={`${id}-${category.id}`}
                onChange={(event) => props.onChange(category.id, event.target.checked)}
              />
              <span className="switch-track" aria-hidden="true" />
              {category.disabled && <span className="switch-note">{t('cookies.alwaysOn')}</span>}
            </label>
          </div>
          <p className="cookie-category-text">{category.description}</p>
          {category.cookies.length > 0 && (
            <div className="cookie-table-wrapper">
              <table className="cookie-table">
                <caption className="sr-only">{t('cookies.tableCaption', { category: category.title })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('cookies.name')}</th>
                    <th scope="col">{t('cookies.provider')}</th>
                    <th scope="col">{t('cookies.purpose')}</th>
                    <th scope="col">{t('cookies.lifespan')}</th>
                  </tr>
                </thead>
                <tbody>
                  {category.cookies.map((cookie) => (
                    <tr key={cookie.name}>
                      <td>
                        <code>{cookie.name}</code>
                      </td>
                      <td>{cookie.provider}</td>
                      <td>{cookie.description}</td>
                      <td>{cookie.lifespan ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      <div className="cookie-actions">
        <button type="button" className="button button-alt" onClick={props.onNecessaryOnly}>
          {t('cookies.necessaryOnly')}
        </button>
        <button type="button" className="button button-alt" onClick={props.onSave}>
          {t('cookies.save')}
        </button>
        <button type="button" className="button button-brand" onClick={props.onAcceptAll}>
          {t('cookies.acceptAll')}
        </button>
      </div>
    </dialog>
  );
}
