import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCalculatedPrice,
  ZDistancePrices,
  ZDistancePricesQuery,
  ZFixedPrice,
  ZFixedPriceInput,
  ZFixedPriceListQuery,
  ZFixedPricePage,
  ZIdParams,
  ZPriceQuery,
  ZPricingIntervalsInput,
  ZPublicVehicleOffer,
  ZVehicleOffer,
  ZVehicleOfferIdParams,
  ZVehicleOfferInput,
} from '@vozka/domain';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { created, deleted, ok, resourceRoutes } from '../../shared/route-plugin.ts';
import { readUploadParts, UPLOAD_LIMITS } from '../files/upload-form.ts';
import { createCalculatorService } from './calculator.service.ts';
import { createDistancePricesService } from './distance-prices.service.ts';
import { createFixedPricesService } from './fixed-prices.service.ts';
import { createVehicleOffersService } from './vehicle-offers.service.ts';

/** The calculator, vehicle offers, distance prices and fixed prices (docs/api/pricing.md §5). */
export function pricingRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const calculator = createCalculatorService(deps);
  const offers = createVehicleOffersService(deps);
  const distancePrices = createDistancePricesService(deps);
  const fixedPrices = createFixedPricesService(deps);
  return async (app) => {
    const tags = ['pricing'];
    const api = resourceRoutes(app, tags);
    const admin = { access: 'prices.manage' } as const;

    api.get('/prices/calculate', {
      access: 'prices.calculate',
      summary: "Prices of every offer that may serve the query (addresses, distance or rent); a CUSTOMER's clientId is its own",
      description:
        'Money in CZK without VAT; `priceWithVat` rounded up to whole Kč. An empty list: the price could not be calculated. 503 GEO_UNAVAILABLE when the map service failed and no fixed price answered.',
      querystring: ZPriceQuery,
      response: ok(z.array(ZCalculatedPrice), 400, 401, 403, 503),
      handler: (request) => calculator.calculate(request.user!, request.query, request.lang),
    });

    api.get('/vehicle-offers', {
      access: admin,
      summary: 'Every vehicle offer with its allowed clients (by id)',
      response: ok(z.array(ZVehicleOffer), 401, 403),
      handler: () => offers.list(),
    });

    api.get('/vehicle-offers/public', {
      access: 'public',
      summary: "The public offers for the company web site: no prices, no clients; named in the caller's language",
      response: { 200: z.array(ZPublicVehicleOffer) },
      handler: async (request, reply) => {
        // The names follow Accept-Language (or the signed-in caller's profile language).
        reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language, Cookie, Authorization');
        return offers.listPublic(request.lang);
      },
    });

    api.get('/vehicle-offers/:id', {
      access: admin,
      summary: 'One vehicle offer',
      params: ZIdParams,
      response: ok(ZVehicleOffer, 400, 401, 403, 404),
      handler: (request) => offers.get(request.params.id),
    });

    api.get('/vehicle-offers/:id/photo', {
      access: 'public',
      summary: 'The photo of a public offer (ADMIN: of any offer)',
      params: ZIdParams,
      response: ok(z.any().describe('image/jpeg, image/png or image/webp'), 400, 404),
      handler: async (request, reply) => {
        const photo = await offers.photo(request.params.id, request.user?.roles.includes('ADMIN') ?? false);
        if (!photo) throw new AppError(404, 'NOT_FOUND');
        return reply.header('content-type', photo.mimeType).header('cache-control', 'public, max-age=300').send(photo.data);
      },
    });

    // Its own scope: only the photo upload accepts multipart bodies, with the files module's limits.
    const photoUpload: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, { limits: UPLOAD_LIMITS });
      resourceRoutes(uploads, tags).put('/vehicle-offers/:id/photo', {
        access: admin,
        summary: "Upload an offer's photo (multipart: one `file`, JPEG, PNG or WebP by its bytes, at most 10 MiB); replaces the old one",
        description:
          'Answers the offer with its new `photoUrl`. 400 PHOTO_NOT_IMAGE (not a picture), PHOTO_TOO_LARGE (over 10 MiB) or REQUIRED, on the field `file`.',
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: ok(ZVehicleOffer, 400, 401, 403, 404),
        handler: async (request) => {
          const { file } = await readUploadParts(
            request,
            (maxMb) => new AppError(400, 'PHOTO_TOO_LARGE', { params: { maxMb }, fields: { file: 'PHOTO_TOO_LARGE' } }),
          );
          if (!file) throw new AppError(400, 'REQUIRED', { fields: { file: 'REQUIRED' } });
          return offers.setPhoto(request.user!.id, request.params.id, { fileName: file.name, data: file.data });
        },
      });
    };
    await app.register(photoUpload);

    api.delete('/vehicle-offers/:id/photo', {
      access: admin,
      summary: "Remove an offer's photo",
      params: ZIdParams,
      response: deleted(400, 401, 403, 404),
      handler: (request) => offers.removePhoto(request.params.id),
    });

    api.post('/vehicle-offers', {
      access: admin,
      summary: 'Create a vehicle offer',
      body: ZVehicleOfferInput,
      response: created(ZVehicleOffer, 400, 401, 403),
      handler: (request) => offers.create(request.body),
    });

    api.put('/vehicle-offers/:id', {
      access: admin,
      summary: 'Replace a vehicle offer and its allowed clients',
      params: ZIdParams,
      body: ZVehicleOfferInput,
      response: ok(ZVehicleOffer, 400, 401, 403, 404),
      handler: (request) => offers.update(request.params.id, request.body),
    });

    api.delete('/vehicle-offers/:id', {
      access: admin,
      summary: 'Delete a vehicle offer with its prices; 409 when rides use it',
      params: ZIdParams,
      response: deleted(400, 401, 403, 404, 409),
      handler: (request) => offers.remove(request.params.id),
    });

    api.get('/distance-prices', {
      access: admin,
      summary: "One offer's distance intervals (CZK, km)",
      querystring: ZDistancePricesQuery,
      response: ok(ZDistancePrices, 400, 401, 403, 404),
      handler: (request) => distancePrices.get(request.query.vehicleOfferId),
    });

    api.put('/distance-prices/:vehicleOfferId', {
      access: admin,
      summary: "Replace one offer's whole interval table (from 0, no gaps or overlaps, only the last open)",
      params: ZVehicleOfferIdParams,
      body: ZPricingIntervalsInput,
      response: ok(ZDistancePrices, 400, 401, 403, 404),
      handler: (request) => distancePrices.replace(request.params.vehicleOfferId, request.body.intervals),
    });

    api.get('/fixed-prices', {
      access: admin,
      summary: 'A page of fixed prices, by id',
      querystring: ZFixedPriceListQuery,
      response: ok(ZFixedPricePage, 400, 401, 403),
      handler: (request) => fixedPrices.list(request.query, request.lang),
    });

    api.get('/fixed-prices/:id', {
      access: admin,
      summary: 'One fixed price',
      params: ZIdParams,
      response: ok(ZFixedPrice, 400, 401, 403, 404),
      handler: (request) => fixedPrices.get(request.params.id, request.lang),
    });

    api.post('/fixed-prices', {
      access: admin,
      summary: 'Create a fixed price',
      body: ZFixedPriceInput,
      response: created(ZFixedPrice, 400, 401, 403),
      handler: (request) => fixedPrices.create(request.body, request.lang),
    });

    api.put('/fixed-prices/:id', {
      access: admin,
      summary: 'Replace a fixed price',
      params: ZIdParams,
      body: ZFixedPriceInput,
      response: ok(ZFixedPrice, 400, 401, 403, 404),
      handler: (request) => fixedPrices.update(request.params.id, request.body, request.lang),
    });

    api.delete('/fixed-prices/:id', {
      access: admin,
      summary: 'Delete a fixed price',
      params: ZIdParams,
      response: deleted(400, 401, 403, 404),
      handler: (request) => fixedPrices.remove(request.params.id),
    });
  };
}
