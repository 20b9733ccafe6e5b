// npm start: build the web app if its sources changed, then run the server (migrations and
// demo data happen at server start-up).
import { checkNode, ensureWebBuild, runServer } from './lib.mjs';

checkNode();
ensureWebBuild();
runServer();
