import { availableTargets } from '@readme/httpsnippet';

/** A language of the generated code samples: an httpsnippet target and one of its clients. */
export interface CodeSampleLanguage {
  /** The tab's stable id, the name the config gives (`curl`, `python`, `node-axios` for `node/axios`). */
  id: string;
  /** The tab's label (`curl`, `Python`, `Node.js (Axios)`). */
  label: string;
  /** The highlighting grammar (refractor's name). */
  highlight: string;
  target: string;
  client: string;
}

/**
 * Short names docgen has always used for its tabs (and Docusaurus's openapi plugin's
 * `languageTabs` names): the target and client each stands for.
 */
const ALIASES: Record<string, { target: string; client: string; label: string }> = {
  curl: { target: 'shell', client: 'curl', label: 'curl' },
  httpie: { target: 'shell', client: 'httpie', label: 'HTTPie' },
  wget: { target: 'shell', client: 'wget', label: 'Wget' },
  javascript: { target: 'javascript', client: 'fetch', label: 'JavaScript' },
  java: { target: 'java', client: 'nethttp', label: 'Java' },
};

/** Grammars by httpsnippet target, where the names differ. */
const HIGHLIGHT: Record<string, string> = {
  shell: 'bash',
  node: 'javascript',
  objc: 'objectivec',
  http: 'http',
  json: 'json',
  c: 'c',
};

/**
 * Every name `api.codeSamples.languages` accepts: the aliases, each target of httpsnippet
 * (its default client) and each `target/client` pair.
 */
export function codeSampleLanguageNames(): string[] {
  const names = Object.keys(ALIASES);
  for (const target of availableTargets()) {
    names.push(target.key);
    for (const client of target.clients) names.push(`${target.key}/${client.key}`);
  }
  return [...new Set(names)];
}

/** The language a name stands for, or undefined when httpsnippet has no such target or client. */
export function codeSampleLanguage(name: string): CodeSampleLanguage | undefined {
  const alias = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
  const [targetKey, clientKey] = alias ? [alias.target, alias.client] : name.split('/');
  const target = availableTargets().find((candidate) => candidate.key === targetKey);
  const client = target?.clients.find((candidate) => candidate.key === (clientKey ?? target.default));
  if (!target || !client || (!alias && name.split('/').length > 2)) return undefined;
  // A client other than the target's default says which (`Node.js (Axios)`).
  const label =
    alias?.label ?? (clientKey === undefined || clientKey === target.default ? target.title : `${target.title} (${client.title})`);
  return { id: name.replace('/', '-'), label, highlight: HIGHLIGHT[target.key] ?? target.key, target: target.key, client: client.key };
}
