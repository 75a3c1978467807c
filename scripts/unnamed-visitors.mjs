// An esbuild plugin for the engine's bundle: unist-util-visit-parents names each visited
// node's function for debuggers (`Object.defineProperty(visit, 'name', ...)`, with a
// coloured label), once per node of every tree walk. In a build that is about a tenth of
// the markdown threads' CPU; the names are never read, so the bundle leaves them out.
import { readFile } from 'node:fs/promises';

const NAMING = /Object\.defineProperty\(visit, 'name', \{[^}]*\}\)/;

export const unnamedVisitors = {
  name: 'unnamed-visitors',
  setup(build) {
    build.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      // An upgrade that moves the naming fails the compile here rather than going unnoticed.
      if (!NAMING.test(source)) throw new Error(`unnamed-visitors: the naming of visitors was not found in ${args.path}`);
      return { contents: source.replace(NAMING, 'void 0'), loader: 'js' };
    });
  },
};
