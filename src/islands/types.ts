/**
 * When the browser runtime hydrates an island: at load, when the browser is idle, when it
 * nears the screen, or (the engine's own widgets) when the reader reaches it (`interaction`:
 * pointer, touch or focus).
 */
export type HydrateTrigger = 'load' | 'idle' | 'visible' | 'interaction';

export const ISLAND_TAG = 'docgen-island';
