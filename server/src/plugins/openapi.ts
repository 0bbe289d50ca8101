import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnyRoute } from '../http/route';

/**
 * OpenAPI 3.1 document of both services, built from the zod contract as JSON Schema 2020-12 (see http/route.ts),
 * with Swagger UI. 3.1, not 3.0: 3.0's schema dialect has no null type, and the contract's nullable fields are
 * `anyOf [..., { type: 'null' }]` (openapi.test.ts validates the document).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { routes: readonly AnyRoute[]; docsPrefix: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'QMS suite API',
          description:
            'Quality-management service (/qms-api) and standards service (/sr-api). Every non-2xx answer is ' +
            '`{ "errorMessage": "..." }`. Writes need the QMS_ADMIN realm role.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: options.docsPrefix });
    app.log.debug({ routes: options.routes.length }, 'OpenAPI document covers the route table');
  },
  { name: 'openapi' },
);
