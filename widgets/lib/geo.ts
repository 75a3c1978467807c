/** Country code from an IP-geolocation answer such as `{"country": "DE", ...}`. */
export function countryFrom(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const record = answer as Record<string, unknown>;
  const value = record.country_code ?? record.country ?? record.countryCode;
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}

/** The alternative logo is for visitors outside the listed countries. */
export function needsAlternativeLogo(country: string, countries: readonly string[]): boolean {
  return !countries.map((code) => code.toUpperCase()).includes(country.toUpperCase());
}

/** Looks the visitor's country up; rejects on network errors, bad answers and timeout. */
export async function lookupCountry(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`country lookup timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`country lookup answered HTTP ${response.status}`);
    const country = countryFrom(await response.json());
    if (!country) throw new Error('country lookup answer has no country code');
    return country;
  } finally {
    clearTimeout(timer);
  }
}
