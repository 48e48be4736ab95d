import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the contract's zod schemas, browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TripTender API',
        version: '1.0.0',
        description:
          'Travellers post trip requests; tour operators buy them and send quotes. JSON over HTTPS, ' +
          '`Authorization: Bearer <token>` from POST /v1/auth. Errors: `{ message, data? }`; 422 carries ' +
          'field lists in `data`. Lists: `{ data, meta: { per_page, total, current_page, last_page } }`. ' +
          "A traveller's or a visitor's error messages are in their language: the one saved with PATCH /v1/me " +
          '(`locale`: en, de, fr, es, it), else the one `Accept-Language` asks for, else English; such an ' +
          'answer says `Content-Language`. Field names and codes are the same in every language; a company ' +
          "member's and the admin's errors are in English.",
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
