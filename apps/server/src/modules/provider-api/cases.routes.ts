import { EXTENSION_MAX_DAYS, requestAnswerSchema } from '@foretaksportalen/shared/contract/case-request';
import { DEFAULT_ANSWER_DAYS, decisionUpsertSchema } from '@foretaksportalen/shared/contract/decision';
import {
  caseParamsSchema,
  caseUpsertSchema,
  providerCaseSchema,
  requestParamsSchema,
} from '@foretaksportalen/shared/contract/provider/case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProviderCaseService } from '../provider-case/index.ts';
import { requireApiKey } from './provider-auth.ts';
import { jsonAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

export async function caseRoutes(app: FastifyInstance, { cases }: { cases: ProviderCaseService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    providerUrl('/companies/:orgNum/cases/:externalId'),
    {
      ...providerAccess('cases', {
        problems: { 409: 'Saksnummeret er brukt på en annen sak, eller saken har en annen id' },
      }),
      schema: {
        operationId: 'putCase',
        tags: [TAGS.cases],
        summary: 'Opprett eller oppdater en sak med klagenemndas egen id',
        description:
          'Hele saken slik klagenemnda har den nå: felter som ikke er med, blir tomme. Samme forespørsel to ganger ' +
          'endrer ingenting den andre gangen (ingen ny logglinje, intet nytt varsel). En ny sak varsler foretaket. ' +
          'CaseId er saksnummeret portalen viser. Med CaseUid tar klagenemnda en sak foretaket registrerte i ' +
          'portalen (fra endringsstrømmen) under sin egen id. Foretakets saksbehandler settes ikke her.',
        params: caseParamsSchema,
        body: caseUpsertSchema,
        response: {
          200: jsonAnswer('Saken fantes; slik den er nå', providerCaseSchema),
          201: jsonAnswer('Saken er opprettet', providerCaseSchema),
        },
      },
    },
    async (request, reply) => {
      const { orgNum, externalId } = request.params;
      const result = await cases.upsertCase(
        { apiKey: requireApiKey(request) },
        orgNum,
        externalId,
        request.body,
      );
      return reply.status(result.created ? 201 : 200).send(result.case);
    },
  );

  routes.put(
    providerUrl('/companies/:orgNum/cases/:externalId/decision'),
    {
      ...providerAccess('cases', {
        problems: {
          404: 'Saken finnes ikke',
          409: 'Foretaket har allerede svart på vedtaket: det kan ikke endres',
        },
      }),
      schema: {
        operationId: 'putDecision',
        tags: [TAGS.cases],
        summary: 'Sett nemndas vedtak i en sak',
        description:
          'Konklusjonen (Outcome), vedtaksdatoen og brevet med vedtaket (EventExternalId: et brev klagenemnda ' +
          'allerede har sendt i saken). AnswerDueDate er fristen foretaket har til å svare om det følger ' +
          `vedtaket; uten den får medhold og delvis medhold ${DEFAULT_ANSWER_DAYS} dager fra vedtaksdatoen, de ` +
          'andre konklusjonene ingen frist. Foretakets svar kommer i endringsstrømmen (decision.answered) og i ' +
          'saken (Decision.Answer). Når foretaket har svart, kan vedtaket ikke endres.',
        params: caseParamsSchema,
        body: decisionUpsertSchema,
        response: { 200: jsonAnswer('Saken med vedtaket', providerCaseSchema) },
      },
    },
    async (request) => {
      const { orgNum, externalId } = request.params;
      return cases.setDecision({ apiKey: requireApiKey(request) }, orgNum, externalId, request.body);
    },
  );

  routes.put(
    providerUrl('/companies/:orgNum/cases/:externalId/requests/:requestId'),
    {
      ...providerAccess('cases', {
        problems: {
          404: 'Saken eller forespørselen finnes ikke',
          409: 'Forespørselen er allerede besvart på en annen måte',
        },
      }),
      schema: {
        operationId: 'putRequestAnswer',
        tags: [TAGS.cases],
        summary: 'Svar på en forespørsel fra foretaket (utsatt frist, innsigelse mot behandling)',
        description:
          'Foretaket ber om utsatt frist (deadline-extension.requested i endringsstrømmen, en ny dato høyst ' +
          `${EXTENSION_MAX_DAYS} dager etter sakens frist) eller sender innsigelse mot behandling ` +
          '(objection.requested, med begrunnelsen og dokumentet som et brev). Status er granted (innvilget) eller ' +
          'refused (avslått); Text er påkrevd ved avslag. Innvilget utsatt frist flytter sakens DueDate til DueDate ' +
          'i svaret, eller til datoen foretaket ba om når den ikke er med. Samme svar to ganger endrer ingenting ' +
          'den andre gangen; et annet svar på en besvart forespørsel avvises.',
        params: requestParamsSchema,
        body: requestAnswerSchema,
        response: { 200: jsonAnswer('Saken med forespørselen besvart', providerCaseSchema) },
      },
    },
    async (request) => {
      const { orgNum, externalId, requestId } = request.params;
      const actor = { apiKey: requireApiKey(request) };
      return cases.answerRequest(actor, orgNum, externalId, requestId, request.body);
    },
  );

  routes.get(
    providerUrl('/companies/:orgNum/cases/:externalId'),
    {
      ...providerAccess('cases'),
      schema: {
        operationId: 'getCase',
        tags: [TAGS.cases],
        summary: 'En sak med hendelsene klagenemnda kan se',
        description:
          'Foretakets brev er med først når slettefristen er ute og endringsstrømmen har levert dem (letter.sent).',
        params: caseParamsSchema,
        response: { 200: jsonAnswer('Saken', providerCaseSchema) },
      },
    },
    async (request) => cases.getCase(request.params.orgNum, request.params.externalId),
  );
}
