import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { documentRoute } from './http/api-reference.ts';
import { webhooksReference } from './http/webhooks-reference.ts';
import type { Lang } from '@tavola/domain/messages/catalogue';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { apiDocsRoutes } from './http/api-docs.ts';
import websocket from '@fastify/websocket';
import { healthRoutes } from './http/health-routes.ts';
import { backupRoutes } from './backup/backup-routes.ts';
import { installCompression } from './http/compression.ts';
import { installDrain } from './http/drain.ts';
import { installNulGuard } from './http/nul-guard.ts';
import { installFormBody } from './http/form-body.ts';
import { installLangHook } from './http/lang-hook.ts';
import { installRequestLog, loggerOptions, requestIdOf } from './http/logging.ts';
import { installMetrics } from './http/metrics.ts';
import { installNotFound } from './http/not-found.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { installAuthHook } from './modules/auth/auth-hook.ts';
import { oauthRoutes } from './modules/auth/oauth-routes.ts';
import { findRestaurantLang } from './modules/auth/repo.ts';
import type { TokenClaims } from './modules/auth/tokens.ts';
import { usePasswordHashParams } from './modules/account/password-hash.ts';
import { PerRestaurantCache } from './cache/cached-lookup.ts';
import { RestaurantChanges } from './cache/restaurant-changes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { orderConfirmationRenderer } from './modules/order-mail/send-order-confirmation.ts';
import { isCustomerSessionActive } from './modules/account/sessions.ts';
import { accountSessionRoutes } from './modules/account/session-routes.ts';
import { accountProfileRoutes } from './modules/account/profile-routes.ts';
import { accountPasswordRoutes } from './modules/account/password-routes.ts';
import { accountAddressRoutes } from './modules/account/address-routes.ts';
import { accountOrderHistoryRoutes } from './modules/account/order-history-routes.ts';
import { restaurantRoutes } from './modules/restaurant/routes.ts';
import { restaurantContentRoutes } from './modules/restaurant/content-routes.ts';
import { menuRoutes } from './modules/menu/routes.ts';
import { visitRoutes } from './modules/visit/routes.ts';
import { uploadsRoutes } from './modules/restaurant/uploads-routes.ts';
import { ownerPaymentsRoutes } from './modules/owner-payments/routes.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { orderingRoutes } from './modules/order/routes.ts';
import { storefrontRoutes } from './modules/storefront/routes.ts';
import { orderStatusRoutes } from './modules/order-status/routes.ts';
import { orderPushRoutes } from './modules/order-push/routes.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { robotRoutes } from './modules/robot/routes.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { managerReviewRoutes } from './modules/review/manager-review-routes.ts';
import { formStartRoutes } from './bot-check/form-start-routes.ts';
import { isManagerSessionActive } from './modules/manager/manager-auth.ts';
import { managerMenuRoutes } from './modules/manager/menu-routes.ts';
import { menuEditorRoutes } from './modules/menu-editor/routes.ts';
import { ownerSettingsRoutes } from './modules/owner-settings/routes.ts';
import { ownerTablesRoutes } from './modules/owner-tables/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { ownerContentRoutes } from './modules/owner-content/routes.ts';
import { ownerInboxRoutes } from './modules/owner-inbox/routes.ts';
import { ownerBlogRoutes } from './modules/owner-blog/routes.ts';
import { newsletterUnsubscribeRoutes } from './modules/newsletter/unsubscribe-routes.ts';
import { ownerDeliveryRoutes } from './modules/owner-delivery/routes.ts';
import { ownerVoucherRoutes } from './modules/owner-vouchers/routes.ts';
import { ownerHoursRoutes } from './modules/owner-hours/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { managerOrderingRoutes } from './modules/manager/ordering-routes.ts';
import { managerRoutes, type BoardStreamOptions } from './modules/manager/routes.ts';
import { tableRoutes } from './modules/table/routes.ts';
import { reservationRoutes } from './modules/reservation/routes.ts';
import { managerReservationRoutes } from './modules/manager/reservation-routes.ts';
import { boardCallRoutes } from './modules/board-calls/routes.ts';
import { managerSessionRoutes } from './modules/manager/session-routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { menuImageRoutes } from './modules/menu-images/menu-image-routes.ts';
import { PrintQueue } from './modules/printers/print-queue.ts';
import { printerRoutes } from './modules/printers/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { WebhookQueue } from './modules/webhooks/webhook-queue.ts';
import { addressPolicyOf, switchOffFailingEndpoint } from './modules/webhooks/webhook-service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  /** Private tokens are valid only while their session exists; the account module owns sessions. */
  isSessionActive: (claims: TokenClaims) => Promise<boolean>;
  /** Announce restaurant changes here (import, settings) so every process clears its caches. */
  restaurantChanges: RestaurantChanges;
  /** The current time; services read it from here so tests can move it (token expiry, throttling). */
  clock: () => Date;
  /** Outgoing e-mail through the transactional outbox (mail/mailer.ts): SMTP when configured, else files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Kitchen tickets to the restaurant's ESC/POS printers (decision 092); wake it after writing jobs. */
  printQueue: PrintQueue;
  /** Outbound webhooks (decision 100): the database's triggers write deliveries and wake it by NOTIFY. */
  webhookQueue: WebhookQueue;
  /** Where the JSON log lines go (standard output unless a test reads them). */
  logStream?: NodeJS.WritableStream;
  /** The board stream's timings (tests shorten the session re-check). */
  boardStream?: Partial<BoardStreamOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    lang: Lang;
    /** The language the client asked for explicitly (lang parameter, Accept-Language); null: none. */
    askedLang: Lang | null;
  }
}

/** JSON bodies beyond this are refused with 413: no storefront call sends more. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** The Fastify options the server is built with (exported so a test can check whose IP it believes). */
export function fastifyOptions(
  config: Pick<Config, 'logLevel' | 'trustProxy'>,
  logStream?: NodeJS.WritableStream,
): FastifyServerOptions {
  return {
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Fastify's own request lines carry the URL with its query (personal data): installRequestLog
    // writes one line per request without it.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: answerFrameworkError,
    // While stopping, a request that still arrives on an open connection is answered (with
    // Connection: close) rather than refused with Fastify's own uncoded 503: the guest's order goes
    // through, and the proxy sends the next one to another process.
    return503OnClosing: false,
  };
}

/** Builds the whole server without listening, so tests drive it through app.inject. */
export async function buildApp(
  deps: Omit<AppDeps, 'db' | 'isSessionActive' | 'restaurantChanges' | 'clock' | 'mailer' | 'printQueue' | 'webhookQueue'> &
    Partial<Pick<AppDeps, 'isSessionActive' | 'restaurantChanges' | 'clock' | 'mailer' | 'printQueue' | 'webhookQueue'>>,
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(deps.config, deps.logStream));
  deps.database.useLog?.(app.log);
  const fullDeps: AppDeps = {
    ...deps,
    db: deps.database.db,
    isSessionActive:
      deps.isSessionActive ??
      ((claims) =>
        claims.kind === 'manager'
          ? isManagerSessionActive(fullDeps.db, claims, fullDeps.clock())
          : isCustomerSessionActive(fullDeps.db, claims, fullDeps.clock())),
    restaurantChanges: deps.restaurantChanges ?? new RestaurantChanges(),
    clock: deps.clock ?? (() => new Date()),
    mailer:
      deps.mailer ??
      createMailer(deps.config.mail, app.log, {
        db: deps.database.db,
        clock: () => fullDeps.clock(),
        renderers: { order_confirmation: orderConfirmationRenderer(deps.config.publicUrl) },
      }),
    printQueue: deps.printQueue ?? new PrintQueue({ db: deps.database.db, clock: () => fullDeps.clock(), log: app.log }),
    webhookQueue:
      deps.webhookQueue ??
      new WebhookQueue({
        db: deps.database.db,
        clock: () => fullDeps.clock(),
        policy: addressPolicyOf(deps.config),
        ...(deps.config.webhooks?.leaseSeconds ? { leaseMs: deps.config.webhooks.leaseSeconds * 1000 } : {}),
        log: app.log,
        onEndpointSwitchedOff: (endpoint, delivery) => switchOffFailingEndpoint(fullDeps, endpoint, delivery),
      }),
  };
  app.addHook('onReady', async () => fullDeps.webhookQueue.start(deps.database));
  app.addHook('onClose', async () => fullDeps.webhookQueue.stop());
  app.addHook('onReady', async () => fullDeps.printQueue.start());
  app.addHook('onClose', async () => fullDeps.printQueue.stop());
  app.addHook('onClose', async () => {
    await fullDeps.mailer.drain();
    fullDeps.mailer.close();
  });
  const detachChanges = await fullDeps.restaurantChanges.attach(deps.database);
  app.addHook('onClose', async () => detachChanges());
  const restaurantLang = new PerRestaurantCache((id) => findRestaurantLang(fullDeps.db, id));
  fullDeps.restaurantChanges.onChange((id) => restaurantLang.invalidate(id));
  app.decorate('deps', fullDeps);
  usePasswordHashParams(deps.config.passwordHashing);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await installSecurityHeaders(app, { https: deps.config.publicUrl.startsWith('https:') });
  await installCompression(app);
  installLangHook(app);
  installErrorHandler(app);
  installDrain(app);
  installNulGuard(app);
  installRequestLog(app);
  installMetrics(app, deps.database, deps.config.metrics);
  installFormBody(app);
  await installRateLimits(app, {
    db: fullDeps.db,
    clock: () => fullDeps.clock(),
    secret: deps.config.jwtSecret,
    enabled: deps.config.rateLimits,
  });
  installAuthHook(app, {
    secret: deps.config.jwtSecret,
    isSessionActive: (claims) => app.deps.isSessionActive(claims),
    restaurantLang: (id) => restaurantLang.get(id),
  });

  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, where a nullable union is a union with null (3.0's `nullable` needs a sibling type).
      openapi: '3.1.0',
      info: {
        title: 'Tavola storefront API',
        version: '1.0.0',
        description: 'The storefront, account, board and back-office calls of a Tavola restaurant. Every answer is an envelope {type, data, message}; messages are coded and written in the asked language.',
      },
      servers: [{ url: deps.config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
      webhooks: webhooksReference(),
    },
    transform: documentRoute,
  });
  await apiDocsRoutes(app);

  // Before every route: it must see routes declared with `websocket: true` (the table bill's live socket).
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // A frame too large or malformed (ws's WS_ERR_* codes) is the client's fault: a warning without a
    // stack, and the socket goes. Anything else is ours and logged as an error.
    errorHandler: (error, socket, request) => {
      const code = (error as Error & { code?: string }).code;
      if (code?.startsWith('WS_ERR_')) request.log.warn({ code, message: error.message }, 'websocket client error');
      else request.log.error({ err: error }, 'websocket error');
      socket.terminate();
    },
  });
  await app.register(healthRoutes);
  await app.register(backupRoutes);
  await app.register(oauthRoutes);
  await app.register(accountSessionRoutes);
  await app.register(accountProfileRoutes);
  await app.register(accountPasswordRoutes);
  await app.register(accountAddressRoutes);
  await app.register(accountOrderHistoryRoutes);
  await app.register(restaurantRoutes);
  await app.register(restaurantContentRoutes);
  await app.register(menuRoutes);
  await app.register(visitRoutes);
  await app.register(uploadsRoutes);
  await app.register(paymentRoutes);
  await app.register(orderingRoutes);
  await app.register(orderStatusRoutes);
  await app.register(orderPushRoutes);
  await app.register(reviewRoutes);
  await app.register(newsletterRoutes);
  await app.register(robotRoutes);
  await app.register(blogRoutes);
  await app.register(contactRoutes);
  await app.register(formStartRoutes);
  await app.register(managerReviewRoutes);
  await app.register(managerSessionRoutes);
  await app.register(managerRoutes, deps.boardStream ?? {});
  await app.register(managerOrderingRoutes);
  await app.register(managerMenuRoutes);
  await app.register(menuEditorRoutes);
  await app.register(ownerSettingsRoutes);
  await app.register(ownerTablesRoutes);
  await app.register(printerRoutes);
  await app.register(webhookRoutes);
  await app.register(reportRoutes);
  await app.register(ownerContentRoutes);
  await app.register(ownerInboxRoutes);
  await app.register(ownerBlogRoutes);
  await app.register(newsletterUnsubscribeRoutes);
  await app.register(ownerDeliveryRoutes);
  await app.register(ownerVoucherRoutes);
  await app.register(ownerHoursRoutes);
  await app.register(onboardingRoutes);
  await app.register(ownerPaymentsRoutes);
  await app.register(menuImageRoutes);
  await app.register(staffRoutes);
  await app.register(tableRoutes);
  await app.register(reservationRoutes);
  await app.register(managerReservationRoutes);
  await app.register(boardCallRoutes);
  // Last: every other GET outside /api is a storefront page (index.html with the page config).
  await app.register(storefrontRoutes);

  installNotFound(app);
  return app;
}
