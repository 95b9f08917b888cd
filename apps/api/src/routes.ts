import { Hono } from 'hono';
import { aiRoutes } from './ai/ai-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { shopRoutes } from './shop/shop-routes';
import type { AppEnv, Services } from './http/context';
import { accountAuthRoutes, emailChangeRoutes } from './resources/account';
import { authRoutes } from './resources/auth';
import { cartRoutes } from './resources/cart';
import { categoryRoutes, homeRoutes } from './resources/catalogue-meta';
import { creationRoutes } from './resources/creations';
import { creatorRoutes } from './resources/creators';
import { healthRoutes } from './resources/health';
import { imageRoutes } from './resources/images';
import { meRoutes } from './resources/me';
import { passwordChangeRoutes, signOutEverywhereRoutes } from './resources/password-and-sessions';
import { notificationRoutes } from './resources/notifications';
import { assetRoutes, prebuildRoutes } from './resources/prebuilds';
import { producerRoutes } from './resources/producers';
import { actionUserRoutes, userRoutes } from './resources/users';
import { viewerRoutes } from './resources/viewer';
import { stripeWebhookRoutes } from './payments/stripe/stripe-webhook';
import { productionRoutes } from './production/production-routes';
import { addressRoutes } from './checkout/addresses';
import { checkoutRoutes } from './checkout/checkout-routes';
import { buyerOrderRoutes } from './orders/buyer-orders';
import { contactRoutes } from './contact/contact-routes';
import { arModelRoutes } from './ar/ar-model-routes';
import { designRoutes, savedDesignRoutes } from './designs/design-routes';

/**
 * Every API route, one chained sub-app per resource, under /api. Its type is what the
 * typed client (`hono/client`) reads: see `client.ts`.
 */
export const buildRoutes = (services: Services) =>
  new Hono<AppEnv>()
    .basePath('/api')
    .route('/', healthRoutes(services))
    .route('/auth', authRoutes(services))
    .route('/auth', accountAuthRoutes(services))
    .route('/auth', signOutEverywhereRoutes(services))
    .route('/me/email', emailChangeRoutes(services))
    .route('/me/password', passwordChangeRoutes(services))
    .route('/me/addresses', addressRoutes(services))
    .route('/me/dashboard', dashboardRoutes(services))
    .route('/me/shop', shopRoutes(services))
    .route('/me/designs', savedDesignRoutes(services))
    .route('/me', meRoutes(services))
    .route('/actions/user/cart', cartRoutes(services))
    .route('/actions/user', actionUserRoutes(services))
    .route('/users', userRoutes(services))
    .route('/creators', creatorRoutes(services))
    .route('/creations', creationRoutes(services))
    .route('/prebuilds', prebuildRoutes(services))
    .route('/assets', assetRoutes(services))
    .route('/producers', producerRoutes(services))
    .route('/categories', categoryRoutes(services))
    .route('/home', homeRoutes(services))
    .route('/notifications', notificationRoutes(services))
    .route('/img', imageRoutes(services))
    .route('/viewer', viewerRoutes(services))
    .route('/ai', aiRoutes(services))
    .route('/payments/stripe', stripeWebhookRoutes(services))
    .route('/producers/:at_name/production', productionRoutes(services))
    .route('/checkout', checkoutRoutes(services))
    .route('/orders', buyerOrderRoutes(services))
    .route('/contact', contactRoutes(services))
    .route('/designs', designRoutes(services))
    .route('/ar-models', arModelRoutes(services));

export type AppType = ReturnType<typeof buildRoutes>;
