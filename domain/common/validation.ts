import type { z } from 'zod';

// zod's own messages start like this; ours are written for people and are shown as they are.
const LIBRARY_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key|Expected)/;

/**
 * THE way a validation issue becomes a message: our sentences ('Please select a category') are shown
 * as written; fragments ('must be at most 50') and zod's generic texts get the field's name in front.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.');
  const forPeople = /^[A-Z]/.test(issue.message) && !LIBRARY_MESSAGE.test(issue.message);
  return where && !forPeople ? `${where}: ${issue.message}` : issue.message;
}

/** The first issue's message: rules are checked in order and the first failure is the answer. */
export function firstProblem(error: z.ZodError): string {
  return describeIssue(error.issues[0]);
}
