/**
 * Where an application stands, and the moves between: office-service checks them, the console offers only them. Its
 * own entry point (`@school/contracts/application-statuses`), free of TypeBox, so the console's pages can use it.
 */

/** Where an application stands: new → in review → admitted, waiting list or declined. */
export const applicationStatuses = ['new', 'in-review', 'admitted', 'waiting-list', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The statuses an application may move to from each (a child on the waiting list may still be admitted or not). */
export const nextApplicationStatuses: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['in-review'],
  'in-review': ['admitted', 'waiting-list', 'declined'],
  'waiting-list': ['admitted', 'declined'],
  admitted: [],
  declined: [],
};
