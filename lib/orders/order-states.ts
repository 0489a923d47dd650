// The order state machine (docs/api/tracking.md, states and transitions): one table used by every path that moves a status.

import { orderStatuses, type OrderStatus } from '@/model/orders';

export { orderStatuses, type OrderStatus };

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  created: 'Creada',
  picked_up: 'Recolectada',
  in_transit: 'En Transito',
  out_for_delivery: 'En Reparto',
  delivered: 'Entregada',
  failed: 'Fallida',
  cancelled: 'Cancelada',
  return_requested: 'Devolucion Solicitada',
  return_approved: 'Devolucion Aprobada',
  returned: 'Retorno Completado',
};

/** Who may move an order along an edge. */
export type TransitionActor = 'provider' | 'guide' | 'api_cancel' | 'return_request' | 'return_approval';

/**
 * Allowed transitions: from -> to -> the actor that may take that edge. Where several provider edges leave a
 * state, the first one listed is the happy path (the sandbox's next step).
 */
export const orderTransitions = [
  { from: 'pending', to: 'created', by: 'guide' },
  { from: 'created', to: 'picked_up', by: 'provider' },
  { from: 'picked_up', to: 'in_transit', by: 'provider' },
  { from: 'in_transit', to: 'out_for_delivery', by: 'provider' },
  { from: 'out_for_delivery', to: 'delivered', by: 'provider' },
  { from: 'out_for_delivery', to: 'failed', by: 'provider' },
  { from: 'delivered', to: 'return_requested', by: 'return_request' },
  { from: 'return_requested', to: 'return_approved', by: 'return_approval' },
  { from: 'return_approved', to: 'returned', by: 'provider' },
  { from: 'pending', to: 'cancelled', by: 'api_cancel' },
  { from: 'created', to: 'cancelled', by: 'api_cancel' },
] as const satisfies ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: TransitionActor }>;

type Transition = (typeof orderTransitions)[number];

export function canTransition(from: OrderStatus, to: OrderStatus, by?: TransitionActor): boolean {
  return orderTransitions.some((t) => t.from === from && t.to === to && (by === undefined || t.by === by));
}

export const cancellableStatuses: readonly OrderStatus[] = orderTransitions.filter((t) => t.by === 'api_cancel').map((t) => t.from);

/** The recipient's data can be edited (PATCH /orders/:id) exactly while the order can still be cancelled. */
export const modifiableStatuses: readonly OrderStatus[] = cancellableStatuses;

/** The states a provider report can move an order to: the targets of the provider's edges. */
export type ProviderReportableStatus = Extract<Transition, { by: 'provider' }>['to'];
export const providerReportableStatuses = orderStatuses.filter((status) =>
  orderTransitions.some((t) => t.by === 'provider' && t.to === status),
) as [ProviderReportableStatus, ...ProviderReportableStatus[]];

/** The next state along the happy path, for the states the provider moves on (the sandbox simulator's default). */
export const sandboxNextStatus: Partial<Record<OrderStatus, ProviderReportableStatus>> = Object.fromEntries(
  orderStatuses.flatMap((from) => {
    const edge = orderTransitions.find((t) => t.from === from && t.by === 'provider');
    return edge ? [[from, edge.to]] : [];
  }),
);

/** The states reachable from `from` (itself included). */
function reachableFrom(from: OrderStatus): Set<OrderStatus> {
  const seen = new Set<OrderStatus>([from]);
  for (const status of seen) for (const t of orderTransitions) if (t.from === status) seen.add(t.to);
  return seen;
}

/** Once a return is approved its return guide exists, in that state and every one after it. */
const returnApproved = orderTransitions.find((t) => t.by === 'return_approval')!.to;
const returnGuideStatuses = reachableFrom(returnApproved);
export function hasReturnGuide(status: OrderStatus): boolean {
  return returnGuideStatuses.has(status);
}

/** The end of a return: the target of the provider edge that leaves an approved return (returned). */
const returnCompleted = orderTransitions.find((t) => t.from === returnApproved && t.by === 'provider')!.to as ProviderReportableStatus;
/** A delivery: the state a return is requested from (delivered). */
const deliveredState = orderTransitions.find((t) => t.by === 'return_request')!.from;

/**
 * What a carrier's status reported for the return guide means for the order. That guide takes the parcel from the
 * recipient back to the origin, so its delivery (or the carrier's own "returned") completes the return; every other
 * status (picked up, in transit, a failed attempt) is news of the trip back that moves nothing: null.
 */
export function returnGuideStatus(carrierStatus: OrderStatus): ProviderReportableStatus | null {
  return carrierStatus === deliveredState || carrierStatus === returnCompleted ? returnCompleted : null;
}

/**
 * On its way ("en camino"): the provider holds the parcel and has not finished with it. These are the states of the
 * provider's path from the pickup (the target of the first provider edge) that a provider edge still leaves:
 * picked_up, in_transit, out_for_delivery. "Creada" (a guide, no parcel collected yet) is not on its way, and a
 * return's trip back (return_approved) is not a delivery. The dashboard's overview counts these (get-overview.ts).
 */
export const inTransitStatuses: readonly OrderStatus[] = (() => {
  const leavesByProvider = (status: OrderStatus) => orderTransitions.some((t) => t.from === status && t.by === 'provider');
  const pickup = orderTransitions.find((t) => t.by === 'provider')!.to;
  const path = new Set<OrderStatus>([pickup]);
  for (const status of path) for (const t of orderTransitions) if (t.from === status && t.by === 'provider') path.add(t.to);
  return orderStatuses.filter((status) => path.has(status) && leavesByProvider(status));
})();

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}
