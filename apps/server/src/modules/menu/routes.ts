import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENU_PREVIEW_HEADER } from '@tavola/domain/schemas/menu-editor';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { checkPreviewToken } from '../menu-editor/menu-preview.ts';
import { categoryRoutes } from './category-routes.ts';
import { MenuService, type MenuRead, type MenuReadOptions } from './menu-service.ts';
import { productRoutes } from './product-routes.ts';

/** The restaurant a menu call is about: the token's (the auth hook has matched restaurantId to it). */
export function tokenRestaurant(request: FastifyRequest, named?: number): number {
  const restaurantId = request.auth?.restaurantId;
  if (restaurantId === undefined) throw unauthorized('token_required');
  // pinned-products names its restaurant `restaurant`, which the auth hook does not look at
  if (named !== undefined && named !== restaurantId) throw forbidden('not_authorized');
  return restaurantId;
}

/** The restaurant's menu in the language the request asks for (else the restaurant's own). */
export async function readMenuOrFail(
  menu: MenuService,
  request: FastifyRequest,
  restaurantId: number,
  options: MenuReadOptions = {},
): Promise<MenuRead> {
  const previewToken = request.headers[MENU_PREVIEW_HEADER];
  const draft =
    typeof previewToken === 'string' && previewToken
      ? await previewOf(menu, request, previewToken, restaurantId)
      : undefined;
  const read = await menu.read(restaurantId, { ...options, draft, lang: request.askedLang });
  if (!read) throw notFound('restaurant_does_not_exists');
  return read;
}

/** The owner's preview link (decision 080): the draft's menu, for the restaurant the link was made for. */
async function previewOf(menu: MenuService, request: FastifyRequest, token: string, restaurantId: number) {
  const { deps } = request.server;
  await checkPreviewToken(deps.config.jwtSecret, token, restaurantId, deps.clock());
  return () => menu.previews.snapshot(restaurantId);
}

/** GET api/restaurant/category, products, pinned-products, … (spec ordering-flow §7). */
export async function menuRoutes(app: FastifyInstance) {
  const menu = new MenuService(app.deps);
  const stopListening = await menu.listen();
  app.addHook('onClose', async () => stopListening());
  await app.register(categoryRoutes, { menu });
  await app.register(productRoutes, { menu });
}
