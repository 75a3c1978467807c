export interface ConversionWarning {
  /** Where in the author's document (for parts OpenAPI 3 moved, where they were). */
  pointer: string;
  message: string;
}

export interface Conversion {
  document: Record<string, unknown>;
  /** What the author wrote, such as `Swagger 2.0`. */
  from: string;
  warnings: ConversionWarning[];
}

export function convertSwagger(document: Record<string, unknown>): Promise<Conversion>;
