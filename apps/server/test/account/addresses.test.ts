import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, signUpAndLogIn, type AccountTestApp } from './helpers.ts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(async () => t.close());

const home = {
  street: 'Torstraße',
  house_number: '12b',
  postal_code: '10119',
  city: 'Berlin',
  country: 'Deutschland',
  note: '3rd floor',
};
const office = {
  street: 'Friedrichstraße',
  house_number: '100',
  postal_code: '10117',
  city: 'Berlin',
  company: 'Analytical Engines GmbH',
};

const list = (token: string, search?: string) =>
  t.call({ method: 'GET', url: '/api/auth/user/address', token, query: search ? { search } : {} });
const add = (token: string, fields: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/auth/user/address/add?lang=en', token, payload: fields });
const edit = (token: string, fields: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/auth/user/address/edit?lang=en', token, payload: fields });
const remove = (token: string, id: unknown) =>
  t.call({ method: 'PUT', url: '/api/auth/user/address/remove?lang=en', token, payload: { id } });

describe('saved addresses', () => {
  it('adds, lists, edits and removes the customer’s addresses', async () => {
    const { token } = await signUpAndLogIn(t);
    expect((await list(token)).body.data).toEqual([]);

    const added = await add(token, home);
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toEqual({ code: 'address_created', body: 'Address created.' });
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      ...home,
      company: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      in_delivery_area: true,
    });
    const second = (await add(token, office)).body.data;

    expect((await list(token)).body.data.map((a: { id: number }) => a.id)).toEqual([added.body.data.id, second.id]);

    const edited = await edit(token, { id: added.body.data.id, ...home, house_number: '14', note: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.message.code).toBe('address_updated');
    expect(edited.body.data).toMatchObject({ id: added.body.data.id, house_number: '14', note: null });

    const removed = await remove(token, added.body.data.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toEqual({ code: 'address_deleted', body: 'Address deleted.' });
    expect((await list(token)).body.data.map((a: { id: number }) => a.id)).toEqual([second.id]);
  });

  it('saves an address outside the delivery area, and says so', async () => {
    const { token } = await signUpAndLogIn(t);
    const far = await add(token, { ...home, postal_code: '80331', city: 'München' });
    expect(far.statusCode).toBe(200);
    expect(far.body.message).toEqual({ code: 'address_saved_outside_area', body: 'Address saved. Note: we do not deliver to 80331.' });
    expect(far.body.data).toMatchObject({ postal_code: '80331', in_delivery_area: false });
    const moved = await edit(token, { id: far.body.data.id, ...home });
    expect([moved.body.message.code, moved.body.data.in_delivery_area]).toEqual(['address_updated', true]);
  });

  it('searches street, postal code, city and company, case-insensitively and literally', async () => {
    const { token } = await signUpAndLogIn(t);
    await add(token, home);
    await add(token, office);
    expect((await list(token, 'torstr')).body.data.map((a: { street: string }) => a.street)).toEqual(['Torstraße']);
    expect((await list(token, '10117')).body.data).toHaveLength(1);
    expect((await list(token, 'analytical')).body.data).toHaveLength(1);
    expect((await list(token, 'berlin')).body.data).toHaveLength(2);
    // LIKE wildcards are plain characters here.
    expect((await list(token, '%')).body.data).toEqual([]);
    expect((await list(token, '_')).body.data).toEqual([]);
  });

  it('validates addresses with the field map (postal code numeric, required fields)', async () => {
    const { token } = await signUpAndLogIn(t);
    const response = await add(token, { ...home, postal_code: '10A19', city: '', street: undefined });
    expect(response.statusCode).toBe(422);
    expect(response.body.codes).toEqual({
      street: ['field_required'],
      postal_code: ['postal_code_numeric'],
      city: ['field_required'],
    });
    expect(response.body.errors.postal_code).toEqual(['The postal code must be numeric.']);

    const badId = await remove(token, 'abc');
    expect(badId.statusCode).toBe(422);
    expect(badId.body.codes).toEqual({ id: ['field_must_be_numeric'] });
  });

  it("keeps each customer to their own addresses: another customer's id is answered 404", async () => {
    const alice = await signUpAndLogIn(t);
    const mallory = await signUpAndLogIn(t);
    const aliceAddress = (await add(alice.token, home)).body.data;

    expect((await list(mallory.token)).body.data).toEqual([]);

    const stolenEdit = await edit(mallory.token, { id: aliceAddress.id, ...office });
    expect(stolenEdit.statusCode).toBe(404);
    expect(stolenEdit.body.message).toEqual({ code: 'address_does_not_exists', body: 'Address does not exist.' });

    const stolenRemove = await remove(mallory.token, aliceAddress.id);
    expect(stolenRemove.statusCode).toBe(404);

    // Alice's address is untouched.
    expect((await list(alice.token)).body.data).toEqual([aliceAddress]);
    // And an id that does not exist at all is answered the same way.
    expect((await remove(alice.token, 987_654_321)).statusCode).toBe(404);
  });

  it('needs a private token for every address call', async () => {
    const publicToken = await t.publicToken();
    for (const response of [
      await list(publicToken),
      await add(publicToken, home),
      await edit(publicToken, { id: 1, ...home }),
      await remove(publicToken, 1),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.body.message.code).toBe('unauthenticated');
    }
  });
});
