/**
 * A Token<T> is a plain Symbol that remembers, for the type checker only, what it resolves to, so that
 * `useInjection(StoreToken.Session)` is typed. The UI declares the tokens of what it asks for (its stores, the core's
 * ports it reads: *.tokens.ts beside each area); the composition root binds them, and declares its own for what only
 * it wires (use-cases, configuration: src/composition/tokens.ts).
 */
declare const resolves: unique symbol;
/** A Symbol that remembers, for the type checker only, what it resolves to. */
export type Token<T> = symbol & { readonly [resolves]: T };

export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;
