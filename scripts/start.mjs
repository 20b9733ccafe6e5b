// npm start: build the web app (always in production mode) and compile the server when their
// sources changed, then run the compiled server (migrations and demo data happen at its start-up).
import { checkNode, ensureWebBuild, runServer } from './lib.mjs';

checkNode();
ensureWebBuild();
runServer();
