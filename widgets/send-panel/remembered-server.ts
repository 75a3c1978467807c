import { variableKey, type SendPanelServer } from './types.js';

/** The index of the "Other URL..." choice in the server select. */
export const CUSTOM_SERVER = -1;

/**
 * The server choice as it is remembered per service (localStorage), by server URL rather
 * than position: operations of one service may list their servers differently.
 */
export interface RememberedServer {
  /** The chosen server's URL template, or `custom`. */
  chosen: string;
  customUrl: string;
  /** Variable values by server URL template, then by name. */
  variables: Record<string, Record<string, string>>;
}

/** The localStorage key of a service's server choice. */
export const serverStorageKey = (service: string) => `docgen.api-server.${service}`;

/** The form's server state. */
export interface ServerChoice {
  serverIndex: number;
  customUrl: string;
  /** By `variableKey(index, name)`. */
  variables: Record<string, string>;
}

/** The state a panel starts with: the servers' defaults. */
export function defaultChoice(servers: readonly SendPanelServer[]): ServerChoice {
  return {
    serverIndex: servers.length ? 0 : CUSTOM_SERVER,
    customUrl: '',
    variables: Object.fromEntries(
      servers.flatMap((server, index) => server.variables.map((variable) => [variableKey(index, variable.name), variable.default])),
    ),
  };
}

/** The state to remember, merged into what other pages of the service remembered. */
export function rememberChoice(servers: readonly SendPanelServer[], choice: ServerChoice, before?: RememberedServer): RememberedServer {
  const variables = { ...before?.variables };
  servers.forEach((server, index) => {
    const values = Object.fromEntries(
      server.variables.map((variable) => [variable.name, choice.variables[variableKey(index, variable.name)] ?? variable.default]),
    );
    if (server.variables.length) variables[server.url] = values;
  });
  const chosen = choice.serverIndex === CUSTOM_SERVER ? 'custom' : (servers[choice.serverIndex]?.url ?? 'custom');
  return { chosen, customUrl: choice.customUrl, variables };
}

/** The form's state from what was remembered; unknown servers and values not in an enum fall back to the defaults. */
export function restoreChoice(servers: readonly SendPanelServer[], remembered: RememberedServer | undefined): ServerChoice {
  const choice = defaultChoice(servers);
  if (!remembered) return choice;
  const index = remembered.chosen === 'custom' ? CUSTOM_SERVER : servers.findIndex((server) => server.url === remembered.chosen);
  if (index !== -1 || remembered.chosen === 'custom') choice.serverIndex = index;
  choice.customUrl = typeof remembered.customUrl === 'string' ? remembered.customUrl : '';
  servers.forEach((server, serverIndex) => {
    for (const variable of server.variables) {
      const value = remembered.variables?.[server.url]?.[variable.name];
      if (typeof value === 'string' && (!variable.enum || variable.enum.includes(value)))
        choice.variables[variableKey(serverIndex, variable.name)] = value;
    }
  });
  return choice;
}

/** Parses a stored choice; anything unreadable counts as nothing remembered. */
export function parseRemembered(text: string | null): RememberedServer | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as RememberedServer;
    return value && typeof value === 'object' && typeof value.chosen === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A server URL made absolute: a relative one (`/`, `/v1`) is relative to the page's origin. */
export function absoluteBase(base: string, pageHref: string): string {
  if (!base || /^[a-z][a-z0-9+.-]*:/i.test(base)) return base;
  try {
    return new URL(base, pageHref).href;
  } catch {
    return base;
  }
}
