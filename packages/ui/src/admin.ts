// The operator console's screens (apps/admin): an entry of their own, so nothing of the console reaches the
// shop's bundle. The primitives they share with the shop (Button, fields, dialogs, Link) come from the main
// entry.

export { AdminLoadFailure } from './components/admin/admin-load-failure';
export { AuditScreen, type AuditScreenProps } from './components/admin/audit/audit-screen';
export {
  type AdminAuditEvent,
  type AdminAuditFilters,
  NO_AUDIT_FILTERS,
} from './components/admin/audit/audit-types';
export {
  type AdminCatalogueProduct,
  type AdminCategoryNode,
  type AdminImportRefusal,
  type AdminImportReport,
  type AdminProductFilters,
  type AdminStockChange,
  NO_PRODUCT_FILTERS,
} from './components/admin/catalogue/catalogue-types';
export {
  CategoriesScreen,
  type CategoriesScreenProps,
} from './components/admin/catalogue/categories-screen';
export {
  CsvImportScreen,
  type CsvImportScreenProps,
} from './components/admin/catalogue/csv-import-screen';
export { ProductDeletion, type ProductDeletionProps } from './components/admin/catalogue/product-deletion';
export { ProductEditor, type ProductEditorProps } from './components/admin/catalogue/product-editor';
export {
  type AdminPictureItem,
  type AdminPictureRefusal,
  ProductPictures,
  type ProductPicturesProps,
} from './components/admin/catalogue/product-pictures';
export { ProductsScreen, type ProductsScreenProps } from './components/admin/catalogue/products-screen';
export {
  CollectionTools,
  type CollectionToolsProps,
} from './components/admin/collection-tools/collection-tools';
export type {
  AdminCollectionActionView,
  CollectionActionRequest,
  CollectionToolsRefusal,
  CollectionToolsWork,
} from './components/admin/collection-tools/collection-tools-types';
export {
  CreditBureauExport,
  type CreditBureauExportProps,
} from './components/admin/collection-tools/credit-bureau-export';
export {
  CollectionsScreen,
  type CollectionsScreenProps,
} from './components/admin/collections/collections-screen';
export type {
  AdminCollectionItem,
  AdminCollectionRef,
  AdminCollectionResult,
} from './components/admin/collections/collections-types';
export {
  type AdminComplaintAction,
  type AdminComplaintFilter,
  type AdminComplaintView,
  ComplaintsScreen,
  type ComplaintsScreenProps,
} from './components/admin/complaints/complaints-screen';
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
  AdminReturn,
  AdminShipment,
  AdminStaffRefund,
} from './components/admin/order/order-types';
export type { BulkOutcome, OrdersBulk } from './components/admin/orders/bulk-fulfilment-bar';
export type { BulkShipment } from './components/admin/orders/bulk-ship-dialog';
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
  type PackingSlip,
  PackingSlipsScreen,
  type PackingSlipsScreenProps,
} from './components/admin/packing-slips/packing-slips-screen';
export {
  figureTitle,
  PortfolioScreen,
  type PortfolioScreenProps,
} from './components/admin/portfolio/portfolio-screen';
export type {
  AdminPortfolio,
  AdminPortfolioDrillDown,
  AdminPortfolioFigure,
  AdminPortfolioHrefs,
  AdminPortfolioOrder,
} from './components/admin/portfolio/portfolio-types';
export {
  ReconciliationScreen,
  type ReconciliationScreenProps,
} from './components/admin/reconciliation/reconciliation-screen';
export type {
  AdminReconciliation,
  AdminReconciliationLine,
} from './components/admin/reconciliation/reconciliation-types';
export {
  BankRefundDialog,
  type BankRefundDialogProps,
} from './components/admin/refunds/bank-refund-dialog';
export {
  BankRefundsSection,
  type BankRefundsSectionProps,
} from './components/admin/refunds/bank-refunds-section';
export { RefundsScreen, type RefundsScreenProps } from './components/admin/refunds/refunds-screen';
export type {
  AdminAwaitingRefund,
  AdminBankRefund,
  AdminRefundRow,
  AdminRefundStatusFilter,
  BankRefundInput,
  CheckedBankAccount,
} from './components/admin/refunds/refunds-types';
export {
  RecoveryCodesScreen,
  type RecoveryCodesScreenState,
} from './components/admin/setup/recovery-codes-screen';
export {
  StaffSetupScreen,
  type StaffSetupScreenProps,
  type StaffSetupState,
} from './components/admin/setup/staff-setup-screen';
export {
  type AdminHrefs,
  type AdminSection,
  adminNavigation,
  STAFF_ROLE_LABELS,
} from './components/admin/shell/admin-navigation';
export { AdminShell, type AdminShellProps } from './components/admin/shell/admin-shell';
export {
  DataRequestsScreen,
  type DataRequestsScreenProps,
} from './components/admin/shoppers/data-requests-screen';
export {
  LendingRecordsExport,
  type LendingRecordsExportProps,
} from './components/admin/shoppers/lending-records-export';
export type { ShopperCreditAction } from './components/admin/shoppers/shopper-credit';
export {
  ShopperScreen,
  type ShopperScreenProps,
} from './components/admin/shoppers/shopper-screen';
export {
  ShopperSearchScreen,
  type ShopperSearchScreenProps,
} from './components/admin/shoppers/shopper-search-screen';
export type {
  AdminDataRequestView,
  AdminShopperHrefs,
  AdminShopperMatch,
  AdminShopperPage,
} from './components/admin/shoppers/shopper-types';
export {
  StaffSignInScreen,
  type StaffSignInScreenProps,
} from './components/admin/sign-in/staff-sign-in-screen';
export type { WaitingReset } from './components/admin/staff/authenticator-resets';
export type { StaffInvite } from './components/admin/staff/invite-staff-dialog';
export {
  type StaffListMember,
  StaffScreen,
  type StaffScreenProps,
  type StaffState,
} from './components/admin/staff/staff-screen';
export {
  TierRequestsScreen,
  type TierRequestsScreenProps,
} from './components/admin/tier-requests/tier-requests-screen';
export type {
  AdminTierRequest,
  AdminTierRequestHistory,
  AdminTierRequestShopper,
  TierRequestStatus,
} from './components/admin/tier-requests/tier-requests-types';
export {
  UnmatchedTransfersScreen,
  type UnmatchedTransfersScreenProps,
} from './components/admin/unmatched-transfers/unmatched-transfers-screen';
export type {
  AdminUnmatchedTransfer,
  UnmatchedTransferRequest,
} from './components/admin/unmatched-transfers/unmatched-transfers-types';
export {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './components/data-table/data-table';
