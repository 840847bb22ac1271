import type { Principal } from '../../accounts/api-keys.js';
import type { AppDependencies } from '../../app-dependencies.js';
import { ApiError } from '../../errors/api-error.js';
import { DEFAULT_NAMESPACE } from '../../runtime/request-scope.js';

const ADMIN_KEY_HINT = 'an admin key (swarms-local keys create --admin)';

/** Whether roles apply: in strict auth keys are ordinary or admin; open auth keeps one shared admin plane. */
const rolesApply = (deps: Pick<AppDependencies, 'config'>) => deps.config.auth === 'strict';

/**
 * Strict auth: the clock, faults and scenarios of a namespace are seen and changed only by the user
 * who created it (by naming it in `x-swarms-local-namespace`) or by an admin key. The default
 * namespace is everyone's, so only an admin key changes it.
 */
export function requireNamespaceControl(deps: Pick<AppDependencies, 'config' | 'namespaces'>, viewer: Principal | undefined, namespace: string, action: string): void {
  if (!rolesApply(deps) || viewer?.admin) return;
  if (namespace !== DEFAULT_NAMESPACE && viewer && deps.namespaces.ownerOf(namespace) === viewer.user.id) return;
  const which = namespace === DEFAULT_NAMESPACE ? 'the default namespace, which every user shares' : `namespace "${namespace}", which another user created`;
  throw new ApiError(
    'ADMIN_REQUIRED',
    `${action} in ${which} needs ${ADMIN_KEY_HINT}. Name a namespace of your own in the x-swarms-local-namespace header instead: it is yours from its first request.`,
  );
}

/**
 * Strict auth: a namespace belongs to its creator for data requests too, so an ordinary key cannot fire
 * another user's faults, move along their fixture cursors or crowd out their journal by naming it.
 */
export function requireNamespaceUse(deps: Pick<AppDependencies, 'config' | 'namespaces'>, principal: Principal, namespace: string): void {
  if (!rolesApply(deps) || principal.admin || namespace === DEFAULT_NAMESPACE || !deps.namespaces.has(namespace)) return;
  if (deps.namespaces.ownerOf(namespace) === principal.user.id) return;
  throw new ApiError(
    'ADMIN_REQUIRED',
    `Namespace "${namespace}" belongs to another user: requests in it need that user's key or ${ADMIN_KEY_HINT}. Name a namespace of your own in the x-swarms-local-namespace header, or none for the default namespace.`,
  );
}

/** Strict auth: an action on every user or namespace at once needs an admin key. */
export function requireAdmin(deps: Pick<AppDependencies, 'config'>, viewer: Principal | undefined, action: string): void {
  if (!rolesApply(deps) || viewer?.admin) return;
  throw new ApiError('ADMIN_REQUIRED', `${action} affects every user and needs ${ADMIN_KEY_HINT}.`);
}
