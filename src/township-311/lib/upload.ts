/**
 * A form POST over XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not). Used for the resident submission, whose photo can be up to 10 MB.
 */

export interface UploadReply {
  status: number;
  /** The parsed JSON body, or undefined when there is none or it is not JSON. */
  body: unknown;
  /** Seconds of a Retry-After given in seconds (a 429's), else undefined. */
  retryAfterSeconds?: number;
}

/** Thrown when the server cannot be reached or the connection drops. */
export class UploadNetworkError extends Error {
  constructor(message = 'The server could not be reached. Check your connection and try again') {
    super(message);
    this.name = 'UploadNetworkError';
  }
}

/**
 * Sends `form` and resolves with the reply whatever its status; rejects only on a network error.
 * @example const { status, body } = await postForm('/api/requests', form, (p) => setProgress(p));
 */
export function postForm(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  headers: Readonly<Record<string, string>> = {},
): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      const retryAfter = xhr.getResponseHeader('Retry-After') ?? '';
      resolve({
        status: xhr.status,
        body,
        ...(/^\d+$/.test(retryAfter) ? { retryAfterSeconds: Number(retryAfter) } : {}),
      });
    });
    xhr.addEventListener('error', () => {
      reject(new UploadNetworkError());
    });
    xhr.addEventListener('abort', () => {
      reject(new UploadNetworkError('The upload was interrupted'));
    });
    xhr.send(form);
  });
}
