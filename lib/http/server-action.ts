// The one wrapper of dashboard server actions (app/(dashboard)/**/actions.ts). In this order it checks the session,
// the role and the organization (lib/auth/session.ts: never taken from the client), parses the input with the
// action's zod schema, runs the domain function and answers an ActionResult (lib/http/action-result.ts): domain
// and zod errors as their Spanish message, a database outage as `service_unavailable`, a session that ended as
// `unauthenticated` (the client then offers to sign in again), anything else as `internal_error`.
//
//   export const revokeApiKeyAction = orgAction(
//     { name: 'revokeApiKey', role: 'admin', input: z.uuid('La clave de API no existe.') },
//     ({ session, input }) => revokeApiKey(getDb(), { id: input, organizationId: session.organizationId }),
//   );
import type { z } from 'zod';
import type { MembershipRole } from '@/db/schema';
import {
  requireDashboardAction, requireOrgAction, requirePlatformAdminAction, type DashboardContext, type OrgContext,
} from '@/lib/auth/session';
import { runAction, type ActionResult } from './action-result';

type Options<S extends z.ZodType> = {
  /** the action's name in the log */
  name: string;
  /** parses the action's one argument; its errors are answered as `validation_error` */
  input: S;
};

type Action<S extends z.ZodType, T> = (input: z.input<S>) => Promise<ActionResult<T>>;

function serverAction<C, S extends z.ZodType, T>(
  authorize: () => Promise<C>,
  options: Options<S>,
  run: (ctx: { session: C; input: z.output<S> }) => Promise<T> | T,
): Action<S, T> {
  return async (raw) =>
    runAction(options.name, async () => {
      const session = await authorize();
      const input = options.input.parse(raw) as z.output<S>;
      return run({ session, input });
    });
}

/** An action of the current organization, for members with at least `role` (default: any member). */
export function orgAction<S extends z.ZodType, T>(
  options: Options<S> & { role?: MembershipRole },
  run: (ctx: { session: OrgContext; input: z.output<S> }) => Promise<T> | T,
): Action<S, T> {
  return serverAction(() => requireOrgAction(options.role ?? 'member'), options, run);
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
  run: (ctx: { session: DashboardContext; input: z.output<S> }) => Promise<T> | T,
): Action<S, T> {
  return serverAction(requireDashboardAction, options, run);
}
