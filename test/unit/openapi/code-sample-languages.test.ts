import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_SAMPLE_LANGUAGES } from '../../../src/config/code-sample-defaults.js';
import { codeSampleLanguage, codeSampleLanguageNames } from '../../../src/config/code-sample-languages.js';
import { validateConfig } from '../../../src/config/validate.js';
import { codeSamplesFor } from '../../../src/openapi/code-samples.js';
import type { ApiOperation } from '../../../src/openapi/model.js';
import { docgenRejectionOf } from '../../helpers/temp.js';
import { checkCodeSampleLanguages } from '../../../src/config/cross-checks.js';
import { apiSiteSpec, loadFile } from './helpers.js';

const pets = await loadFile(apiSiteSpec('pets.yaml'), '/api/pets');
const createPet = pets.operations.find((candidate) => candidate.slug === 'create-pet') as ApiOperation;
const languages = (...names: string[]) => names.map((name) => codeSampleLanguage(name)!);

describe('code-sample languages (api.codeSamples.languages)', () => {
  it('name a target of httpsnippet, its default client or one of its clients, or a short name', () => {
    expect(codeSampleLanguage('ruby')).toEqual({ id: 'ruby', label: 'Ruby', highlight: 'ruby', target: 'ruby', client: 'native' });
    expect(codeSampleLanguage('node/axios')).toMatchObject({
      id: 'node-axios',
      label: 'Node.js (Axios)',
      highlight: 'javascript',
      target: 'node',
      client: 'axios',
    });
    expect(codeSampleLanguage('shell/httpie')).toMatchObject({ label: 'Shell (HTTPie)', highlight: 'bash' });
    expect(codeSampleLanguage('curl')).toMatchObject({ label: 'curl', target: 'shell', client: 'curl' });
    expect(codeSampleLanguage('java')).toMatchObject({ label: 'Java', client: 'nethttp' });
    for (const name of ['cobol', 'node/request', 'node/axios/extra', '']) expect(codeSampleLanguage(name)).toBeUndefined();
    expect(codeSampleLanguageNames()).toEqual(
      expect.arrayContaining(['curl', 'csharp', 'csharp/httpclient', 'kotlin', 'swift', 'php/guzzle']),
    );
  });

  it('default to curl, JavaScript, Python, Go and Java', () => {
    expect(DEFAULT_CODE_SAMPLE_LANGUAGES).toEqual(['curl', 'javascript', 'python', 'go', 'java']);
    // The config's check takes the defaults without loading httpsnippet: each must be a language it knows.
    for (const name of DEFAULT_CODE_SAMPLE_LANGUAGES) expect(codeSampleLanguage(name)).toBeDefined();
    expect(
      validateConfig({ title: 'T', url: 'https://t.test' }, { root: '/s', file: '/s/site.config.ts' }).api.codeSamples.languages,
    ).toEqual([...DEFAULT_CODE_SAMPLE_LANGUAGES]);
  });

  it('give the tabs in the order the site lists them, after the document’s x-codeSamples', () => {
    const samples = codeSamplesFor(createPet, languages('csharp', 'kotlin', 'swift', 'python', 'curl'));
    expect(samples.map((sample) => [sample.id, sample.label, sample.language])).toEqual([
      ['x-0', 'CLI', 'shell'],
      ['csharp', 'C#', 'csharp'],
      ['kotlin', 'Kotlin', 'kotlin'],
      ['swift', 'Swift', 'swift'],
      ['python', 'Python', 'python'],
      ['curl', 'curl', 'bash'],
    ]);
    // Each is a request to the operation, with its body example.
    for (const sample of samples.slice(1)) {
      expect(sample.source).toContain('pets.sandbox.zoo.test/v2/pets');
      expect(sample.source).toContain('Rex');
    }
  });

  it('refuse an unknown language with DG125, naming the setting, its line and every name accepted', async () => {
    const source = `export default {\n  title: 'T',\n  url: 'https://t.test',\n  api: {\n    codeSamples: { languages: ['curl', 'cobol'] },\n  },\n};\n`;
    const error = await docgenRejectionOf(checkCodeSampleLanguages(['curl', 'cobol'], { file: '/s/site.config.ts', source }));
    expect(error.code).toBe('DG125');
    expect(error.message).toContain('api.codeSamples.languages[1] is "cobol"');
    expect(error.hint).toContain('"node/axios"');
    expect(error.hint).toContain('"ruby"');
    expect(error.location?.line).toBe(5);
  });
});
