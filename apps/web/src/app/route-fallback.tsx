/** What shows for the moment a route's code is loading: a polite status, no layout jump. */
export function RouteFallback() {
  return (
    <p role="status" className="oja-sr-only">
      Loading…
    </p>
  );
}
