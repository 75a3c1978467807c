/**
 * `docgen serve --watch` after an API document changed: only that document is loaded
 * again and only its service's pages (with the API index and the 404 page) render again,
 * no build of the site; an operation added or removed adds or removes its page; a
 * document that fails to load reports its error as a build does and the last good
 * output stays. Once the saves pause, the served folder is byte for byte what a fresh
 * `docgen build` of the same sources writes.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen } from '../helpers/bad-input.js';
import { outputFiles } from '../helpers/output-files.js';
import { startServe } from '../helpers/serve-process.js';
import { edit, expectSameAsBuild, settled, SLOW, WATCH_OUT } from '../helpers/watch-refresh.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

/** The routes of the refresh's "Rendered ... again" line. */
const renderedRoutes = (printed: string) => /Rendered (.*) again in/.exec(printed)?.[1]?.split(', ') ?? [];

/** The output files whose bytes differ between two reads of the output (or that one of them lacks). */
const differing = (before: Map<string, Buffer>, after: Map<string, Buffer>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((file) => !before.get(file)?.equals(after.get(file) ?? Buffer.alloc(0)));

const NEW_OPERATION = `  /pets/{petId}/toys:
    get:
      operationId: listToys
      summary: List a pet's toys
      tags: [pets]
      parameters:
        - name: petId
          in: path
          required: true
          schema: {type: string}
      responses:
        '200':
          description: The toys.
`;

describe('serve --watch, a changed API document', () => {
  it("renders that service's pages alone, and serves what a fresh build writes", async () => {
    const { root } = copyFixtureSite('api');
    // The mock offered in the page: a build writes what serve writes (a mock served by serve alone changes the pages).
    edit(path.join(root, 'site.config.ts'), "description: 'The Zoo services.',", "description: 'The Zoo services.',\n    mock: true,");
    // Its descriptions' site links are the site's, checked as a page's.
    edit(path.join(root, 'site.config.ts'), "spec: 'specs/pets.yaml' }", "spec: 'specs/pets.yaml', linkBase: 'https://docs.zoo.test/' }");
    const pets = path.join(root, 'specs/pets.yaml');
    const server = await startServe(['--watch', '--port', '0'], root);
    const get = (address: string) => fetch(`${server.url}${address}`);
    /** A save that fails: the error `pick` finds in serve's output is the one a build gives, and the output stays as it was. */
    const failsAsBuild = async (save: () => void, pick: (text: string) => string | undefined): Promise<string> => {
      const before = outputFiles(path.join(root, WATCH_OUT));
      const offset = server.output().length;
      save();
      const printed = await settled(server, root, offset);
      expect(printed).toContain('The last good build is still being served');
      const build = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      expect(build.code).not.toBe(0);
      expect(pick(printed)).toBeDefined();
      expect(pick(printed)).toBe(pick(build.stderr + build.stdout));
      expect(differing(before, outputFiles(path.join(root, WATCH_OUT)))).toEqual([]);
      return printed;
    };
    try {
      // A description: the pet service's pages render again, the graph service's do not.
      let before = outputFiles(path.join(root, WATCH_OUT));
      let offset = server.output().length;
      edit(pets, 'Lists the pets, newest first.', 'Lists the pets, oldest first.');
      let printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      let rendered = renderedRoutes(printed);
      expect(rendered).toContain('/api/pets/list-pets');
      expect(rendered).toContain('/api');
      expect(rendered.filter((route) => route.startsWith('/api/graph'))).toEqual([]);
      const changed = differing(before, outputFiles(path.join(root, WATCH_OUT)));
      expect(changed).toContain('api/pets/list-pets/index.html');
      expect(changed.filter((file) => file.startsWith('api/graph/'))).toEqual([]);
      expect(await (await get('/api/pets/list-pets')).text()).toContain('oldest first');
      await expectSameAsBuild(root);

      // The document saved again with the same text (an editor's second event of one save): nothing renders.
      before = outputFiles(path.join(root, WATCH_OUT));
      offset = server.output().length;
      writeFileSync(pets, readFileSync(pets));
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect(renderedRoutes(printed)).toEqual([]);

      // A file beside the documents that no service reads (an editor's temporary file): nothing renders either.
      offset = server.output().length;
      writeFileSync(path.join(root, 'specs/notes.txt'), 'Not a document.\n');
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect(renderedRoutes(printed)).toEqual([]);
      expect(differing(before, outputFiles(path.join(root, WATCH_OUT)))).toEqual([]);

      // An operation's summary: its title, and the API sidebar every API page shows.
      offset = server.output().length;
      edit(pets, 'summary: List pets', 'summary: List every pet');
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect(await (await get('/api/pets/list-pets')).text()).toContain('List every pet');
      await expectSameAsBuild(root);

      // A new operation: its page is added.
      offset = server.output().length;
      edit(pets, 'paths:\n', `paths:\n${NEW_OPERATION}`);
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect(renderedRoutes(printed)).toContain('/api/pets/list-toys');
      expect((await get('/api/pets/list-toys')).status).toBe(200);
      await expectSameAsBuild(root);

      // The operation removed again: its page and twin leave the output.
      offset = server.output().length;
      edit(pets, NEW_OPERATION, '');
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect((await get('/api/pets/list-toys')).status).toBe(404);
      expect(existsSync(path.join(root, WATCH_OUT, 'api/pets/list-toys'))).toBe(false);
      await expectSameAsBuild(root);

      // A broken link in a description: the build's error at the build's place, and the last good output stays.
      printed = await failsAsBuild(
        () => edit(pets, 'Lists the pets, oldest first.', 'Lists the pets, oldest first. See [the guide](/guide/nowhere).'),
        (text) => /DG114[^]*?(specs\/pets\.yaml:\d+:\d+)/.exec(text)?.[1],
      );
      expect(printed).not.toContain('Building .');
      offset = server.output().length;
      edit(pets, ' See [the guide](/guide/nowhere).', '');
      expect(await settled(server, root, offset)).toContain('Up to date');
      await expectSameAsBuild(root);

      // A document that fails to load: the build's error, and the last good output stays.
      printed = await failsAsBuild(
        () => edit(pets, '      operationId: createPet', '      operationId: listPets'),
        (text) => /DG\d{3}/.exec(text)?.[0],
      );
      expect(printed).toContain('pets.yaml');
      expect(await (await get('/api/pets/create-pet')).text()).toContain('Add a pet');

      // The fix: the output is a build's again.
      offset = server.output().length;
      edit(pets, '      operationId: listPets\n      summary: Add a pet', '      operationId: createPet\n      summary: Add a pet');
      printed = await settled(server, root, offset);
      expect(printed).toContain('Up to date');
      await expectSameAsBuild(root);
    } finally {
      await server.stop();
    }
  }, 600_000);

  it('with the mock served by serve, writes what a whole-site build of serve writes', async () => {
    const { root } = copyFixtureSite('api');
    const pets = path.join(root, 'specs/pets.yaml');
    let server = await startServe(['--watch', '--port', '0'], root);
    try {
      const offset = server.output().length;
      // One save: a summary edited and an operation added.
      const text = readFileSync(pets, 'utf8');
      writeFileSync(pets, text.replace('summary: List pets', 'summary: List every pet').replace('paths:\n', `paths:\n${NEW_OPERATION}`));
      expect(await settled(server, root, offset)).not.toContain('Building .');
    } finally {
      await server.stop();
    }
    const incremental = outputFiles(path.join(root, WATCH_OUT));
    rmSync(path.join(root, WATCH_OUT), { recursive: true });
    server = await startServe(['--watch', '--port', '0'], root);
    await server.stop();
    const whole = outputFiles(path.join(root, WATCH_OUT));
    expect(whole.has('api/pets/__mock.json')).toBe(true);
    expect(differing(whole, incremental)).toEqual([]);
  }, 300_000);
});
