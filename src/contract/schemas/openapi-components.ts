import { z } from 'zod';

/**
 * The named schemas of the OpenAPI document (`#/components/schemas/<id>`), named as the hosted API's
 * generated SDKs name their models. A contract schema joins it with `.register(openApiComponents, { id })`.
 */
export const openApiComponents = z.registry<{ id: string }>();

/** The schema with a title and description, registered as the component `id`. */
export function namedComponent<T extends z.ZodType>(id: string, description: string, schema: T): T {
  const described = schema.meta({ title: id, description }) as T;
  openApiComponents.add(described, { id });
  return described;
}
