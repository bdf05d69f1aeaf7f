import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileOwnerQuery, ZFilePatch, ZIdParams, ZStoredFile } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { created, deleted, ok } from '../../shared/route-plugin.ts';
import { attachmentDisposition } from './file-names.ts';
import { createFilesService } from './files.service.ts';
import { readUploadForm, uploadRoutes } from './upload-form.ts';

/** Upload, list, download, re-date and delete documents of users and vehicles (docs/api/people.md "Files"). */
export function filesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const files = createFilesService(deps);
  // Only this plugin's routes accept multipart bodies, and only this big.
  return uploadRoutes(['files'], (api) => {
    api.post('/files', {
      access: 'authenticated',
      summary: 'Upload a document (multipart: file, type, userId or vehicleId, optional validUntil YYYY-MM-DD)',
      description:
        'The content must be PDF, JPEG, PNG or WebP by its bytes; at most 10 MiB; the type must fit the owner and have a free slot.',
      consumes: ['multipart/form-data'],
      response: created(ZStoredFile, 400, 401, 404, 413),
      handler: (request) => files.upload(request.user!, (db) => readUploadForm(request, db)),
    });

    api.get('/files', {
      access: 'authenticated',
      summary: "A user's or a vehicle's documents (metadata only)",
      querystring: ZFileOwnerQuery,
      response: ok(z.array(ZStoredFile), 400, 401, 404),
      handler: (request) => {
        const { userId, vehicleId } = request.query;
        if ((userId === undefined) === (vehicleId === undefined)) throw new AppError(400, 'ID_NOT_FOUND');
        return files.list(request.user!, userId !== undefined ? { userId } : { vehicleId: vehicleId! });
      },
    });

    api.get('/file/:id', {
      access: 'authenticated',
      summary: 'Download a document as an attachment, with the Content-Type sniffed at upload',
      params: ZIdParams,
      // Streams bypass the serializer; the schema only documents the answer.
      response: {
        200: z.any().describe('The file bytes (application/pdf, image/jpeg, image/png or image/webp)'),
        ...errorResponses(400, 401, 404),
      },
      handler: async (request, reply) => {
        const file = await files.download(request.user!, request.params.id);
        return (
          reply
            .header('content-type', file.mimeType)
            .header('content-length', file.length)
            .header('content-disposition', attachmentDisposition(file.name))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            // Opened directly anyway, an uploaded document must not run as part of the portal.
            .header('content-security-policy', "default-src 'none'; sandbox")
            .send(file.body)
        );
      },
    });

    api.patch('/file/:id', {
      access: 'authenticated',
      summary: "Set or clear a document's validity date",
      params: ZIdParams,
      body: ZFilePatch,
      response: ok(ZStoredFile, 400, 401, 404),
      handler: (request) => files.setValidUntil(request.user!, request.params.id, request.body.validUntil),
    });

    api.delete('/file/:id', {
      access: 'authenticated',
      summary: 'Delete a document',
      params: ZIdParams,
      response: deleted(400, 401, 404),
      handler: (request) => files.remove(request.user!, request.params.id),
    });
  });
}
