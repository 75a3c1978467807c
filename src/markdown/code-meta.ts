/**
 * Parses a code fence's meta string: `title="src/app.ts" operation="svc#op" showLineNumbers`.
 * Quoted values may contain spaces; bare words become `true`.
 */
export function parseCodeMeta(meta: string | null | undefined): Record<string, string | true> {
  const result: Record<string, string | true> = {};
  if (!meta) return result;
  const pattern = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  for (const match of meta.matchAll(pattern)) {
    const [, key, doubleQuoted, singleQuoted, bare] = match;
    result[key!] = doubleQuoted ?? singleQuoted ?? bare ?? true;
  }
  return result;
}
