/** What a `Prefer` header asks of the mock, the way Prism reads it: `Prefer: code=404, example=missing`. */
export interface Preference {
  code?: string;
  example?: string;
}

export function parsePrefer(header: string | undefined): Preference {
  const preference: Preference = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const match = /^\s*(code|example)\s*=\s*"?([^"]*)"?\s*$/i.exec(part);
    if (match) preference[match[1]!.toLowerCase() as keyof Preference] = match[2]!.trim();
  }
  return preference;
}
