import { useId } from 'react';
import { Button } from '../../button/button';
import { Field } from '../../field/field';
import './catalogue.css';

/** One of a product's uploaded pictures, as the console shows it. */
export interface AdminPictureItem {
  id: string;
  /** A small file of it for the list (the app gives the 320 px WebP). */
  thumbnail: string;
}

/** A file the server refused, with its sentence ('That file is not a picture: …'). */
export interface AdminPictureRefusal {
  fileName: string;
  message: string;
}

export interface ProductPicturesProps {
  /** For each picture's alt text ('Zorvex Quanta, picture 1 of 2'). */
  productName: string;
  /** Its uploaded pictures in the shop's order: the first is the cover. Empty: the shop shows its drawings. */
  pictures: readonly AdminPictureItem[];
  /** The member may change them (catalogue:write). */
  canWrite: boolean;
  /** Files on their way to the server, by name. */
  uploading?: readonly string[];
  /** Files the server refused, each with why. */
  refusals?: readonly AdminPictureRefusal[];
  /** A move or a removal is on its way: the buttons wait. */
  busy?: boolean;
  /** How many a product may hold (the API's limit). */
  max?: number;
  /** The chosen files, in the order chosen (the app sends them one at a time). */
  onUpload: (files: File[]) => void;
  /** Every picture's id in the new order. */
  onReorder: (pictureIds: string[]) => void;
  onRemove: (pictureId: string) => void;
}

/**
 * A product's pictures in the console's editor: the uploaded ones in order (the first is the shop's cover), each
 * movable earlier or later and removable; a file field that takes one or more JPEG, PNG, WebP or AVIF pictures
 * and sends them at once. The server checks each (type by content, size, sides) and its refusal is shown beside
 * the file's name. Without pictures the shop shows the product's drawings, and this says so.
 *
 * Accessibility: the list is an ordered list whose items name their place ('picture 1 of 2'); Move and Remove
 * buttons name the picture they act on; uploads in progress are a polite status, refusals an alert.
 */
export function ProductPictures({
  productName,
  pictures,
  canWrite,
  uploading = [],
  refusals = [],
  busy = false,
  max = 8,
  onUpload,
  onReorder,
  onRemove,
}: ProductPicturesProps) {
  const fileId = useId();
  const count = pictures.length;
  const ids = pictures.map((p) => p.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onReorder(next);
  };
  const full = count + uploading.length >= max;
  return (
    <div className="oja-catalogue__pictures" data-slot="admin-product-pictures">
      {count === 0 ? (
        <p className="oja-admin-screen__muted">
          No pictures uploaded: the shop shows the product's drawings, or ‘No picture yet’.
        </p>
      ) : (
        <ol className="oja-catalogue__picture-list" aria-label="Pictures in the shop's order">
          {pictures.map((picture, i) => {
            const name = `picture ${i + 1} of ${count}`;
            return (
              <li key={picture.id} className="oja-catalogue__picture">
                <img
                  src={picture.thumbnail}
                  alt={`${productName}, ${name}`}
                  width={160}
                  height={160}
                  className="oja-catalogue__picture-image"
                />
                <span className="oja-catalogue__picture-caption">
                  {i === 0 ? 'Cover' : `Picture ${i + 1}`}
                </span>
                {canWrite ? (
                  <span className="oja-catalogue__picture-actions">
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${name} earlier`}
                      disabled={busy || i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      ←
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${name} later`}
                      disabled={busy || i === count - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      →
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="danger"
                      aria-label={`Remove ${name}`}
                      disabled={busy}
                      onClick={() => onRemove(picture.id)}
                    >
                      Remove
                    </Button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <div role="status" aria-live="polite" className="oja-catalogue__picture-status">
        {uploading.length > 0 ? `Uploading ${uploading.join(', ')}…` : ''}
      </div>
      {refusals.length > 0 ? (
        <div role="alert" className="oja-catalogue__refusal">
          <ul className="oja-catalogue__picture-refusals">
            {refusals.map((r) => (
              <li key={`${r.fileName}:${r.message}`}>
                <strong>{r.fileName}</strong>: {r.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canWrite ? (
        <Field
          label="Add pictures"
          id={fileId}
          hint={
            full
              ? `A product holds at most ${max} pictures: remove one to add another.`
              : 'JPEG, PNG, WebP or AVIF; at most 5 MB each, each side 480 to 8000 pixels.'
          }
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              disabled={full}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // Cleared, so the same file can be chosen again after a refusal.
                event.target.value = '';
                if (files.length > 0) onUpload(files);
              }}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
