import { describe, expect, it, vi } from 'vitest';

describe('the built-in catalogues, loaded for the locales a site has', () => {
  it('are loaded by loadMessages before messagesFor reads them; English and unknown languages need none', async () => {
    // A fresh copy of the module: the unit tests share one, where other files have loaded catalogues.
    vi.resetModules();
    const { loadMessages, messagesFor } = await import('../../../src/i18n/messages.js');
    expect(() => messagesFor('fr')).toThrow(/"fr" catalogue is used before it was loaded \(loadMessages\)/);
    expect(messagesFor('en').format('toc.title')).toBe('On this page');
    expect(messagesFor('nl').format('toc.title')).toBe('On this page');
    await loadMessages(['fr-FR', 'nl']);
    expect(messagesFor('fr-FR').format('toc.title')).toBe('Sur cette page');
    // Only the catalogues asked for: German is still not loaded.
    expect(() => messagesFor('de')).toThrow(/"de" catalogue/);
  });
});
