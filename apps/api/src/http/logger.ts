/** Structured logs: one JSON object per line. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const write =
  (level: string, stream: NodeJS.WriteStream) =>
  (message: string, fields: Record<string, unknown> = {}) => {
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
  };

export const jsonLogger: Logger = {
  info: write('info', process.stdout),
  warn: write('warn', process.stderr),
  error: write('error', process.stderr),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** Keeps the lines in memory (tests read them). */
export function memoryLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const push =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level, message, ...fields });
    };
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}
