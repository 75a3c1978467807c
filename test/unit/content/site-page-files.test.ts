import { describe, expect, it } from 'vitest';
import { isPageFile, routeOfPageFile } from '../../../src/content/site-page-files.js';

describe('pages of src/pages (Docusaurus pages plugin rules)', () => {
  it('routes a file by its path, index being its folder', () => {
    expect(routeOfPageFile('index.js')).toBe('/');
    expect(routeOfPageFile('about.tsx')).toBe('/about');
    expect(routeOfPageFile('team/index.jsx')).toBe('/team');
    expect(routeOfPageFile('team/members.md')).toBe('/team/members');
    expect(routeOfPageFile('blog-index/indexes.js')).toBe('/blog-index/indexes');
  });

  it('leaves out _ files and folders, tests, type declarations and other files', () => {
    expect(isPageFile('index.js')).toBe(true);
    expect(isPageFile('notes.mdx')).toBe(true);
    expect(isPageFile('_helper.js')).toBe(false);
    expect(isPageFile('_parts/numbers.js')).toBe(false);
    expect(isPageFile('team/__tests__/team.js')).toBe(false);
    expect(isPageFile('status.test.tsx')).toBe(false);
    expect(isPageFile('types.d.ts')).toBe(false);
    expect(isPageFile('index.module.css')).toBe(false);
    expect(isPageFile('data.json')).toBe(false);
  });
});
