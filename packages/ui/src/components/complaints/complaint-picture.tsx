/**
 * The picture a shopper attached to a complaint, as their page and the console show it: a link to the full
 * picture (a phone photo of a damaged item, a receipt) around a bounded preview. `src` is a private address
 * (the shopper's session or the staff's): never a public one.
 */
export function ComplaintPicture({ reference, src }: { reference: string; src: string }) {
  return (
    <figure className="oja-complaint__picture">
      <a href={src} target="_blank" rel="noreferrer">
        <img src={src} alt={`Sent with complaint ${reference}`} loading="lazy" decoding="async" />
      </a>
      <figcaption className="oja-complaint__meta">
        The picture sent with the complaint (opens in full).
      </figcaption>
    </figure>
  );
}
