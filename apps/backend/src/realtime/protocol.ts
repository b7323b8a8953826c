/**
 * Phoenix channel messages as realtime-js sends and reads them: vsn 1.0.0 is a JSON object,
 * vsn 2.0.0 (realtime-js's default) a JSON array [join_ref, ref, topic, event, payload].
 */
export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '1.0.0') return '1.0.0';
  return value === '2.0.0' ? '2.0.0' : null;
}

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Reads one text frame; null when it is not a Phoenix message. */
export function decodeMessage(text: string, vsn: Vsn): PhoenixMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = raw as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { join_ref: str(joinRef), ref: str(ref), topic, event, payload: obj(payload) };
  }
  const m = obj(raw);
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') return null;
  return {
    join_ref: str(m.join_ref),
    ref: str(m.ref),
    topic: m.topic,
    event: m.event,
    payload: obj(m.payload),
  };
}

export function encodeMessage(m: PhoenixMessage, vsn: Vsn): string {
  return JSON.stringify(vsn === '2.0.0' ? [m.join_ref, m.ref, m.topic, m.event, m.payload] : m);
}
