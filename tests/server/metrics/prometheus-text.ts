/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for the tests of /metrics: every line must
 * be a HELP, a TYPE, or a well-formed sample of a family whose TYPE came before it; anything else throws, naming the
 * line.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** Family name → its TYPE (counter, gauge, histogram…). */
  types: Map<string, string>;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_NAME = '[a-zA-Z_][a-zA-Z0-9_]*';
/** A label value: any characters, with backslash, double quote and line feed escaped. */
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const LABEL = `${LABEL_NAME}=${LABEL_VALUE}`;
const VALUE = '[-+]?(?:[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?|Inf|NaN)';
/**
 * Case-insensitive as Prometheus reads values (Go's ParseFloat): prom-client 15 writes NaN as `Nan` (the event loop's
 * mean lag before its first measurement).
 */
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (${VALUE})(?: -?[0-9]+)?$`, 'i');
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const LABEL_PAIRS = new RegExp(`(${LABEL_NAME})=(${LABEL_VALUE})`, 'g');
/** The sample names a family of each type may have. */
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  text.split('\n').forEach((line, index) => {
    if (line === '' || HELP.test(line)) return;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      return;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`line ${index + 1} is not in the text format: ${line}`);
    const [, name, labelText = '', value] = sample as unknown as [string, string, string | undefined, string];
    if (!familyOf(name!, types)) throw new Error(`line ${index + 1}: sample of ${name} before its TYPE`);
    const labels: Record<string, string> = {};
    for (const [, key, quoted] of labelText.matchAll(LABEL_PAIRS)) labels[key!] = JSON.parse(quoted!);
    samples.push({ name: name!, labels, value: Number(value!.replace(/^\+?Inf$/, 'Infinity').replace(/^-Inf$/, '-Infinity')) });
  });
  return { samples, types };
}

function familyOf(sampleName: string, types: Map<string, string>): string | undefined {
  if (types.get(sampleName) && !['histogram'].includes(types.get(sampleName)!)) return sampleName;
  for (const [family, type] of types) {
    for (const suffix of SUFFIXES[type] ?? []) if (sampleName === family + suffix) return family;
  }
  return undefined;
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when there is none. */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = exposition.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there is none). */
export function sumOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return exposition.samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}
