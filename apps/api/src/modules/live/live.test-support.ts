/** Reads SSE frames from a fetch body until `count` events arrived (or the time runs out). */
export async function readEvents(body: ReadableStream<Uint8Array>, count: number, timeoutMs = 5000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { id: number; event: string; data: Record<string, unknown> }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
      const data = field('data');
      if (data) events.push({ id: Number(field('id')), event: field('event') ?? '', data: JSON.parse(data) });
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}
