// The one rule for untrusted text (every free-text input of the API, the dashboard and the provider intake):
// no C0 or C1 control characters (tab, line feed and carriage return only where a field allows line
// breaks) and no lone UTF-16 surrogates. PostgreSQL refuses NUL in text and lone surrogates in JSON, so
// text that breaks the rule must be answered with a 400 before anything is stored or any provider is called.

/** C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), and lone surrogates (\p{Cs} matches only unpaired ones with /u). */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
const UNSAFE_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export type TextRule = {
  /** tab, line feed and carriage return are allowed (long descriptions, instructions, reasons) */
  multiline?: boolean;
};

/** null when `value` follows the rule; otherwise a Spanish predicate ("no puede contener ..."). */
export function textProblem(value: string, rule: TextRule = {}): string | null {
  const match = (rule.multiline ? UNSAFE_MULTILINE : UNSAFE).exec(value);
  if (!match) return null;
  const code = match[0].codePointAt(0)!;
  if (code >= 0xd800 && code <= 0xdfff) return 'no puede contener caracteres Unicode inválidos (un sustituto UTF-16 sin pareja)';
  return `no puede contener caracteres de control (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
}

export function isSafeText(value: string, rule: TextRule = {}): boolean {
  return textProblem(value, rule) === null;
}

export type JsonTextProblem = {
  /** where: ['package', 'contentDescription'], ['items', 0] */
  path: PropertyKey[];
  /** true when the offending string is a property name rather than a value */
  key: boolean;
  problem: string;
};

/**
 * The first string of a parsed JSON document (property names included) that breaks the rule. Values may
 * hold line breaks (each field's schema decides whether it accepts them); property names may not.
 */
export function findJsonTextProblem(value: unknown, path: PropertyKey[] = []): JsonTextProblem | null {
  if (typeof value === 'string') {
    const problem = textProblem(value, { multiline: true });
    return problem ? { path, key: false, problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findJsonTextProblem(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      const keyProblem = textProblem(name);
      if (keyProblem) return { path, key: true, problem: keyProblem };
      const found = findJsonTextProblem(child, [...path, name]);
      if (found) return found;
    }
  }
  return null;
}
