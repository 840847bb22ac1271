import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** Validates response bodies against the server's own /openapi.json (every 2xx JSON response the suite receives). */
export class OpenApiResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(private readonly document: any) {
    // The document itself, so `#/components/schemas/...` references resolve from any operation.
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components ?? {} });
  }

  private validatorFor(method: string, path: string, status: number): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (this.validators.has(key)) return this.validators.get(key)!;
    const operation = this.document.paths?.[path]?.[method.toLowerCase()];
    const schema = operation?.responses?.[String(status)]?.content?.['application/json']?.schema;
    const validator = schema ? this.ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as object) : null;
    this.validators.set(key, validator);
    return validator;
  }

  /** Throws when a 2xx JSON body does not match the documented response schema of its path. */
  check(method: string, path: string, status: number, body: unknown): void {
    if (status < 200 || status >= 300 || typeof body === 'string') return;
    const validator = this.validatorFor(method, path.split('?')[0], status);
    if (validator && !validator(body)) {
      throw new Error(`Response of ${method} ${path} does not match /openapi.json: ${this.ajv.errorsText(validator.errors)}`);
    }
  }
}
