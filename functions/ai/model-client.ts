/**
 * A minimal client for an OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI's v1 API, Ollama,
 * vLLM, llama.cpp server...): POST {baseUrl}/chat/completions asking for JSON that matches a
 * schema, then validating the reply with zod, since no endpoint's promise of structure is trusted.
 * Every failure throws a ModelError whose message is fit for a reasoning text or an internal note.
 */
import { z } from 'zod';

export interface ModelConfig {
  /** Up to and including the version, e.g. https://api.openai.com/v1 (no trailing slash needed). */
  baseUrl: string;
  model: string;
  /** Sent as a Bearer token; local endpoints often need none. */
  apiKey?: string | undefined;
  /** Covers the whole call, reading the reply included. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class ModelError extends Error {
  override name = 'ModelError';
}

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

interface ChatMessage {
  role: 'system' | 'user';
  content: string | ContentPart[];
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/** Some models wrap JSON in a Markdown fence even when asked not to. */
const unfence = (text: string) =>
  text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');

async function errorDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } | string };
    if (typeof body.error === 'string') return body.error;
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // not JSON
  }
  return response.statusText || 'no detail';
}

/**
 * The JSON Schema sent with the request, in the subset OpenAI's strict mode accepts: no length
 * limits (zod still enforces them on the reply) and no $schema key.
 */
function strictModeSchema(schema: z.ZodType): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !['$schema', 'minLength', 'maxLength'].includes(key))
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  return strip(z.toJSONSchema(schema, { io: 'output' })) as Record<string, unknown>;
}

/**
 * @example
 * const triage = await chatJson(config, messages, 'triage', triageReplySchema());
 */
export async function chatJson<T extends z.ZodType>(
  config: ModelConfig,
  messages: ChatMessage[],
  schemaName: string,
  schema: T,
): Promise<z.output<T>> {
  const doFetch = config.fetch ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = {
    model: config.model,
    messages,
    temperature: 0,
    response_format: {
      type: 'json_schema',
      json_schema: { name: schemaName, strict: true, schema: strictModeSchema(schema) },
    },
  };

  let payload: unknown;
  try {
    const response = await doFetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      throw new ModelError(`AI endpoint answered ${response.status}: ${await errorDetail(response)}`);
    }
    payload = await response.json();
  } catch (error) {
    if (error instanceof ModelError) throw error;
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ModelError(`AI endpoint did not answer within ${config.timeoutMs} ms`, { cause: error });
    }
    if (error instanceof SyntaxError)
      throw new ModelError('AI endpoint sent a reply that is not JSON', { cause: error });
    throw new ModelError(`AI endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }

  const completion = completionSchema.safeParse(payload);
  const content = completion.success ? completion.data.choices[0]?.message.content : undefined;
  if (!content) throw new ModelError('AI reply had no message content');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfence(content));
  } catch (error) {
    throw new ModelError('AI reply content is not valid JSON', { cause: error });
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const where = result.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new ModelError(`AI reply does not match the expected fields (${where})`, { cause: result.error });
  }
  return result.data;
}
