import type { AsPlainObject } from 'minisearch';

/**
 * MiniSearch's serialisation with its bulk, the postings, made compact: JSON objects
 * keyed by document and field become flat arrays of gaps between document ids, which
 * gzip packs about twice as well. Document ids are their positions (0, 1, 2...), so the
 * id map is left out and rebuilt. Browser-safe: the search chunk decodes with it.
 */
export interface CompactIndex {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** The length of each field, per document. */
  fieldLength: number[][];
  /**
   * Per term: [term, field, n, ...n gaps, field, n, ...]. A gap is the difference from the
   * previous document id (from -1, so never 0); a negative gap is followed by the term's
   * frequency in that document, a positive one means once.
   */
  postings: (string | number)[][];
  serializationVersion: number;
}

/**
 * One term's postings row: its fields in id order, each with its documents' gaps (see
 * CompactIndex.postings). `fields`: field id -> (document id -> frequency) entries.
 */
export function postingRow(term: string, fields: Iterable<readonly [number, Iterable<readonly [number, number]>]>): (string | number)[] {
  const row: (string | number)[] = [term];
  for (const [fieldId, documents] of [...fields].sort((a, b) => a[0] - b[0])) {
    const entries = [...documents].sort((a, b) => a[0] - b[0]);
    row.push(fieldId, entries.length);
    let previous = -1;
    for (const [shortId, frequency] of entries) {
      const gap = shortId - previous;
      if (frequency === 1) row.push(gap);
      else row.push(-gap, frequency);
      previous = shortId;
    }
  }
  return row;
}

export function compactIndex(plain: AsPlainObject): CompactIndex {
  const ids = Object.keys(plain.documentIds).map(Number);
  if (ids.some((shortId) => plain.documentIds[shortId] !== shortId))
    throw new Error('compactIndex: document ids must be their positions (0, 1, 2...)');
  const postings = plain.index.map(([term, fields]) =>
    postingRow(
      term,
      Object.entries(fields).map(([fieldId, documents]) => [
        Number(fieldId),
        Object.entries(documents).map(([shortId, frequency]) => [Number(shortId), frequency] as const),
      ]),
    ),
  );
  return {
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    fieldLength: ids.map((shortId) => plain.fieldLength[shortId]!),
    postings,
    serializationVersion: plain.serializationVersion,
  };
}

export function expandIndex(compact: CompactIndex): AsPlainObject {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((lengths, shortId) => {
    documentIds[shortId] = shortId;
    fieldLength[shortId] = lengths;
  });
  const index: AsPlainObject['index'] = compact.postings.map((row) => {
    const fields: Record<string, Record<string, number>> = {};
    let at = 1;
    while (at < row.length) {
      const fieldId = row[at++] as number;
      const count = row[at++] as number;
      const documents: Record<string, number> = {};
      let previous = -1;
      for (let n = 0; n < count; n++) {
        const gap = row[at++] as number;
        previous += Math.abs(gap);
        documents[previous] = gap < 0 ? (row[at++] as number) : 1;
      }
      fields[fieldId] = documents;
    }
    return [row[0] as string, fields];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.fieldLength.length,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: compact.serializationVersion,
  };
}
