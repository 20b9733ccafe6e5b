// Types of find-chrome.mjs for the TypeScript that imports it (the e2e configuration).
export function findChrome(options?: { headless?: boolean }): string | undefined;
export const installHint: string;
