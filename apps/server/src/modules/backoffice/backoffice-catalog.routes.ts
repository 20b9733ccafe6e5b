import {
  adminCompanyListSchema,
  adminCompanySchema,
  adminServiceListQuerySchema,
  adminServiceListSchema,
  adminServiceSchema,
  companyCreateSchema,
  companyUpdateSchema,
  priceInputSchema,
  serviceCreateSchema,
  servicePriceSchema,
  serviceUpdateSchema,
} from '@equilibrio/contract/backoffice-catalog';
import { companyIdSchema } from '@equilibrio/contract/catalog';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  addPrice,
  changeCompany,
  changePrice,
  changeService,
  createCompany,
  createService,
  listAdminCompanies,
  listAdminServices,
  removeCompanyLogo,
  removePrice,
  uploadCompanyLogo,
} from '../catalog/catalog-admin.service';
import { uploadPolicies } from '../storage/file-kinds';
import {
  answerCreated,
  answerNoContent,
  describedAs,
  fileRoutes,
  noContentResponse,
} from './backoffice-route-kit';

const tags = ['backoffice catalogue'];
const serviceParams = z.object({ serviceId: idParam });
const priceParams = z.object({ priceId: idParam });
const companyParams = z.object({ companyId: companyIdSchema });
const described = <S extends Parameters<typeof describedAs>[1]>(summary: string, schema: S) =>
  describedAs(summary, schema, tags);

/**
 * The catalogue as the family tutors manage it: services, prices per province (cents), partner
 * companies with their logo and services. Registered inside the back-office scope (tutors only).
 */
export const backofficeCatalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/backoffice/catalog/services',
    described('Every service (active or not) with its prices and companies', {
      querystring: adminServiceListQuerySchema,
      response: { 200: adminServiceListSchema },
    }),
    async (request) => listAdminServices(ctx, request.query),
  );

  app.post(
    '/v1/backoffice/catalog/services',
    described('Add a service', {
      body: serviceCreateSchema,
      response: { 201: adminServiceSchema },
    }),
    async (request, reply) => answerCreated(reply, createService(ctx, request.body)),
  );

  app.put(
    '/v1/backoffice/catalog/services/:serviceId',
    described('Rename, describe, activate or deactivate a service', {
      params: serviceParams,
      body: serviceUpdateSchema,
      response: { 200: adminServiceSchema },
    }),
    async (request) => changeService(ctx, request.params.serviceId, request.body),
  );

  app.post(
    '/v1/backoffice/catalog/services/:serviceId/prices',
    described('Add a price (cents) for a province (null: "Altre province") and product type', {
      params: serviceParams,
      body: priceInputSchema,
      response: { 201: servicePriceSchema },
    }),
    async (request, reply) =>
      answerCreated(reply, addPrice(ctx, request.params.serviceId, request.body)),
  );

  app.put(
    '/v1/backoffice/catalog/prices/:priceId',
    described('Change a price', {
      params: priceParams,
      body: priceInputSchema,
      response: { 200: servicePriceSchema },
    }),
    async (request) => changePrice(ctx, request.params.priceId, request.body),
  );

  app.delete(
    '/v1/backoffice/catalog/prices/:priceId',
    described('Delete a price (not the default SERVICE price)', {
      params: priceParams,
      response: noContentResponse,
    }),
    async (request, reply) => answerNoContent(reply, removePrice(ctx, request.params.priceId)),
  );

  app.get(
    '/v1/backoffice/catalog/companies',
    described('Partner companies with their services and sign-up link', {
      response: { 200: adminCompanyListSchema },
    }),
    async () => listAdminCompanies(ctx),
  );

  app.post(
    '/v1/backoffice/catalog/companies',
    described('Add a partner company', {
      body: companyCreateSchema,
      response: { 201: adminCompanySchema },
    }),
    async (request, reply) => answerCreated(reply, createCompany(ctx, request.body)),
  );

  app.put(
    '/v1/backoffice/catalog/companies/:companyId',
    described('Change a partner company (name, active, services offered)', {
      params: companyParams,
      body: companyUpdateSchema,
      response: { 200: adminCompanySchema },
    }),
    async (request) => changeCompany(ctx, request.params.companyId, request.body),
  );

  fileRoutes(app, {
    url: '/v1/backoffice/catalog/companies/:companyId/logo',
    params: companyParams,
    response: adminCompanySchema,
    what: 'the company logo',
    policy: uploadPolicies.logo,
    upload: ({ companyId }, data) => uploadCompanyLogo(ctx, companyId, data),
    remove: ({ companyId }) => removeCompanyLogo(ctx, companyId),
    tags,
  });
};
