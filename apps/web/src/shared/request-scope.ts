import { AsyncLocalStorage } from 'node:async_hooks';

/** What one page's render needs of its request, kept per request (several pages render at once). */
interface ServerRequest {
  /** Answers an API request in the server's own process. */
  fetchApi: (request: Request) => Promise<Response>;
  /**
   * The session's bearer token of a signed-in page rendered for its shopper (from the session cookie), which
   * the render's API calls carry as the browser's would. Absent for the pages every shopper sees.
   */
  sessionToken?: string;
}

const scope = new AsyncLocalStorage<ServerRequest>();

/** Runs one page's render with its request: every API call it makes, however deep, reaches that request's API. */
export function withServerRequest<T>(request: ServerRequest, render: () => Promise<T>): Promise<T> {
  return scope.run(request, render);
}

/** The request of the render this code runs for (only on the server, inside withServerRequest). */
export function serverRequest(): ServerRequest {
  const request = scope.getStore();
  if (!request) throw new Error('An API call on the server outside a page render (withServerRequest)');
  return request;
}
