import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Endpoints of this area are added as their issue is built.
export const notificationRoutes: FastifyPluginAsyncZod = async () => {};
