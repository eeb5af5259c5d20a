import { startFakeNominatim } from '#server/testing/fakes/nominatim-server.ts';
import { startFakeFormProvider } from './fake-form-provider.ts';
import { startFakeTiles } from './fake-tiles.ts';
import { FAKE_GEOCODER_PORT, FAKE_PROVIDER_PORT, FAKE_TILES_PORT } from './browser-env.ts';

/** Starts the local fakes of the contact-form provider, the tile server and the geocoder for the whole browser run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [provider, tiles, geocoder] = await Promise.all([
    startFakeFormProvider(FAKE_PROVIDER_PORT),
    startFakeTiles(FAKE_TILES_PORT),
    startFakeNominatim(FAKE_GEOCODER_PORT),
  ]);
  return async () => {
    await Promise.all([provider.close(), tiles.close(), geocoder.close()]);
  };
}
