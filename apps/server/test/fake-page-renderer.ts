/**
 * The pages drawn by the server. The web build's renderer (render-page.js, covered by the browser
 * journeys) is replaced here by a small one that makes its calls through the `api` the server
 * hands it and draws what they answered, so these tests see exactly which user's data the
 * server's in-process calls return, and when. It numbers its drawings (data-drawing), so a test
 * sees whether a page was drawn again.
 */
export const fakeRenderer = `
let drawings = 0;
export async function renderPage(url, { user, token, viewportWidth, origin }, api) {
  drawings += 1;
  const path = new URL(url).pathname;
  if (path === '/') return { markup: '', state: null, status: 302, redirect: '/dashboard/home' + new URL(url).search };
  if (path === '/elsewhere') return { markup: '', state: null, status: 302, redirect: '//evil.example/x' };
  if (!user) {
    if (path === '/nowhere') return undefined;
    const res = await api('/v1/services/starting-prices', { method: 'GET', headers: { accept: 'application/json' } });
    return {
      markup: '<main data-drawn-for="nobody" data-path="' + path + '" data-width="' + viewportWidth + '" data-origin="' + origin + '" data-drawing="' + drawings + '">services ' + res.status + '</main>',
      state: { services: res.status },
      status: 200,
    };
  }
  const headers = { authorization: 'Bearer ' + token, accept: 'application/json' };
  if (path.startsWith('/backoffice')) {
    const res = await api('/v1/backoffice/requests?page=0&size=5', { method: 'GET', headers });
    return { markup: '<main data-drawn-for="' + user.uid + '">backoffice ' + res.status + '</main>', state: { status: res.status }, status: 200 };
  }
  const res = await api('/v2/requests/' + user.uid + '/requests?page=0&size=10&active=true', { method: 'GET', headers });
  const page = await res.json();
  if (page.content.some((r) => r.message === 'make the renderer fail')) throw new Error('render failed');
  if (path === '/dashboard/nowhere') return undefined;
  return {
    markup: '<main data-drawn-for="' + user.uid + '" data-path="' + path + '" data-width="' + viewportWidth + '">' +
      page.content.map((r) => '<p>#' + r.id + '</p>').join('') + '</main>',
    state: { uid: user.uid, activeRequests: page },
    status: path === '/dashboard/missing' ? 404 : 200,
  };
}
`;
/** The page template the web build writes, reduced to its two slots. */
export const pageTemplate =
  '<!doctype html><html lang="it"><body><div id="root"><div data-prerendered aria-hidden="true"><!--page--></div><div id="prerendered-end"></div></div><script type="application/json" id="page-data"><!--page-data--></script></body></html>';
