import { buttonVariants } from '../button/button';
import './product-detail.css';

export interface ProductShareProps {
  /** The product page's absolute address ('https://oja.ng/electronics/phones/OJA-PHN-005/…'). */
  url: string;
  /** The product's name: the message's subject. */
  title: string;
  /**
   * Called when Share is pressed (once the app runs): return true when the device's own share sheet took it
   * (navigator.share), so the panel stays closed; otherwise the panel opens (the app may copy the link too).
   */
  onShare?: () => boolean | undefined;
}

/**
 * Share: a `<details>` whose panel has WhatsApp and email links and the page's address to copy, so it works
 * before the app starts and without JavaScript; with the app, Share may open the phone's share sheet instead.
 * Accessibility: the summary is the disclosure's control; the address is a labelled read-only field.
 */
export function ProductShare({ url, title, onShare }: ProductShareProps) {
  const text = `${title} ${url}`;
  return (
    <details className="oja-product-detail__share" data-slot="product-share">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is its disclosure's own control (HTML makes it interactive); the click only offers the opening to the app */}
      <summary
        className={buttonVariants({ variant: 'ghost' })}
        onClick={(event) => {
          const details = event.currentTarget.parentElement as HTMLDetailsElement | null;
          // Closing is the browser's; only opening is offered to the app.
          if (details?.open) return;
          if (onShare?.()) event.preventDefault();
        }}
      >
        Share
      </summary>
      <div className="oja-product-detail__share-panel">
        <ul className="oja-product-detail__share-links">
          <li>
            <a href={`https://wa.me/?text=${encodeURIComponent(text)}`}>Share on WhatsApp</a>
          </li>
          <li>
            <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
              Share by email
            </a>
          </li>
        </ul>
        <label className="oja-product-detail__share-address">
          Link to this product
          <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      </div>
    </details>
  );
}
