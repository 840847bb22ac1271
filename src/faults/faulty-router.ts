import type { CallSite, ModelRouter } from '../providers/model-router.js';
import type { LanguageModel } from '../providers/spec.js';
import type { FaultInjector } from './fault-injector.js';
import { type CompleteAnswer, withFault } from './faulty-model.js';

/** The model of a call from `site`: each call picks the fault that hits it (by the call's messages too) and suffers it, if any. */
function faultedModel(model: LanguageModel, faults: FaultInjector, complete: CompleteAnswer, modelName: string, site: CallSite): LanguageModel {
  const modelFor = (messages: Parameters<LanguageModel['doGenerate']>[0]['messages']) => {
    const { namespace, ...target } = site;
    const rule = faults.pick(namespace, { ...target, model: modelName, messages });
    return rule ? withFault(model, rule, complete) : model;
  };
  return {
    provider: model.provider,
    modelId: model.modelId,
    doGenerate: (options) => modelFor(options.messages).doGenerate(options),
    doStream: (options) => modelFor(options.messages).doStream(options),
  };
}

/**
 * The server's router with injected faults: a model resolved for a call site (every run's calls name theirs)
 * suffers the namespace's faults that match the call; one resolved without a site is the router's own.
 * `complete` finishes a stub's answer (providers' `completeResult`, passed by the root wiring).
 */
export function withFaults(router: ModelRouter, faults: FaultInjector, complete: CompleteAnswer): ModelRouter {
  return {
    resolve: (modelName, fallbacks, site) => {
      const model = router.resolve(modelName, fallbacks, site);
      return site ? faultedModel(model, faults, complete, modelName, site) : model;
    },
    assertAvailable: (modelName) => router.assertAvailable(modelName),
    catalogue: () => router.catalogue(),
  };
}
