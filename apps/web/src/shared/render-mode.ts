/** Whether the page began as the server's HTML, which the browser hydrates (main.tsx says so before rendering). */
let hydratingServerHtml = false;

export function markStartedFromServerHtml() {
  hydratingServerHtml = true;
}

export function startedFromServerHtml(): boolean {
  return hydratingServerHtml;
}
