import { useEffect } from 'react';
import type { AnnouncementBarWidgetProps } from './types.js';
import { createStorageSlot } from './lib/storage.js';
import { DEFAULT_ANNOUNCEMENT_ID, HTML_ATTRIBUTES, LEGACY_ANNOUNCEMENT_ID, STORAGE_KEYS } from './lib/keys.js';

/** The stored bar id, with the misspelled legacy default read as the correct one. */
export function migrateAnnouncementId(stored: string | null): string | null {
  return stored === LEGACY_ANNOUNCEMENT_ID ? DEFAULT_ANNOUNCEMENT_ID : stored;
}

/**
 * Whether the bar is dismissed, and what to store: a bar with a new id shows again
 * (its dismissal is reset); the current id is always stored.
 */
export function announcementState(
  id: string,
  storedId: string | null,
  storedDismiss: string | null,
): { dismissed: boolean; reset: boolean } {
  const isNew = migrateAnnouncementId(storedId) !== id;
  return { dismissed: !isNew && storedDismiss === 'true', reset: isNew };
}

function setDismissedAttribute(dismissed: boolean): void {
  document.documentElement.toggleAttribute(HTML_ATTRIBUTES.announcementDismissed, dismissed);
}

/**
 * The announcement bar. Whether it shows is decided before first paint by an inline head
 * script (an attribute on <html>, so a dismissed bar never flashes); this widget keeps
 * the storage up to date and handles the close button.
 */
export default function AnnouncementBar(props: AnnouncementBarWidgetProps) {
  useEffect(() => {
    const idSlot = createStorageSlot(STORAGE_KEYS.announcementId);
    const dismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismiss);
    const state = announcementState(props.id, idSlot.get(), dismissSlot.get());
    idSlot.set(props.id);
    if (state.reset) dismissSlot.set('false');
    setDismissedAttribute(state.dismissed);
  }, [props.id]);

  const close = () => {
    createStorageSlot(STORAGE_KEYS.announcementDismiss).set('true');
    setDismissedAttribute(true);
  };

  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: props.backgroundColor, color: props.textColor }}>
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: props.content }} />
      {props.isCloseable && (
        <button type="button" className="announcement-bar-close" aria-label={props.messages.texts['announcement.close']} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
