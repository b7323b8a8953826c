import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** How the process logs: LOG_FORMAT, LOG_LEVEL and INSTANCE_ID, the same in every thread. */
export interface LogSettings {
  format: LogFormat;
  level: LogLevel;
  instanceId: string | null;
}

/** The request a log call is made for: every line logged while serving it carries its id. */
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`: every line it logs carries that id. */
export function inRequest<T>(requestId: string, work: () => T): T {
  return currentRequest.run({ requestId }, work);
}

function createLogger(settings: LogSettings, destination?: pino.DestinationStream): Logger {
  const { format, level, instanceId } = settings;
  const base = instanceId ? { instance: instanceId } : {};
  const mixin = () => {
    const request = currentRequest.getStore();
    return request ? { requestId: request.requestId } : {};
  };
  if (format === 'pretty') {
    return pino(
      { level, base, mixin },
      pretty({ sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' }),
    );
  }
  const options = { level, base, mixin, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

const DEFAULT_SETTINGS: LogSettings = { format: 'json', level: 'info', instanceId: null };
let settings: LogSettings = DEFAULT_SETTINGS;

/**
 * The process's logger (pino). Until the server has read its configuration, it logs JSON at
 * info level; startServer calls configureLogging with LOG_FORMAT and LOG_LEVEL, and each
 * generation worker thread with the settings its pool was started under (logSettings).
 */
export let log: Logger = createLogger(DEFAULT_SETTINGS);

/** `destination`: where JSON lines go instead of stdout (tests read them). */
export function configureLogging(next: LogSettings, destination?: pino.DestinationStream): void {
  settings = { ...next };
  log = createLogger(settings, destination);
}

/** The settings the logger runs with now, to hand to a worker thread. */
export function logSettings(): LogSettings {
  return { ...settings };
}
