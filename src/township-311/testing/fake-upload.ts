/**
 * A stand-in for `postForm` (lib/upload.ts) in tests of the resident submission and staff phone
 * intake: it keeps each form posted (path, fields, headers) and answers with the reply the test
 * set, a function of the moment called for each post, or an Error it rejects with.
 * @example
 * vi.mock('../../lib/upload.ts', async (importOriginal) => ({
 *   ...(await importOriginal<typeof import('../../lib/upload.ts')>()),
 *   postForm: (await import('../../testing/fake-upload.ts')).fakePostForm,
 * }));
 */
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import type { UploadReply } from '../lib/upload.ts';

export interface PostedForm {
  url: string;
  form: FormData;
  headers: Record<string, string>;
}

/** What the next post is answered with, and every form posted so far. */
export const uploads: { reply: UploadReply | Error | (() => UploadReply); sent: PostedForm[] } = {
  reply: { status: 201, body: undefined },
  sent: [],
};

export function fakePostForm(
  url: string,
  form: FormData,
  _onProgress: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<UploadReply> {
  uploads.sent.push({ url, form, headers: { ...headers } });
  const { reply } = uploads;
  if (reply instanceof Error) return Promise.reject(reply);
  return Promise.resolve(typeof reply === 'function' ? reply() : reply);
}

export const COUNTY_ROAD_MESSAGE =
  'This appears to be a COUNTY road. Please submit your request directly to the correct agency.';

/** The server's refusal of a request on a county road (422 `wrong_jurisdiction`, docs/api.md). */
export const COUNTY_ROAD_REFUSAL: UploadReply = {
  status: 422,
  body: {
    error: {
      code: 'wrong_jurisdiction',
      message: COUNTY_ROAD_MESSAGE,
      jurisdiction: 'COUNTY',
      agency: AGENCY_LINKS.COUNTY.name,
      agencyUrl: AGENCY_LINKS.COUNTY.url,
      fields: { issueAddress: COUNTY_ROAD_MESSAGE },
    },
  },
};
