import {
  addDeliveryAddress,
  deleteDeliveryAddress,
  deliveryAddressesQueryOptions,
  updateDeliveryAddress,
} from '@oja/api-client';
import {
  type DeliveryAddress,
  DeliveryAddressDialog,
  DeliveryAddresses,
  type DeliveryAddressValue,
} from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { selectedDeliveryAddressAtom } from '../../shared/delivery-address';
import { messageOf } from '../../shared/errors';
import { useOptimisticMutation } from '../../shared/optimistic';
import { showToastAtom } from '../../shared/toasts';

/** Spec toast durations: address update 2 s, other address toasts 3 s. */
const UPDATE_TOAST_MS = 2000;
const ADDRESS_TOAST_MS = 3000;

/** The list with a new address shown before the server gives it an id (a placeholder unique in the list). */
function withPendingAddress(current: DeliveryAddress[] | undefined, value: DeliveryAddressValue) {
  const list = current ?? [];
  return [...list, { id: `pending-${list.length}`, ...value }];
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: DeliveryAddress } | null;

/** Delivery addresses: choose, add (optimistic, rolled back with 'Failed to add address'), edit, delete. */
export function DeliverySection() {
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const [selected, setSelected] = useAtom(selectedDeliveryAddressAtom);
  const [editing, setEditing] = useState<Editing>(null);
  const options = deliveryAddressesQueryOptions(apiClient);
  const list = useQuery(options);
  const key = options.queryKey;

  const add = useOptimisticMutation({
    mutationKey: ['delivery-address-add'],
    queryKey: key,
    send: (value: DeliveryAddressValue) => addDeliveryAddress(apiClient, value),
    apply: withPendingAddress,
    errorToast: () => ({ title: 'Failed to add address', variant: 'error', duration: ADDRESS_TOAST_MS }),
    onSuccess: () =>
      showToast({
        title: 'Delivery address added successfully',
        variant: 'success',
        duration: ADDRESS_TOAST_MS,
      }),
  });
  const addAddress = (value: DeliveryAddressValue) => {
    setEditing(null);
    add.mutate(value);
  };
  const update = useMutation({
    mutationFn: ({ id, value }: { id: string; value: DeliveryAddressValue }) =>
      updateDeliveryAddress(apiClient, id, value),
    onSuccess: () => {
      setEditing(null);
      showToast({
        title: 'Delivery address updated successfully',
        variant: 'success',
        duration: UPDATE_TOAST_MS,
      });
    },
    onError: (error) =>
      showToast({
        title: messageOf(error, 'Failed to update address'),
        variant: 'error',
        duration: UPDATE_TOAST_MS,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const remove = useMutation({
    mutationFn: (address: DeliveryAddress) => deleteDeliveryAddress(apiClient, address.id),
    onSuccess: (_answer, address) => {
      if (selected === address.id) setSelected(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return (
    <>
      <DeliveryAddresses
        status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        addresses={list.data}
        selectedId={selected}
        onSelect={setSelected}
        onEdit={(address) => setEditing({ mode: 'edit', address })}
        onDelete={(address) => remove.mutate(address)}
        onAdd={() => setEditing({ mode: 'add' })}
        onRetry={() => void list.refetch()}
      />
      {editing ? (
        <DeliveryAddressDialog
          open
          onOpenChange={(o) => (o ? undefined : setEditing(null))}
          initial={editing.mode === 'edit' ? editing.address : undefined}
          saving={update.isPending}
          onSave={(value) =>
            editing.mode === 'edit' ? update.mutate({ id: editing.address.id, value }) : addAddress(value)
          }
        />
      ) : null}
    </>
  );
}
