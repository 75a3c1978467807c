import { describe, expect, it } from 'vitest';
import { takeClientDirective } from '../../../src/components/client-directive.js';
import { jsonPropsProblem } from '../../../src/components/json-props.js';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };

describe('the components key of the configuration', () => {
  it('defaults to none and keeps name -> module entries', () => {
    expect(validateConfig(minimal, context).components).toEqual({});
    expect(validateConfig({ ...minimal, components: { 'price-chart': 'pkg/Chart' } }, context).components).toEqual({
      'price-chart': 'pkg/Chart',
    });
  });

  it('rejects a name a directive cannot call and an empty module, naming the key', () => {
    const badName = docgenErrorOf(() => validateConfig({ ...minimal, components: { 'my chart': 'pkg/Chart' } }, context));
    expect(badName.code).toBe('DG003');
    expect(badName.message).toContain('components');
    const empty = docgenErrorOf(() => validateConfig({ ...minimal, components: { chart: '' } }, context));
    expect(empty.message).toContain('some-package/Chart');
  });
});

describe('client directives', () => {
  it('takes the trigger out of the props', () => {
    expect(takeClientDirective({ size: 2, 'client:idle': true })).toEqual({ hydrate: 'idle', props: { size: 2 } });
    expect(takeClientDirective({ size: 2 })).toEqual({ props: { size: 2 } });
  });

  it('refuses an unknown trigger and two of them', () => {
    expect(() => takeClientDirective({ 'client:only': true })).toThrow('client:only is not a client directive');
    expect(() => takeClientDirective({ 'client:load': true, 'client:idle': true })).toThrow('more than one client directive');
  });
});

describe('props an island can send to the browser', () => {
  it('accepts JSON data', () => {
    expect(jsonPropsProblem({ a: 'x', b: [1, 2, { c: null, d: true }], e: undefined })).toBeUndefined();
  });

  it('names the first prop that is not JSON, by its path', () => {
    expect(jsonPropsProblem({ list: [1, () => 2] })).toBe('props.list[1] is a function');
    expect(jsonPropsProblem({ when: new Date(0) })).toBe('props.when is a Date instance');
    expect(jsonPropsProblem({ icon: { $$typeof: Symbol.for('react.element'), type: 'b', props: {} } })).toBe(
      'props.icon is a React element',
    );
    expect(jsonPropsProblem({ ratio: Number.NaN })).toBe('props.ratio is NaN, which JSON cannot hold');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(jsonPropsProblem({ loop })).toBe('props.loop.self refers back to itself');
  });
});
