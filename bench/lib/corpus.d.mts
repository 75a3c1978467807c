export const DIRECTORY: { name: string; version: string };
export const EXAMPLES: { name: string; version: string };
export function fetchCorpus(): Promise<{ directory: string[]; examples: string[] }>;
export function fetchCorpusMembers(members: {
  directory: string[];
  examples: string[];
}): Promise<{ directory: string[]; examples: string[] }>;
