import { NOTICE_COOKIE } from '../../src/routes/cart-forms.ts';

/**
 * What a form post answered, as the browser would follow it: the status, where it sends the shopper, and the
 * notice left for the next page (the notice cookie's value, decoded; '' when none).
 */
export function formAnswer(response: Response) {
  const notice = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${NOTICE_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(NOTICE_COOKIE.length + 1);
  return {
    status: response.status,
    location: response.headers.get('location'),
    notice: decodeURIComponent(notice ?? ''),
  };
}
