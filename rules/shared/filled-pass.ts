/**
 * The expression `required` settles a pass with in generated code: a number, a boolean, or text
 * whose first character is printable ASCII and not a space (so it is not blank). Shared with the
 * rules that require a value under a condition, which a filled value passes whatever the condition.
 */
export const filledPass = (v: string): string => `typeof ${v}=="number"||typeof ${v}=="boolean"||typeof ${v}=="string"&&${v}.charCodeAt(0)>32&&${v}.charCodeAt(0)<127`;
