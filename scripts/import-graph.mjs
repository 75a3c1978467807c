// The shape of src/ from its imports: imports between folders, those that run against the
// flow of a build (a stage importing a later one), import circles, and imports of cli/
// from outside it. `node scripts/import-graph.mjs [--list]`; issue 36's figures.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'src');
/** The stages in the order a build runs them; a folder may import its own and earlier ones. */
const LAYERS = [
  ['util', 'errors', 'workers', 'version.ts', 'cache'],
  ['core'],
  ['routes', 'report'],
  ['config'],
  ['i18n', 'variants'],
  ['content'],
  ['islands'],
  ['markdown', 'mdx', 'components'],
  ['openapi'],
  ['mock'],
  ['render'],
  ['llms', 'search'],
  ['assets', 'sources'],
  ['links', 'deploy'],
  ['pipeline'],
  ['write'],
  ['check'],
  ['http'],
  ['commands', 'init'],
  ['dev'],
  ['api', 'cli', 'index.ts'],
];
const layerOf = new Map(LAYERS.flatMap((names, index) => names.map((name) => [name, index])));

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.mts')) files.push(full);
  }
};
walk(root);

const folderOf = (file) => path.relative(root, file).split(path.sep)[0];
const resolve = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base.replace(/\.mjs$/, '.mts'),
    `${base}.ts`,
    path.join(base, 'index.ts'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
};

const edges = new Map(files.map((file) => [file, new Set()]));
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target && edges.has(target)) edges.get(file).add(target);
  }
}

let between = 0;
const against = [];
const ofCli = [];
const unknown = new Set();
for (const [file, targets] of edges) {
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to) continue;
    between++;
    if (!layerOf.has(from)) unknown.add(from);
    if (!layerOf.has(to)) unknown.add(to);
    if ((layerOf.get(to) ?? 0) > (layerOf.get(from) ?? 0)) against.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
    if (to === 'cli' && from !== 'cli') ofCli.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
  }
}

// Tarjan's strongly connected components: each with more than one file is a circle.
const circles = [];
{
  let index = 0;
  const stack = [];
  const state = new Map();
  const connect = (file) => {
    const node = { index, low: index, onStack: true };
    index++;
    state.set(file, node);
    stack.push(file);
    for (const target of edges.get(file)) {
      const seen = state.get(target);
      if (!seen) {
        connect(target);
        node.low = Math.min(node.low, state.get(target).low);
      } else if (seen.onStack) node.low = Math.min(node.low, seen.index);
    }
    if (node.low === node.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(path.relative(root, member));
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of files) if (!state.has(file)) connect(file);
}

console.log(`files: ${files.length}`);
console.log(`imports between folders: ${between}`);
console.log(`against the flow: ${against.length}`);
console.log(`import circles: ${circles.length}${circles.length ? ` (sizes ${circles.map((c) => c.length).join(', ')})` : ''}`);
console.log(`imports of cli/ from outside it: ${ofCli.length}`);
if (unknown.size) console.log(`folders in no layer: ${[...unknown].join(', ')}`);
if (process.argv.includes('--list')) {
  console.log(
    '\nagainst the flow:\n' +
      against
        .sort()
        .map((line) => `  ${line}`)
        .join('\n'),
  );
  console.log('\ncircles:\n' + circles.map((c) => `  ${c.join(', ')}`).join('\n'));
  console.log('\nof cli/:\n' + ofCli.map((line) => `  ${line}`).join('\n'));
}
