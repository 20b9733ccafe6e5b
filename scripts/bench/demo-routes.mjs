// The routes the web benchmarks visit, from the routes' one home (apps/web/src/config/paths.ts:
// every router pattern once), with who must be signed in to see each and real ids of the demo
// data for their parameters. Used by bench:web (Lighthouse on every route) and bench:inp.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { callApi, expectOk, signIn } from '../api-client.mjs';
import { root } from './lib.mjs';

/** The demo data's accounts (README, "Demo accounts"). */
/** The window of Lighthouse's mobile preset: the phone every browser benchmark measures on. */
export const phoneViewport = { width: 412, height: 823 };

export const demoAccounts = {
  customer: { email: 'cliente@demo.equilibrio.it', password: 'Demo!2345' },
  tutor: { email: 'tutor@demo.equilibrio.it', password: 'Tutor!2345' },
};

/** Every route pattern of the app, in the order paths.ts declares them. */
export async function routePatterns() {
  const { paths } = await tsImport(
    path.join(root, 'apps/web/src/config/paths.ts'),
    import.meta.url,
  );
  const patterns = [];
  const walk = (node) => {
    if (typeof node?.path === 'string') patterns.push(node.path);
    else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(paths);
  return {
    patterns: [...new Set(patterns)],
    dashboard: paths.dashboard.root.path,
    backoffice: paths.backoffice.root.path,
  };
}

/** The value of each route parameter, from the demo ids (an optional one is left out). */
const parameterValues = {
  requestId: (ids) => ids.requestId,
  docRef: (ids) => ids.docRef,
  applicationId: (ids) => ids.applicationId,
};

/**
 * `{ pattern, as, address(ids), sample }` per route: signed in as the demo customer under the
 * dashboard, as the demo tutor under the back office, a visitor elsewhere.
 */
export async function routeTable() {
  const { patterns, dashboard, backoffice } = await routePatterns();
  const under = (pattern, prefix) => pattern === prefix || pattern.startsWith(`${prefix}/`);
  return patterns.map((pattern) => {
    const fill = (ids) =>
      pattern.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name) => {
        const value = parameterValues[name];
        if (!value) throw new Error(`bench: no demo value for the route parameter :${name}`);
        return encodeURIComponent(String(value(ids)));
      });
    return {
      pattern,
      as: under(pattern, dashboard) ? 'customer' : under(pattern, backoffice) ? 'tutor' : 'visitor',
      address: fill,
      sample: fill({ requestId: 1, docRef: 'x', applicationId: 1 }),
    };
  });
}

/** Real ids of the demo data: the customer's newest request, a caregiver, an application. */
export async function demoIds(base) {
  const call = (method, pathname, options) => callApi(base, method, pathname, options);
  const login = async ({ email, password }) =>
    expectOk(await signIn(call, email, password), `sign-in of ${email}`);
  const customer = await login(demoAccounts.customer);
  const tutor = await login(demoAccounts.tutor);
  const requests = expectOk(
    await call('GET', `/v2/requests/${customer.localId}/requests?pageSize=1`, {
      token: customer.idToken,
    }),
    'the demo customer’s requests',
  );
  const caregivers = expectOk(
    await call('GET', '/v1/backoffice/caregivers', { token: tutor.idToken }),
    'the caregivers',
  );
  const applications = expectOk(
    await call('GET', '/v1/backoffice/caregiver-applications', { token: tutor.idToken }),
    'the applications',
  );
  const requestId = requests.content[0]?.id;
  const docRef = caregivers.content[0]?.docRef;
  const applicationId = applications.content[0]?.id;
  if (!requestId || !docRef || !applicationId) {
    throw new Error('bench: the demo data has no request, caregiver or application');
  }
  return { requestId, docRef, applicationId };
}

/** Signs `page`'s browser in at /login, as a person would, and waits for the app's landing. */
export async function signInPage(page, base, { email, password }) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}
