/** Every line a server printed, each parsed as JSON: a line that is not JSON (a raw stack trace) throws. */
export function jsonLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}
