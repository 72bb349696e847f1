import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PostalPlaceService } from './postal-place.service.ts';

/**
 * The postal place lookup of the new-case wizard (spec 2 §7). Plain text, and 200 for an unknown code too: the
 * answer is read as text, and 'Ugyldig postnummer' is what says the code is unknown.
 */
export async function postalPlaceRoutes(
  app: FastifyInstance,
  { postalPlaces }: { postalPlaces: PostalPlaceService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/case/getpostalplace/:postalCode',
    {
      config: { access: 'consented' },
      schema: { params: z.object({ postalCode: z.string() }) },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await postalPlaces.lookUp(request.params.postalCode)),
  );
}
