import { startFakeFormProvider } from './fake-form-provider.ts';
import { FAKE_PROVIDER_PORT } from './browser-env.ts';

/** Starts the local fake of the contact-form provider for the whole browser run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const provider = await startFakeFormProvider(FAKE_PROVIDER_PORT);
  return () => provider.close();
}
