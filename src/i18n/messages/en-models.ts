/**
 * The English words of the models pages and of the rarer schema keywords
 * (templates/api/model-page.tsx, schema-keywords.tsx), part of the built-in catalogue
 * (en.ts), in its syntax.
 */
export const modelMessages = {
  'api.schema.examples': 'examples',
  'api.schema.patternName': 'names matching {pattern}',
  'api.schema.prefixItems': 'Items by position:',
  'api.schema.position': 'item {position, number}',
  'api.schema.noMoreItems': 'No further items are allowed.',
  'api.schema.noItems': 'The array must be empty.',
  'api.schema.contains': 'At least one item matches:',
  'api.schema.not': 'Must not match:',
  'api.schema.if': 'If the value matches:',
  'api.schema.then': 'then it must also match:',
  'api.schema.else': 'otherwise it must match:',
  'api.schema.whenPresent': 'When {property} is present, also required:',
  'api.schema.whenPresentMatches': 'When {property} is present, the object also matches:',
  'api.schema.model': 'Model:',
  'api.section.models': 'Models',
  'api.models.title': '{service}: models',
  'api.models.description': 'The data models (component schemas) of {service}.',
  'api.models.count': '{count, plural, one {# model} other {# models}}',
  'api.models.schema': 'Schema',
  'api.models.example': 'Example',
  'api.models.usedBy': 'Used by',
  'api.models.usedByNone': 'No operation or webhook uses this model directly.',
  'api.models.usedByMore': '{count, plural, one {and # more operation or webhook} other {and # more operations and webhooks}}',
  'api.models.usedIn': 'Part of these models',
  'api.models.parameter': 'parameter {name}',
  'api.models.requestBody': 'request body',
  'api.models.webhookPayload': 'webhook payload',
  'api.models.response': 'response {status}',
} as const;
