import { validateDeliveryAddress } from '@oja/domain';
import { requireUser } from '../auth/sessions.ts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  MAX_DELIVERY_ADDRESSES,
  updateAddress,
} from '../db/addresses-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { toWireAddress } from '../wire/address.ts';

const ADDRESS_NOT_FOUND = 'Address not found';
const TOO_MANY_ADDRESSES = `You can save at most ${MAX_DELIVERY_ADDRESSES} delivery addresses`;

/** Address ids are UUIDs: anything else names no address (and reaches no query). */
const ADDRESS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The signed-in shopper's delivery addresses. Every query is scoped to the token's shopper: another
 * shopper's id answers 404 'Address not found', exactly as an unknown one does.
 */
export const deliveryAddressRoutes = routes(
  route('GET /user/all-delivery-address', requireUser, async (c) => {
    const rows = await listAddresses(c.get('db'), c.get('user').id);
    return c.json({
      success: true,
      message: 'Delivery addresses fetched successfully',
      data: { data: rows.map(toWireAddress) },
    });
  }),
  route('POST /user/add-delivery-address', requireUser, async (c, request) => {
    const check = validateDeliveryAddress(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const added = await addAddress(c.get('db'), c.get('user').id, check.value, new Date(c.get('now')()));
    if (added === 'limit') return refuse(c, 409, TOO_MANY_ADDRESSES);
    return c.json(
      {
        status: 'success',
        success: true,
        message: 'Delivery address added successfully',
        data: { addressData: toWireAddress(added) },
      },
      201,
    );
  }),
  route('POST /user/update-delivery-address/{id}', requireUser, async (c, request) => {
    const id = request.params.id.toLowerCase();
    const check = validateDeliveryAddress(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const row = ADDRESS_ID.test(id)
      ? await updateAddress(c.get('db'), c.get('user').id, id, check.value)
      : null;
    if (!row) return refuse(c, 404, ADDRESS_NOT_FOUND);
    return c.json({
      success: true,
      message: 'Delivery address updated successfully',
      data: { addressData: toWireAddress(row) },
    });
  }),
  route('DELETE /user/delete-delivery-address/{id}', requireUser, async (c, request) => {
    const id = request.params.id.toLowerCase();
    const deleted = ADDRESS_ID.test(id) && (await deleteAddress(c.get('db'), c.get('user').id, id));
    if (!deleted) return refuse(c, 404, ADDRESS_NOT_FOUND);
    return c.json({ success: true, message: 'Delivery address deleted successfully' });
  }),
);
