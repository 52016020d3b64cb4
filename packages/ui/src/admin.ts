/**
 * The operator console's entry (`@oja/ui/admin`): its screens and the primitives only the console uses, kept
 * out of the shop's entry so none of it reaches the shop's bundle.
 */

export { OrderScreen, type OrderScreenProps } from './components/admin/order/order-screen';
export type {
  AdminAuditEntry,
  AdminFulfilmentStep,
  AdminInstalment,
  AdminLedgerEntry,
  AdminLedgerTotals,
  AdminMandate,
  AdminOrderAction,
  AdminOrderDetail,
  AdminOrderFulfilment,
  AdminOrderItem,
  AdminOrderNote,
  AdminOrderRefusal,
  AdminOrderShopper,
  AdminOrderTotals,
  AdminShipment,
} from './components/admin/order/order-types';
export { OrdersScreen, type OrdersScreenProps } from './components/admin/orders/orders-screen';
export {
  type AdminOrderFilters,
  type AdminOrderRow,
  type AdminOrdersHrefs,
  type AdminOrdersSortKey,
  NO_ORDER_FILTERS,
} from './components/admin/orders/orders-types';
export { OverviewScreen, type OverviewScreenProps } from './components/admin/overview/overview-screen';
export type {
  AdminCollectionDay,
  AdminCountAmount,
  AdminOverview,
  AdminOverviewHrefs,
} from './components/admin/overview/overview-types';
export {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './components/data-table/data-table';
