import './styles/index.css';

export { Badge, type BadgeProps, badgeVariants } from './components/badge/badge';
export { Button, type ButtonProps, buttonVariants } from './components/button/button';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogTrigger,
  dialogContentVariants,
} from './components/dialog/dialog';
export { IconButton, type IconButtonProps, iconButtonVariants } from './components/icon-button/icon-button';
export { NotFoundScreen, type NotFoundScreenProps } from './components/not-found/not-found-screen';
export {
  ProductCard,
  type ProductCardData,
  type ProductCardProps,
} from './components/product-card/product-card';
export {
  ProductGrid,
  type ProductGridProps,
  type ProductGridStatus,
} from './components/product-grid/product-grid';
export { type NavCategory, SiteHeader, type SiteHeaderProps } from './components/site-header/site-header';
export { Skeleton, type SkeletonProps, skeletonVariants } from './components/skeleton/skeleton';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
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
export { handleLinkClick, type NavigateHandler } from './lib/navigation';
