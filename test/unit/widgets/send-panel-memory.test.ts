/**
 * What the send panel remembers: the server choice per service (restored by server URL,
 * never to a value outside a variable's enum), relative servers made absolute, and the
 * history of this tab's requests (five at most, unreadable storage ignored).
 */
import { describe, expect, it } from 'vitest';
import { addToHistory, HISTORY_LENGTH, parseHistory } from '../../../widgets/send-panel/history.js';
import {
  absoluteBase,
  CUSTOM_SERVER,
  defaultChoice,
  parseRemembered,
  rememberChoice,
  restoreChoice,
} from '../../../widgets/send-panel/remembered-server.js';
import type { HistoryEntry, SendPanelServer } from '../../../widgets/send-panel/types.js';

const servers: SendPanelServer[] = [
  { url: 'https://{env}.example.test', variables: [{ name: 'env', default: 'sandbox', enum: ['sandbox', 'live'] }] },
  { url: 'https://{region}.other.test', variables: [{ name: 'region', default: 'eu' }] },
];

describe('the remembered server', () => {
  it('round-trips the chosen server and its variables, by URL', () => {
    const choice = { ...defaultChoice(servers), serverIndex: 1, variables: { '0:env': 'live', '1:region': 'us' } };
    const remembered = rememberChoice(servers, choice);
    expect(remembered).toEqual({
      chosen: 'https://{region}.other.test',
      customUrl: '',
      variables: { 'https://{env}.example.test': { env: 'live' }, 'https://{region}.other.test': { region: 'us' } },
    });
    // Another operation lists the servers the other way round: the choice follows the URL.
    const reversed = [servers[1]!, servers[0]!];
    expect(restoreChoice(reversed, parseRemembered(JSON.stringify(remembered)))).toEqual({
      serverIndex: 0,
      customUrl: '',
      variables: { '0:region': 'us', '1:env': 'live' },
    });
  });

  it('falls back to the defaults for unknown servers, values outside an enum and unreadable storage', () => {
    const remembered = { chosen: 'https://gone.test', customUrl: '', variables: { 'https://{env}.example.test': { env: 'hacked' } } };
    expect(restoreChoice(servers, remembered)).toEqual(defaultChoice(servers));
    expect(parseRemembered('{not json')).toBeUndefined();
    expect(parseRemembered('{"chosen":3}')).toBeUndefined();
    expect(restoreChoice(servers, { chosen: 'custom', customUrl: 'http://127.0.0.1:8080', variables: {} })).toMatchObject({
      serverIndex: CUSTOM_SERVER,
      customUrl: 'http://127.0.0.1:8080',
    });
  });

  it('keeps what other pages of the service remembered for servers this page does not list', () => {
    const before = { chosen: 'x', customUrl: '', variables: { 'https://elsewhere.test/{v}': { v: '2' } } };
    expect(rememberChoice(servers, defaultChoice(servers), before).variables).toHaveProperty(['https://elsewhere.test/{v}'], { v: '2' });
  });

  it('makes a relative server absolute against the page, and leaves absolute ones alone', () => {
    expect(absoluteBase('/', 'http://127.0.0.1:3000/api/pets/list-pets')).toBe('http://127.0.0.1:3000/');
    expect(absoluteBase('/v1', 'https://docs.example.test/api/x')).toBe('https://docs.example.test/v1');
    expect(absoluteBase('https://api.example.test', 'https://docs.example.test/')).toBe('https://api.example.test');
    expect(absoluteBase('', 'https://docs.example.test/')).toBe('');
  });
});

describe('the history', () => {
  const entry = (n: number): HistoryEntry => ({
    method: 'GET',
    url: `/x?n=${n}`,
    status: 200,
    milliseconds: n,
    at: n,
    values: {},
    bodyText: '',
  });

  it('keeps the newest first, at most five', () => {
    let history: HistoryEntry[] = [];
    for (let n = 1; n <= 7; n++) history = addToHistory(history, entry(n));
    expect(history.map((item) => item.milliseconds)).toEqual([7, 6, 5, 4, 3]);
    expect(history).toHaveLength(HISTORY_LENGTH);
  });

  it('reads stored history, ignoring what is not a history', () => {
    expect(parseHistory(JSON.stringify([entry(1), { nope: true }]))).toEqual([entry(1)]);
    expect(parseHistory('garbage')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });
});
