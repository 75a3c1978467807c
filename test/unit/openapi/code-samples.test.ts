import { describe, expect, it } from 'vitest';
import { codeSamplesFor, harFor } from '../../../src/openapi/code-samples.js';
import type { ApiOperation } from '../../../src/openapi/model.js';
import { apiSiteSpec, loadFile } from './helpers.js';

const pets = await loadFile(apiSiteSpec('pets.yaml'), '/api/pets');
const operation = (slug: string): ApiOperation => pets.operations.find((candidate) => candidate.slug === slug)!;
const sample = (slug: string, id: string) => codeSamplesFor(operation(slug)).find((candidate) => candidate.id === id)!.source;

describe('code samples', () => {
  it('come in curl, JavaScript, Python, Go and Java, after the document’s own x-codeSamples', () => {
    expect(codeSamplesFor(operation('create-pet')).map((candidate) => [candidate.id, candidate.label, candidate.language])).toEqual([
      ['x-0', 'CLI', 'shell'],
      ['curl', 'curl', 'bash'],
      ['javascript', 'JavaScript', 'javascript'],
      ['python', 'Python', 'python'],
      ['go', 'Go', 'go'],
      ['java', 'Java', 'java'],
    ]);
    expect(codeSamplesFor(operation('create-pet'))[0]!.source).toBe('zoo pets create --name Rex');
  });

  it('use the first server with its default variables, path examples, auth and the first body example', () => {
    const curl = sample('create-pet', 'curl');
    expect(curl).toContain('--url https://pets.sandbox.zoo.test/v2/pets');
    expect(curl).toContain("--header 'Authorization: Bearer <token>'");
    expect(curl).toContain("--header 'Content-Type: application/json'");
    expect(curl).toContain('"name": "Rex"');
    expect(sample('get-pet', 'curl')).toContain('/pets/0b7f5f2e-8f3a-4c55-9d4e-1f2a3b4c5d6e');
    expect(sample('get-pet', 'javascript')).toContain(
      "fetch('https://pets.sandbox.zoo.test/v2/pets/0b7f5f2e-8f3a-4c55-9d4e-1f2a3b4c5d6e', options)",
    );
    expect(sample('get-pet', 'python')).toContain('requests.get(url, headers=headers)');
    expect(sample('get-pet', 'go')).toContain('http.NewRequest("GET", url, nil)');
    expect(sample('get-pet', 'java')).toContain('HttpRequest.newBuilder()');
  });

  it('leave out authentication where the operation needs none, and keep placeholders readable', () => {
    expect(sample('get-health', 'curl')).not.toContain('Authorization');
    expect(sample('upload-pet-photo', 'curl')).toContain('/pets/{petId}/photos');
  });

  it('send query examples and upload files in multipart bodies', () => {
    expect(sample('list-pets', 'curl')).toContain('/pets?limit=20&status=available');
    const upload = sample('upload-pet-photo', 'curl');
    expect(upload).toContain("--form photo='@photo.png'");
    expect(upload).toContain("--form 'caption=Rex at the beach'");
  });

  it('build the HAR request httpsnippet needs, with the query already written by the parameters’ styles', () => {
    const har = harFor(operation('list-pets'), operation('list-pets').servers[0]!, undefined, 'curl');
    expect(har).toMatchObject({
      method: 'GET',
      url: 'https://pets.sandbox.zoo.test/v2/pets?limit=20&status=available',
      queryString: [],
    });
  });
});
