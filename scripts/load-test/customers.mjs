// test:load, the API as a customer: each virtual customer calls from an address of its own
// (X-Forwarded-For, the server trusts this machine as its proxy), counts its answers and times
// them, and keeps what the server acknowledged for the lost-writes check.
import { randomBytes } from 'node:crypto';
import { addressBody, callApi, dependantBody, requestBody, signUp } from '../api-client.mjs';

/** This run's mark, in emails and texts: runs on one database never collide. */
export const RUN = randomBytes(3).toString('hex');
/** The first unexpected 4xx answers (at most 5), for the report. */
export const clientErrors = [];

// Consonants only: a codice fiscale's name part is consonants first, so any mix of them is valid.
const letters = 'BCDFGHLMNPRSTVZ';
const ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
function fiscalCode(n) {
  const name = Array.from({ length: 6 }, (_, i) => letters[Math.floor(n / 15 ** i) % 15]).join('');
  const base = `${name}85T10A562`;
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    const c = base[i];
    const v = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD[v] : v;
  }
  return base + String.fromCharCode(65 + (sum % 26));
}

/** One customer's calls, counted by status and timed by action; the first 4xx kept. */
function client(base, ip) {
  const stats = { calls: 0, byStatus: {}, latency: {} };
  const call = async (label, method, url, { token, body } = {}) => {
    const { status, json, start, end } = await callApi(base, method, url, {
      token,
      body,
      headers: { 'x-forwarded-for': ip },
    });
    const ms = end - start;
    if (status >= 400 && status !== 503 && clientErrors.length < 5)
      clientErrors.push(`${label} ${status} ${JSON.stringify(json).slice(0, 200)}`);
    stats.calls += 1;
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    stats.latency[label] ??= [];
    stats.latency[label].push(ms);
    return { status, json };
  };
  const reset = () => {
    stats.calls = 0;
    stats.byStatus = {};
    stats.latency = {};
  };
  return { call, stats, reset };
}

/** Customer `n`, signed up with a dependant and an address (from its own client address). */
export async function newCustomer(base, n) {
  const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (RUN.charCodeAt(0) % 200)}`;
  const api = client(base, ip);
  const account = await signUp(
    (method, path, options) => api.call('signUp', method, path, options),
    `load.${RUN}.${n}@example.it`,
    'Carico!2345',
  );
  const user = { n, uid: account.uid, token: account.token, api, email: account.email };
  const dep = await api.call('addDependant', 'POST', '/v1/dependents/', {
    token: user.token,
    body: dependant(user, 0),
  });
  const addr = await api.call('setup', 'POST', '/v1/user-address', {
    token: user.token,
    body: addressBody(user.uid, `Via del Carico ${n}`),
  });
  if (dep.status !== 201 || addr.status >= 300)
    throw new Error(`setup ${dep.status} ${addr.status} ${JSON.stringify(addr.json)}`);
  user.dependantId = dep.json.id;
  user.addressId = addr.json.id;
  user.acked = { requests: [], dependants: [dep.json.id], profile: null, profileTried: [] };
  return user;
}

export const dependant = (user, i) => dependantBody(user.uid, `Assistito ${user.n}-${i}`);

/** One step of the mixed journey; what was acknowledged goes into `user.acked`. */
export async function journeyStep(user, i) {
  const { call } = user.api;
  const pick = Math.random();
  const t = user.token;
  if (pick < 0.35) {
    return call('list', 'GET', `/v2/requests/${user.uid}/requests?page=0&pageSize=10`, {
      token: t,
    });
  }
  if (pick < 0.6) {
    const id = user.acked.requests.at(-1);
    if (!id) return call('list', 'GET', `/v2/requests/${user.uid}/requests`, { token: t });
    return call('detail', 'GET', `/v2/requests/${id}`, { token: t });
  }
  if (pick < 0.75) {
    const res = await call('createRequest', 'POST', '/v2/requests', {
      token: t,
      // As the web app sends it: a key per new request, so a retry cannot make a second one.
      headers: { 'Idempotency-Key': `${RUN}-${user.n}-${i}` },
      body: requestBody(user, { notes: `Carico ${RUN} ${user.n}-${i}` }),
    });
    if (res.status === 201 || res.status === 200) user.acked.requests.push(res.json.id);
    return res;
  }
  if (pick < 0.9) {
    const name = `Nome${i}`;
    user.acked.profileTried.push(name);
    const res = await call(
      'updateProfile',
      'PATCH',
      `/api/v1/user-controller/${user.uid}/update-profile`,
      {
        token: t,
        body: {
          name,
          surname: `Carico${user.n}`,
          phone: '+39 333 1234567',
          fiscalCode: fiscalCode(user.n),
        },
      },
    );
    if (res.status === 200) user.acked.profile = name;
    return res;
  }
  const res = await call('addDependant', 'POST', '/v1/dependents/', {
    token: t,
    body: dependant(user, i),
  });
  if (res.status === 201) user.acked.dependants.push(res.json.id);
  return res;
}
