/** Spec §8/§9: the maps loader is retried up to 3 times, waiting longer each time. */
export const LOADER_RETRIES = 3;
export const loaderDelayMs = (attempt: number) => 500 * 2 ** attempt;

/** Runs `task`, and again up to `retries` times after growing delays, until it resolves. */
export async function withRetries<T>(
  task: () => Promise<T>,
  {
    retries = LOADER_RETRIES,
    delay = loaderDelayMs,
    wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: {
    retries?: number;
    delay?: (attempt: number) => number;
    wait?: (ms: number) => Promise<void>;
  } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delay(attempt));
    }
  }
}
