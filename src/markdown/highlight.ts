import type { Root as HastRoot } from 'hast';
import { refractor } from 'refractor/core';
import clike from 'refractor/clike';
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import arduino from 'refractor/arduino';
import bash from 'refractor/bash';
import csharp from 'refractor/csharp';
import markup from 'refractor/markup';
import css from 'refractor/css';
import diff from 'refractor/diff';
import go from 'refractor/go';
import ini from 'refractor/ini';
import java from 'refractor/java';
import regex from 'refractor/regex';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import kotlin from 'refractor/kotlin';
import less from 'refractor/less';
import lua from 'refractor/lua';
import makefile from 'refractor/makefile';
import yaml from 'refractor/yaml';
import markdown from 'refractor/markdown';
import objectivec from 'refractor/objectivec';
import perl from 'refractor/perl';
import markupTemplating from 'refractor/markup-templating';
import php from 'refractor/php';
import python from 'refractor/python';
import r from 'refractor/r';
import ruby from 'refractor/ruby';
import rust from 'refractor/rust';
import sass from 'refractor/sass';
import scss from 'refractor/scss';
import sql from 'refractor/sql';
import swift from 'refractor/swift';
import typescript from 'refractor/typescript';
import basic from 'refractor/basic';
import vbnet from 'refractor/vbnet';
import http from 'refractor/http';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import powershell from 'refractor/powershell';

/**
 * The grammars: refractor's common set (as `refractor` registers them, in its order) and
 * four more. Registering runs each grammar's definition (tens of ms for all of them), so
 * it waits for the first code to highlight: a build without code blocks never pays it.
 * All at once, in one order, because grammars extend each other as they register (css
 * and javascript add `<style>` and `<script>` to markup): the tokens stay the same.
 */
const GRAMMARS = [
  clike,
  c,
  cpp,
  arduino,
  bash,
  csharp,
  markup,
  css,
  diff,
  go,
  ini,
  java,
  regex,
  javascript,
  json,
  kotlin,
  less,
  lua,
  makefile,
  yaml,
  markdown,
  objectivec,
  perl,
  markupTemplating,
  php,
  python,
  r,
  ruby,
  rust,
  sass,
  scss,
  sql,
  swift,
  typescript,
  basic,
  vbnet,
  http,
  jsx,
  tsx,
  powershell,
];
let registered = false;

function registerGrammars(): void {
  if (registered) return;
  for (const grammar of GRAMMARS) refractor.register(grammar);
  registered = true;
}

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  curl: 'bash',
  yml: 'yaml',
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
  golang: 'go',
  kt: 'kotlin',
};

/** The refractor grammar name for a fence language, or undefined when we have none. */
export function grammarFor(language: string | undefined): string | undefined {
  if (!language) return undefined;
  const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  registerGrammars();
  return refractor.registered(name) ? name : undefined;
}

/**
 * Highlights source at build time with Prism grammars (refractor), returning hast
 * tokens (`<span class="token keyword">`); no highlighting script reaches the browser.
 */
export function highlightToHast(source: string, language: string | undefined): HastRoot {
  const grammar = grammarFor(language);
  if (!grammar) return { type: 'root', children: [{ type: 'text', value: source }] };
  return refractor.highlight(source, grammar) as HastRoot;
}
