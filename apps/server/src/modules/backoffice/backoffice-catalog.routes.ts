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
import { readUploadedFile } from '../../plugins/uploads';
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

const security = [{ bearerAuth: [] }];
const tags = ['backoffice catalogue'];
const serviceParams = z.object({ serviceId: idParam });
const priceParams = z.object({ priceId: idParam });
const companyParams = z.object({ companyId: companyIdSchema });

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
    {
      schema: {
        tags,
        summary: 'Every service (active or not) with its prices and companies',
        security,
        querystring: adminServiceListQuerySchema,
        response: { 200: adminServiceListSchema },
      },
    },
    async (request) => listAdminServices(ctx, request.query),
  );

  app.post(
    '/v1/backoffice/catalog/services',
    {
      schema: {
        tags,
        summary: 'Add a service',
        security,
        body: serviceCreateSchema,
        response: { 201: adminServiceSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createService(ctx, request.body)),
  );

  app.put(
    '/v1/backoffice/catalog/services/:serviceId',
    {
      schema: {
        tags,
        summary: 'Rename, describe, activate or deactivate a service',
        security,
        params: serviceParams,
        body: serviceUpdateSchema,
        response: { 200: adminServiceSchema },
      },
    },
    async (request) => changeService(ctx, request.params.serviceId, request.body),
  );

  app.post(
    '/v1/backoffice/catalog/services/:serviceId/prices',
    {
      schema: {
        tags,
        summary: 'Add a price (cents) for a province (null: "Altre province") and product type',
        security,
        params: serviceParams,
        body: priceInputSchema,
        response: { 201: servicePriceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addPrice(ctx, request.params.serviceId, request.body)),
  );

  app.put(
    '/v1/backoffice/catalog/prices/:priceId',
    {
      schema: {
        tags,
        summary: 'Change a price',
        security,
        params: priceParams,
        body: priceInputSchema,
        response: { 200: servicePriceSchema },
      },
    },
    async (request) => changePrice(ctx, request.params.priceId, request.body),
  );

  app.delete(
    '/v1/backoffice/catalog/prices/:priceId',
    {
      schema: {
        tags,
        summary: 'Delete a price (not the default SERVICE price)',
        security,
        params: priceParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removePrice(ctx, request.params.priceId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/backoffice/catalog/companies',
    {
      schema: {
        tags,
        summary: 'Partner companies with their services and sign-up link',
        security,
        response: { 200: adminCompanyListSchema },
      },
    },
    async () => listAdminCompanies(ctx),
  );

  app.post(
    '/v1/backoffice/catalog/companies',
    {
      schema: {
        tags,
        summary: 'Add a partner company',
        security,
        body: companyCreateSchema,
        response: { 201: adminCompanySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCompany(ctx, request.body)),
  );

  app.put(
    '/v1/backoffice/catalog/companies/:companyId',
    {
      schema: {
        tags,
        summary: 'Change a partner company (name, active, services offered)',
        security,
        params: companyParams,
        body: companyUpdateSchema,
        response: { 200: adminCompanySchema },
      },
    },
    async (request) => changeCompany(ctx, request.params.companyId, request.body),
  );

  app.put(
    '/v1/backoffice/catalog/companies/:companyId/logo',
    {
      schema: {
        tags,
        summary: 'Upload the company logo (JPEG, PNG or WebP, ≤ 2 MB): multipart, field "file"',
        security,
        consumes: ['multipart/form-data'],
        params: companyParams,
        response: { 200: adminCompanySchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, uploadPolicies.logo);
      return uploadCompanyLogo(ctx, request.params.companyId, file.data);
    },
  );

  app.delete(
    '/v1/backoffice/catalog/companies/:companyId/logo',
    {
      schema: {
        tags,
        summary: 'Remove the company logo',
        security,
        params: companyParams,
        response: { 200: adminCompanySchema },
      },
    },
    async (request) => removeCompanyLogo(ctx, request.params.companyId),
  );
};
