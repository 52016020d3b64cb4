import { NotFoundScreen } from '@oja/ui';
import { useLocation } from 'wouter';

/** Any path the app does not know: the spec's 404 page; Go back returns to the previous page, else home. */
export function NotFoundRoute() {
  const [, navigate] = useLocation();
  return (
    <NotFoundScreen onGoBack={() => (window.history.length > 1 ? window.history.back() : navigate('/'))} />
  );
}
