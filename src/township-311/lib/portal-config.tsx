/** Values the Astro page passes in from content/site.json (organisation values live only there). */
import { createContext, useContext } from 'react';

export interface PortalConfig {
  /** The township's name, as in "{township} 311". */
  township: string;
  /** The coalition's name, for the link back to its site. */
  organisation: string;
  /** Google Maps JavaScript API key; empty means maps are off and the location fallback is used. */
  mapsApiKey: string;
}

export const PortalConfigContext = createContext<PortalConfig>({ township: '', organisation: '', mapsApiKey: '' });

export function usePortalConfig(): PortalConfig {
  return useContext(PortalConfigContext);
}
