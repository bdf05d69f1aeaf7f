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
import { created, deleted, noContent, ok, routesOf } from '../../shared/route-plugin.ts';
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
    const route = routesOf(tags);
    const admin = { access: 'prices.manage' } as const;

    app.get(
      '/prices/calculate',
      route(
        'prices.calculate',
        "Prices of every offer that may serve the query (addresses, distance or rent); a CUSTOMER's clientId is its own",
        {
          description:
            'Money in CZK without VAT; `priceWithVat` rounded up to whole Kč. An empty list: the price could not be calculated. 503 GEO_UNAVAILABLE when the map service failed and no fixed price answered.',
          querystring: ZPriceQuery,
        },
        ok(z.array(ZCalculatedPrice), 400, 401, 403, 503),
      ),
      async (request) => calculator.calculate(request.user!, request.query),
    );

    app.get(
      '/vehicle-offers',
      route(admin, 'Every vehicle offer with its allowed clients (by id)', {}, ok(z.array(ZVehicleOffer), 401, 403)),
      async () => offers.list(),
    );

    app.get(
      '/vehicle-offers/public',
      route('public', 'The public offers for the company web site: no prices, no clients', {}, { 200: z.array(ZPublicVehicleOffer) }),
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return offers.listPublic();
      },
    );

    app.get(
      '/vehicle-offers/:id',
      route(admin, 'One vehicle offer', { params: ZIdParams }, ok(ZVehicleOffer, 400, 401, 403, 404)),
      async (request) => offers.get(request.params.id),
    );

    app.get(
      '/vehicle-offers/:id/photo',
      route(
        'public',
        'The photo of a public offer (ADMIN: of any offer)',
        { params: ZIdParams },
        ok(z.any().describe('image/jpeg, image/png or image/webp'), 400, 404),
      ),
      async (request, reply) => {
        const photo = await offers.photo(request.params.id, request.user?.roles.includes('ADMIN') ?? false);
        if (!photo) throw new AppError(404, 'NOT_FOUND');
        return reply.header('content-type', photo.mimeType).header('cache-control', 'public, max-age=300').send(photo.data);
      },
    );

    // Its own scope: only the photo upload accepts multipart bodies, with the files module's limits.
    const photoUpload: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, { limits: UPLOAD_LIMITS });
      uploads.put(
        '/vehicle-offers/:id/photo',
        route(
          admin,
          "Upload an offer's photo (multipart: one `file`, JPEG, PNG or WebP by its bytes, at most 10 MiB); replaces the old one",
          {
            description:
              'Answers the offer with its new `photoUrl`. 400 PHOTO_NOT_IMAGE (not a picture), PHOTO_TOO_LARGE (over 10 MiB) or REQUIRED, on the field `file`.',
            params: ZIdParams,
            consumes: ['multipart/form-data'],
          },
          ok(ZVehicleOffer, 400, 401, 403, 404),
        ),
        async (request) => {
          const { file } = await readUploadParts(
            request,
            (maxMb) => new AppError(400, 'PHOTO_TOO_LARGE', { params: { maxMb }, fields: { file: 'PHOTO_TOO_LARGE' } }),
          );
          if (!file) throw new AppError(400, 'REQUIRED', { fields: { file: 'REQUIRED' } });
          return offers.setPhoto(request.user!.id, request.params.id, { fileName: file.name, data: file.data });
        },
      );
    };
    await app.register(photoUpload);

    app.delete(
      '/vehicle-offers/:id/photo',
      route(admin, "Remove an offer's photo", { params: ZIdParams }, deleted(400, 401, 403, 404)),
      async (request, reply) => noContent(reply, offers.removePhoto(request.params.id)),
    );

    app.post(
      '/vehicle-offers',
      route(admin, 'Create a vehicle offer', { body: ZVehicleOfferInput }, created(ZVehicleOffer, 400, 401, 403)),
      async (request, reply) => reply.status(201).send(await offers.create(request.body)),
    );

    app.put(
      '/vehicle-offers/:id',
      route(
        admin,
        'Replace a vehicle offer and its allowed clients',
        { params: ZIdParams, body: ZVehicleOfferInput },
        ok(ZVehicleOffer, 400, 401, 403, 404),
      ),
      async (request) => offers.update(request.params.id, request.body),
    );

    app.delete(
      '/vehicle-offers/:id',
      route(
        admin,
        'Delete a vehicle offer with its prices; 409 when rides use it',
        { params: ZIdParams },
        deleted(400, 401, 403, 404, 409),
      ),
      async (request, reply) => noContent(reply, offers.remove(request.params.id)),
    );

    app.get(
      '/distance-prices',
      route(
        admin,
        "One offer's distance intervals (CZK, km)",
        { querystring: ZDistancePricesQuery },
        ok(ZDistancePrices, 400, 401, 403, 404),
      ),
      async (request) => distancePrices.get(request.query.vehicleOfferId),
    );

    app.put(
      '/distance-prices/:vehicleOfferId',
      route(
        admin,
        "Replace one offer's whole interval table (from 0, no gaps or overlaps, only the last open)",
        { params: ZVehicleOfferIdParams, body: ZPricingIntervalsInput },
        ok(ZDistancePrices, 400, 401, 403, 404),
      ),
      async (request) => distancePrices.replace(request.params.vehicleOfferId, request.body.intervals),
    );

    app.get(
      '/fixed-prices',
      route(admin, 'A page of fixed prices, by id', { querystring: ZFixedPriceListQuery }, ok(ZFixedPricePage, 400, 401, 403)),
      async (request) => fixedPrices.list(request.query),
    );

    app.get(
      '/fixed-prices/:id',
      route(admin, 'One fixed price', { params: ZIdParams }, ok(ZFixedPrice, 400, 401, 403, 404)),
      async (request) => fixedPrices.get(request.params.id),
    );

    app.post(
      '/fixed-prices',
      route(admin, 'Create a fixed price', { body: ZFixedPriceInput }, created(ZFixedPrice, 400, 401, 403)),
      async (request, reply) => reply.status(201).send(await fixedPrices.create(request.body)),
    );

    app.put(
      '/fixed-prices/:id',
      route(admin, 'Replace a fixed price', { params: ZIdParams, body: ZFixedPriceInput }, ok(ZFixedPrice, 400, 401, 403, 404)),
      async (request) => fixedPrices.update(request.params.id, request.body),
    );

    app.delete(
      '/fixed-prices/:id',
      route(admin, 'Delete a fixed price', { params: ZIdParams }, deleted(400, 401, 403, 404)),
      async (request, reply) => noContent(reply, fixedPrices.remove(request.params.id)),
    );
  };
}
