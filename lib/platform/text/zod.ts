// zod schemas for free text under the one text rule (./safe-text.ts): request bodies, dashboard forms,
// query strings and path parameters all use these, so a new field cannot forget the rule.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { textProblem, type TextRule } from './safe-text';

/** A string that follows the text rule (not trimmed, no length rule: compose those in front). */
export function checkText<T extends z.ZodString>(schema: T, rule: TextRule = {}): T {
  return schema.check((ctx) => {
    const problem = textProblem(ctx.value, rule);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
  }) as T;
}

export type SafeTextOptions = TextRule & {
  max: number;
  /** default 1: an empty (or blank, after trimming) value is refused */
  min?: number;
  /** custom Spanish messages, for forms whose errors are shown without a field name */
  messages?: { min?: string; max?: string };
};

/** Free text: trimmed, min..max characters, the text rule (single line unless `multiline`). */
export function safeText(options: SafeTextOptions) {
  const { max, min = 1, messages = {} } = options;
  return checkText(
    z
      .string()
      .trim()
      .min(min, messages.min ? { error: messages.min } : undefined)
      .max(max, messages.max ? { error: messages.max } : undefined),
    options,
  );
}
