// A 404 or a 403 means two different things to a user. When a page loads its own record or rows (a
// show/edit page, a list page, a detail page through useLoad), the thing in the address does not
// exist, or is not the user's to see: the not-found or the not-allowed page is the answer. When a
// command answers 404 or 403 (a transfer to an account removed meanwhile, a button the role may not
// use), the user stays where they are and reads the refusal there. The load path marks its failures
// here; authProvider.checkError sends only marked ones to those pages.

const pageLoadFailures = new WeakSet<object>();

/** Marks a failure as the failed load of a page's own record; answers it, to rethrow. */
export const markPageLoad = <T,>(failure: T): T => {
  if (typeof failure === 'object' && failure !== null) pageLoadFailures.add(failure);
  return failure;
};

export const isPageLoad = (failure: unknown): boolean => typeof failure === 'object' && failure !== null && pageLoadFailures.has(failure);
