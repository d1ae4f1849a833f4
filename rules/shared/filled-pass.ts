/**
 * The expression `required` settles a pass with in generated code: a number, a boolean, or text
 * whose first character is printable ASCII and not a space (so it is not blank). Shared with the
 * rules that require a value under a condition, which a filled value passes whatever the condition.
 * Text is asked first, as a choice: after the generated code's own test for such text V8 folds it
 * away, where a chain of `||` asking for a number first is asked again in full.
 */
export const filledPass = (v: string): string => `typeof ${v}=="string"?${v}.charCodeAt(0)>32&&${v}.charCodeAt(0)<127:typeof ${v}=="number"||typeof ${v}=="boolean"`;
