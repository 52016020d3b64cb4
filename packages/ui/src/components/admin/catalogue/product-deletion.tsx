import { useState } from 'react';
import { Button } from '../../button/button';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import './catalogue.css';

export interface ProductDeletionProps {
  productName: string;
  /** The member may delete (catalogue:write); without it the section says who can. */
  canWrite: boolean;
  onDelete: () => void;
  busy?: boolean;
  /** The server's refusal ('… has been ordered: its orders keep it. Unpublish it instead.'). */
  refusal?: string;
}

/**
 * Deleting a product for good, after a confirmation: it leaves the shop, carts and favourites, and does not
 * come back (a sandbox's demo product included). A product an order holds cannot be deleted; the server says
 * so and the refusal shows here, with unpublishing as the way to hide it. Accessibility: a region named by its
 * h2; the confirmation a modal dialog named by its title; the refusal an alert.
 */
export function ProductDeletion({
  productName,
  canWrite,
  onDelete,
  busy = false,
  refusal,
}: ProductDeletionProps) {
  const [open, setOpen] = useState(false);
  return (
    <AdminSection
      title="Delete"
      aside={
        canWrite ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Delete product
          </Button>
        ) : null
      }
    >
      <p className="oja-admin-screen__muted">
        A product no shopper has ordered can be deleted for good. One that has been ordered stays with its
        orders: unpublish it to take it out of the shop.
      </p>
      {refusal ? (
        <p role="alert" className="oja-catalogue__refusal">
          {refusal}
        </p>
      ) : null}
      {canWrite ? null : (
        <p className="oja-admin-screen__muted">Only operations and owners can delete products.</p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Delete ${productName}?`}
          description="It leaves the shop, shoppers' carts and favourites at once, and cannot be brought back."
        >
          <DialogActions
            confirm={busy ? 'Deleting...' : 'Delete for good'}
            variant="danger"
            busy={busy}
            onConfirm={() => {
              onDelete();
              setOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </AdminSection>
  );
}
