// test:cluster, the API as a customer: calls through nginx (or straight to one process), each
// recorded when named, and customers made ready for the request form.
import { randomBytes } from 'node:crypto';
import {
  addressBody,
  callApi,
  dependantBody,
  expectOk,
  signIn as identitySignIn,
  signUp,
} from '../api-client.mjs';

export const PASSWORD = 'Cluster!2345';

/** PATCH update-profile: the same customer, with `phone`. */
export const profileBody = (phone) => ({
  name: 'Giulia',
  surname: 'Bianchi',
  phone,
  contactPreference: 'WHATSAPP',
  fiscalCode: 'bncgli90a41l219w',
  vatNumber: '',
  useDefaultAddress: false,
  fiscalAddress: { street: 'Via Po 1', city: 'Torino', province: 'TO', postalCode: '10123' },
});

export function createApi(front) {
  /** The calls named with `record`, for the load's verdict (emptied by the caller). */
  const calls = [];

  /** An API call through nginx (or `base`); `record` names it for the load's verdict. */
  async function call(method, path, { base = front, record, ...options } = {}) {
    const result = { ...(await callApi(base, method, path, options)), op: record };
    if (record) calls.push(result);
    return result;
  }

  /** An Identity Toolkit sign-in through nginx (or straight to the process at `base`). */
  const signIn = (email, password, base = front) =>
    identitySignIn(
      (method, path, options) => call(method, path, { ...options, base }),
      email,
      password,
    );

  /** Signs up (retrying while the password hasher is busy) and reads the profile. */
  async function newCustomer(tag) {
    const email = `${tag}-${randomBytes(4).toString('hex')}@cluster.test`;
    const customer = await signUp(call, email, PASSWORD);
    expectOk(
      await call('GET', `/api/v1/user-controller/${customer.uid}`, { token: customer.token }),
      'profile',
    );
    return customer;
  }

  /** Profile, address and a first dependant: what the request form needs. */
  async function prepareCustomer(customer) {
    expectOk(
      await call('PATCH', `/api/v1/user-controller/${customer.uid}/update-profile`, {
        token: customer.token,
        body: profileBody('+39 333 000 0000'),
      }),
      'profile update',
    );
    customer.addressId = expectOk(
      await call('POST', '/v1/user-address', {
        token: customer.token,
        body: addressBody(customer.uid),
      }),
      'address',
    ).id;
    customer.dependantId = expectOk(
      await call('POST', '/v1/dependents/', {
        token: customer.token,
        body: dependantBody(customer.uid, 'Sofia'),
      }),
      'dependant',
    ).id;
    return customer;
  }

  return { calls, call, signIn, newCustomer, prepareCustomer };
}
