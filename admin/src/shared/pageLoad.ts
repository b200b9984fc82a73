// A 404 means two different things to a user. When a page loads its own record (a show/edit page,
// a detail page through useLoad), the thing in the address does not exist: the not-found page is
// the answer. When a command answers 404 (a transfer to an account removed meanwhile, a confirm on
// a deleted order), the user stays where they are and reads the refusal there. The load path marks
// its failures here; authProvider.checkError sends only marked 404s to the not-found page.

const pageLoadFailures = new WeakSet<object>();

/** Marks a failure as the failed load of a page's own record; answers it, to rethrow. */
export const markPageLoad = <T,>(failure: T): T => {
  if (typeof failure === 'object' && failure !== null) pageLoadFailures.add(failure);
  return failure;
};

export const isPageLoad = (failure: unknown): boolean => typeof failure === 'object' && failure !== null && pageLoadFailures.has(failure);
