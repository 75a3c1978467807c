import { z } from 'zod';
import { DOWNLOAD_TYPES } from './download.js';

/**
 * The props an author may give a `::qrcode{...}` directive, as a schema. Used at build
 * time only (the registry's `parseProps`), so the validator never ships to the browser.
 */
const between = (key: string, min: number, max?: number) => {
  const error = `\`${key}\` must be a number from ${min}${max === undefined ? '' : ` to ${max}`}`;
  const number = z.number({ error }).min(min, { error });
  return (max === undefined ? number : number.max(max, { error })).optional();
};
const oneOf = <T extends string>(key: string, allowed: readonly [T, ...T[]]) =>
  z.enum(allowed, { error: `\`${key}\` must be ${allowed.join(', ')}` }).optional();
const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-z]+|rgba?\([^)]*\)|hsla?\([^)]*\))$/;
const color = (key: string) =>
  z
    .string({ error: `\`${key}\` must be a CSS colour such as #1a2b3c` })
    .regex(COLOR, { error: `\`${key}\` must be a CSS colour such as #1a2b3c` });
const EYE_RADIUS = z.union([z.number().min(0), z.array(z.number().min(0))], { error: '`eyeRadius` must be a number from 0' });

const qrCodeProps = z
  .strictObject({
    value: z.string({ error: '`value` must be the text to encode' }).min(1, { error: '`value` must be the text to encode' }).optional(),
    level: oneOf('level', ['L', 'M', 'Q', 'H']),
    size: between('size', 32, 2000),
    quietZone: between('quietZone', 0, 200),
    bgColor: color('bgColor').optional(),
    fgColor: color('fgColor').optional(),
    logoImage: z.string({ error: '`logoImage` must be the URL of an image' }).optional(),
    logoOpacity: between('logoOpacity', 0, 1),
    logoWidth: between('logoWidth', 1),
    logoHeight: between('logoHeight', 1),
    logoPadding: between('logoPadding', 0),
    logoPaddingStyle: oneOf('logoPaddingStyle', ['square', 'circle']),
    qrStyle: oneOf('qrStyle', ['squares', 'dots', 'fluid']),
    eyeRadius: EYE_RADIUS.optional(),
    eyeColor: z.union([color('eyeColor'), z.array(z.unknown())], { error: '`eyeColor` must be a CSS colour such as #1a2b3c' }).optional(),
    enableCORS: z.boolean().optional(),
    placeholder: z.string().optional(),
    expired: z.boolean().optional(),
    loading: z.boolean().optional(),
    expiresAfter: between('expiresAfter', 1),
    showValue: z.boolean().optional(),
    download: z
      .union([z.boolean(), z.enum(Object.keys(DOWNLOAD_TYPES) as ['png', 'jpg', 'webp'])], { error: '`download` must be png, jpg, webp' })
      .optional(),
    fileName: z.string().optional(),
  })
  .refine((props) => props.value !== undefined || props.placeholder !== undefined || props.loading === true, {
    error: '`value` is required (the text to encode), unless `placeholder` or `loading` is given',
  });

/** Checks the props of a `::qrcode` directive; throws one sentence an author can act on. */
export function parseQrCodeProps(props: Record<string, unknown>): Record<string, unknown> {
  const result = qrCodeProps.safeParse(props);
  if (result.success) return props;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw new Error(`unknown ${issue.keys.length === 1 ? 'property' : 'properties'} ${issue.keys.map((key) => `\`${key}\``).join(', ')}`);
  }
  throw new Error(issue.message);
}
