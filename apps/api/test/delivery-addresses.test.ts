import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountApp, createAccountApp, NO_TOKEN } from './account-app.ts';

let api: AccountApp;
beforeAll(async () => {
  api = await createAccountApp();
});
afterAll(async () => api?.dispose());

const LAGOS = 'Lagos state';
const LIST = '/user/all-delivery-address';
const ADD = '/user/add-delivery-address';
const update = (id: string) => `/user/update-delivery-address/${id}`;
const remove = (id: string) => `/user/delete-delivery-address/${id}`;

async function addresses(token: string) {
  const { status, body } = await api.call('GET', LIST, { token });
  expect(status).toBe(200);
  return body.data.data as Array<{ id: string; streetAddress: string; state: string }>;
}

async function add(token: string, streetAddress: string) {
  const answer = await api.call('POST', ADD, { token, body: { streetAddress, state: LAGOS } });
  if (answer.status !== 201) throw new Error(`add answered ${answer.status}: ${answer.raw}`);
  return answer.body.data.addressData as { id: string; streetAddress: string; state: string };
}

describe('delivery addresses', () => {
  it('need a session for every call', async () => {
    const body = { streetAddress: '3 Allen Avenue', state: LAGOS };
    expect(await api.call('GET', LIST)).toMatchObject(NO_TOKEN);
    expect(await api.call('POST', ADD, { body })).toMatchObject(NO_TOKEN);
    expect(await api.call('POST', update(crypto.randomUUID()), { body })).toMatchObject(NO_TOKEN);
    expect(await api.call('DELETE', remove(crypto.randomUUID()))).toMatchObject(NO_TOKEN);
  });

  it('start empty, and an added address (street trimmed) is listed', async () => {
    const { token } = await api.shopper();
    expect(await addresses(token)).toEqual([]);
    const answer = await api.call('POST', ADD, {
      token,
      body: { streetAddress: '  3 Allen Avenue, Ikeja  ', state: LAGOS },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      success: true,
      message: 'Delivery address added successfully',
      data: { addressData: { id: expect.any(String), streetAddress: '3 Allen Avenue, Ikeja', state: LAGOS } },
    });
    expect(await addresses(token)).toEqual([answer.body.data.addressData]);
    const second = await add(token, '7 Bode Thomas Street, Surulere');
    expect((await addresses(token)).map((a) => a.id)).toEqual([answer.body.data.addressData.id, second.id]);
  });

  it.each([
    [{ streetAddress: '3 Allen Avenue', state: 'Abuja' }, 'State is required'],
    [{ streetAddress: '3 Allen Avenue', state: '' }, 'State is required'],
    [{ streetAddress: '    ', state: LAGOS }, 'Street address is required'],
    [
      { streetAddress: 'x'.repeat(201), state: LAGOS },
      'streetAddress must NOT have more than 200 characters',
    ],
    [{ streetAddress: '3 Allen Avenue' }, 'state is required'],
    [{ streetAddress: '3 Allen Avenue', state: LAGOS, userId: 1 }, 'must NOT have additional properties'],
  ])('refuse %j with a message and keep nothing', async (body, message) => {
    const { token } = await api.shopper();
    const answer = await api.call('POST', ADD, { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toContain(message);
    expect(await addresses(token)).toEqual([]);
  });

  it('are edited and deleted by their owner', async () => {
    const { token } = await api.shopper();
    const { id } = await add(token, '3 Allen Avenue, Ikeja');
    const edited = await api.call('POST', update(id), {
      token,
      body: { streetAddress: ' 5 Allen Avenue, Ikeja ', state: LAGOS },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Delivery address updated successfully',
        data: { addressData: { id, streetAddress: '5 Allen Avenue, Ikeja', state: LAGOS } },
      },
    });
    const refused = await api.call('POST', update(id), { token, body: { streetAddress: '', state: LAGOS } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Street address is required' } });
    expect(await addresses(token)).toEqual([{ id, streetAddress: '5 Allen Avenue, Ikeja', state: LAGOS }]);

    expect(await api.call('DELETE', remove(id), { token })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Delivery address deleted successfully' },
    });
    expect(await addresses(token)).toEqual([]);
    expect(await api.call('DELETE', remove(id), { token })).toMatchObject({
      status: 404,
      body: { success: false, message: 'Address not found' },
    });
  });

  it('are never read, edited or deleted by another shopper', async () => {
    const ada = await api.shopper();
    const bayo = await api.shopper();
    const adas = await add(ada.token, '3 Allen Avenue, Ikeja');
    expect(await addresses(bayo.token)).toEqual([]);
    const notFound = { status: 404, body: { success: false, message: 'Address not found' } };
    const body = { streetAddress: 'Taken over', state: LAGOS };
    expect(await api.call('POST', update(adas.id), { token: bayo.token, body })).toMatchObject(notFound);
    expect(await api.call('DELETE', remove(adas.id), { token: bayo.token })).toMatchObject(notFound);
    expect(await addresses(ada.token)).toEqual([adas]);
    expect(await addresses(bayo.token)).toEqual([]);
  });

  it('answer 404 for an id that is not an address at all', async () => {
    const { token } = await api.shopper();
    const body = { streetAddress: '3 Allen Avenue', state: LAGOS };
    for (const id of ['1', 'not-an-id', "x' or '1'='1", crypto.randomUUID()]) {
      const path = encodeURIComponent(id);
      expect((await api.call('POST', update(path), { token, body })).status).toBe(404);
      expect((await api.call('DELETE', remove(path), { token })).status).toBe(404);
    }
  });

  it('are at most 10 per shopper, even when added all at once', async () => {
    const { token } = await api.shopper();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.call('POST', ADD, { token, body: { streetAddress: `${i + 1} Awolowo Road`, state: LAGOS } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body).toEqual({
      success: false,
      message: 'You can save at most 10 delivery addresses',
    });
    const list = await addresses(token);
    expect(list).toHaveLength(10);
    await api.call('DELETE', remove(list[0]?.id ?? ''), { token });
    expect((await add(token, '11 Awolowo Road')).streetAddress).toBe('11 Awolowo Road');
  });
});
