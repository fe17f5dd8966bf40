import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeReply, RecordedRequest } from './fake-reply.ts';
import { fakeAnswerFor } from './fake-answers.ts';
import { startFakeServer, type FakeModelServer } from './fake-server.ts';
import { startSse, writeSse } from './sse-writer.ts';
import { failureBeforeAnswer, messageText } from './fake-request.ts';
import { runStreamPlan } from './stream-plan.ts';
import { countTokens } from './fake-tokens.ts';

export interface OpenAiFakeOptions {
  /** When set, any other bearer key gets 401 `invalid_api_key`. */
  apiKey?: string;
  port?: number;
  /** Answers when nothing is scripted (default: {@link fakeAnswerFor}). */
  answer?: (body: ChatBody) => string;
  /** The default reply's pace and chunking (the demo model streams at a human pace). */
  defaults?: FakeReply;
}

/** The part of a Chat Completions request the fake reads. */
export interface ChatBody {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages?: { role: string; content: string | { type: string; text?: string }[] }[];
}

let completionCount = 0;

const errorBodies: Record<number, { type: string; code: string | null; message: string }> = {
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory', message: 'Forbidden.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests.' },
};

/**
 * A fake OpenAI-compatible server: `POST /v1/chat/completions`, streamed as the documented SSE
 * (`chat.completion.chunk` objects, a usage chunk when `stream_options.include_usage`, then
 * `data: [DONE]`) or whole when `stream` is false. See the README's "Testing" section.
 */
export function startOpenAiFake(options: OpenAiFakeOptions = {}): Promise<FakeModelServer> {
  return startFakeServer({
    basePath: '/v1',
    port: options.port,
    defaults: options.defaults,
    handler: (req, res, recorded, reply) => handle(req, res, recorded, reply, options),
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  recorded: RecordedRequest,
  reply: FakeReply,
  options: OpenAiFakeOptions,
): Promise<void> {
  if (req.method === 'GET' && recorded.path.startsWith('/v1/models')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'seodang' }] }),
    );
    return;
  }
  if (req.method !== 'POST' || !recorded.path.startsWith('/v1/chat/completions')) {
    return sendError(res, 404, {
      type: 'invalid_request_error',
      code: 'unknown_url',
      message: `Unknown request URL: ${recorded.path}`,
    });
  }
  const failure = await failureBeforeAnswer(
    reply,
    options.apiKey === undefined || req.headers.authorization === `Bearer ${options.apiKey}`,
  );
  if (failure)
    return sendError(
      res,
      failure.status,
      errorBodies[failure.status] ?? {
        type: 'server_error',
        code: null,
        message: 'The server had an error.',
      },
      failure.headers,
    );
  const body = (recorded.body ?? {}) as ChatBody;
  const messages = (body.messages ?? []).map((m) => ({ role: m.role, content: messageText(m.content) }));
  const text =
    reply.text ??
    (options.answer
      ? options.answer(body)
      : fakeAnswerFor({
          system: messages
            .filter((m) => m.role === 'system')
            .map((m) => m.content)
            .join('\n'),
          messages: messages.filter((m) => m.role !== 'system'),
        }));
  const finishReason = reply.finish ?? 'stop';
  const usage = {
    prompt_tokens: countTokens(messages.map((m) => m.content).join('\n')),
    completion_tokens: countTokens(text),
    total_tokens: 0,
  };
  usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
  const base = {
    id: `chatcmpl-fake${++completionCount}`,
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake-model',
  };

  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.refusal ? null : text,
              refusal: reply.refusal ? text : null,
            },
            finish_reason: finishReason,
          },
        ],
        ...(reply.usage === false ? {} : { usage }),
      }),
    );
    return;
  }
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    ...base,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  startSse(res);
  writeSse(res, chunk({ role: 'assistant', content: '' }));
  await runStreamPlan(res, reply, text, {
    text: (piece) => writeSse(res, chunk(reply.refusal ? { refusal: piece } : { content: piece })),
    malformed: () => writeSse(res, '{"id": "chatcmpl-broken", "choices": [{"delta": {"content": "oops'),
    errorEvent: () =>
      writeSse(res, {
        error: { message: 'The server is overloaded.', type: 'server_error', code: null, param: null },
      }),
    finish: () => {
      writeSse(res, chunk({}, finishReason));
      if (body.stream_options?.include_usage && reply.usage !== false)
        writeSse(res, { ...base, object: 'chat.completion.chunk', choices: [], usage });
      writeSse(res, '[DONE]');
    },
  });
}

function sendError(
  res: ServerResponse,
  status: number,
  error: { type: string; code: string | null; message: string },
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { ...error, param: null } }));
}
