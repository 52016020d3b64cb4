import { useId } from 'react';
import { Link } from '../../lib/link';
import { Badge } from '../badge/badge';
import { Button, buttonVariants } from '../button/button';

// The end of the home page (the Tier 2 entry, the app banner): below the fold, so a chunk of its own, loaded
// beside the page's script rather than in it, as home-showcase.tsx is. Its CSS is home.css.

/** The Tier 2 entry: 'Upgrade now' for a signed-in shopper, 'Sign in to upgrade' (to `loginHref`) for a guest. */
export function TierUpgradeEntry({
  signedIn,
  onUpgrade,
  loginHref,
}: {
  signedIn: boolean;
  onUpgrade?: () => void;
  loginHref: string;
}) {
  const titleId = useId();
  return (
    <section className="oja-home__block oja-home__block--tier" aria-labelledby={titleId}>
      <h2 id={titleId} className="oja-home__block-title">
        Buy up to ₦1,000,000 on credit
      </h2>
      <p>Tier 2 shoppers can check out carts above ₦500,000.</p>
      {signedIn ? (
        <Button onClick={onUpgrade}>Upgrade now</Button>
      ) : (
        <Button asChild>
          <Link href={loginHref}>Sign in to upgrade</Link>
        </Button>
      )}
    </section>
  );
}

/** Where the app is got: its download page, and the QR code picture that leads there. */
export interface AppDownload {
  /** The app's download page ('https://oja.ng/app'). */
  url: string;
  /** The address of the QR code's picture for `url` (a static SVG the web app serves). */
  qrCode: string;
  /**
   * Given once the browser has offered to install the shop (Chrome's `beforeinstallprompt`): the banner then
   * shows 'Install the app', which asks the browser. Without it, 'Download app' says how to add the shop to
   * the home screen, beside the QR code for a computer's visitor.
   */
  onInstall?: (() => void) | undefined;
}

/**
 * The get-the-app banner: 'Download app' is a <details> that opens the QR code, a link to the download page, in
 * place (no script: it works before the app starts and adds nothing to the page's JavaScript; the picture
 * loads only when opened) with how to add the shop to a phone's home screen; where the browser has offered to
 * install the shop, 'Install the app' instead. The gift card is coming soon.
 */
export function AppBanner({ download }: { download: AppDownload }) {
  const titleId = useId();
  const soonId = useId();
  return (
    <section className="oja-home__block oja-home__block--app" aria-labelledby={titleId}>
      <h2 id={titleId} className="oja-home__block-title">
        Shop faster with the Oja app
      </h2>
      <p>Track your instalments and get reminders before each payment.</p>
      <div className="oja-home__actions">
        {download.onInstall ? (
          <Button onClick={download.onInstall}>Install the app</Button>
        ) : (
          <details className="oja-home__download">
            <summary className={buttonVariants()}>Download app</summary>
            {/* One link, the code in it: scanned from a computer's screen, or tapped on the phone itself. The
              code says nothing a screen reader could use (alt=""); the link's words say where it goes. */}
            <a className="oja-home__download-panel" href={download.url}>
              <img
                className="oja-home__qr"
                src={download.qrCode}
                alt=""
                width={290}
                height={290}
                loading="lazy"
              />
              Scan or tap the code to get the Oja app
            </a>
            <p className="oja-home__install-steps">
              On your phone, add Oja to your home screen: in Chrome, open the menu (⋮) and choose Add to Home
              screen; on an iPhone, tap Share, then Add to Home Screen.
            </p>
          </details>
        )}
        <Button variant="secondary" disabled aria-describedby={soonId}>
          Get a gift card
        </Button>
        <Badge id={soonId}>Coming soon</Badge>
      </div>
    </section>
  );
}
