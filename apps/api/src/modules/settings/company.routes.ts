import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanySettings, ZCompanySettingsAnswer, ZStoredFile } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { created, ok, resourceRoutes } from '../../shared/route-plugin.ts';
import { readUploadParts, UPLOAD_LIMITS } from '../files/upload-form.ts';
import { companyLogoImage, logoTooLarge, readCompany, saveCompany, storeCompanyLogo } from './company.ts';

/**
 * Company details of `/manage/setting` (issue 15 §1, docs/decisions/0032): ADMIN reads and saves them and
 * uploads the logo; everyone signed in may fetch the logo image (documents and previews show it).
 */
export function companyRoutes(deps: { database: Database }): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    const api = resourceRoutes(app, ['settings']);
    const admin = 'settings.manage' as const;
    // Only these routes accept multipart bodies (the logo upload), with the files module's limits.
    await app.register(multipart, { limits: UPLOAD_LIMITS });

    api.get('/settings/company', {
      access: admin,
      summary: 'Company details: name, address, IČO, DIČ, VAT payer, bank, invoice numbers, logo (defaults until saved)',
      response: ok(ZCompanySettingsAnswer, 401, 403),
      handler: () => readCompany(db),
    });

    api.put('/settings/company', {
      access: admin,
      summary: 'Save the company details; `logoFileId` is an uploaded logo (POST /settings/company/logo) or null',
      body: ZCompanySettings,
      response: ok(ZCompanySettingsAnswer, 400, 401, 403),
      handler: (request) => saveCompany(db, request.body, request.user!.id),
    });

    api.post('/settings/company/logo', {
      access: admin,
      summary:
        'Upload a company logo (multipart: one `file`, PNG or JPEG by its bytes, at most 1 MiB); save the details with its id to use it',
      description: '400 LOGO_NOT_IMAGE, LOGO_TOO_LARGE or REQUIRED on the field `file`.',
      consumes: ['multipart/form-data'],
      response: created(ZStoredFile, 400, 401, 403),
      handler: async (request, reply) => {
        const { file } = await readUploadParts(request, logoTooLarge);
        if (!file) throw new AppError(400, 'REQUIRED', { fields: { file: 'REQUIRED' } });
        return reply.status(201).send(await storeCompanyLogo(db, request.user!.id, { fileName: file.name, data: file.data }));
      },
    });

    api.get('/settings/company/logo', {
      access: 'authenticated',
      summary: 'The company logo image (PNG or JPEG); 404 when there is none',
      response: ok(z.any().describe('image/png or image/jpeg'), 401, 404),
      handler: async (_request, reply) => {
        const logo = await companyLogoImage(db);
        if (!logo) throw new AppError(404, 'NOT_FOUND');
        return reply.header('content-type', logo.mimeType).header('cache-control', 'private, no-cache').send(logo.data);
      },
    });
  };
}
