/** A bad environment: its message names every bad variable (the server does not start). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
