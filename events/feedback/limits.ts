// Feedback (issue 14): the rating scale and the comment's length.
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** Characters of a comment: a few paragraphs, never a pasted log. */
export const FEEDBACK_COMMENT_MAX = 2_000;
