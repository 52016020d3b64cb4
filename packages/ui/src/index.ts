import './styles/index.css';

export { AccountLayout, type AccountSection } from './components/account/account-layout';
export {
  AccountVerification,
  type AccountVerificationProps,
  type VerificationState,
} from './components/account/account-verification';
export {
  AddressVerificationDialog,
  type AddressVerificationDialogProps,
} from './components/account/address-verification-dialog';
export { BvnDialog, type BvnDialogProps } from './components/account/bvn-dialog';
export { DataSaverSwitch, type DataSaverSwitchProps } from './components/account/data-saver-switch';
export {
  DeliveryAddressDialog,
  type DeliveryAddressDialogProps,
} from './components/account/delivery-address-dialog';
export {
  type DeliveryAddress,
  DeliveryAddresses,
  type DeliveryAddressesProps,
} from './components/account/delivery-addresses';
export {
  type MarketingChoice,
  PrivacyAndData,
  type PrivacyAndDataProps,
} from './components/account/privacy-and-data';
export { type AccountUser, ProfileSummary } from './components/account/profile-summary';
export { SmsNotifications, type SmsNotificationsProps } from './components/account/sms-notifications';
export { AuthLayout } from './components/auth/auth-layout';
export { CHECKING_CONNECTION, ConnectionCheck } from './components/auth/connection-check';
export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from './components/auth/forgot-password-screen';
export { LoginScreen, type LoginScreenProps } from './components/auth/login-screen';
export { PasswordField, type PasswordFieldProps } from './components/auth/password-field';
export {
  type ResetCodeStatus,
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './components/auth/reset-password-screen';
export { SignUpScreen, type SignUpScreenProps } from './components/auth/sign-up-screen';
export {
  TierUpgradeDialog,
  type TierUpgradeDialogProps,
  type TierUpgradeState,
} from './components/auth/tier-upgrade-dialog';
export {
  type VerifyEmailNotice,
  VerifyEmailScreen,
  type VerifyEmailScreenProps,
  type VerifyEmailStatus,
} from './components/auth/verify-email-screen';
export { Badge, type BadgeProps, badgeVariants } from './components/badge/badge';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './components/breadcrumbs/breadcrumbs';
export { Button, type ButtonProps, buttonVariants } from './components/button/button';
export {
  CarouselControls,
  type CarouselControlsProps,
} from './components/carousel-controls/carousel-controls';
export { CartLine, type CartLineProps } from './components/cart/cart-line';
export { CartPanel, type CartPanelProps } from './components/cart/cart-panel';
export { CartScreen, type CartScreenProps } from './components/cart/cart-screen';
export type { CartLineData, CartQuoteData, CartSummaryData } from './components/cart/cart-types';
export { cartQuoteData } from './components/cart/cart-types';
export type { DeliveryAddressValue } from './components/checkout/address-form';
export {
  CheckoutScreen,
  type CheckoutScreenProps,
  type PaymentMethod,
} from './components/checkout/checkout-screen';
export type {
  CheckoutBlock,
  CheckoutItem,
  CheckoutTotals,
  LinkedAccount,
  PlacedOrder,
  PlacedOrderItem,
  ShippingOption,
} from './components/checkout/checkout-types';
export type { DirectDebitLegalTexts } from './components/checkout/direct-debit-legal-texts';
export {
  type LinkedAccountsState,
  MANDATE_CREATE_FAILED,
  type MandateState,
} from './components/checkout/direct-debit-panel';
export {
  DirectDebitSuccessScreen,
  type DirectDebitSuccessScreenProps,
  type PlacedMandate,
} from './components/checkout/direct-debit-success-screen';
export type { DownPaymentStatus } from './components/checkout/down-payment-panel';
export {
  KEY_FACTS_ACCEPT_LABEL,
  type KeyFactsAcceptance,
  KeyFactsStatement,
  type KeyFactsStatementProps,
} from './components/checkout/key-facts-statement';
export {
  LegalDialog,
  type LegalDialogProps,
  type LegalText,
} from './components/checkout/legal/legal-dialog';
export {
  ProviderPolicyLink,
  type ProviderPolicyLinkProps,
} from './components/checkout/legal/provider-policy-link';
export {
  MandateSetupScreen,
  type MandateSetupScreenProps,
} from './components/checkout/mandate-setup-screen';
export {
  OrderSuccessScreen,
  type OrderSuccessScreenProps,
} from './components/checkout/order-success-screen';
export {
  PaymentFailedScreen,
  type PaymentFailedScreenProps,
} from './components/checkout/payment-failed-screen';
export {
  TransferPaymentPanel,
  type TransferPaymentPanelProps,
  type TransferPaymentState,
  UssdBankPicker,
  type UssdBankPickerProps,
} from './components/checkout/transfer-payment-panel';
export {
  ComplaintsDesk,
  type ComplaintsDeskProps,
  type ComplaintView,
  type NewComplaintInput,
} from './components/complaints/complaints-desk';
export type {
  DashboardHrefs,
  DashboardKeyFacts,
  DashboardMandate,
  DashboardOrder,
  DashboardOrderItem,
  DashboardOrderMandate,
  DashboardRecentItem,
  DashboardRefund,
  DashboardShipment,
  DashboardStatus,
  TimelineStep,
  TimelineStepState,
} from './components/dashboard/dashboard-types';
export { DASHBOARD_SECTION_ITEMS } from './components/dashboard/dashboard-types';
export { DeliveryTimeline } from './components/dashboard/delivery-timeline';
export {
  DirectDebitsScreen,
  type DirectDebitsScreenProps,
  NO_ACTIVE_DIRECT_DEBITS,
} from './components/dashboard/direct-debits-screen';
export { InstalmentDots, type InstalmentDotsProps } from './components/dashboard/instalment-dots';
export { MandateCard, type MandateCardProps } from './components/dashboard/mandate-card';
export { MANDATE_STATUS_LABELS, MandateStatusBadge } from './components/dashboard/mandate-status';
export type { PayAheadWay } from './components/dashboard/order-actions';
export {
  ORDERS_FAILED,
  ORDERS_LOADING,
  PurchasesScreen,
  type PurchasesScreenProps,
} from './components/dashboard/purchases-screen';
export {
  NO_RECENT_PURCHASES,
  NO_RECENTLY_VIEWED,
  ShoppingOverviewScreen,
  type ShoppingOverviewScreenProps,
} from './components/dashboard/shopping-overview-screen';
export {
  type StandingAccount,
  StandingAccountPanel,
  type StandingAccountPanelProps,
} from './components/dashboard/standing-account-panel';
export {
  STAY_SECTION_TITLES,
  StayPlaceholderScreen,
  type StayPlaceholderScreenProps,
  type StaySection,
} from './components/dashboard/stay-placeholder-screen';
export { ORDER_IMAGE_INTERVAL_MS } from './components/dashboard/use-rotating-index';
export { DateField, type DateFieldProps } from './components/date-field/date-field';
export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogFooter,
  type DialogFooterProps,
  DialogTrigger,
  dialogContentVariants,
} from './components/dialog/dialog';
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './components/error-summary/error-summary';
export { Field, type FieldControlProps, type FieldProps } from './components/field/field';
export { DirectDebitNotification } from './components/home/direct-debit-notification';
export { HERO_INTERVAL_MS, type HeroSlide, HeroSlider } from './components/home/hero-slider';
export { HomeScreen, type HomeScreenProps, heroSlides } from './components/home/home-screen';
export type { CategoryTile } from './components/home/home-showcase';
export { IconButton, type IconButtonProps, iconButtonVariants } from './components/icon-button/icon-button';
export {
  CALCULATOR_DOWN_PAYMENTS,
  CALCULATOR_PLANS,
  type CalculatorChoice,
  type CalculatorPlan,
  calculatorChoiceOf,
  InstalmentCalculator,
  type InstalmentCalculatorProps,
  readPrice,
} from './components/landing/instalment-calculator';
export { LandingScreen, type LandingScreenProps } from './components/landing/landing-screen';
export {
  LinkedAccountPicker,
  type LinkedAccountPickerProps,
} from './components/linked-account-picker/linked-account-picker';
export {
  type FacetCount,
  type FacetCountGroup,
  type FilterFacets,
  type ListingFilters,
  ListingFiltersForm,
} from './components/listing-screen/listing-filters';
export {
  type ListingLink,
  ListingScreen,
  type ListingScreenProps,
} from './components/listing-screen/listing-screen';
export { NotFoundScreen, type NotFoundScreenProps } from './components/not-found/not-found-screen';
export {
  PageNotWrittenScreen,
  type PageNotWrittenScreenProps,
} from './components/not-found/page-not-written-screen';
export { OtpInput, type OtpInputProps } from './components/otp-input/otp-input';
export { Pagination, type PaginationProps } from './components/pagination/pagination';
export { PLAN_LABELS, planDetail, planHeadline } from './components/plan-picker/plan-labels';
export { PlanPicker, type PlanPickerProps } from './components/plan-picker/plan-picker';
export {
  ProductCard,
  type ProductCardData,
  type ProductCardProps,
} from './components/product-card/product-card';
export {
  ProductCollectionScreen,
  type ProductCollectionScreenProps,
} from './components/product-collection/product-collection-screen';
export {
  type AddToCartIntent,
  type ProductDetailData,
  ProductDetailScreen,
  type ProductDetailScreenProps,
} from './components/product-detail/product-detail-screen';
export type { GalleryImage } from './components/product-detail/product-gallery';
export type { ReviewData } from './components/product-detail/product-reviews';
export {
  ProductGrid,
  type ProductGridProps,
  type ProductGridStatus,
} from './components/product-grid/product-grid';
export {
  PICTURE_WIDTHS,
  pictureSrcSet,
  type ResponsiveImage,
} from './components/product-picture/picture-srcset';
export { ProductPicture, type ProductPictureProps } from './components/product-picture/product-picture';
export { QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper/quantity-stepper';
export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
  radioGroupVariants,
} from './components/radio-group/radio-group';
export {
  type CarouselImage,
  PropertyCarousel,
  type PropertyCarouselProps,
  REAL_ESTATE_CAROUSEL_INTERVAL_MS,
} from './components/real-estate/property-carousel';
export {
  RealEstateScreen,
  type RealEstateScreenProps,
} from './components/real-estate/real-estate-screen';
export type {
  RealEstateHrefs,
  RealEstateStatus,
  RentDetail,
  RentListing,
  RentSearchFilters,
  ShortletDetail,
  ShortletListing,
  ShortletReview,
  ShortletSearchFilters,
} from './components/real-estate/real-estate-types';
export {
  HOME_FAILED,
  HOME_LOADING,
  RentDetailScreen,
  type RentDetailScreenProps,
} from './components/real-estate/rent-detail-screen';
export {
  HOMES_FAILED,
  HOMES_LOADING,
  NO_HOMES,
  RentListings,
  type RentListingsProps,
  type RentMode,
} from './components/real-estate/rent-listings';
export { RentSearchForm, type RentSearchFormProps } from './components/real-estate/rent-search-form';
export {
  REQUEST_FAILED,
  type RequestContactDefaults,
  type RequestFormStatus,
  type SentRequest,
} from './components/real-estate/request-form-parts';
export {
  NO_REVIEWS,
  SHORTLET_FAILED,
  SHORTLET_LOADING,
  ShortletDetailScreen,
  type ShortletDetailScreenProps,
} from './components/real-estate/shortlet-detail-screen';
export {
  NO_SHORTLETS,
  SHORTLETS_FAILED,
  SHORTLETS_LOADING,
  ShortletGrid,
  type ShortletGridProps,
} from './components/real-estate/shortlet-grid';
export { ShortletScreen, type ShortletScreenProps } from './components/real-estate/shortlet-screen';
export { ShortletSearch, type ShortletSearchProps } from './components/real-estate/shortlet-search';
export {
  PAYMENT_LATER,
  StayRequestForm,
  type StayRequestFormProps,
  type StayRequestListing,
} from './components/real-estate/stay-request-form';
export {
  ViewingRequestForm,
  type ViewingRequestFormProps,
} from './components/real-estate/viewing-request-form';
export {
  ReviewForm,
  type ReviewFormItem,
  type ReviewFormProps,
  type ReviewFormStatus,
  type ReviewFormValue,
} from './components/review-form/review-form';
export {
  SANDBOX_EXPOSED_MESSAGE,
  SANDBOX_MESSAGE,
  SandboxBanner,
  type SandboxBannerProps,
} from './components/sandbox-banner/sandbox-banner';
export {
  SEARCH_SKELETON_COUNT,
  SearchResultsScreen,
  type SearchResultsScreenProps,
} from './components/search-results-screen/search-results-screen';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './components/select-field/select-field';
export { FOOTER_GROUPS, SiteFooter, type SiteFooterProps } from './components/site-footer/site-footer';
export { type NavCategory, SiteHeader, type SiteHeaderProps } from './components/site-header/site-header';
export { Skeleton, type SkeletonProps, skeletonVariants } from './components/skeleton/skeleton';
export {
  StaticPageScreen,
  type StaticPageScreenProps,
} from './components/static-pages/static-page-screen';
export type {
  StaticBlock,
  StaticLink,
  StaticPageContent,
  StaticSection,
  StaticText,
} from './components/static-pages/static-page-types';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { TextareaField, type TextareaFieldProps } from './components/text-field/textarea-field';
export {
  DEFAULT_TOAST_DURATION_MS,
  Toast,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  toastVariants,
} from './components/toast/toast';
export * from './icons/icons';
export { cn } from './lib/cn';
export type { ShopHrefs } from './lib/hrefs';
export { Link, type LinkComponent, type LinkProps, LinkProvider } from './lib/link';
