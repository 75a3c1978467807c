/**
 * A Docusaurus config read as text, when it cannot run (its packages are not installed):
 * enough of its tokens to find a key's string value and the entries of a key's list.
 */

/** A token of a config's code, as far as its text is read: a string's value, a word, or one punctuation character. */
export interface Token {
  kind: 'string' | 'word' | 'punct';
  value: string;
}

/**
 * The code's tokens, comments left out: enough to find the entries of a key's list.
 * A template literal counts as a string (its `${}` parts skipped), other code as words
 * and punctuation; regular expression literals are not told from division (configs
 * hardly hold them in these lists).
 */
export function tokensOf(code: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < code.length) {
    const char = code[at]!;
    if (/\s/.test(char)) at += 1;
    else if (code.startsWith('//', at)) at = lineEnd(code, at);
    else if (code.startsWith('/*', at)) at = code.includes('*/', at + 2) ? code.indexOf('*/', at + 2) + 2 : code.length;
    else if (char === '"' || char === "'" || char === '`') {
      let value = '';
      let end = at + 1;
      let depth = 0;
      while (end < code.length && (depth > 0 || code[end] !== char)) {
        if (code[end] === '\\') value += code[(end += 1)] ?? '';
        else if (char === '`' && code.startsWith('${', end)) ((depth += 1), (end += 1));
        else if (depth > 0 && code[end] === '}') depth -= 1;
        else if (depth === 0) value += code[end];
        end += 1;
      }
      tokens.push({ kind: 'string', value });
      at = end + 1;
    } else if (/[\w$@]/.test(char)) {
      const word = /^[\w$@]+/.exec(code.slice(at, at + 200))![0];
      tokens.push({ kind: 'word', value: word });
      at += word.length;
    } else {
      tokens.push({ kind: 'punct', value: char });
      at += 1;
    }
  }
  return tokens;
}

const lineEnd = (code: string, at: number) => (code.includes('\n', at) ? code.indexOf('\n', at) : code.length);

/** Whether the tokens at `at` are a key (`key:` or `"key":`) of this name. */
const isKey = (tokens: readonly Token[], at: number, key: string) =>
  tokens[at]?.value === key && tokens[at]!.kind !== 'punct' && tokens[at + 1]?.value === ':' && tokens[at + 1]!.kind === 'punct';

/** A key's value when the text sets it to a string (`onBrokenLinks: "warn"`); its first such place. */
export function settingInText(tokens: readonly Token[], key: string): string | undefined {
  for (let at = 0; at < tokens.length; at += 1)
    if (isKey(tokens, at, key) && tokens[at + 2]?.kind === 'string') return tokens[at + 2]!.value;
  return undefined;
}

/**
 * The entries of each `key: [...]` list of the text (`plugins: [...]`): a string, a
 * tuple's first element, `require.resolve('x')`, a named function; imports and other
 * keys' strings (`docItemComponent`, a search index's name) are no entries.
 */
export function entriesInText<Key extends string>(tokens: readonly Token[], keys: readonly Key[]): { key: Key; name: string }[] {
  const found: { key: Key; name: string }[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const key = keys.find((name) => isKey(tokens, at, name));
    if (!key || tokens[at + 2]?.value !== '[') continue;
    for (const entry of listEntries(tokens, at + 2)) {
      const first = entry[0]?.value === '[' && entry[0].kind === 'punct' ? listEntries(entry, 0)[0] : entry;
      const name = first && entryName(first);
      if (name) found.push({ key, name });
    }
  }
  return found;
}

/** The entries of the list opened at `open` (`[`): each its tokens, split at the commas of its own level. */
function listEntries(tokens: readonly Token[], open: number): Token[][] {
  const entries: Token[][] = [[]];
  let depth = 0;
  for (let at = open + 1; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (token.kind === 'punct' && '[{('.includes(token.value)) depth += 1;
    if (token.kind === 'punct' && ']})'.includes(token.value)) {
      if (depth === 0) break;
      depth -= 1;
    }
    if (depth === 0 && token.kind === 'punct' && token.value === ',') entries.push([]);
    else entries.at(-1)!.push(token);
  }
  return entries.filter((entry) => entry.length > 0);
}

/** An entry's name: `'x'`, `require.resolve('x')`, `function x() {}` (`async` too); undefined for anything else. */
function entryName(entry: readonly Token[]): string | undefined {
  const [first, ...rest] = entry;
  if (first?.kind === 'string') return first.value;
  if (
    first?.value === 'require' &&
    /^\. resolve \($/.test(
      entry
        .slice(1, 4)
        .map((token) => token.value)
        .join(' '),
    ) &&
    entry[4]?.kind === 'string'
  )
    return entry[4].value;
  const fn = first?.value === 'async' ? rest : entry;
  if (fn[0]?.value === 'function' && fn[1]?.kind === 'word' && fn[2]?.value === '(') return fn[1].value;
  return undefined;
}
