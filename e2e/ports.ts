/**
 * Ports of the browser suite's servers. Workers' servers take E2E_BASE_PORT + their worker index
 * (set E2E_PORT to run a second suite beside the first); the passkeys spec's own server sits well
 * clear of them.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3457);
export const E2E_PASSKEYS_PORT = E2E_BASE_PORT + 1000;
