/** Rows of a CRM page: the spec's log page size (section 9), for the users list too. */
export const CRM_PAGE_SIZE = 20;
/** The four calls whose screens an Admin opens from the sidebar. */
export const CRM_PATHS = { users: '/crm-sales', logs: '/crm-logs', deals: '/crm-deals' } as const;
