import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanySettings, ZCompanySettingsAnswer, ZStoredFile } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { created, ok } from '../../shared/route-plugin.ts';
import { readUploadFile, uploadRoutes } from '../files/upload-form.ts';
import { companyLogoImage, logoTooLarge, readCompany, saveCompany, storeCompanyLogo } from './company.ts';

/**
 * Company details of `/manage/setting` (issue 15 §1, docs/decisions/0032): ADMIN reads and saves them and
 * uploads the logo; everyone signed in may fetch the logo image (documents and previews show it).
 */
export function companyRoutes(deps: { database: Database }): FastifyPluginAsyncZod {
  const { db } = deps.database;
  // Only these routes accept multipart bodies (the logo upload), with the files module's limits.
  return uploadRoutes(['settings'], (api) => {
    const admin = 'settings.manage' as const;

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
      handler: async (request) => storeCompanyLogo(db, request.user!.id, await readUploadFile(request, logoTooLarge)),
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
  });
}
