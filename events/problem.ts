// A refusal a person reads, in one shape for the whole portal: a stable `code` the admin UI
// translates, `params` for the parts that vary, and the English text (the spec's where it has one).
// Here rather than in api/ because the pure deciders refuse commands too.

export type ProblemParams = Readonly<Record<string, string | number>>;

/** A named refusal; `message` may hold `{name}` placeholders filled from the params. */
export interface Problem {
  readonly code: string;
  readonly message: string;
  /** Fixed values of the placeholders (a limit, a size), overridable where it is raised. */
  readonly params?: ProblemParams;
}

/** Codes are SCREAMING_SNAKE_CASE and never change once released (api/CONTRACT.md "Errors"). */
export const problem = (code: string, message: string, params?: ProblemParams): Problem => ({ code, message, params });

/**
 * The English text: placeholders filled, and the field at fault in front ("email: Field is
 * required") whenever a `field` param names one, as every 400 of the portal has always read.
 */
export const problemText = ({ message }: Problem, params: ProblemParams): string => {
  const text = message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  const field = params.field;
  return field !== undefined && field !== '' ? `${field}: ${text}` : text;
};

/** The one error type: an HTTP status and a Problem with its params (api/plugins/errors.ts answers it). */
export class Refusal extends Error {
  readonly code: string;
  readonly params: ProblemParams;
  constructor(
    readonly statusCode: number,
    refused: Problem,
    params: ProblemParams = {},
  ) {
    const all = { ...refused.params, ...params };
    super(problemText(refused, all));
    this.name = 'Refusal';
    this.code = refused.code;
    this.params = all;
  }
}
