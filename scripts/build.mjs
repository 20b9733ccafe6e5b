// npm run build: the production web app (apps/web/dist, dist-server) and the compiled server
// (apps/server/dist), each made again only when its inputs changed (their stamps).
import { checkNode, ensureWebBuild } from './lib.mjs';
import { ensureServerBuild } from './server-build.mjs';

checkNode();
ensureWebBuild();
ensureServerBuild();
