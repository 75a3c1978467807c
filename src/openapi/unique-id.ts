/** An id not yet in `taken` (`base`, `base-1`, `base-2`...), which it then takes. */
export function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
