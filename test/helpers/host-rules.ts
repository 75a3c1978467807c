/** A `_headers` file as its rules, and which of them match a path, the way Netlify and Cloudflare Pages read it. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)!.headers[name!.trim()] = value.join(':').trim();
    }
  }
  return rules;
}

/** `*` (a splat) matches anything, slashes included; the rest must be equal. */
export function rulesMatching(rules: readonly HeaderRule[], urlPath: string): HeaderRule[] {
  return rules.filter((rule) => {
    const source = rule.pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${source.join('.*')}$`).test(urlPath);
  });
}
