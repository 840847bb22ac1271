import { Ajv, type ValidateFunction } from 'ajv';
import formatsModule, { type FormatsPlugin } from 'ajv-formats';

// ajv-formats is CommonJS: under NodeNext its default export arrives as `module.exports.default`.
const addFormats = (formatsModule as unknown as { default: FormatsPlugin }).default;

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** A JSON-schema validator that knows the string formats (date, email, uri, uuid, ...) the sampler produces. */
export function schemaValidator(schema: object): ValidateFunction {
  return ajv.compile(schema);
}
