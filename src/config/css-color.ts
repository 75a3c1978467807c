import { z } from 'zod';

/** A CSS colour as the configuration takes it: hex, `rgb(...)`, `hsl(...)`, `var(...)` or a name. */
export const cssColor = z.string().regex(/^(#[0-9a-fA-F]{3,8}|rgb|hsl|var\(|[a-z]+$)/, 'expected a CSS colour');
