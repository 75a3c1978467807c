import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|yaml)|image\/svg\+xml)/;
/** Above this, compressing on each request would hold the server up (large API documents). */
const MAX_BYTES = 4 * 1024 * 1024;

/** The encoding to answer with, from the request's Accept-Encoding: Brotli, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined, contentType: string, size: number): Encoding | undefined {
  if (!acceptEncoding || !COMPRESSIBLE.test(contentType) || size < 1024 || size > MAX_BYTES) return undefined;
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name, ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return [name!.trim(), quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/** The body in that encoding; fast settings, as a preview server compresses on each request. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}
