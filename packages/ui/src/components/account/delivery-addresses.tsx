import { Button } from '../button/button';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
import { Skeleton } from '../skeleton/skeleton';

export interface DeliveryAddress {
  id: string;
  streetAddress: string;
  state: string;
}

export interface DeliveryAddressesProps {
  status: 'loading' | 'error' | 'ready';
  addresses?: DeliveryAddress[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  onEdit: (address: DeliveryAddress) => void;
  onDelete: (address: DeliveryAddress) => void;
  onAdd: () => void;
  onRetry?: () => void;
}

/**
 * Saved delivery addresses: choose one (radio), Edit, Delete, and 'Add another delivery address'.
 * Accessibility: a radio group of cards; Edit and Delete are named after their address.
 */
export function DeliveryAddresses({
  status,
  addresses = [],
  selectedId,
  onSelect,
  onEdit,
  onDelete,
  onAdd,
  onRetry,
}: DeliveryAddressesProps) {
  if (status === 'loading') {
    return (
      <div aria-busy="true" className="oja-account__stack">
        <p role="status" className="oja-sr-only">
          Loading addresses…
        </p>
        <Skeleton shape="rect" style={{ height: '4rem' }} />
        <Skeleton shape="rect" style={{ height: '4rem' }} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="oja-account__failure">
        <p style={{ margin: 0 }}>Failed to load addresses</p>
        {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
      </div>
    );
  }
  return (
    <div className="oja-account__stack">
      {addresses.length === 0 ? (
        <p>No delivery addresses found</p>
      ) : (
        <RadioGroup
          variant="card"
          legend="Choose your delivery address"
          hideLegend
          value={selectedId ?? null}
          onValueChange={onSelect}
        >
          {addresses.map((address) => {
            const text = `${address.streetAddress}, ${address.state}`;
            return (
              <RadioGroupItem
                key={address.id}
                value={address.id}
                actions={
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${text}`}
                      onClick={() => onEdit(address)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${text}`}
                      onClick={() => onDelete(address)}
                    >
                      Delete
                    </Button>
                  </>
                }
              >
                {text}
              </RadioGroupItem>
            );
          })}
        </RadioGroup>
      )}
      <Button variant="secondary" onClick={onAdd}>
        {addresses.length === 0 ? 'Add a delivery address' : 'Add another delivery address'}
      </Button>
    </div>
  );
}
