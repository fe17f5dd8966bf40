/**
 * A `fetch` that notes when an SSE body carries `data: <marker>` (OpenAI's `[DONE]`): the SDKs
 * end their stream the same way whether the server finished or the connection was cut, and only
 * the marker tells an answer that was cut short from a whole one.
 */
export function fetchWatchingEndMarker(marker: string, onSeen: () => void): typeof fetch {
  const pattern = new RegExp(`(^|\\n)data: ?${marker.replace(/[[\]]/g, '\\$&')}`);
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream'))
      return response;
    const decoder = new TextDecoder();
    let tail = '';
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          const text = tail + decoder.decode(chunk, { stream: true });
          if (pattern.test(text)) onSeen();
          tail = text.slice(-(marker.length + 8));
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
