export * from './account';
export * from './auth';
export * from './cart';
export { type ApiClient, type ApiClientOptions, createApiClient, readStoredToken } from './client';
export * from './config';
export { ApiError, type ApiErrorKind } from './errors';
export type { components, operations, paths } from './generated/schema';
export * from './orders';
export * from './queries';
