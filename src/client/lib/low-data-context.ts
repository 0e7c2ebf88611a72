import { createContext, useContext } from 'react';

/** Low-data mode for components (shared/low-data.ts): the router provides it on both sides. */
export const LowDataContext = createContext(false);

export function useLowData(): boolean {
  return useContext(LowDataContext);
}
