import { freeTierAlternatives, freeTierCatalogue, isPremiumOnly } from '../config/premium-models.js';
import { ApiError } from '../errors/api-error.js';
import type { ModelRouter } from './model-router.js';

/** The hosted API's 403 for a premium-only model asked for with a free-tier key, naming models the key may use. */
function refuse(modelName: string, catalogue: readonly string[]): never {
  throw new ApiError(
    'MODEL_PREMIUM_ONLY',
    `Model ${modelName} is available on premium plans only, and your API key is on the free tier. ` +
      `Free-tier alternatives: ${freeTierAlternatives(modelName, catalogue).join(', ')}. Upgrade at https://swarms.world/platform/account to use ${modelName}.`,
  );
}

const freeTierRouters = new WeakMap<ModelRouter, ModelRouter>();

/** The router a free-tier key's runs use: premium-only models are refused (a 403), the catalogue lists only the others. */
export function freeTierRouter(router: ModelRouter): ModelRouter {
  let restricted = freeTierRouters.get(router);
  if (restricted) return restricted;
  const check = (modelName: string) => {
    if (isPremiumOnly(modelName)) refuse(modelName, router.catalogue());
  };
  restricted = {
    resolve: (modelName, fallbacks = [], site) => {
      [modelName, ...fallbacks].forEach(check);
      return router.resolve(modelName, fallbacks, site);
    },
    assertAvailable: (modelName) => {
      check(modelName);
      router.assertAvailable(modelName);
    },
    catalogue: () => freeTierCatalogue(router.catalogue()),
  };
  freeTierRouters.set(router, restricted);
  return restricted;
}
