import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeReply, RecordedRequest } from './fake-reply.ts';
import { fakeAnswerFor } from './fake-answers.ts';
import { startFakeServer, type FakeModelServer } from './fake-server.ts';
import { startSse, writeSse } from './sse-writer.ts';
import { failureBeforeAnswer, messageText } from './fake-request.ts';
import { runStreamPlan } from './stream-plan.ts';
import { countTokens } from './fake-tokens.ts';

export interface AnthropicFakeOptions {
  /** When set, any other key (`x-api-key`, or `authorization: Bearer` as newer SDKs send it) gets 401 `authentication_error`. */
  apiKey?: string;
  port?: number;
  /** The default reply's pace and chunking. */
  defaults?: FakeReply;
}

/** The part of a Messages request the fake reads. */
interface MessagesBody {
  model?: string;
  stream?: boolean;
  system?: string | { type: string; text?: string }[];
  messages?: { role: string; content: string | { type: string; text?: string }[] }[];
}

const errorTypes: Record<number, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  403: {
    type: 'permission_error',
    message: 'Your API key does not have permission to use the specified resource.',
  },
  429: {
    type: 'rate_limit_error',
    message: 'Number of request tokens has exceeded your per-minute rate limit.',
  },
  529: { type: 'overloaded_error', message: 'Overloaded' },
};

const stopReasons = { stop: 'end_turn', length: 'max_tokens', content_filter: 'refusal' } as const;

/**
 * A fake Anthropic Messages API: `POST /v1/messages`, streamed as the documented SSE events
 * (`message_start`, `content_block_start`, `ping`, `content_block_delta`, `content_block_stop`,
 * `message_delta`, `message_stop`) or whole when `stream` is false. See the README's "Testing".
 */
export function startAnthropicFake(options: AnthropicFakeOptions = {}): Promise<FakeModelServer> {
  return startFakeServer({
    basePath: '',
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
  options: AnthropicFakeOptions,
): Promise<void> {
  if (req.method !== 'POST' || !recorded.path.startsWith('/v1/messages'))
    return sendError(res, 404, { type: 'not_found_error', message: `Not found: ${recorded.path}` });
  const failure = await failureBeforeAnswer(
    reply,
    options.apiKey === undefined || keyOf(req) === options.apiKey,
  );
  if (failure)
    return sendError(
      res,
      failure.status,
      errorTypes[failure.status] ?? { type: 'api_error', message: 'Internal server error' },
      failure.headers,
    );
  const body = (recorded.body ?? {}) as MessagesBody;
  const system = messageText(body.system);
  const messages = (body.messages ?? []).map((m) => ({ role: m.role, content: messageText(m.content) }));
  const text = reply.text ?? fakeAnswerFor({ system, messages });
  const stopReason = stopReasons[reply.finish ?? 'stop'];
  const inputTokens = countTokens([system, ...messages.map((m) => m.content)].join('\n'));
  const outputTokens = countTokens(text);
  const id = `msg_fake${Date.now()}`;
  const model = body.model ?? 'fake-model';
  const withUsage = reply.usage !== false;

  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        type: 'message',
        role: 'assistant',
        model,
        content: [{ type: 'text', text }],
        stop_reason: stopReason,
        stop_sequence: null,
        ...(withUsage ? { usage: { input_tokens: inputTokens, output_tokens: outputTokens } } : {}),
      }),
    );
    return;
  }
  startSse(res, { 'request-id': `req_fake${Date.now()}` });
  const message = {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
  };
  writeSse(
    res,
    {
      type: 'message_start',
      message: withUsage ? { ...message, usage: { input_tokens: inputTokens, output_tokens: 1 } } : message,
    },
    'message_start',
  );
  writeSse(
    res,
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    'content_block_start',
  );
  writeSse(res, { type: 'ping' }, 'ping');
  await runStreamPlan(res, reply, text, {
    text: (piece) =>
      writeSse(
        res,
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } },
        'content_block_delta',
      ),
    malformed: () =>
      res.write(
        'event: content_block_delta\ndata: {"type": "content_block_delta", "delta": {"text": "oo\n\n',
      ),
    errorEvent: () =>
      writeSse(res, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, 'error'),
    finish: () => {
      writeSse(res, { type: 'content_block_stop', index: 0 }, 'content_block_stop');
      writeSse(
        res,
        {
          type: 'message_delta',
          delta: { stop_reason: stopReason, stop_sequence: null },
          ...(withUsage ? { usage: { output_tokens: outputTokens } } : {}),
        },
        'message_delta',
      );
      writeSse(res, { type: 'message_stop' }, 'message_stop');
    },
  });
}

function keyOf(req: IncomingMessage): string | undefined {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string') return header;
  return /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
}

function sendError(
  res: ServerResponse,
  status: number,
  error: { type: string; message: string },
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake', ...headers });
  res.end(JSON.stringify({ type: 'error', error }));
}
