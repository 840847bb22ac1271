type JsonSchema = Record<string, unknown>;

/** How callers authenticate: `x-api-key` or `Authorization: Bearer`, on every endpoint. */
export const SECURITY_SCHEMES: JsonSchema = {
  ApiKeyAuth: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'Your API key. Every key is accepted in open-auth mode; keys are issued with `swarms-local keys create` otherwise.',
  },
  BearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same API key as a bearer token (`Authorization: Bearer <key>`), accepted on every endpoint as the hosted API does.',
  },
};

/** The error bodies: FastAPI's validation error, and every other error's `{"detail"}` (or OpenAI's `{"error"}`). */
export const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  ValidationError: {
    type: 'object',
    title: 'ValidationError',
    description: "One problem with the request, in pydantic v2's words.",
    required: ['loc', 'msg', 'type'],
    properties: {
      loc: {
        type: 'array',
        items: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        description: 'Where the problem is: `body`, `query` or `path`, then the keys and indexes down to it.',
      },
      msg: { type: 'string', description: 'What is wrong, as a sentence.' },
      type: { type: 'string', description: "pydantic's error type, e.g. `missing`, `string_type`, `literal_error`." },
      input: { description: 'The value that was rejected.' },
      ctx: { type: 'object', description: 'Details of the rule that failed (expected values, limits).' },
    },
  },
  HTTPValidationError: {
    type: 'object',
    title: 'HTTPValidationError',
    description: "A 422: the request did not validate (FastAPI's shape).",
    properties: { detail: { type: 'array', items: { $ref: '#/components/schemas/ValidationError' }, description: 'Every problem found.' } },
  },
  MarketplaceError: {
    type: 'object',
    title: 'MarketplaceError',
    description: "An error of the marketplace's routes (`/swarms-world/api/…`), in swarms.world's shape; a body its schema refuses is a 400 with `errors` by field.",
    required: ['error', 'message', 'status_code'],
    properties: {
      error: { type: 'string', description: 'A short error message (`Validation failed`, `Not found`, ...).' },
      message: { type: 'string', description: 'What went wrong and what to do about it.' },
      status_code: { type: 'integer', description: 'The HTTP status again.' },
      code: { type: 'string', description: '`VALIDATION_ERROR` on a refused body.' },
      details: { type: 'string', description: 'More context.' },
      errors: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'A refused body: each field (dotted path; `body` for the body as a whole) and what is wrong with it.',
      },
    },
  },
  ErrorBody: {
    title: 'ErrorBody',
    description:
      'Any other error. The native routes answer `{"detail": "<sentence>"}` (the premium pre-flight 403 answers `{"error": {type, message, detail, status_code}}`); the OpenAI-compatible routes answer OpenAI\'s `{"error": {message, type, param, code}}`.',
    anyOf: [
      { type: 'object', required: ['detail'], properties: { detail: { description: 'What went wrong and what to do about it.' } } },
      { type: 'object', required: ['error'], properties: { error: { type: 'object', description: "OpenAI's error object: message, type, param, code." } } },
    ],
  },
};
