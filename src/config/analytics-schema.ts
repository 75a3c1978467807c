import { z } from 'zod';

/**
 * Analytics, each loaded only once the reader accepts its cookie category in the consent
 * banner (`cookieConsent`), never before: Google Analytics 4 with the names of
 * Docusaurus's `plugin-google-gtag`, Plausible and PostHog. `category` is the id of the
 * cookie category each waits for, as for `tagManager`.
 */
const category = z.string().min(1).default('targeting');

/** Google Analytics 4 (Docusaurus's `gtag` plugin options: `trackingID`, `anonymizeIP`). */
export const gtagSchema = z
  .object({
    trackingID: z.union([
      z.string().regex(/^G-[A-Z0-9]+$/, 'expected a GA4 measurement id such as "G-ABC123"'),
      z.array(z.string().regex(/^G-[A-Z0-9]+$/)).min(1),
    ]),
    anonymizeIP: z.boolean().default(false),
    category,
  })
  .strict()
  .optional()
  .transform((value) => value && { ...value, trackingID: typeof value.trackingID === 'string' ? [value.trackingID] : value.trackingID });

/** Plausible: the site's `domain` as registered there, and the script (its own instance's, or plausible.io's). */
export const plausibleSchema = z
  .object({
    domain: z.string().min(1),
    src: z.url({ protocol: /^https?$/ }).default('https://plausible.io/js/script.js'),
    category,
  })
  .strict()
  .optional();

/** PostHog: the project's API key, and its host (PostHog Cloud US by default, or a self-hosted one). */
export const posthogSchema = z
  .object({
    apiKey: z.string().regex(/^phc_[A-Za-z0-9]+$/, 'expected a PostHog project API key such as "phc_abc123"'),
    apiHost: z.url({ protocol: /^https?$/ }).default('https://us.i.posthog.com'),
    category,
  })
  .strict()
  .optional();

/**
 * "Was this page helpful?" at the end of doc pages. The answer goes, once the reader
 * clicks, to the analytics above that have loaded (after consent), and to `url` when
 * set: a POST of `{ path, helpful }` as JSON, sent at once to the site's own origin, and
 * to another site only once the reader accepts `category`.
 */
export const helpfulSchema = z
  .object({
    url: z
      .string()
      .regex(/^(\/(?!\/)|https?:\/\/)/, 'expected a path of the site such as "/api/feedback" or an http(s) URL')
      .optional(),
    analytics: z.boolean().default(true),
    category,
  })
  .strict()
  .optional();
