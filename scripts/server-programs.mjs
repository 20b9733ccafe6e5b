// The programs of the compiled server: apps/server/dist/<name>.js, made from these sources by
// scripts/server-build.mjs and run by `npm start` (main) and the operators' commands
// (scripts/server-program.mjs). The Docker image ships this file with the launcher.
export const serverEntryPoints = {
  main: 'apps/server/src/main.ts',
  'migrate-cli': 'apps/server/src/db/migrate-cli.ts',
  'user-create': 'apps/server/src/cli/user-create.ts',
  'user-status': 'apps/server/src/cli/user-status.ts',
  'seed-cli': 'apps/server/src/demo/seed-cli.ts',
};

/** The names of the programs. */
export const serverPrograms = Object.keys(serverEntryPoints);
