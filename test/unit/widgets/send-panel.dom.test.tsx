// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useReactRoot } from '../../helpers/react-root.js';
import SendPanel, { type SendPanelProps } from '../../../widgets/send-panel.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { SEND_PANEL_MESSAGES } from '../../../widgets/message-keys.js';

const props: SendPanelProps = {
  service: 'items',
  method: 'get',
  path: '/items',
  servers: [{ url: 'https://api.example.test', variables: [] }],
  parameters: [],
  cookieParameters: [],
  bodies: [],
  bodyRequired: false,
  auth: { options: [[{ key: 'bearerAuth', kind: 'bearer' }]], optional: false, callbackRoute: '/api/oauth-callback.html' },
  messages: englishMessages.pick(SEND_PANEL_MESSAGES),
};

const dom = useReactRoot(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('send panel token storage', () => {
  it('keeps the bearer token in sessionStorage only, restores it on the next mount and forgets it when cleared', async () => {
    await act(async () => dom.root.render(createElement(SendPanel, props)));
    const input = () => dom.container.querySelector<HTMLInputElement>('input[name="token-bearerAuth"]')!;
    await act(async () => type(input(), 'secret-token'));
    expect(sessionStorage.getItem('docgen.api-token.bearerAuth')).toBe('secret-token');
    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('secret-token');

    await act(async () => dom.root.unmount());
    dom.root = createRoot(dom.container);
    await act(async () => dom.root.render(createElement(SendPanel, props)));
    expect(input().value).toBe('secret-token');

    await act(async () => type(input(), ''));
    expect(sessionStorage.getItem('docgen.api-token.bearerAuth')).toBeNull();
  });
});

describe('send panel server variables', () => {
  it('keeps each server its own variable values when two servers share a variable name', async () => {
    const servers: SendPanelProps['servers'] = [
      { url: 'https://{region}.one.test', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'ch'] }] },
      { url: 'https://{region}.two.test', variables: [{ name: 'region', default: 'us', enum: ['us', 'ca'] }] },
    ];
    await act(async () => dom.root.render(createElement(SendPanel, { ...props, servers })));
    const url = () => dom.container.querySelector('.send-panel-url')!.textContent;
    expect(url()).toContain('https://eu.one.test/items');
    const server = dom.container.querySelector<HTMLSelectElement>('select[name="server"]')!;
    await act(async () => {
      server.value = '1';
      server.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(url()).toContain('https://us.two.test/items');
    expect(dom.container.querySelector<HTMLSelectElement>('select[name="variable-region"]')!.value).toBe('us');
  });
});

describe('send panel arrays of allowed values', () => {
  it('offers one checkbox per value in a group named by its legend, and sends every value chosen in the parameter’s style', async () => {
    const parameters: SendPanelProps['parameters'] = [
      { name: 'states', in: 'query', required: false, array: true, enum: ['open', 'closed'], example: 'open' },
    ];
    await act(async () => dom.root.render(createElement(SendPanel, { ...props, parameters })));
    const group = dom.container.querySelector('fieldset.send-panel-choices')!;
    expect(group.querySelector('legend')!.textContent).toContain('states');
    expect(dom.container.querySelector('select[name="query-states"]')).toBeNull();
    const boxes = [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => [box.value, box.checked])).toEqual([
      ['open', true],
      ['closed', false],
    ]);
    await act(async () => boxes[1]!.click());
    expect(dom.container.querySelector('.send-panel-url')!.textContent).toContain('/items?states=open&states=closed');
    await act(async () => boxes[0]!.click());
    expect(dom.container.querySelector('.send-panel-url')!.textContent).toContain('/items?states=closed');
  });
});
