// The one wrapper of dashboard server actions (app/(dashboard)/**/actions.ts). In this order it checks the session,
// the role and the organization (lib/http/session.ts: never taken from the client), parses the input with the
// action's zod schema, runs the domain function and answers an ActionResult (lib/http/action-result.ts): domain
// and zod errors as their Spanish message, a database outage as `service_unavailable`, a session that ended as
// `unauthenticated` (the client then offers to sign in again), anything else as `internal_error`.
//
//   export const revokeApiKeyAction = orgAction(
//     { name: 'revokeApiKey', permission: 'keys:manage', input: z.uuid('La clave de API no existe.') },
//     ({ session, input }) => revokeApiKey(getDb(), { id: input, organizationId: session.organizationId }),
//   );
import type { z } from 'zod';
import type { Permission } from '@/lib/auth/permissions';
import { requireDashboardAction, requireOrgAction, requirePlatformAdminAction, type DashboardContext, type OrgContext } from './session';
import type { AuditActor } from '@/lib/audit/record-audit';
import type { FieldLabels } from '@/lib/platform/errors/zod-es';
import { runAction, type ActionResult } from './action-result';
import { sessionActor } from './audit-actor';

type Options<S extends z.ZodType> = {
  /** the action's name in the log */
  name: string;
  /** parses the action's one argument; its errors are answered as `validation_error` */
  input: S;
  /**
   * The form's label of each input field ({ url: 'URL', events: 'Eventos' }): every refusal then names the field
   * the way the form shows it, whether zod or the domain wrote it (lib/platform/errors/zod-es.ts formatFormError,
   * relabelMessage). The API's own messages keep the parameter names.
   */
  labels?: FieldLabels;
};

type Action<S extends z.ZodType, T> = (input: z.input<S>) => Promise<ActionResult<T>>;

function serverAction<C, S extends z.ZodType, T>(
  authorize: () => Promise<C>,
  options: Options<S>,
  run: (ctx: { session: C; input: z.output<S> }) => Promise<T> | T,
): Action<S, T> {
  return async (raw) =>
    runAction(
      options.name,
      async () => {
        const session = await authorize();
        const input = options.input.parse(raw) as z.output<S>;
        return run({ session, input });
      },
      options.labels,
    );
}

/**
 * An action of the current organization, for members whose role grants `permission` (lib/auth/permissions.ts).
 * `permission: null` says on purpose that any member may run it.
 */
export function orgAction<S extends z.ZodType, T>(
  options: Options<S> & { permission: Permission | null },
  run: (ctx: { session: OrgContext; input: z.output<S>; actor: AuditActor }) => Promise<T> | T,
): Action<S, T> {
  return serverAction(
    () => requireOrgAction(options.permission ?? undefined),
    options,
    async ({ session, input }) => run({ session, input, actor: await sessionActor(session) }),
  );
}

/** An action of the platform administration (platform admins only). */
export function platformAdminAction<S extends z.ZodType, T>(
  options: Options<S>,
  run: (ctx: { session: DashboardContext; input: z.output<S> }) => Promise<T> | T,
): Action<S, T> {
  return serverAction(requirePlatformAdminAction, options, run);
}

/** An action of any signed-in user, with or without an organization (the organization switcher). */
export function signedInAction<S extends z.ZodType, T>(
  options: Options<S>,
  run: (ctx: { session: DashboardContext; input: z.output<S>; actor: AuditActor }) => Promise<T> | T,
): Action<S, T> {
  return serverAction(requireDashboardAction, options, async ({ session, input }) =>
    run({ session, input, actor: await sessionActor(session) }),
  );
}
