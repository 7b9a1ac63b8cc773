import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { PRODUCT_NAME } from '@capsuisse/contracts';

/** The OpenAPI document of the running API: served at /api/docs and committed as apps/api/openapi.json. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle(`${PRODUCT_NAME} API`).setVersion('1').addBearerAuth().build());
  return cleanupOpenApiDoc(document);
}

/** Object keys sorted at every level, two-space indent, final newline: a committed file whose diffs say what changed. */
export function serializeOpenApi(document: OpenAPIObject): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]))
        : value;
  return `${JSON.stringify(sorted(document), null, 2)}\n`;
}
