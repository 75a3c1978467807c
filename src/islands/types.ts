/** When the browser runtime hydrates an island. */
export type HydrateTrigger = 'load' | 'idle' | 'visible';

export const ISLAND_TAG = 'docgen-island';
