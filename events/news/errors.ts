import { problem, Refusal, type Problem, type ProblemParams } from '../problem.js';

/** A refused news command: 404 unknown or deleted item, 409 an id already used, 400 a text missing. */
export class NewsRefused extends Refusal {
  constructor(status: 400 | 404 | 409, refused: Problem, params?: ProblemParams) {
    super(status, refused, params);
    this.name = 'NewsRefused';
  }
}

export const NEWS_NOT_FOUND = problem('NEWS_NOT_FOUND', 'News item not found');
export const NEWS_EXISTS = problem('NEWS_EXISTS', 'A news item with this id already exists');
