/**
 * File and folder names in a site's folders that no build reads and `serve --watch` does
 * not follow: hidden ones (`.git`, `.DS_Store`, vim's `.page.md.swp`, emacs' `.#page.md`)
 * and the temporary and backup files editors write beside a file they save (vim's probe
 * `4913` and backup `page.md~`, emacs' `#page.md#`, JetBrains' `page.md___jb_tmp___`).
 * A backup is never published, and a save that makes one does not build the whole site.
 */
export function isSkippedName(name: string): boolean {
  return name.startsWith('.') || name.endsWith('~') || name === '4913' || /^#.*#$/.test(name) || /___jb_(?:tmp|old|bak)___$/.test(name);
}
