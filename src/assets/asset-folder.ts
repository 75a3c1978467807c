/**
 * The output folder of the bundler's content-hashed files (scripts, chunks, the
 * stylesheet and what it imports). Only they live there, so hosts may cache it for good.
 */
export const ASSET_FOLDER = 'assets';
